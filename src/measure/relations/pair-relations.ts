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

type Fits = (g: Relation, s: Relation) => boolean;

/** The gold relations' outcomes (in gold order) and the count of system relations left. */
export function pairRelations(
  gold: readonly Relation[],
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): { readonly gold: Paired[]; readonly spurious: number } {
  const key = (a: Annotation) => argumentKey(a, true);
  const sym = (r: Relation) => symmetric.has(r.type);
  const inOrder = (g: Relation, s: Relation) =>
    key(g.head) === key(s.head) && key(g.tail) === key(s.tail);
  const swapped = (g: Relation, s: Relation) =>
    key(g.head) === key(s.tail) && key(g.tail) === key(s.head);
  const sameArgs = (g: Relation, s: Relation) =>
    inOrder(g, s) || ((sym(g) || sym(s)) && swapped(g, s));
  const shared = (g: Relation, s: Relation): number => {
    if (!sym(g)) return Number(key(g.head) === key(s.head)) + Number(key(g.tail) === key(s.tail));
    const left = [key(s.head), key(s.tail)];
    return [key(g.head), key(g.tail)].filter((k) => {
      const i = left.indexOf(k);
      if (i >= 0) left.splice(i, 1);
      return i >= 0;
    }).length;
  };
  const passes: readonly [Paired["outcome"], Fits][] = [
    ["correct", (g, s) => g.type === s.type && (inOrder(g, s) || (sym(g) && swapped(g, s)))],
    ["wrongType", (g, s) => g.type !== s.type && sameArgs(g, s)],
    ["reversed", (g, s) => g.type === s.type && !sym(g) && swapped(g, s)],
    ["wrongArgument", (g, s) => g.type === s.type && shared(g, s) === 1],
  ];
  const out: (Paired | undefined)[] = gold.map(() => undefined);
  const taken = system.map(() => false);
  for (const [outcome, fits] of passes)
    gold.forEach((g, k) => {
      if (out[k] !== undefined) return;
      const j = system.findIndex((s, i) => !taken[i] && fits(g, s));
      if (j < 0) return;
      taken[j] = true;
      out[k] = { outcome, partner: system[j] as Relation };
    });
  return {
    gold: out.map((p) => p ?? { outcome: "missed" }),
    spurious: taken.filter((t) => !t).length,
  };
}
