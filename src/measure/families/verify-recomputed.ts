import { DataError } from "../../errors.ts";
import { VERSION } from "../../version.ts";
import { at, type MetricFamily, type RebuiltSections, recordOf } from "./family.ts";

/**
 * The generic checks of a family's figures against its own rows (`verify-scores.ts` runs them):
 * rebuilt through its shard merge, or measured through its resampling.
 */

/**
 * Whether the document was written by this Goldgate version, so its figures must be exactly the
 * ones this version derives from its rows. Another version may derive them differently (a fixed
 * edge case, a new field); its files are held only to what every version agrees on (the rows'
 * numbers, counts and sums), and every comparison re-derives the figures from the rows anyway.
 */
export function derivedHere(doc: unknown): boolean {
  return at(doc, ["tool", "version"]) === VERSION;
}

function show(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The DataError of a scores file whose `path` holds `found` where `expected` belongs. */
export function inconsistency(
  origin: string,
  path: string,
  expected: string,
  found: unknown,
): DataError {
  return new DataError(
    { file: origin },
    `${path || "(top level)"}: expected ${expected}, found ${show(found)}; a scores file must agree with itself (edited, truncated or forged?), so it is not used`,
  );
}

/**
 * The DataError of a figure that disagrees with the figures beside it it is computed from: which
 * of them was changed the file cannot say, so the message names them all.
 */
function disagreement(
  origin: string,
  doc: unknown,
  keys: readonly string[],
  sources: readonly (readonly string[])[],
  derived: number,
): DataError {
  const named = sources.map((s) => `${s.join(".")} ${show(at(doc, s))}`);
  const list =
    named.length < 2 ? named.join("") : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  return new DataError(
    { file: origin },
    `${keys.join(".")} ${show(at(doc, keys))} disagrees with ${list}, which give ${derived}: one of them was changed; a scores file must agree with itself (edited, truncated or forged?), so it is not used`,
  );
}

/** The figures `keys` is computed from beside it, per the family; [] when none. */
export type DerivedFrom = (keys: readonly string[]) => readonly (readonly string[])[];

const key = (path: string, k: string): string => (path === "" ? k : `${path}.${k}`);

/**
 * The family's sections rebuilt from the document's own units (a merge of the document alone)
 * must equal what it states; and every gateable row it states must be one of them. `checked`:
 * sections the family holds to its rows itself (spans: `documents`, the rows as read, in order).
 * Returns the rebuilt sections. A file of another version is rebuilt but not held to the rebuild
 * (its figures and keys may differ: `derivedHere`); the rebuild still names the classes its rows
 * give, which `verifyStatedClasses` holds it to.
 */
export function verifyRecomputed(
  family: MetricFamily,
  doc: unknown,
  origin: string,
  checked: ReadonlySet<string> = new Set(),
): RebuiltSections | null {
  const merging = family.merging;
  if (merging === undefined) return null;
  const { sections } = merging.merge([{ origin, doc }]);
  if (!derivedHere(doc)) return sections;
  verifySections(
    doc,
    origin,
    Object.fromEntries(Object.entries(sections).filter(([name]) => !checked.has(name))),
    family.derivedFrom,
  );
  const derived = { ...recordOf(doc), ...withinRecords(doc, sections) };
  for (const row of family.rows(doc)) {
    const value = at(derived, row.keys);
    if (value === undefined)
      throw inconsistency(
        origin,
        row.keys.join("."),
        `no such figure (the rows of the file give none)`,
        row.value,
      );
  }
  return sections;
}

/**
 * Each of `sections` (top-level keys: a value derived from the document's own rows) must equal
 * what the document states there: counts exactly, rates to 1e-9; keys the document adds are
 * left alone.
 */
export function verifySections(
  doc: unknown,
  origin: string,
  sections: Readonly<Record<string, unknown>>,
  derivedFrom?: DerivedFrom,
): void {
  for (const name of Object.keys(sections).sort()) {
    if (!differs(at(doc, [name]), sections[name])) continue;
    const found = firstDifference(at(doc, [name]), sections[name], [name]);
    if (found === undefined) continue;
    const sources = derivedFrom?.(found.keys) ?? [];
    if (sources.length > 0 && typeof found.derived === "number")
      throw disagreement(origin, doc, found.keys, sources, found.derived);
    throw inconsistency(origin, found.path, found.expected, found.found);
  }
}

/** Sections that are records merged key by key into the document's (levels share `levels`). */
function withinRecords(doc: unknown, sections: Readonly<Record<string, unknown>>) {
  const out: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(sections)) {
    const before = recordOf(at(doc, [name]));
    const adding = recordOf(section);
    out[name] = before !== undefined && adding !== undefined ? { ...before, ...adding } : section;
  }
  return out;
}

/**
 * Each gateable figure equals the family's measure of its units (all weights one). Nothing is
 * rebuilt whole (null): measured figures say nothing of the keys around them.
 */
export function verifyMeasured(family: MetricFamily, doc: unknown, origin: string): null {
  const resampling = family.resampling;
  if (resampling === undefined || !derivedHere(doc)) return null;
  const units = resampling.units(doc, origin);
  const rows = family.rows(doc);
  const measured = resampling.measure(
    units.map((u) => u.tally),
    new Float64Array(units.length).fill(1),
    rows.map((r) => r.keys),
  );
  rows.forEach((row, k) => {
    const value = measured[k] ?? Number.NaN;
    if (Number.isNaN(value)) return;
    if (row.value === null || !close(row.value, value))
      throw inconsistency(origin, row.keys.join("."), `${value} (from its units)`, row.value);
  });
  return null;
}

interface Difference {
  readonly path: string;
  /** The path as keys, where it names an object's key (not an array entry). */
  readonly keys: readonly string[];
  readonly expected: string;
  readonly found: unknown;
  /** The number the file's own figures give there, when it is one. */
  readonly derived?: number;
}

function close(found: number, expected: number): boolean {
  if (Number.isInteger(expected)) return found === expected;
  return Math.abs(found - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
}

/**
 * Whether `firstDifference` finds a difference: the same comparison without building the path of
 * every value compared (the path is worked out only for a file that differs).
 */
function differs(stated: unknown, derived: unknown): boolean {
  if (derived === undefined) return false;
  if (typeof derived === "number") {
    if (Number.isNaN(derived)) return stated !== null;
    return !(typeof stated === "number" && close(stated, derived));
  }
  if (derived === null || typeof derived !== "object") return stated !== derived;
  if (Array.isArray(derived)) {
    if (!Array.isArray(stated) || stated.length !== derived.length) return true;
    for (let k = 0; k < derived.length; k++) if (differs(stated[k], derived[k])) return true;
    return false;
  }
  const r = recordOf(stated);
  if (r === undefined) return true;
  const d = derived as Readonly<Record<string, unknown>>;
  for (const k of Object.keys(d))
    if (differs(Object.hasOwn(r, k) ? r[k] : undefined, d[k])) return true;
  return false;
}

/**
 * The first place (in key order) where `stated` differs from `derived`, or undefined. `keys`: the
 * place as object keys, empty once inside an array (no figure a family derives from others).
 */
function firstDifference(
  stated: unknown,
  derived: unknown,
  keys: readonly string[],
  path = keys.join("."),
): Difference | undefined {
  if (derived === undefined) return undefined;
  if (typeof derived === "number") {
    if (Number.isNaN(derived))
      return stated === null ? undefined : { path, keys, expected: "null", found: stated };
    return typeof stated === "number" && close(stated, derived)
      ? undefined
      : { path, keys, expected: `${derived} (from the file's rows)`, found: stated, derived };
  }
  if (derived === null || typeof derived !== "object")
    return stated === derived ? undefined : { path, keys, expected: show(derived), found: stated };
  if (Array.isArray(derived)) return arrayDifference(stated, derived, path);
  const r = recordOf(stated);
  if (r === undefined) return { path, keys, expected: "an object", found: stated };
  for (const k of Object.keys(derived).sort()) {
    const child = (derived as Record<string, unknown>)[k];
    const within = keys.length === 0 && path !== "" ? [] : [...keys, k];
    const found = firstDifference(
      Object.hasOwn(r, k) ? r[k] : undefined,
      child,
      within,
      key(path, k),
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

function arrayDifference(
  stated: unknown,
  derived: readonly unknown[],
  path: string,
): Difference | undefined {
  if (!Array.isArray(stated)) return { path, keys: [], expected: "an array", found: stated };
  const n = Math.min(stated.length, derived.length);
  for (let k = 0; k < n; k++) {
    const found = firstDifference(stated[k], derived[k], [], `${path}[${k}]`);
    if (found !== undefined) return found;
  }
  if (stated.length === derived.length) return undefined;
  return { path, keys: [], expected: `${derived.length} entries`, found: stated.length };
}
