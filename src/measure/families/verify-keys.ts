import { CONTRACT_KEYS } from "./contract-keys.ts";
import type { MetricFamily, RebuiltSections } from "./family.ts";
import { at, recordOf } from "./family.ts";
import { inconsistency } from "./verify-recomputed.ts";

/**
 * The keys a scores file may state (docs/scores.md, "Verified before use"): inside a section its
 * families rebuilt whole from the rows, only keys the rebuild gives (no extra type, label or
 * scheme: a type the rows do not give would be read as fact by the gate's `typeGone` case); at the
 * top level, only the contract's own keys, its families' roots and the sections they rebuilt.
 */

/** Names listed in a message: the first few, and how many more. */
function listed(names: readonly string[]): string {
  const shown = names.slice(0, 20).join(", ");
  return names.length > 20 ? `${shown} and ${names.length - 20} more` : shown || "none";
}

/** Sections of several families in one record; a root they share (levels) merged key by key. */
export function joinSections(all: readonly RebuiltSections[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const sections of all)
    for (const [name, section] of Object.entries(sections)) {
      const before = recordOf(out[name]);
      const adding = recordOf(section);
      out[name] = before !== undefined && adding !== undefined ? { ...before, ...adding } : section;
    }
  return out;
}

/**
 * A record of figures (`{ correct, …, f1 }`): every member a number, text, null or a list. A
 * record among its members beyond the rebuild's is not a key of rows but data beside a figure
 * (MAT's confidence data, `confidence: { samples, … }`, which the rows cannot give) and is left
 * alone; a number, text or list is one more figure, held to the rebuild like any key.
 */
function isFigure(rebuilt: Readonly<Record<string, unknown>>): boolean {
  const values = Object.values(rebuilt);
  return values.length > 0 && values.every((v) => recordOf(v) === undefined);
}

/** The first key `stated` has at or below `path` that `rebuilt` lacks, checked in key order. */
function checkWithin(stated: unknown, rebuilt: unknown, path: string, origin: string): void {
  const s = recordOf(stated);
  const r = recordOf(rebuilt);
  if (s === undefined || r === undefined) return;
  const figure = isFigure(r);
  for (const key of Object.keys(s).sort()) {
    const at = `${path}.${key}`;
    // Beside a figure's own members, data (a record) is left alone; a number, text or list is
    // one more figure (`specific.FAKE`, a category the rows do not give).
    if (figure && recordOf(s[key]) !== undefined) continue;
    if (!Object.hasOwn(r, key))
      throw inconsistency(
        origin,
        at,
        `only the keys its rows give under ${path} (${listed(Object.keys(r).sort())})`,
        s[key],
      );
    checkWithin(s[key], r[key], at, origin);
  }
}

/**
 * Every key the document states is one its rows give (above); `rebuilt`: the sections its
 * families rebuilt whole, joined (`joinSections`).
 */
export function verifyStatedKeys(
  doc: unknown,
  origin: string,
  families: readonly MetricFamily[],
  rebuilt: Readonly<Record<string, unknown>>,
): void {
  const top = recordOf(doc) ?? {};
  const allowed = new Set<string>([
    ...Object.keys(CONTRACT_KEYS),
    ...families.flatMap((f) => f.roots),
  ]);
  for (const name of Object.keys(rebuilt)) allowed.add(name);
  for (const key of Object.keys(top).sort()) {
    if (!allowed.has(key))
      throw inconsistency(
        origin,
        key,
        `only the top-level keys of scores of its families (${listed([...allowed].sort())})`,
        top[key],
      );
    if (Object.hasOwn(rebuilt, key)) checkWithin(top[key], rebuilt[key], key, origin);
  }
}

/** Where a class is stated: its figure's keys up to its name (`types.FAKE`, `labels.perLabel.x`). */
function classKeys(doc: unknown, name: string, keys: readonly string[]): readonly string[] | null {
  for (let k = keys.length - 2; k >= 1; k--)
    if (keys[k] === name && Object.hasOwn(recordOf(at(doc, keys.slice(0, k))) ?? {}, name))
      return keys.slice(0, k + 1);
  return null;
}

/**
 * Every class (span type, event type, label) a file of another version states is one its rows
 * give, as for a file of this version (`verifyStatedKeys`): the gate's `typeGone` and `newType`
 * cases read a class as fact. Its figures and other keys are not held to this version's rebuild
 * (a later version may add a key); only the class names, which every version takes from the rows.
 * `rebuilt`: the sections its families rebuilt from the rows, joined. A family rebuilt from no
 * rows of its own (measured from units: span-set agreement, usage, repeated runs) is not checked
 * here, as it is not in `verifyStatedKeys`.
 */
export function verifyStatedClasses(
  doc: unknown,
  origin: string,
  families: readonly MetricFamily[],
  rebuilt: Readonly<Record<string, unknown>>,
): void {
  const given = { ...recordOf(doc), ...rebuilt };
  for (const family of families) {
    if (family.classes === undefined || !family.roots.some((r) => Object.hasOwn(rebuilt, r)))
      continue;
    const names = new Set(family.classes(given).rows.map((r) => r.name));
    for (const row of family.classes(doc).rows) {
      if (names.has(row.name)) continue;
      const keys = classKeys(doc, row.name, row.figure.keys);
      const parent = keys === null ? family.roots.join(", ") : keys.slice(0, -1).join(".");
      throw inconsistency(
        origin,
        keys === null ? parent : keys.join("."),
        `only the keys its rows give under ${parent} (${listed([...names].sort())})`,
        keys === null ? row.name : at(doc, keys),
      );
    }
  }
}
