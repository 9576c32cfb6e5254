import { DEFAULT_LIMITS, type Limits, limitExceeded } from "../../config/limits.ts";
import { DataError, type Location } from "../../errors.ts";
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

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Builds a tree from parsed JSON or YAML: nested objects, each key a tag, `{}` a leaf, e.g.
 * `{"A": {"A.1": {}, "A.2": {}}, "B": {}}`. Throws DataError (file) on any other shape, a tag
 * that appears twice, or more tags than the tree-size limit. Any name is data, `__proto__` too.
 */
export function tagTreeFromJson(
  value: unknown,
  file: string,
  limits: Limits = DEFAULT_LIMITS,
  lineOf: (path: readonly string[]) => number | undefined = () => undefined,
): TagTree {
  const children = new Map<string, readonly string[]>();
  const parent = new Map<string, string | undefined>();
  const at = (path: readonly string[]): Location => {
    const line = lineOf(path);
    return line === undefined ? { file } : { file, line };
  };
  const visit = (node: unknown, path: readonly string[]): string[] => {
    const above = path.at(-1);
    const where = above === undefined ? "the top level" : `'${above}'`;
    if (typeof node !== "object" || node === null || Array.isArray(node)) {
      throw new DataError(
        at(path),
        `${where} holds ${clip(JSON.stringify(node) ?? String(node))}; expected an object of tags ({} for a leaf)`,
      );
    }
    const tags = Object.keys(node);
    for (const tag of tags) {
      if (tag.trim() === "" || tag !== tag.trim())
        throw new DataError(
          at([...path, tag]),
          `tag ${JSON.stringify(tag)} under ${where}; expected a non-empty name without surrounding spaces`,
        );
      if (parent.has(tag)) {
        const first = parent.get(tag);
        throw new DataError(
          at([...path, tag]),
          `tag '${tag}' appears twice (under ${first === undefined ? "the top level" : `'${first}'`} and ${where}); expected one place per tag`,
        );
      }
      parent.set(tag, above);
      if (parent.size > limits.treeSize)
        throw new DataError(
          at([...path, tag]),
          limitExceeded("treeSize", limits, "the number of tags"),
        );
      children.set(tag, visit((node as Readonly<Record<string, unknown>>)[tag], [...path, tag]));
    }
    return tags;
  };
  const roots = visit(value, []);
  if (roots.length === 0) throw new DataError(at([]), "no tags; expected an object of tags");
  const leaves = sortedUnique(
    [...children].filter(([, below]) => below.length === 0).map(([tag]) => tag),
  );
  return { children, parent, roots, leaves };
}

/** The tree as `tagTreeFromJson` reads it (nested objects, `{}` a leaf), children in their order. */
export function tagTreeToJson(tree: TagTree): Record<string, unknown> {
  const nest = (tags: readonly string[]): Record<string, unknown> => {
    // Null prototype: tag names are data (`__proto__` too).
    const out = Object.create(null) as Record<string, unknown>;
    for (const tag of tags) out[tag] = nest(tree.children.get(tag) ?? []);
    return out;
  };
  return nest(tree.roots);
}
