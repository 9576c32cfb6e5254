import { familiesIn, unitsNounOf } from "../measure/families/registry.ts";
import { MIN_UNITS } from "./significance.ts";

/** The units both sides hold, and those on one side only, of a comparison on shared units. */
export interface SharedUnits {
  readonly both: number;
  readonly onlyBaseline: number;
  readonly onlyCurrent: number;
  /** What the units are, plural (`items`). */
  readonly noun: string;
}

/**
 * Where the gold side changed only in which units it holds, and every family of the current scores
 * has stand-alone units (a unit's figures are its own records' alone: per-item metrics), the
 * families can be compared on the units both sides hold, which is a fair comparison of the
 * system change: the units both sides share, and how many are on one side only. Null when a family
 * is not so, the baseline lacks one, or fewer than MIN_UNITS units are shared (then the change of
 * gold is warned of as before).
 */
export function sharedUnits(baseDoc: unknown, curDoc: unknown): SharedUnits | null {
  const families = familiesIn(curDoc);
  if (families.length === 0) return null;
  let shared: SharedUnits | null = null;
  for (const family of families) {
    const r = family.resampling;
    if (family.standAloneUnits !== true || r === undefined || !family.present(baseDoc)) return null;
    const before = new Set(r.units(baseDoc, "baseline scores").map((u) => u.id));
    const after = r.units(curDoc, "current scores").map((u) => u.id);
    const both = after.filter((id) => before.has(id)).length;
    // Every family must see the same units (a document's families do).
    if (shared !== null && shared.both !== both) return null;
    shared = {
      both,
      onlyBaseline: before.size - both,
      onlyCurrent: after.length - both,
      noun: unitsNounOf(family, curDoc),
    };
  }
  return shared !== null && shared.both >= MIN_UNITS ? shared : null;
}

/** A scores document's units: its documents' ids and every resampled family's unit ids. */
export function unitIds(
  doc: unknown,
  documents: readonly { readonly id: string }[],
): ReadonlySet<string> {
  const ids = new Set(documents.map((d) => d.id));
  for (const family of familiesIn(doc))
    for (const u of family.resampling?.units(doc, "scores") ?? []) ids.add(u.id);
  return ids;
}

/**
 * The units of the current gold that the recorded baseline's gold did not hold (documents or
 * items added since): the output stored with that baseline was made for the old gold, so a
 * re-scoring would count whatever it lacks for them as wrong. Sorted.
 */
export function freshUnits(
  recorded: ReadonlySet<string>,
  current: ReadonlySet<string>,
): readonly string[] {
  return [...current].filter((id) => !recorded.has(id)).sort();
}
