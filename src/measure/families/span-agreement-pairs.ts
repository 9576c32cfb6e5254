import { namedSections, type SpanPairAgreement, setKey } from "../labels/span-agreement.ts";
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

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

/**
 * Each set's annotations, from the documents' tallies (a set's count in a document is the same
 * in each of its pairs, so the first of its pairs that has the document is read); null without.
 */
function setAnnotations(doc: unknown, sets: number): number[] | null {
  const units = at(doc, [ROOT, "units"]);
  if (!Array.isArray(units)) return null;
  const order = Array.from({ length: sets }, (_, i) =>
    Array.from({ length: sets - i - 1 }, (__, d) => [i, i + 1 + d] as const),
  ).flat();
  const counts = new Array<number>(sets).fill(0);
  for (const unit of units) {
    const pairs = at(unit, ["pairs"]);
    if (!Array.isArray(pairs)) return null;
    counts.forEach((n, set) => {
      const k = order.findIndex(([i, j], p) => (i === set || j === set) && pairs[p] !== null);
      const side = order[k]?.[0] === set ? 0 : 1;
      const both = k < 0 ? undefined : at(pairs[k], ["annotations"]);
      const found: unknown = Array.isArray(both) ? both[side] : 0;
      counts[set] = n + (typeof found === "number" ? found : 0);
    });
  }
  return counts;
}

/** `6 documents` and `3 annotation sets, 51 annotations (a.jsonl 18, b.jsonl 15, c.jsonl 18)`. */
export function spanInputSizes(doc: unknown): { gold: string; system: string } | null {
  const sets = at(doc, [ROOT, "sets"]);
  const documents = at(doc, ["inputs", "documents", "documents"]);
  if (!Array.isArray(sets) || typeof documents !== "number") return null;
  const counts = setAnnotations(doc, sets.length);
  const total = at(doc, ["inputs", "annotations", "annotations"]);
  const each =
    counts === null
      ? ""
      : ` (${sets.map((s, k) => `${setKey(String(s))} ${counts[k]}`).join(", ")})`;
  const annotations = typeof total === "number" ? `, ${plural(total, "annotation")}${each}` : "";
  return {
    gold: plural(documents, "document"),
    system: `${plural(sets.length, "annotation set")}${annotations}`,
  };
}
