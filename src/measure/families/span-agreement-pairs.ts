import { namedSections, type SpanPairAgreement } from "../labels/span-agreement.ts";
import { at, type MetricRow, type PathWords, recordOf, rowAt } from "./family.ts";

/**
 * Span-set agreement per pair and per set as gateable detail rows (docs/agreement.md, "Per pair
 * and per set"): `agreement.byPair.<A × B>.<strict|lenient>.<precision|recall|f1>` and
 * `agreement.perSet.<set>.<strict|lenient>.f1`, keyed by the sets' names (`setKey`, `pairKey`).
 */

const ROOT = "agreement";
const SCHEMES = ["strict", "lenient"] as const;
const RATES = ["precision", "recall", "f1"] as const;

const keysOf = (doc: unknown, section: string): string[] =>
  Object.keys(recordOf(at(doc, [ROOT, section])) ?? {});

/** Each pair's P, R, F1 and each set's mean F1, in the document's order, as detail rows. */
export function pairRows(doc: unknown): MetricRow[] {
  const pairs = keysOf(doc, "byPair").flatMap((pair) =>
    SCHEMES.flatMap((s) =>
      RATES.map((r) => rowAt(doc, [ROOT, "byPair", pair, s, r], `${pair} ${s} ${r}`, null, true)),
    ),
  );
  const sets = keysOf(doc, "perSet").flatMap((set) =>
    SCHEMES.map((s) =>
      rowAt(doc, [ROOT, "perSet", set, s, "f1"], `${set} mean ${s} F1`, null, true),
    ),
  );
  return [...pairs, ...sets];
}

/** The named sections as the stored pairs give them, for the sections the document carries. */
export function derivedNamed(
  doc: unknown,
  sets: readonly string[],
  pairs: readonly SpanPairAgreement[],
): Record<string, unknown> {
  const named = namedSections(sets, pairs);
  if (named === null) return {};
  const has = (section: string) => at(doc, [ROOT, section]) !== undefined;
  return {
    ...(has("byPair") ? { byPair: named.byPair } : {}),
    ...(has("perSet") ? { perSet: named.perSet } : {}),
  };
}

/**
 * Per-pair and per-set paths in words, the names whole (they may contain dots):
 * `pair a.jsonl × b.jsonl strict F1`, `set a.jsonl mean strict F1`; null for other paths.
 */
export function describePairPath(segments: readonly string[], leaf: string): PathWords | null {
  const [root, section] = segments;
  const scheme = segments.at(-2) ?? "";
  if (root !== ROOT || segments.length < 5 || !(SCHEMES as readonly string[]).includes(scheme))
    return null;
  const name = segments.slice(2, -2).join(".");
  if (section === "byPair") return { words: `pair ${name} ${scheme} ${leaf}`, className: null };
  if (section === "perSet") return { words: `set ${name} mean ${scheme} ${leaf}`, className: null };
  return null;
}
