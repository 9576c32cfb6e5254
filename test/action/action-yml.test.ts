import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { ACTION_INPUTS, ACTION_OUTPUTS } from "../../src/action/inputs.ts";
import { ROOT } from "../e2e/action-harness.ts";

interface ActionYml {
  readonly runs: { readonly using: string; readonly main: string };
  readonly branding: { readonly icon: string; readonly color: string };
  readonly inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  readonly outputs: Record<string, { description: string }>;
}

const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as ActionYml;

test("action.yml runs dist/index.js on node24 and has Marketplace branding", () => {
  assert.deepEqual(action.runs, { using: "node24", main: "dist/index.js" });
  assert.ok(action.branding.icon !== "" && action.branding.color !== "");
});

test("action.yml's inputs are the table in src/action/inputs.ts, in order, with its defaults", () => {
  assert.deepEqual(Object.keys(action.inputs), Object.keys(ACTION_INPUTS));
  for (const [name, spec] of Object.entries(ACTION_INPUTS)) {
    const yml = action.inputs[name];
    assert.equal(yml?.description, spec.description, name);
    assert.equal(yml?.default ?? "", spec.default, name);
    assert.equal(yml?.required ?? false, false, name);
  }
});

test("action.yml's outputs are the table in src/action/inputs.ts, in order", () => {
  assert.deepEqual(Object.keys(action.outputs), Object.keys(ACTION_OUTPUTS));
  for (const [name, spec] of Object.entries(ACTION_OUTPUTS))
    assert.equal(action.outputs[name]?.description, spec.description, name);
});

test("names are kebab-case", () => {
  for (const name of [...Object.keys(ACTION_INPUTS), ...Object.keys(ACTION_OUTPUTS)])
    assert.match(name, /^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test("docs/action.md documents every input and output", () => {
  const docs = readFileSync(join(ROOT, "docs/action.md"), "utf8");
  const missing = [...Object.keys(ACTION_INPUTS), ...Object.keys(ACTION_OUTPUTS)].filter(
    (name) => !docs.includes(`| \`${name}\` |`),
  );
  assert.deepEqual(missing, []);
});
