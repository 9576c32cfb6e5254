import { CLASH_CATEGORIES, type ClashCategory, emptyTally } from "../align/clash.ts";
import { type DetailTable, rankStrings } from "../align/detail-table.ts";
import { type SpanScheme, schemeCounts } from "../measure/schemes.ts";
import type { AnnotationChange, AnnotationDiff, AnnotationState } from "./comparison.ts";

/** Categories whose gold annotation counts as correct under a scheme (read from `schemeCounts`). */
export function correctCategories(scheme: SpanScheme): ReadonlySet<ClashCategory> {
  return new Set(
    CLASH_CATEGORIES.filter((c) => {
      const t = emptyTally();
      t[c] = 1;
      return schemeCounts(t, scheme).correct === 1;
    }),
  );
}

/** One side's rows in baseline-file order, split into gold rows and lone system rows. */
function sideRows(table: DetailTable, rank: Int32Array) {
  const gold: number[] = [];
  const lone: number[] = [];
  for (const i of table.sortedOrder(rank)) (table.hasGold(i) ? gold : lone).push(i);
  return { table, rank, gold, lone };
}
type Side = ReturnType<typeof sideRows>;

const FIELDS = [
  ["goldType", "goldStart", "goldEnd"],
  ["systemType", "systemStart", "systemEnd"],
] as const;

/** Compares row i of side a with row j of side b by document, then span `side` (start, end, type). */
function compareKeys(a: Side, i: number, b: Side, j: number, side: 0 | 1): number {
  const [type, start, end] = FIELDS[side];
  const x = a.table;
  const y = b.table;
  return (
    (a.rank[x.field(i, "document")] as number) - (b.rank[y.field(j, "document")] as number) ||
    x.field(i, start) - y.field(j, start) ||
    x.field(i, end) - y.field(j, end) ||
    (a.rank[x.field(i, type)] as number) - (b.rank[y.field(j, type)] as number)
  );
}

/**
 * Walks both sides' rows (each in key order) group by group: `each(base, cur)` gets the rows of
 * one key on each side (either may be empty).
 */
function walkGroups(
  base: Side,
  baseRows: readonly number[],
  cur: Side,
  curRows: readonly number[],
  side: 0 | 1,
  each: (base: number[], cur: number[]) => void,
): void {
  let i = 0;
  let j = 0;
  while (i < baseRows.length || j < curRows.length) {
    const bi = baseRows[i];
    const cj = curRows[j];
    const c = bi === undefined ? 1 : cj === undefined ? -1 : compareKeys(base, bi, cur, cj, side);
    const head = c <= 0 ? (bi as number) : (cj as number);
    const from = c <= 0 ? base : cur;
    const b: number[] = [];
    const n: number[] = [];
    while (i < baseRows.length && compareKeys(base, baseRows[i] as number, from, head, side) === 0)
      b.push(baseRows[i++] as number);
    while (j < curRows.length && compareKeys(cur, curRows[j] as number, from, head, side) === 0)
      n.push(curRows[j++] as number);
    each(b, n);
  }
}

const state = (t: DetailTable, i: number): AnnotationState => ({
  category: t.category(i),
  system: t.span(i, 1) ?? null,
});

/** A gold annotation kept on both sides (multiset: duplicates pair up in order) changed outcome. */
function goldChanges(
  base: Side,
  b: readonly number[],
  cur: Side,
  c: readonly number[],
  right: ReadonlySet<ClashCategory>,
  out: { broken: AnnotationChange[]; fixed: AnnotationChange[] },
): void {
  const n = Math.min(b.length, c.length);
  const split = (t: DetailTable, rows: readonly number[]) => ({
    yes: rows.filter((i) => right.has(t.category(i))).slice(0, n),
    no: rows.filter((i) => !right.has(t.category(i))),
  });
  const then = split(base.table, b);
  const now = split(cur.table, c);
  const change = (x: number | undefined, y: number | undefined): AnnotationChange[] => {
    const gold = y === undefined ? undefined : cur.table.span(y, 0);
    if (x === undefined || y === undefined || gold === undefined) return [];
    const document = cur.table.text(cur.table.field(y, "document"));
    const baseline = state(base.table, x);
    return [{ kind: "gold", document, gold, baseline, current: state(cur.table, y) }];
  };
  for (let k = 0; k < then.yes.length - now.yes.length; k++)
    out.broken.push(...change(then.yes[k], now.no[k]));
  for (let k = 0; k < now.yes.length - then.yes.length; k++)
    out.fixed.push(...change(then.no[k], now.yes[k]));
}

function spurious(t: DetailTable, rows: readonly number[]): AnnotationChange[] {
  return rows.flatMap((i) => {
    const system = t.span(i, 1);
    const document = t.text(t.field(i, "document"));
    return system === undefined ? [] : [{ kind: "spurious", document, system } as const];
  });
}

function sortKey(c: AnnotationChange): readonly (string | number)[] {
  const s = c.kind === "gold" ? c.gold : c.system;
  return [c.document, s.start, s.end, s.type, c.kind];
}

function byPosition(a: AnnotationChange, b: AnnotationChange): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  for (let k = 0; k < ka.length; k++) {
    const x = ka[k] ?? "";
    const y = kb[k] ?? "";
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Newly broken and newly fixed annotations between two sides' alignment details. Gold annotations
 * are matched by (document, type, start, end) and judged by `scheme`; unpaired system annotations
 * (spurious on every scheme) by their span. Null details make the diff unavailable, with a reason.
 */
export function annotationChanges(
  baseline: DetailTable | null,
  current: DetailTable | null,
  scheme: SpanScheme,
): AnnotationDiff {
  if (baseline === null || current === null) {
    const side = baseline === null ? "the baseline" : "the current side";
    const reason = `${side} has no alignment details (record baselines with 'goldgate record'; pass --current-details with --current)`;
    return { scheme, available: false, reason, newlyBroken: [], newlyFixed: [] };
  }
  const right = correctCategories(scheme);
  const out = { broken: [] as AnnotationChange[], fixed: [] as AnnotationChange[] };
  const [baseRank, curRank] = rankStrings([baseline, current]);
  const base = sideRows(baseline, baseRank ?? new Int32Array(0));
  const cur = sideRows(current, curRank ?? new Int32Array(0));
  walkGroups(base, base.gold, cur, cur.gold, 0, (b, c) => {
    if (c.length > 0) goldChanges(base, b, cur, c, right, out);
  });
  walkGroups(base, base.lone, cur, cur.lone, 1, (b, c) => {
    out.broken.push(...spurious(current, c.slice(b.length)));
    out.fixed.push(...spurious(baseline, b.slice(c.length)));
  });
  return {
    scheme,
    available: true,
    reason: null,
    newlyBroken: out.broken.sort(byPosition),
    newlyFixed: out.fixed.sort(byPosition),
  };
}
