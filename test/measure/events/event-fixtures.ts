import type { Annotation, Document, Fragment } from "../../../src/corpus/model.ts";

/** A hand-made event mention: `type/realis` and its unit ranges (`[[0, 2], [4, 5]]`, half-open). */
export function mention(
  label: string,
  ranges: readonly (readonly [number, number])[],
  id?: string,
): Annotation {
  const [type = "", realis = ""] = label.split("/");
  const fragments: Fragment[] = ranges.map(([start, end]) => ({ start, end }));
  const start = fragments[0]?.start ?? 0;
  const end = fragments[fragments.length - 1]?.end ?? 0;
  const base = { type, start, end, attributes: { realis }, ...(id === undefined ? {} : { id }) };
  return fragments.length > 1 ? { ...base, fragments } : base;
}

/** A token document holding the given mentions (and, optionally, its token texts). */
export function doc(
  id: string,
  annotations: readonly Annotation[],
  tokens?: readonly string[],
): Document {
  return { id, unit: "token", annotations, ...(tokens === undefined ? {} : { tokens }) };
}
