import { CLASH_CATEGORIES, type ClashTally } from "../align/clash.ts";
import { scoreTally } from "../measure/prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import type { SchemeTable } from "../measure/scores.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { DocumentDelta, DocumentSide, SchemeDocuments } from "./comparison.ts";

/** Below this |delta| a document (or metric) counts as unchanged: floating-point noise. */
export const UNCHANGED_BELOW = 1e-9;

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function sameTally(a: Readonly<ClashTally>, b: Readonly<ClashTally>): boolean {
  for (const k of CLASH_CATEGORIES) if (a[k] !== b[k]) return false;
  return true;
}

function side(row: DocumentRow, scheme: SpanScheme, beta: number): DocumentSide {
  const s = scoreTally(row.clash, scheme, beta);
  return { correct: s.correct, possible: s.possible, actual: s.actual, f1: s.f1 };
}

/**
 * One scheme's counts and its top regressions and improvements. The deltas of every document go
 * in a typed array and only the reported rows become objects: the others would live through the
 * sort for nothing (on a large corpus, a third of a comparison's garbage).
 */
function schemeDocuments(
  pairs: readonly (readonly [DocumentRow, DocumentRow])[],
  scheme: SpanScheme,
  beta: number,
  top: number,
): SchemeDocuments {
  const f1 = (row: DocumentRow): number => scoreTally(row.clash, scheme, beta).f1;
  // A document whose tally did not change has the same F1 on both sides: its delta is exactly 0.
  const delta = Float64Array.from(pairs, ([b, c]) =>
    sameTally(b.clash, c.clash) ? 0 : f1(c) - f1(b),
  );
  const id = (k: number): string => (pairs[k] as readonly [DocumentRow, DocumentRow])[1].id;
  const at = (k: number): number => delta[k] as number;
  const down: number[] = [];
  const up: number[] = [];
  delta.forEach((d, k) => {
    if (d <= -UNCHANGED_BELOW) down.push(k);
    else if (d >= UNCHANGED_BELOW) up.push(k);
  });
  down.sort((x, y) => at(x) - at(y) || byId(id(x), id(y)));
  up.sort((x, y) => at(y) - at(x) || byId(id(x), id(y)));
  const row = (k: number): DocumentDelta => {
    const [b, c] = pairs[k] as readonly [DocumentRow, DocumentRow];
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
  const byDocument = new Map(baseline.map((row) => [row.id, row]));
  const pairs: (readonly [DocumentRow, DocumentRow])[] = [];
  for (const row of [...current].sort((a, b) => byId(a.id, b.id))) {
    const old = byDocument.get(row.id);
    if (old !== undefined) pairs.push([old, row]);
  }
  const out = {} as Record<SpanScheme, SchemeDocuments>;
  for (const scheme of SPAN_SCHEMES) out[scheme] = schemeDocuments(pairs, scheme, beta, top);
  return out;
}
