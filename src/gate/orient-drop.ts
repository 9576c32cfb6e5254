import { isRawFigure } from "../number-format.ts";
import type { MetricValue } from "./metric-path.ts";
import type { CheckedMetric } from "./verdict.ts";

/**
 * Figures where lower is better: every usage figure (cost, tokens, latency) and a loss
 * (`labels.hammingLoss`). For them a rule's "drop" is a worsening, that is a rise:
 * `maxRelativeDrop: 0.10` on `usage.cost.mean` fails when the mean cost rises by more than 10%,
 * `maxDrop: 1` on `labels.hammingLoss` when the loss rises by more than a point (docs/gate.md).
 */
export function lowerIsBetter(path: string): boolean {
  return isRawFigure(path) || isLoss(path);
}

/** A fraction where lower is better (a loss: `labels.hammingLoss`). */
export function isLoss(path: string): boolean {
  return path.split(".").at(-1) === "hammingLoss";
}

/**
 * The current value and interval as a drop check reads them: unchanged, or for a lower-is-better
 * figure mirrored around the baseline (current' = 2·baseline − current, interval negated), so
 * that a rise is checked exactly as a drop of the same size, absolute or relative.
 */
export function orientDrop(
  now: MetricValue,
  before: MetricValue,
  interval: readonly [number, number] | undefined,
): { readonly now: MetricValue; readonly interval: readonly [number, number] | undefined } {
  if (!lowerIsBetter(now.path)) return { now, interval };
  return {
    now: { ...now, value: 2 * before.value - now.value },
    interval: interval === undefined ? undefined : [-interval[1], -interval[0]],
  };
}

/** A checks-table row decided on oriented values, showing the figures as they are. */
export function withActualFigures(
  checked: CheckedMetric,
  now: MetricValue,
  interval: readonly [number, number] | undefined,
): CheckedMetric {
  return {
    ...checked,
    current: now.value,
    delta: now.value - checked.baseline,
    interval: interval ?? null,
  };
}
