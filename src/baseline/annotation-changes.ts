import { CLASH_CATEGORIES, type ClashCategory, emptyTally } from "../align/clash.ts";
import type { DetailRow, DetailSpan } from "../align/details.ts";
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

const keyOf = (document: string, s: DetailSpan): string =>
  `${document}\u0000${s.type}\u0000${s.start}\u0000${s.end}`;

function group(rows: readonly DetailRow[], pick: (r: DetailRow) => DetailSpan | undefined) {
  const out = new Map<string, DetailRow[]>();
  for (const row of rows) {
    const span = pick(row);
    if (span === undefined) continue;
    const key = keyOf(row.document, span);
    const list = out.get(key);
    if (list === undefined) out.set(key, [row]);
    else list.push(row);
  }
  return out;
}

const state = (row: DetailRow): AnnotationState => ({
  category: row.category,
  system: row.system ?? null,
});

/** A gold annotation kept on both sides (multiset: duplicates pair up in order) changed outcome. */
function goldChanges(base: DetailRow[], cur: DetailRow[], right: ReadonlySet<ClashCategory>) {
  const n = Math.min(base.length, cur.length);
  const isRight = (r: DetailRow): boolean => right.has(r.category);
  const split = (rows: DetailRow[]) => ({
    yes: rows.filter(isRight).slice(0, n),
    no: rows.filter((r) => !isRight(r)),
  });
  const b = split(base);
  const c = split(cur);
  const change = (then: DetailRow | undefined, now: DetailRow | undefined) =>
    then === undefined || now === undefined || now.gold === undefined
      ? []
      : [
          {
            kind: "gold",
            document: now.document,
            gold: now.gold,
            baseline: state(then),
            current: state(now),
          } as const,
        ];
  const broken: AnnotationChange[] = [];
  const fixed: AnnotationChange[] = [];
  for (let k = 0; k < b.yes.length - c.yes.length; k++) broken.push(...change(b.yes[k], c.no[k]));
  for (let k = 0; k < c.yes.length - b.yes.length; k++) fixed.push(...change(b.no[k], c.yes[k]));
  return { broken, fixed };
}

function spurious(rows: readonly DetailRow[]): AnnotationChange[] {
  return rows.flatMap((r) =>
    r.system === undefined
      ? []
      : [{ kind: "spurious", document: r.document, system: r.system } as const],
  );
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
  baseline: readonly DetailRow[] | null,
  current: readonly DetailRow[] | null,
  scheme: SpanScheme,
): AnnotationDiff {
  if (baseline === null || current === null) {
    const side = baseline === null ? "the baseline" : "the current side";
    const reason = `${side} has no alignment details (record baselines with 'goldgate record'; pass --current-details with --current)`;
    return { scheme, available: false, reason, newlyBroken: [], newlyFixed: [] };
  }
  const right = correctCategories(scheme);
  const broken: AnnotationChange[] = [];
  const fixed: AnnotationChange[] = [];
  const baseGold = group(baseline, (r) => r.gold);
  for (const [key, rows] of group(current, (r) => r.gold)) {
    const change = goldChanges(baseGold.get(key) ?? [], rows, right);
    broken.push(...change.broken);
    fixed.push(...change.fixed);
  }
  const lone = (rows: readonly DetailRow[]) =>
    group(
      rows.filter((r) => r.gold === undefined),
      (r) => r.system,
    );
  const baseLone = lone(baseline);
  const curLone = lone(current);
  for (const [key, rows] of curLone)
    broken.push(...spurious(rows.slice(baseLone.get(key)?.length ?? 0)));
  for (const [key, rows] of baseLone)
    fixed.push(...spurious(rows.slice(curLone.get(key)?.length ?? 0)));
  return {
    scheme,
    available: true,
    reason: null,
    newlyBroken: broken.sort(byPosition),
    newlyFixed: fixed.sort(byPosition),
  };
}
