import type { FindingFigures } from "./verdict.ts";

/**
 * One-line, plain-text messages of the gate (renderers escape them). Values are shown in points
 * (a fraction × 100) with one decimal and a true minus sign: `LOC strict F1 81.2 → 78.9 (−2.3 pt,
 * 95% CI −3.1 … −1.4) exceeds maxDrop 1.0`.
 */

const LEAF_NAMES: Readonly<Record<string, string>> = {
  f1: "F1",
  fbeta: "Fβ",
  precision: "precision",
  recall: "recall",
  accuracy: "accuracy",
};

const MINUS = "\u2212";

/** A fraction as points with one decimal: 0.8123 → `81.2`, −0.023 → `−2.3`. */
export function points(fraction: number): string {
  const text = (100 * fraction).toFixed(1);
  const clean = text === "-0.0" ? "0.0" : text;
  return clean.startsWith("-") ? `${MINUS}${clean.slice(1)}` : clean;
}

/** A signed delta in points: `+1.1`, `−2.3`, `0.0`. */
export function signedPoints(fraction: number): string {
  const text = points(fraction);
  return text.startsWith(MINUS) || text === "0.0" ? text : `+${text}`;
}

/** A 95% interval of a delta in points: `−3.1 … −1.4`. */
export function intervalText(interval: readonly [number, number]): string {
  return `${signedPoints(interval[0])} \u2026 ${signedPoints(interval[1])}`;
}

/** The type a concrete `types.<T>.<scheme>.<field>` path is about, else null. */
export function typeOfPath(path: string): string | null {
  const segments = path.split(".");
  return segments[0] === "types" && segments.length >= 4 ? segments.slice(1, -2).join(".") : null;
}

/** A readable name for a concrete metric path: `types.LOC.strict.f1` → `LOC strict F1`. */
export function metricLabel(path: string): string {
  const segments = path.split(".");
  const leaf = segments.at(-1) ?? "";
  const name = LEAF_NAMES[leaf] ?? leaf;
  const type = typeOfPath(path);
  if (type !== null) return `${type} ${segments.at(-2)} ${name}`;
  if (segments[0] === "macro" && segments.length === 4)
    return `macro (${segments[1]}) ${segments[2]} ${name}`;
  if (path === "tokens.accuracy") return "token accuracy";
  return [...segments.slice(0, -1), name].join(" ");
}

function changeText(figures: FindingFigures, relative: boolean): string {
  const { current, baseline, delta, interval } = figures;
  if (current === null || baseline === null || delta === null) return "";
  const size =
    relative && baseline !== 0
      ? `${signedPoints(delta / baseline)}%, ${signedPoints(delta)} pt`
      : `${signedPoints(delta)} pt`;
  const ci = interval === null ? "no interval" : `95% CI ${intervalText(interval)}`;
  return `${points(baseline)} \u2192 ${points(current)} (${size}, ${ci})`;
}

/** Message of a drop check; `significance` says why a drop did or did not count. */
export function describeDrop(
  path: string,
  check: "maxDrop" | "maxRelativeDrop",
  limit: number,
  figures: FindingFigures,
  significance: "significant" | "noise" | "unknown" | "ignored",
): string {
  const relative = check === "maxRelativeDrop";
  const limitText = relative ? `${points(limit)}%` : limit.toFixed(1);
  const base = `${metricLabel(path)} ${changeText(figures, relative)} exceeds ${check} ${limitText}`;
  if (significance === "noise") return `${base}, but the interval includes 0 (not significant)`;
  if (significance === "unknown") return `${base}; no interval, so significance is unknown`;
  return base;
}

/** Message of a `min` check: `LOC strict F1 58.0 is below min 60.0`. */
export function describeMin(path: string, min: number, current: number): string {
  return `${metricLabel(path)} ${points(current)} is below min ${points(min)}`;
}

/** Message of a metric the baseline had and this run lacks. */
export function describeAbsent(path: string, baseline: number): string {
  return `${metricLabel(path)} is absent from this run (baseline ${points(baseline)})`;
}
