import { CLASH_CATEGORIES, type ClashCategory, emptyTally } from "../align/clash.ts";
import { type DetailTable, rankStrings } from "../align/detail-table.ts";
import { type SpanScheme, schemeCounts } from "../measure/schemes.ts";
import { changedDocuments } from "./changed-documents.ts";
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

/**
 * One side's rows in baseline-file order, split into gold rows and lone system rows. Typed
 * arrays: a million-token corpus has some 150,000 rows a side, and as arrays of numbers they would
 * be most of what a comparison keeps alive on the young heap (making V8 grow it).
 */
function sideRows(table: DetailTable, rank: Int32Array, walk: Uint8Array | null) {
  const order = table.sortedOrder(
    rank,
    walk === null ? undefined : (document) => walk[rank[document] as number] === 1,
  );
  // Each row's gold type read once, in one pass over the column (−1: a lone system row).
  const types = table.gather(order, GOLD_TYPE);
  let golds = 0;
  for (let k = 0; k < order.length; k++) if ((types[k] as number) >= 0) golds++;
  const gold = new Int32Array(golds);
  const lone = new Int32Array(order.length - golds);
  let g = 0;
  let l = 0;
  for (let k = 0; k < order.length; k++) {
    if ((types[k] as number) >= 0) gold[g++] = order[k] as number;
    else lone[l++] = order[k] as number;
  }
  return { table, rank, gold, lone };
}
const GOLD_TYPE = ["goldType"] as const;
type Side = ReturnType<typeof sideRows>;

/** Compares two keys (document rank, span start, end, type rank). */
function compareKeys(a: Int32Array, b: Int32Array): number {
  for (let k = 0; k < 4; k++) {
    const d = (a[k] as number) - (b[k] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * A walk over rows in key order (document rank, span start, end, type rank), each key read from
 * the table in place when the walk reaches its row: at 10M tokens, the four integers a row of
 * both sides were 40 MB made for one walk. `head` is the key of the row at `at`.
 */
class KeyWalk {
  readonly length: number;
  readonly head = new Int32Array(4);
  private readonly next = new Int32Array(4);
  at = 0;
  constructor(
    private readonly side: Side,
    private readonly rows: Int32Array,
    private readonly which: 0 | 1,
  ) {
    this.length = rows.length;
    if (this.length > 0) this.read(0, this.head);
  }

  private read(r: number, into: Int32Array): void {
    this.side.table.spanKey(this.rows[r] as number, this.which, this.side.rank, into);
  }

  /** Moves past the rows whose key is the head's; the next key becomes the head. */
  skipGroup(): void {
    for (this.at++; this.at < this.length; this.at++) {
      this.read(this.at, this.next);
      if (compareKeys(this.next, this.head) !== 0) {
        this.head.set(this.next);
        return;
      }
    }
  }
}

/**
 * Walks two sides' keyed rows (each in key order) group by group: `each(b0, b1, c0, c1)` gets
 * the positions [b0, b1) and [c0, c1) of one key's rows on each side (either range may be empty).
 */
function walkGroups(
  base: KeyWalk,
  cur: KeyWalk,
  each: (b0: number, b1: number, c0: number, c1: number) => void,
): void {
  while (base.at < base.length || cur.at < cur.length) {
    const c =
      base.at === base.length ? 1 : cur.at === cur.length ? -1 : compareKeys(base.head, cur.head);
    const b0 = base.at;
    const c0 = cur.at;
    // The group's key is the smaller head; the other side has rows of it only when both are equal.
    if (c <= 0) base.skipGroup();
    if (c >= 0) cur.skipGroup();
    each(b0, base.at, c0, cur.at);
  }
}

const state = (t: DetailTable, i: number): AnnotationState => ({
  category: t.category(i),
  system: t.span(i, 1) ?? null,
});

/** A group's rows split by outcome, in order: the first `n` right ones, and every wrong one. */
function splitRows(rows: Int32Array, right: Uint8Array, n: number) {
  const yes: number[] = [];
  const no: number[] = [];
  for (let r = 0; r < rows.length; r++) {
    if (right[r] === 0) no.push(rows[r] as number);
    else if (yes.length < n) yes.push(rows[r] as number);
  }
  return { yes, no };
}

/**
 * A gold annotation kept on both sides (multiset: duplicates pair up in order) changed outcome.
 * `b` and `c` are one key's rows on each side with their outcome flags (1: right).
 */
function goldChanges(
  base: Side,
  b: { readonly rows: Int32Array; readonly right: Uint8Array },
  cur: Side,
  c: { readonly rows: Int32Array; readonly right: Uint8Array },
  out: { broken: AnnotationChange[]; fixed: AnnotationChange[] },
): void {
  const n = Math.min(b.rows.length, c.rows.length);
  const then = splitRows(b.rows, b.right, n);
  const now = splitRows(c.rows, c.right, n);
  const change = (x: number | undefined, y: number | undefined, into: AnnotationChange[]) => {
    const gold = y === undefined ? undefined : cur.table.span(y, 0);
    if (x === undefined || y === undefined || gold === undefined) return;
    const document = cur.table.text(cur.table.field(y, "document"));
    const baseline = state(base.table, x);
    into.push({ kind: "gold", document, gold, baseline, current: state(cur.table, y) });
  };
  for (let k = 0; k < then.yes.length - now.yes.length; k++)
    change(then.yes[k], now.no[k], out.broken);
  for (let k = 0; k < now.yes.length - then.yes.length; k++)
    change(then.no[k], now.yes[k], out.fixed);
}

const CATEGORY = ["category"] as const;

/** Per gold row of a side (in its order): 1 when its category is correct under the scheme. */
function rightRows(side: Side, right: ReadonlySet<ClashCategory>): Uint8Array {
  const byIndex = Uint8Array.from(CLASH_CATEGORIES, (c) => (right.has(c) ? 1 : 0));
  const categories = side.table.gather(side.gold, CATEGORY);
  const out = new Uint8Array(side.gold.length);
  for (let r = 0; r < out.length; r++) out[r] = byIndex[categories[r] as number] as number;
  return out;
}

function countOnes(flags: Uint8Array, from: number, to: number): number {
  let k = 0;
  for (let r = from; r < to; r++) k += flags[r] as number;
  return k;
}

/** The lone system rows at positions [from, to) of `rows`, as spurious annotations. */
function spurious(
  t: DetailTable,
  rows: Int32Array,
  from: number,
  to: number,
  into: AnnotationChange[],
) {
  for (let r = from; r < to; r++) {
    const i = rows[r] as number;
    const system = t.span(i, 1);
    if (system !== undefined)
      into.push({ kind: "spurious", document: t.text(t.field(i, "document")), system });
  }
}

/** Orders changes by document, span start, end, type, then kind (no key array per comparison). */
function byPosition(a: AnnotationChange, b: AnnotationChange): number {
  const sa = a.kind === "gold" ? a.gold : a.system;
  const sb = b.kind === "gold" ? b.gold : b.system;
  if (a.document !== b.document) return a.document < b.document ? -1 : 1;
  if (sa.start !== sb.start) return sa.start < sb.start ? -1 : 1;
  if (sa.end !== sb.end) return sa.end < sb.end ? -1 : 1;
  if (sa.type !== sb.type) return sa.type < sb.type ? -1 : 1;
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  return 0;
}

/**
 * Newly broken and newly fixed annotations between two sides' alignment details. Gold annotations
 * are matched by (document, type, start, end) and judged by `scheme`; unpaired system annotations
 * (spurious on every scheme) by their span. Null details make the diff unavailable, with a reason.
 * Documents whose links are the same on both sides are not walked unless `skipSame` is false
 * (`changedDocuments`; the diff is the same either way).
 */
export function annotationChanges(
  baseline: DetailTable | null,
  current: DetailTable | null,
  scheme: SpanScheme,
  skipSame = true,
): AnnotationDiff {
  if (baseline === null || current === null) {
    const side = baseline === null ? "the baseline" : "the current side";
    const reason = `${side} has no alignment details (record baselines with 'goldgate record'; pass --current-details with --current)`;
    return { scheme, available: false, reason, newlyBroken: [], newlyFixed: [] };
  }
  const right = correctCategories(scheme);
  const out = { broken: [] as AnnotationChange[], fixed: [] as AnnotationChange[] };
  const [baseRank = new Int32Array(0), curRank = new Int32Array(0)] = rankStrings([
    baseline,
    current,
  ]);
  let ranks = 0;
  for (const r of [baseRank, curRank]) for (const k of r) if (k >= ranks) ranks = k + 1;
  const walk = !skipSame
    ? null
    : changedDocuments(
        { table: baseline, rank: baseRank },
        { table: current, rank: curRank },
        ranks,
      );
  const base = sideRows(baseline, baseRank, walk);
  const cur = sideRows(current, curRank, walk);
  const [bg, cg] = [new KeyWalk(base, base.gold, 0), new KeyWalk(cur, cur.gold, 0)];
  const [bRight, cRight] = [rightRows(base, right), rightRows(cur, right)];
  walkGroups(bg, cg, (b0, b1, c0, c1) => {
    if (c1 === c0) return;
    const n = Math.min(b1 - b0, c1 - c0);
    if (Math.min(countOnes(bRight, b0, b1), n) === Math.min(countOnes(cRight, c0, c1), n)) return;
    const b = { rows: base.gold.subarray(b0, b1), right: bRight.subarray(b0, b1) };
    goldChanges(
      base,
      b,
      cur,
      { rows: cur.gold.subarray(c0, c1), right: cRight.subarray(c0, c1) },
      out,
    );
  });
  const [bl, cl] = [new KeyWalk(base, base.lone, 1), new KeyWalk(cur, cur.lone, 1)];
  walkGroups(bl, cl, (b0, b1, c0, c1) => {
    spurious(current, cur.lone, Math.min(c1, c0 + b1 - b0), c1, out.broken);
    spurious(baseline, base.lone, Math.min(b1, b0 + c1 - c0), b1, out.fixed);
  });
  return {
    scheme,
    available: true,
    reason: null,
    newlyBroken: out.broken.sort(byPosition),
    newlyFixed: out.fixed.sort(byPosition),
  };
}
