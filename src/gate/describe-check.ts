import type { PathWords } from "../measure/families/family.ts";
import { FAMILIES, familiesIn, unitsNounOf } from "../measure/families/registry.ts";
import {
  deltaText,
  figureText,
  intervalText,
  isCoefficient,
  unitOfPath,
} from "../number-format.ts";
import type { FindingFigures } from "./verdict.ts";

/**
 * One-line, plain-text messages of the gate (renderers escape them). Figures are spelled by
 * src/number-format.ts (docs/numbers.md): rates in points with one decimal, coefficients with four,
 * a true minus sign: `LOC strict F1 81.2 → 78.9 (−2.3 pt, 95% CI −3.1 … −1.4) exceeds maxDrop 1.0`.
 */

const LEAF_NAMES: Readonly<Record<string, string>> = {
  f1: "F1",
  fbeta: "Fβ",
  precision: "precision",
  recall: "recall",
  accuracy: "accuracy",
};

/** A figure in its own unit (a coefficient or a raw amount), not in points. */
export function inOwnUnit(path: string): boolean {
  return unitOfPath(path) !== "rate";
}

/**
 * A value in its metric's unit as messages spell it (docs/numbers.md): a coefficient with four
 * decimals (`alpha 0.3770`), a raw amount as itself, else points with one decimal.
 */
export function valueText(path: string, fraction: number): string {
  return figureText(unitOfPath(path), fraction, "brief");
}

/** A signed delta in its metric's own unit. */
export function signedValueText(path: string, fraction: number): string {
  return deltaText(unitOfPath(path), fraction, "brief");
}

/** A fraction as points with one decimal: 0.8123 → `81.2`, −0.023 → `−2.3`. */
export function points(fraction: number): string {
  return figureText("rate", fraction, "brief");
}

/** A signed delta in points: `+1.1`, `−2.3`, `0.0`. */
export function signedPoints(fraction: number): string {
  return deltaText("rate", fraction, "brief");
}

/** A 95% interval of a delta in its metric's own unit: `−3.1 … −1.4`, `−0.4220 … −0.1961`. */
export function intervalValueText(path: string, interval: readonly [number, number]): string {
  return intervalText(unitOfPath(path), interval[0], interval[1], "brief");
}

/** The family's words for a concrete path, when the family owning its root names it itself. */
function familyWords(path: string): PathWords | null {
  const segments = path.split(".");
  const leaf = segments.at(-1) ?? "";
  const name = LEAF_NAMES[leaf] ?? leaf;
  for (const family of FAMILIES)
    if (family.roots.includes(segments[0] ?? "")) {
      const words = family.describePath?.(segments, name) ?? null;
      if (words !== null) return words;
    }
  return null;
}

/** What a metric's family resamples, plural (`documents`, `items`), for the scores `doc`. */
export function unitsNoun(path: string, doc: unknown): string {
  const root = path.split(".")[0] ?? "";
  // Two families share a root (agreement: coders' items, span sets' documents): the doc's own.
  const family = [...familiesIn(doc), ...FAMILIES].find((f) => f.roots.includes(root));
  return unitsNounOf(family, doc);
}

/** The class (span type, label) a concrete metric path is about, else null. */
export function classOfPath(path: string): string | null {
  return familyWords(path)?.className ?? null;
}

/** A readable name for a concrete metric path: `types.LOC.strict.f1` → `LOC strict F1`. */
export function metricLabel(path: string): string {
  const own = familyWords(path);
  if (own !== null) return own.words;
  const segments = path.split(".");
  const leaf = segments.at(-1) ?? "";
  return [...segments.slice(0, -1), LEAF_NAMES[leaf] ?? leaf].join(" ");
}

function changeText(path: string, figures: FindingFigures, relative: boolean): string {
  const { current, baseline, delta, interval } = figures;
  if (current === null || baseline === null || delta === null) return "";
  const own = inOwnUnit(path) ? signedValueText(path, delta) : `${signedPoints(delta)} pt`;
  const size = relative && baseline !== 0 ? `${signedPoints(delta / baseline)}%, ${own}` : own;
  const ci = interval === null ? "no interval" : `95% CI ${intervalValueText(path, interval)}`;
  return `${valueText(path, baseline)} \u2192 ${valueText(path, current)} (${size}, ${ci})`;
}

/** Message of a drop check; `significance` says why a drop did or did not count. */
export function describeDrop(
  path: string,
  check: "maxDrop" | "maxRelativeDrop",
  limit: number,
  figures: FindingFigures,
  significance: "significant" | "noise" | "pvalue" | "unknown" | "ignored",
): string {
  const relative = check === "maxRelativeDrop";
  const limitText = dropLimitText(path, check, limit);
  const base = `${metricLabel(path)} ${changeText(path, figures, relative)} exceeds ${check} ${limitText}`;
  if (significance === "noise") return `${base}, but the interval includes 0 (not significant)`;
  if (significance === "pvalue")
    return `${base}, but its p-value is not below 0.05 (not significant: the interval and the randomization test must both say so)`;
  if (significance === "unknown") return `${base}; no interval, so significance is unknown`;
  return base;
}

/** Message of a `min` check, in the metric's unit: `LOC strict F1 58.0 is below min 60.0`, `alpha 0.377 is below min 0.600`. */
export function describeMin(path: string, min: number, current: number): string {
  return `${metricLabel(path)} ${valueText(path, current)} is below min ${valueText(path, min)}`;
}

/** Message of a `max` check (a ceiling on a spread): `accuracy, run-to-run SD 4.1 is above max 3.0`. */
export function describeMax(path: string, max: number, current: number): string {
  return `${metricLabel(path)} ${valueText(path, current)} is above max ${valueText(path, max)}`;
}

/** Message of a metric the baseline had and this run lacks. */
export function describeAbsent(path: string, baseline: number): string {
  return `${metricLabel(path)} is absent from this run (baseline ${valueText(path, baseline)})`;
}

/**
 * Message of a drop check within its limit that cannot tell: its interval reaches beyond the
 * limit, or (`reaches` false) the interval is within it too but too few units differ for the
 * randomization to see anything (the note after says so).
 */
export function describeUndecided(
  path: string,
  check: "maxDrop" | "maxRelativeDrop",
  limit: number,
  figures: FindingFigures,
  reaches = true,
): string {
  const relative = check === "maxRelativeDrop";
  const limitText = dropLimitText(path, check, limit);
  const but = reaches ? "but its interval reaches beyond it" : "and so is its interval";
  return `${metricLabel(path)} ${changeText(path, figures, relative)} is within ${check} ${limitText}, ${but}`;
}

/** A drop limit as configured, in its unit: `1.0` (points), `5.0%` (relative), `0.010` (coefficient). */
export function dropLimitText(
  path: string,
  check: "maxDrop" | "maxRelativeDrop",
  limit: number,
): string {
  if (check === "maxRelativeDrop") return `${points(limit)}%`;
  return isCoefficient(path) ? valueText(path, limit / 100) : limit.toFixed(1);
}
