import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import schemaJson from "../../goldgate.schema.json" with { type: "json" };
import { COMMAND_SETTING_TABLE } from "../../src/cli/command-setting-table.ts";
import { SCORE_SETTING_TABLE, type SettingSpec } from "../../src/config/setting-table.ts";
import { REPO } from "../shared-fixtures.ts";
import { docDrift, type SchemaNode, schemaAt, schemaDrift } from "./setting-drift.ts";

const schema: SchemaNode = schemaJson;
const ROWS: Readonly<Record<string, SettingSpec>> = {
  ...SCORE_SETTING_TABLE,
  ...COMMAND_SETTING_TABLE,
};
const DOC = readFileSync(join(REPO, "docs", "config.md"), "utf8");

/** The schema's sections whose keys are settings rows; `gate` and `limits` have tables of their own. */
const SECTIONS = ["inputs", "scoring", "usage", "baseline", "report"];
/**
 * Keys goldgate.yml alone sets: `--scheme` sets `baseline.scheme` and `report.scheme` at once (the
 * table names the latter); how many type rows a shrunk comment keeps has no flag.
 */
const CONFIG_ONLY = ["baseline.scheme", "report.worstTypes"];

test("the settings tables and goldgate.schema.json agree both ways: paths, closed sets, kinds", () => {
  assert.deepEqual(schemaDrift(ROWS, schema, SECTIONS, CONFIG_ONLY), []);
});

test("docs/config.md has a row for every schema path and none besides, with the tables' sets and defaults", () => {
  assert.deepEqual(docDrift(ROWS, schema, DOC), []);
});

/** A copy of `value` changed by `edit` (JSON data only). */
function edited<T>(value: T, edit: (copy: T) => void): T {
  const copy = structuredClone(value);
  edit(copy);
  return copy;
}

test("a drift planted on either side is caught: a row, a schema key, a closed set, a doc row", () => {
  const tagging = schemaAt(schemaJson, "inputs.tagging") as { enum: string[] };
  const plantedRow: Record<string, SettingSpec> = {
    ...ROWS,
    "new-flag": { ...ROWS.tagging, config: "inputs.newFlag" } as SettingSpec,
  };
  assert.deepEqual(schemaDrift(plantedRow, schema, SECTIONS, CONFIG_ONLY), [
    "--new-flag: inputs.newFlag is not in the schema",
  ]);
  const extraKey = edited(schemaJson, (s) => {
    Object.assign(s.properties.scoring.properties, { newKey: { type: "string" } });
  });
  assert.deepEqual(schemaDrift(ROWS, extraKey, SECTIONS, CONFIG_ONLY), [
    "scoring.newKey: in the schema, without a row in the settings tables",
  ]);
  assert.deepEqual(docDrift(ROWS, extraKey, DOC), [
    "scoring.newKey: in the schema, without a row in docs/config.md",
  ]);
  const moreTags = edited(schemaJson, (s) => {
    (schemaAt(s, "inputs.tagging") as { enum: string[] }).enum.push("iob3");
  });
  assert.match(
    schemaDrift(ROWS, moreTags, SECTIONS, CONFIG_ONLY).join("\n"),
    /--tagging: inputs\.tagging allows .*iob3/,
  );
  const openLevels = edited(schemaJson, (s) => {
    delete (schemaAt(s, "scoring.levels") as { items?: unknown }).items;
  });
  assert.deepEqual(schemaDrift(ROWS, openLevels, SECTIONS, CONFIG_ONLY), [
    "--levels: scoring.levels allows any value, not token,char,pseudo-token",
  ]);
  assert.ok(tagging.enum.includes("bio"), "the aliases are in the schema");
  const staleRow = DOC.replace(
    "\n| `report.worstTypes` |",
    "\n| `report.gone` | text | | Gone. |\n| `report.worstTypes` |",
  );
  assert.deepEqual(docDrift(ROWS, schema, staleRow), [
    "report.gone: a row of docs/config.md the schema lacks",
  ]);
  const lostRow = DOC.split("\n")
    .filter((l) => !l.startsWith("| `scoring.bdm` |"))
    .join("\n");
  assert.deepEqual(docDrift(ROWS, schema, lostRow), [
    "scoring.bdm: in the schema, without a row in docs/config.md",
  ]);
  const oneMore = DOC.replace("`bilou` | `iob2` |", "`bilou` \\| `iob3` | `iob2` |");
  assert.match(
    docDrift(ROWS, schema, oneMore).join("\n"),
    /--tagging: docs\/config\.md's inputs\.tagging lists .*iob3/,
  );
  const oneFewer = DOC.replace("\\| `bilou` | `iob2` |", "| `iob2` |");
  assert.match(
    docDrift(ROWS, schema, oneFewer).join("\n"),
    /--tagging: .* lists iob1,iob2,ioe1,ioe2,iobes, the table/,
  );
  const otherDefault = DOC.replace("| `v*` |", "| `r*` |");
  assert.deepEqual(docDrift(ROWS, schema, otherDefault), [
    "--tag-pattern: docs/config.md's baseline.tagPattern defaults to '`r*`', the table to `v*`",
  ]);
});
