import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import schema from "../../goldgate.schema.json" with { type: "json" };
import { COMMAND_SETTING_TABLE } from "../../src/cli/command-setting-table.ts";
import { SCORE_SETTING_TABLE, type SettingSpec } from "../../src/config/setting-table.ts";
import { REPO } from "../shared-fixtures.ts";

type Node = {
  properties?: Record<string, Node>;
  anyOf?: Node[];
  enum?: unknown[];
  type?: string;
};

/** The schema node at a goldgate.yml path, looking into a `path or mapping` choice. */
function schemaAt(path: string): Node | undefined {
  let node: Node | undefined = schema as Node;
  for (const key of path.split(".")) {
    const props: Record<string, Node> | undefined =
      node?.properties ?? node?.anyOf?.find((n) => n.properties !== undefined)?.properties;
    node = props?.[key];
  }
  return node;
}

const SETTINGS: [string, SettingSpec][] = Object.entries({
  ...SCORE_SETTING_TABLE,
  ...COMMAND_SETTING_TABLE,
});
const configured = SETTINGS.filter(([, s]) => s.config !== null);

test("every setting with a goldgate.yml path is in the schema, with the same closed set and type", () => {
  for (const [flag, spec] of configured) {
    const node = schemaAt(spec.config ?? "");
    assert.ok(node !== undefined, `--${flag}: ${spec.config} is not in goldgate.schema.json`);
    if (spec.choices !== undefined && node.enum !== undefined)
      assert.deepEqual(
        node.enum.map(String),
        [...spec.choices, ...(spec.aliases ?? [])],
        `--${flag}: ${spec.config}`,
      );
    if (spec.type === "boolean") assert.equal(node.type, "boolean", `--${flag}: ${spec.config}`);
  }
});

test("the schema's keys of inputs, scoring, usage and baseline are settings of the tables", () => {
  // `--scheme` sets `baseline.scheme` and `report.scheme` at once; the table names the latter.
  const apart = ["baseline.scheme"];
  const inTable = new Set(configured.map(([, s]) => s.config));
  for (const section of ["inputs", "scoring", "usage", "baseline"]) {
    const keys = Object.keys(schemaAt(section)?.properties ?? {}).map((k) => `${section}.${k}`);
    const missing = keys.filter((k) => !inTable.has(k) && !apart.includes(k));
    assert.deepEqual(missing, [], `${section}: keys of the schema without a row in the tables`);
  }
});

/** The cells of docs/config.md's row for `path`. */
function docRow(doc: string, path: string): string[] | undefined {
  const line = doc.split("\n").find((l) => l.startsWith(`| \`${path}\` |`));
  return line?.split(/(?<!\\)\|/).map((c) => c.trim());
}

test("docs/config.md has a row for every setting, listing its closed set and its default", () => {
  const doc = readFileSync(join(REPO, "docs", "config.md"), "utf8");
  for (const [flag, spec] of configured) {
    const row = docRow(doc, spec.config ?? "");
    assert.ok(row !== undefined, `--${flag}: docs/config.md has no row for ${spec.config}`);
    const [, , type = "", byDefault = ""] = row;
    // A cell that names its set in words (`span scheme`, `as inputs.format`) is not spelt out.
    if (spec.choices !== undefined && type.startsWith("`"))
      for (const value of spec.choices)
        assert.ok(type.includes(`\`${value}\``), `${spec.config}: type cell lacks \`${value}\``);
    if (spec.default !== null)
      assert.ok(
        byDefault.includes(`\`${spec.default}\``),
        `${spec.config}: default cell '${byDefault}' lacks \`${spec.default}\``,
      );
  }
});
