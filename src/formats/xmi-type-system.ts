import { dirname, join, relative } from "node:path";
import { DataError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { nextElement, skipElement, textContent, type XmlEvents, xmlEvents } from "./xml-events.ts";

// A UIMA type system descriptor (`TypeSystem.xml`), what INCEpTION's export and DKPro Core's
// XmiWriter write beside the XMI files: each type's supertype and its features' ranges. The XMI
// reader asks it whether a feature holds a single primitive value (compared as an attribute) or
// references other feature structures, or holds an array (not compared). Without one, the reader
// judges a feature by its values (`xmi-layers.ts`).

/** What a feature holds: one primitive value, or references / several values. */
export type FeatureRange = "primitive" | "other";

/** The types a descriptor declares: supertype and feature ranges by type name. */
export interface TypeSystem {
  /** The descriptor's path, for notes. */
  readonly path: string;
  readonly types: ReadonlyMap<string, DeclaredType>;
}

interface DeclaredType {
  readonly supertype: string;
  readonly features: ReadonlyMap<string, string>;
}

/** UIMA's primitive types: a feature of one of these (or a subtype of `uima.cas.String`) holds one value. */
const PRIMITIVES = new Set(
  ["Boolean", "Byte", "Short", "Integer", "Long", "Float", "Double", "String"].map(
    (t) => `uima.cas.${t}`,
  ),
);

/** The names a descriptor is written under (INCEpTION's, then DKPro Core's), in that order of preference. */
export const TYPE_SYSTEM_NAMES = ["TypeSystem.xml", "typesystem.xml"] as const;

/**
 * `feature`'s range on `type` or one of its supertypes: `primitive` for one primitive value (a
 * string type with allowed values included), `other` for a reference, an array or a list;
 * undefined when the descriptor declares neither the type nor the feature on its chain.
 */
export function featureRange(
  ts: TypeSystem,
  type: string,
  feature: string,
): FeatureRange | undefined {
  const seen = new Set<string>();
  for (let t = ts.types.get(type); t !== undefined; t = ts.types.get(t.supertype)) {
    const range = t.features.get(feature);
    if (range !== undefined) return isPrimitive(ts, range) ? "primitive" : "other";
    if (seen.has(t.supertype)) break;
    seen.add(t.supertype);
  }
  return undefined;
}

function isPrimitive(ts: TypeSystem, range: string): boolean {
  const seen = new Set<string>();
  for (let name = range; !seen.has(name); ) {
    if (PRIMITIVES.has(name)) return true;
    seen.add(name);
    const declared = ts.types.get(name);
    if (declared === undefined) return false;
    name = declared.supertype;
  }
  return false;
}

/**
 * The descriptors of one reading, each parsed once: for an XMI file, the nearest `TypeSystem.xml`
 * (or `typesystem.xml`) in its folder or a folder above it up to the side's root, as INCEpTION's
 * export keeps one beside each document's files and DKPro Core's writer one at the root.
 */
export class TypeSystems {
  readonly #files: FilePort;
  readonly #parsed = new Map<string, TypeSystem>();
  readonly #found = new Map<string, string | undefined>();

  constructor(files: FilePort) {
    this.#files = files;
  }

  /** The descriptor for `file`, a document of the side rooted at `root`; undefined when none. */
  for(file: string, root: string, single: boolean): TypeSystem | undefined {
    const top = single ? dirname(root) : root;
    let path: string | undefined;
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      path = this.#nearest(dir);
      const rel = relative(top, dir);
      if (path !== undefined || rel === "" || rel.startsWith("..") || dir === dirname(dir)) break;
    }
    if (path === undefined) return undefined;
    let ts = this.#parsed.get(path);
    if (ts === undefined) {
      ts = parseTypeSystem(this.#files.readText(path), path);
      this.#parsed.set(path, ts);
    }
    return ts;
  }

  #nearest(dir: string): string | undefined {
    if (!this.#found.has(dir)) {
      const path = TYPE_SYSTEM_NAMES.map((n) => join(dir, n)).find(
        (p) => this.#files.kind(p) === "file",
      );
      this.#found.set(dir, path);
    }
    return this.#found.get(dir);
  }
}

/** Parses a `<typeSystemDescription>`; imports are not followed (a type they declare is undeclared here). */
export function parseTypeSystem(source: string, file: string): TypeSystem {
  const events = xmlEvents(source, file);
  const root = nextElement(events);
  if (root === undefined || local(root.name) !== "typeSystemDescription")
    throw new DataError(
      { file, line: root?.line ?? 1 },
      `expected a <typeSystemDescription> root element (a UIMA type system descriptor), got ${root === undefined ? "no element" : `<${root.name}>`}`,
    );
  const types = new Map<string, DeclaredType>();
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    if (local(child.name) !== "types") {
      skipElement(events);
      continue;
    }
    for (let t = nextElement(events); t !== undefined; t = nextElement(events)) {
      if (local(t.name) !== "typeDescription") {
        skipElement(events);
        continue;
      }
      const declared = typeDescription(events, file, t.line);
      types.set(declared.name, declared);
    }
  }
  return { path: file, types };
}

function typeDescription(
  events: XmlEvents,
  file: string,
  line: number,
): DeclaredType & { readonly name: string } {
  let name = "";
  let supertype = "";
  const features = new Map<string, string>();
  for (let e = nextElement(events); e !== undefined; e = nextElement(events)) {
    const tag = local(e.name);
    if (tag === "name") name = textContent(events).trim();
    else if (tag === "supertypeName") supertype = textContent(events).trim();
    else if (tag === "features") {
      for (let f = nextElement(events); f !== undefined; f = nextElement(events)) {
        if (local(f.name) !== "featureDescription") {
          skipElement(events);
          continue;
        }
        const [feature, range] = featureDescription(events);
        if (feature === "" || range === "")
          throw new DataError(
            { file, line: f.line },
            "<featureDescription>: expected a <name> and a <rangeTypeName>",
          );
        features.set(feature, range);
      }
    } else skipElement(events);
  }
  if (name === "") throw new DataError({ file, line }, "<typeDescription>: expected a <name>");
  return { name, supertype, features };
}

function featureDescription(events: XmlEvents): [string, string] {
  let name = "";
  let range = "";
  for (let e = nextElement(events); e !== undefined; e = nextElement(events)) {
    const tag = local(e.name);
    if (tag === "name") name = textContent(events).trim();
    else if (tag === "rangeTypeName") range = textContent(events).trim();
    else skipElement(events);
  }
  return [name, range];
}

function local(name: string): string {
  return name.slice(name.indexOf(":") + 1);
}
