import { type MetricFamily, pathOf } from "../measure/families/family.ts";

/** A class (span type, event type, label) on one side only, with the figure its messages quote. */
export interface ClassChange {
  readonly name: string;
  /** The figure's scores path (`types.MISC.strict.f1`) and how messages name it (`strict F1`). */
  readonly metric: string;
  readonly label: string;
  /** The figure on the side that has the class (the baseline's for `gone`), and its support. */
  readonly value: number | null;
  readonly support: number | null;
}

/**
 * A family's classes only in the baseline (`gone`) or only in the current scores (`new`), sorted
 * by name; `noun` names a class in messages. What the gate's `typeGone`/`newType` cases read.
 */
export interface ClassChanges {
  readonly noun: string;
  readonly gone: readonly ClassChange[];
  readonly new: readonly ClassChange[];
}

const byName = (a: ClassChange, b: ClassChange): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/**
 * The classes of a family present on both sides that one side lacks; null when the family names
 * no classes or none differ (the comparison then has no `classes` key).
 */
export function classChanges(
  family: MetricFamily,
  baseDoc: unknown,
  curDoc: unknown,
): ClassChanges | null {
  if (family.classes === undefined || !family.present(baseDoc) || !family.present(curDoc))
    return null;
  const base = family.classes(baseDoc);
  const cur = family.classes(curDoc);
  const only = (side: typeof base, other: typeof base): ClassChange[] => {
    const names = new Set(other.rows.map((r) => r.name));
    return side.rows
      .filter((r) => !names.has(r.name))
      .map((r) => ({
        name: r.name,
        metric: pathOf(r.figure.keys),
        label: r.figure.label,
        value: r.figure.value,
        support: r.figure.support,
      }))
      .sort(byName);
  };
  const gone = only(base, cur);
  const added = only(cur, base);
  return gone.length + added.length === 0 ? null : { noun: cur.noun, gone, new: added };
}
