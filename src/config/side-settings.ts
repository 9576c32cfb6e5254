import type { Flags } from "./setting-table.ts";
import { choice, type Problems, pick } from "./setting-values.ts";
import {
  CHAR_OFFSET_MODES,
  type CharOffsetMode,
  FORMAT_NAMES,
  FORMATS,
  type FormatName,
} from "./settings.ts";

/** The per-side settings resolved here (the gold side's are `format` and `charOffsets`). */
export interface SideSettings {
  readonly format?: FormatName;
  readonly systemFormat?: FormatName | null;
  readonly charOffsets?: CharOffsetMode;
  readonly systemCharOffsets?: CharOffsetMode | null;
}

/**
 * Gold and system may be in different formats and count characters differently (a doccano gold in
 * UTF-16 units beside a model's JSONL in code points). Each side's value is, first found:
 * `--gold-format` / `--system-format`, `--format` (both sides), `inputs.gold.format` /
 * `inputs.system.format`, `inputs.format`; a side with none of them takes the other side's. The
 * same order holds for `charOffsets`, whose fallback is `auto` (each format's own convention).
 */
export function sideSettings(
  flags: Flags,
  inputs: Readonly<Record<string, unknown>>,
  p: Problems,
): SideSettings {
  const format = (
    flag: "goldFormat" | "systemFormat",
    side: "gold" | "system",
  ): FormatName | undefined =>
    pick(
      choice(`${side}-format`, flags[flag], FORMATS, p),
      choice("format", flags.format, FORMATS, p, FORMAT_NAMES),
      choice(`inputs.${side}.format`, sideField(inputs, side, "format"), FORMATS, p),
      choice("inputs.format", inputs.format, FORMATS, p, FORMAT_NAMES),
    );
  const unit = (
    flag: "goldCharOffsets" | "systemCharOffsets",
    side: "gold" | "system",
  ): CharOffsetMode | undefined =>
    pick(
      choice(`${side}-char-offsets`, flags[flag], CHAR_OFFSET_MODES, p),
      choice("char-offsets", flags.charOffsets, CHAR_OFFSET_MODES, p),
      choice(
        `inputs.${side}.charOffsets`,
        sideField(inputs, side, "charOffsets"),
        CHAR_OFFSET_MODES,
        p,
      ),
      choice("inputs.charOffsets", inputs.charOffsets, CHAR_OFFSET_MODES, p),
    );
  const gold = {
    format: format("goldFormat", "gold"),
    charOffsets: unit("goldCharOffsets", "gold"),
  };
  const system = {
    format: format("systemFormat", "system"),
    charOffsets: unit("systemCharOffsets", "system"),
  };
  // A side without a format of its own takes the other side's (a unit without one is `auto`); the
  // system side's values are kept only where they differ from the gold side's (null: the same).
  const out = {
    format: gold.format ?? system.format,
    charOffsets: gold.charOffsets,
    systemFormat: unlike(system.format, gold.format),
    systemCharOffsets: unlike(system.charOffsets, gold.charOffsets ?? "auto"),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

function unlike<T>(system: T | undefined, gold: T | undefined): T | undefined {
  return system === undefined || gold === undefined || system === gold ? undefined : system;
}

/** `inputs.gold.format` when `inputs.gold` is a mapping (it may be a plain path). */
function sideField(
  inputs: Readonly<Record<string, unknown>>,
  side: "gold" | "system",
  key: string,
): unknown {
  const value = inputs[side];
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}
