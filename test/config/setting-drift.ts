import type { SettingSpec } from "../../src/config/setting-table.ts";

/** A node of goldgate.schema.json, as far as these checks read it. */
export interface SchemaNode {
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly items?: SchemaNode;
  readonly enum?: readonly unknown[];
  readonly type?: string;
  /** Keywords these checks do not read (`required`, `description`, …). */
  readonly [keyword: string]: unknown;
}

/** The keys below a node: its properties and those of a `path or mapping` choice. */
function childrenOf(node: SchemaNode): Readonly<Record<string, SchemaNode>> {
  const choices = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  return Object.assign({}, ...choices.map((n) => n.properties ?? {}), node.properties ?? {});
}

/** Every goldgate.yml path the schema names (`gate.rules[].metric` for a list's items). */
export function schemaPaths(node: SchemaNode, prefix = ""): string[] {
  const own = Object.entries(childrenOf(node)).flatMap(([key, child]) => {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    return [path, ...schemaPaths(child, path)];
  });
  const items = node.items;
  return items === undefined ? own : [...own, ...schemaPaths(items, `${prefix}[]`)];
}

/** The schema node at a goldgate.yml path. */
export function schemaAt(schema: SchemaNode, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  for (const key of path.split(".")) node = node === undefined ? undefined : childrenOf(node)[key];
  return node;
}

/** The closed set a schema node allows: its enum, its items' (a list), or a choice's. */
function closedSet(node: SchemaNode): string[] | undefined {
  const choices = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  const values = node.enum ?? node.items?.enum ?? choices.find((n) => n.enum)?.enum;
  return values?.map(String);
}

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, k) => x === b[k]);

/**
 * Table and schema, both ways: each row's goldgate.yml path is in the schema with the row's
 * closed set (and aliases) and kind of value; each key of the table's sections is a row's path
 * or one the file alone sets (`configOnly`).
 */
export function schemaDrift(
  rows: Readonly<Record<string, SettingSpec>>,
  schema: SchemaNode,
  sections: readonly string[],
  configOnly: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const [flag, spec] of Object.entries(rows)) {
    if (spec.config === null) continue;
    const node = schemaAt(schema, spec.config);
    if (node === undefined) {
      problems.push(`--${flag}: ${spec.config} is not in the schema`);
      continue;
    }
    const set = closedSet(node);
    const want = [...(spec.choices ?? []), ...(spec.aliases ?? [])];
    if (spec.choices !== undefined && (set === undefined || !same(set, want)))
      problems.push(
        `--${flag}: ${spec.config} allows ${set?.join(",") ?? "any value"}, not ${want.join(",")}`,
      );
    if (spec.choices === undefined && set !== undefined && node.type !== "array" && !node.anyOf)
      problems.push(
        `--${flag}: ${spec.config} is a closed set (${set.join(",")}) the row does not list`,
      );
    if ((spec.type === "boolean") !== (node.type === "boolean"))
      problems.push(
        `--${flag}: ${spec.config} is ${node.type ?? "untyped"} in the schema, a ${spec.type} flag`,
      );
  }
  const inTable = new Set(Object.values(rows).map((s) => s.config));
  for (const section of sections)
    for (const key of Object.keys(childrenOf(schemaAt(schema, section) ?? {}))) {
      const path = `${section}.${key}`;
      if (!inTable.has(path) && !configOnly.includes(path))
        problems.push(`${path}: in the schema, without a row in the settings tables`);
    }
  return problems;
}

/** The cells of each row of docs/config.md's tables whose first cell is a goldgate.yml path. */
export function docRows(doc: string, sections: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of doc.split("\n")) {
    const path = /^\| `([A-Za-z][\w.[\]]*)` \|/.exec(line)?.[1];
    if (path === undefined || !sections.includes(path.split(/[.[]/)[0] ?? "")) continue;
    out.set(
      path,
      line.split(/(?<!\\)\|/).map((c) => c.trim()),
    );
  }
  return out;
}

const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? "");

/**
 * docs/config.md against the schema (a row for every path, no row for a path the schema lacks)
 * and the tables (a row's closed set, written out, is the table's; its default is the table's).
 */
export function docDrift(
  rows: Readonly<Record<string, SettingSpec>>,
  schema: SchemaNode,
  doc: string,
): string[] {
  const problems: string[] = [];
  const paths = schemaPaths(schema);
  const sections = Object.keys(schema.properties ?? {});
  const docs = docRows(doc, sections);
  for (const path of paths)
    if (!docs.has(path)) problems.push(`${path}: in the schema, without a row in docs/config.md`);
  for (const path of docs.keys())
    if (!paths.includes(path)) problems.push(`${path}: a row of docs/config.md the schema lacks`);
  for (const [flag, spec] of Object.entries(rows)) {
    const row = spec.config === null ? undefined : docs.get(spec.config);
    if (row === undefined) continue;
    const [, , type = "", byDefault = ""] = row;
    // A cell that names its set in words (`span scheme`, `as inputs.format`) does not spell it out.
    const written = type.startsWith("as ") ? [] : ticked(type);
    const allowed = [...(spec.choices ?? []), ...(spec.aliases ?? [])];
    if (spec.choices !== undefined && written.length > 0) {
      const missing = spec.choices.filter((v) => !written.includes(v));
      const extra = written.filter((v) => !allowed.includes(v));
      if (missing.length + extra.length > 0)
        problems.push(
          `--${flag}: docs/config.md's ${spec.config} lists ${written.join(",")}, the table ${spec.choices.join(",")}`,
        );
    }
    if (spec.default !== null && !ticked(byDefault).includes(spec.default))
      problems.push(
        `--${flag}: docs/config.md's ${spec.config} defaults to '${byDefault}', the table to \`${spec.default}\``,
      );
  }
  return problems;
}
