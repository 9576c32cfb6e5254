import type { Annotation, Document, Relation } from "../../corpus/model.ts";
import { sliceByCodePoints } from "../../corpus/offsets.ts";

/**
 * How the strict row's gold and system relations pair, for the outcome counts and per-relation
 * descriptions: first every exact match (type and both arguments), then, in this order, a system
 * relation with the same arguments and another type (`wrongType`), the same type and the
 * arguments swapped (`reversed`, never for a symmetric type), the same type and one argument the
 * same (`wrongArgument`). Each pass takes gold relations in file order and gives each the first
 * system relation left that fits. A gold relation left over is `missed`, a system one `spurious`.
 */
export const OUTCOMES = [
  "correct",
  "wrongType",
  "reversed",
  "wrongArgument",
  "missed",
  "spurious",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** An argument as a key: its span (fragments or offsets) and, when `typed`, its type. */
export function argumentKey(a: Annotation, typed: boolean): string {
  const pieces = a.fragments ?? [{ start: a.start, end: a.end }];
  const span = pieces.map((f) => `${f.start}-${f.end}`).join(";");
  return typed ? `${a.type}\u0000${span}` : span;
}

/** An argument's words: the text its span covers in the document, else as written, else "". */
export function argumentText(a: Annotation, doc: Document | undefined): string {
  const pieces = a.fragments ?? [{ start: a.start, end: a.end }];
  if (doc?.unit === "token" && doc.tokens !== undefined)
    return pieces.map((f) => doc.tokens?.slice(f.start, f.end).join(" ") ?? "").join(" … ");
  if (doc?.unit === "char" && doc.text !== undefined) {
    const text = doc.text;
    return pieces.map((f) => sliceByCodePoints(text, f.start, f.end)).join(" … ");
  }
  return a.text ?? "";
}

/** A gold relation's outcome and the system relation it was paired with, if any. */
export interface Paired {
  readonly outcome: Exclude<Outcome, "spurious">;
  readonly partner?: Relation;
}

/** A relation's keys, computed once: its type, strict argument keys, and whether it is symmetric. */
interface Keyed {
  readonly type: string;
  readonly head: string;
  readonly tail: string;
  readonly sym: boolean;
}

/** Index lists by key, each in ascending system order. */
class Lists {
  private readonly lists = new Map<string, number[]>();
  add(key: string, i: number): void {
    const list = this.lists.get(key);
    if (list === undefined) this.lists.set(key, [i]);
    else list.push(i);
  }
  get(key: string): readonly number[] {
    return this.lists.get(key) ?? [];
  }
}

const k = (...parts: readonly string[]): string => JSON.stringify(parts);

/** The system relations left, indexed by the keys the passes look them up by. */
class SystemPool {
  readonly exact = new Lists();
  readonly args = new Lists();
  readonly typeArg = new Lists();
  readonly taken: boolean[];

  constructor(readonly relations: readonly Keyed[]) {
    this.taken = relations.map(() => false);
    relations.forEach((s, i) => {
      this.exact.add(k(s.type, s.head, s.tail), i);
      this.args.add(k(s.head, s.tail), i);
      this.typeArg.add(k(s.type, s.head), i);
      if (s.tail !== s.head) this.typeArg.add(k(s.type, s.tail), i);
    });
  }

  /** The first relation left (lowest index) over the candidate lists that fits; -1 if none. */
  first(lists: readonly (readonly number[])[], fits: (y: Keyed) => boolean = () => true): number {
    let best = -1;
    for (const list of lists)
      for (const i of list) {
        if (best >= 0 && i >= best) break;
        const y = this.relations[i];
        if (!this.taken[i] && y !== undefined && fits(y)) {
          best = i;
          break;
        }
      }
    return best;
  }
}

const inOrder = (a: Keyed, b: Keyed) => a.head === b.head && a.tail === b.tail;
const swapped = (a: Keyed, b: Keyed) => a.head === b.tail && a.tail === b.head;

/** Arguments two relations share: in place, or either way round for a symmetric one. */
function shared(a: Keyed, b: Keyed): number {
  if (!a.sym) return Number(a.head === b.head) + Number(a.tail === b.tail);
  const left = [b.head, b.tail];
  return [a.head, a.tail].filter((x) => {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  }).length;
}

type Pass = readonly [Paired["outcome"], (x: Keyed, pool: SystemPool) => number];

/** The passes, in order: each finds a gold relation's partner among the system relations left. */
const PASSES: readonly Pass[] = [
  [
    "correct",
    (x, p) =>
      p.first([
        p.exact.get(k(x.type, x.head, x.tail)),
        x.sym ? p.exact.get(k(x.type, x.tail, x.head)) : [],
      ]),
  ],
  [
    "wrongType",
    (x, p) =>
      p.first(
        [p.args.get(k(x.head, x.tail)), p.args.get(k(x.tail, x.head))],
        (y) => y.type !== x.type && (inOrder(x, y) || ((x.sym || y.sym) && swapped(x, y))),
      ),
  ],
  ["reversed", (x, p) => (x.sym ? -1 : p.first([p.exact.get(k(x.type, x.tail, x.head))]))],
  [
    "wrongArgument",
    (x, p) =>
      p.first(
        [p.typeArg.get(k(x.type, x.head)), p.typeArg.get(k(x.type, x.tail))],
        (y) => shared(x, y) === 1,
      ),
  ],
];

/** The gold relations' outcomes (in gold order) and the system relations left (in system order). */
export function pairRelations(
  gold: readonly Relation[],
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): { readonly gold: Paired[]; readonly spurious: number; readonly left: Relation[] } {
  const keyed = (r: Relation): Keyed => ({
    type: r.type,
    head: argumentKey(r.head, true),
    tail: argumentKey(r.tail, true),
    sym: symmetric.has(r.type),
  });
  const g = gold.map(keyed);
  const pool = new SystemPool(system.map(keyed));
  const out: (Paired | undefined)[] = gold.map(() => undefined);
  for (const [outcome, find] of PASSES)
    g.forEach((x, j) => {
      if (out[j] !== undefined) return;
      const i = find(x, pool);
      if (i < 0) return;
      pool.taken[i] = true;
      out[j] = { outcome, partner: system[i] as Relation };
    });
  return {
    gold: out.map((p) => p ?? { outcome: "missed" }),
    spurious: pool.taken.filter((t) => !t).length,
    left: system.filter((_, i) => pool.taken[i] !== true),
  };
}
