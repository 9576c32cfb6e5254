import { DataError } from "../../errors.ts";
import { sortedUnique } from "../agreement/coding-table.ts";

/** An is-a tag hierarchy. Top-level tags have no parent; a tag with no children is a leaf. */
export interface TagTree {
  /** Children of each tag, in the file's order. */
  readonly children: ReadonlyMap<string, readonly string[]>;
  readonly parent: ReadonlyMap<string, string | undefined>;
  readonly roots: readonly string[];
  /** Every leaf, sorted by code point. */
  readonly leaves: readonly string[];
}

/**
 * Builds a tree from parsed JSON or YAML: nested objects, each key a tag, `{}` a leaf, e.g.
 * `{"A": {"A.1": {}, "A.2": {}}, "B": {}}`. Throws DataError (file) on any other shape or a tag
 * that appears twice.
 */
export function tagTreeFromJson(value: unknown, file: string): TagTree {
  const children = new Map<string, readonly string[]>();
  const parent = new Map<string, string | undefined>();
  const visit = (node: unknown, above: string | undefined): string[] => {
    const where = above === undefined ? "the top level" : `'${above}'`;
    if (typeof node !== "object" || node === null || Array.isArray(node)) {
      throw new DataError(
        { file },
        `${where} holds ${JSON.stringify(node)}; expected an object of tags ({} for a leaf)`,
      );
    }
    const tags = Object.keys(node);
    for (const tag of tags) {
      if (tag.trim() === "" || tag !== tag.trim())
        throw new DataError(
          { file },
          `tag ${JSON.stringify(tag)} under ${where}; expected a non-empty name without surrounding spaces`,
        );
      if (parent.has(tag)) {
        const first = parent.get(tag);
        throw new DataError(
          { file },
          `tag '${tag}' appears twice (under ${first === undefined ? "the top level" : `'${first}'`} and ${where}); expected one place per tag`,
        );
      }
      parent.set(tag, above);
      children.set(tag, visit((node as Readonly<Record<string, unknown>>)[tag], tag));
    }
    return tags;
  };
  const roots = visit(value, undefined);
  if (roots.length === 0) throw new DataError({ file }, "no tags; expected an object of tags");
  const leaves = sortedUnique(
    [...children].filter(([, below]) => below.length === 0).map(([tag]) => tag),
  );
  return { children, parent, roots, leaves };
}
