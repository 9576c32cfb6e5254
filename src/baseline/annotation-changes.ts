import { CLASH_CATEGORIES, type ClashCategory, emptyTally } from "../align/clash.ts";

const order = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

import type { DetailTable } from "../align/detail-table.ts";
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
function sideRows(table: DetailTable) {
  const gold: number[] = [];
  const lone: number[] = [];
  for (const i of table.sortedOrder()) (table.hasGold(i) ? gold : lone).push(i);
  return { table, gold, lone };
}
type Side = ReturnType<typeof sideRows>;

const GOLD_FIELDS = ["goldType", "goldStart", "goldEnd"] as const;
const SYSTEM_FIELDS = ["systemType", "systemStart", "systemEnd"] as const;

/** Compares row i of side a with row j of side b by document, then span `side` (start, end, type). */
function compareKeys(a: DetailTable, i: number, b: DetailTable, j: number, side: 0 | 1): number {
  const doc = order(a.text(a.field(i, "document")), b.text(b.field(j, "document")));
  if (doc !== 0) return doc;
  const [type, start, end] = side === 0 ? GOLD_FIELDS : SYSTEM_FIELDS;
  return (
    order(a.field(i, start), b.field(j, start)) ||
    order(a.field(i, end), b.field(j, end)) ||
    order(a.text(a.field(i, type)), b.text(b.field(j, type)))
  );
}

/**
 * Walks both sides' rows (each in key order) group by group: `each(base, cur)` gets the rows of
 * one key on each side (either may be empty).
 */
function walkGroups(
  base: DetailTable,
  baseRows: readonly number[],
  cur: DetailTable,
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
    const b: number[] = [];
    const n: number[] = [];
    const head = c <= 0 ? (bi as number) : (cj as number);
    const headTable = c <= 0 ? base : cur;
    while (
      i < baseRows.length &&
      compareKeys(base, baseRows[i] as number, headTable, head, side) === 0
    )
      b.push(baseRows[i++] as number);
    while (
      j < curRows.length &&
      compareKeys(cur, curRows[j] as number, headTable, head, side) === 0
    )
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
  const base = sideRows(baseline);
  const cur = sideRows(current);
  walkGroups(baseline, base.gold, current, cur.gold, 0, (b, c) => {
    if (c.length > 0) goldChanges(base, b, cur, c, right, out);
  });
  walkGroups(baseline, base.lone, current, cur.lone, 1, (b, c) => {
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
