import { type ClashTally, sameTally } from "../align/clash.ts";
import { scoreTally, tallyF1 } from "../measure/prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import type { SchemeTable } from "../measure/scores.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { DocumentDelta, DocumentSide, SchemeDocuments } from "./comparison.ts";

/** Below this |delta| a document (or metric) counts as unchanged: floating-point noise. */
export const UNCHANGED_BELOW = 1e-9;

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function side(row: DocumentRow, scheme: SpanScheme, beta: number): DocumentSide {
  const s = scoreTally(row.clash, scheme, beta);
  return { correct: s.correct, possible: s.possible, actual: s.actual, f1: s.f1 };
}

/** Distinct tallies whose F1 one scheme's pass remembers. */
const RATED = 65_536;

/** Both sides of a document present on both: baseline row, current row. */
type Pair = readonly [DocumentRow, DocumentRow];

/**
 * One scheme's counts and its top regressions and improvements. A document whose tally did not
 * change has the same F1 on both sides, so its delta is exactly 0: only `changed` (the positions
 * of the others in `pairs`) are scored, and only the reported rows become objects.
 */
function schemeDocuments(
  pairs: readonly Pair[],
  changed: Int32Array,
  scheme: SpanScheme,
  beta: number,
  top: number,
): SchemeDocuments {
  // Rows share frozen tallies (scoring and the baseline reader make one per distinct counts).
  const rated = new Map<Readonly<ClashTally>, number>();
  const f1 = (row: DocumentRow): number => {
    let f = rated.get(row.clash);
    if (f === undefined) {
      f = tallyF1(row.clash, scheme, beta);
      if (rated.size < RATED) rated.set(row.clash, f);
    }
    return f;
  };
  const delta = new Float64Array(pairs.length);
  const id = (k: number): string => (pairs[k] as Pair)[1].id;
  const at = (k: number): number => delta[k] as number;
  const down: number[] = [];
  const up: number[] = [];
  for (const k of changed) {
    const [b, c] = pairs[k] as Pair;
    const d = f1(c) - f1(b);
    delta[k] = d;
    if (d <= -UNCHANGED_BELOW) down.push(k);
    else if (d >= UNCHANGED_BELOW) up.push(k);
  }
  down.sort((x, y) => at(x) - at(y) || byId(id(x), id(y)));
  up.sort((x, y) => at(y) - at(x) || byId(id(x), id(y)));
  const row = (k: number): DocumentDelta => {
    const [b, c] = pairs[k] as Pair;
    const baseline = side(b, scheme, beta);
    const current = side(c, scheme, beta);
    return { id: c.id, baseline, current, delta: current.f1 - baseline.f1 };
  };
  return {
    improved: up.length,
    regressed: down.length,
    unchanged: pairs.length - up.length - down.length,
    regressions: down.slice(0, top).map(row),
    improvements: up.slice(0, top).map(row),
  };
}

/** Rows in id order: as given when they already are (scores documents list them so). */
function inIdOrder(rows: readonly DocumentRow[]): readonly DocumentRow[] {
  for (let k = 1; k < rows.length; k++)
    if (byId((rows[k - 1] as DocumentRow).id, (rows[k] as DocumentRow).id) > 0)
      return [...rows].sort((a, b) => byId(a.id, b.id));
  return rows;
}

/** Whether rows are in strictly ascending id order (no id listed twice). */
function ascending(rows: readonly DocumentRow[]): boolean {
  for (let k = 1; k < rows.length; k++)
    if (!((rows[k - 1] as DocumentRow).id < (rows[k] as DocumentRow).id)) return false;
  return true;
}

/**
 * The documents on both sides, in the current side's order (id order), each with its baseline
 * row: merged when both sides list ids once in order (as scores documents do), else looked up.
 */
function pairRows(baseline: readonly DocumentRow[], current: readonly DocumentRow[]): Pair[] {
  const pairs: Pair[] = [];
  if (!ascending(baseline) || !ascending(current)) {
    const byDocument = new Map(baseline.map((row) => [row.id, row]));
    for (const row of current) {
      const old = byDocument.get(row.id);
      if (old !== undefined) pairs.push([old, row]);
    }
    return pairs;
  }
  let x = 0;
  for (const row of current) {
    while (x < baseline.length && (baseline[x] as DocumentRow).id < row.id) x++;
    const old = baseline[x];
    if (old !== undefined && old.id === row.id) pairs.push([old, row]);
  }
  return pairs;
}

/**
 * Per-document F1 deltas of the documents present on both sides (matched by id), per scheme: how
 * many moved each way and the `top` largest regressions and improvements.
 */
export function documentDeltas(
  baseline: readonly DocumentRow[],
  current: readonly DocumentRow[],
  beta: number,
  top: number,
): SchemeTable<SchemeDocuments> {
  const pairs = pairRows(baseline, inIdOrder(current));
  const changed: number[] = [];
  for (let k = 0; k < pairs.length; k++) {
    const [old, row] = pairs[k] as Pair;
    if (!sameTally(old.clash, row.clash)) changed.push(k);
  }
  const moved = Int32Array.from(changed);
  const out = {} as Record<SpanScheme, SchemeDocuments>;
  for (const scheme of SPAN_SCHEMES) out[scheme] = schemeDocuments(pairs, moved, scheme, beta, top);
  return out;
}
