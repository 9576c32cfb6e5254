import type { RandomSource } from "../confidence.ts";
import { EVENT_ROWS } from "../events/dice-alignment.ts";
import type { EventScores } from "../events/event-scores.ts";
import type { RateConfidence } from "../prf.ts";
import { EVENTS_FAMILY } from "./events.ts";
import type { MetricKeys } from "./family.ts";
import { unitConfidence } from "./unit-confidence.ts";

/**
 * `events` with MAT's confidence data (`--confidence`) beside each row's micro and macro rates
 * and each mention type's: the documents resampled through the family's own measure, so the
 * figures follow the profile (`evmeval`'s pooling and nan, `tac-kbp-2015`'s mapping) in every
 * resample.
 */
export function withEventConfidence(events: EventScores, random: RandomSource): EventScores {
  const resampling = EVENTS_FAMILY.resampling;
  if (resampling === undefined) return events;
  const types = Object.keys(events.types);
  const rows: MetricKeys[] = [
    ...EVENT_ROWS.flatMap((row) => [
      ["events", row, "micro"],
      ["events", row, "macro"],
    ]),
    ...types.map((t) => ["events", "types", t]),
  ];
  const spreads = unitConfidence({ events }, resampling, rows, random);
  const at = (k: number): RateConfidence => spreads[k] as RateConfidence;
  const averaged = Object.fromEntries(
    EVENT_ROWS.map((row, i) => {
      const { micro, macro } = events[row];
      return [
        row,
        {
          micro: { ...micro, confidence: at(2 * i) },
          macro: { ...macro, confidence: at(2 * i + 1) },
        },
      ];
    }),
  ) as Pick<EventScores, (typeof EVENT_ROWS)[number]>;
  const byType = Object.fromEntries(
    types.map((t, j) => [
      t,
      {
        ...(events.types[t] as EventScores["types"][string]),
        confidence: at(2 * EVENT_ROWS.length + j),
      },
    ]),
  );
  return { ...events, ...averaged, types: byType };
}
