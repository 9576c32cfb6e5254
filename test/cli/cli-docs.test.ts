import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { INIT_OPTIONS } from "../../src/cli/command-init.ts";
import { AGREE_OPTIONS } from "../../src/cli/command-labels.ts";
import { MERGE_OPTIONS } from "../../src/cli/command-merge.ts";
import { RUN_OPTIONS } from "../../src/cli/command-run.ts";
import { COMPARE_OPTIONS, RECORD_OPTIONS } from "../../src/cli/commands-baseline.ts";
import { type OptionSpec, SCORE_OPTIONS } from "../../src/cli/options.ts";
import { REPO } from "../shared-fixtures.ts";

/** Every command and the option table it parses, in the order docs/cli.md lists them. */
const COMMANDS: readonly [string, Readonly<Record<string, OptionSpec>>][] = [
  ["score", SCORE_OPTIONS],
  ["run", RUN_OPTIONS],
  ["record", RECORD_OPTIONS],
  ["compare", COMPARE_OPTIONS],
  ["agree", AGREE_OPTIONS],
  ["merge", MERGE_OPTIONS],
  ["init", INIT_OPTIONS],
];

const cell = (text: string): string => text.replaceAll("|", "\\|");

function renderTables(): string {
  return COMMANDS.map(([name, options]) => {
    const rows = Object.entries(options).map(
      ([flag, spec]) =>
        `| \`--${flag}${spec.value === undefined ? "" : ` ${cell(spec.value)}`}\` | ${cell(spec.help)} |`,
    );
    return [`### \`goldgate ${name}\``, "", "| option | meaning |", "| --- | --- |", ...rows].join(
      "\n",
    );
  }).join("\n\n");
}

test("docs/cli.md lists every option of every command, as the CLI parses and --help prints them", () => {
  const path = join(REPO, "docs/cli.md");
  const text = readFileSync(path, "utf8");
  const start = "<!-- cli-options:start -->\n";
  const end = "<!-- cli-options:end -->";
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  assert.ok(a >= 0 && b > a, "docs/cli.md has the cli-options markers");
  const want = `${text.slice(0, a + start.length)}\n${renderTables()}\n\n${text.slice(b)}`;
  if (process.env.GOLDGATE_UPDATE_GOLDENS === "1") writeFileSync(path, want);
  assert.equal(
    readFileSync(path, "utf8"),
    want,
    "docs/cli.md is stale: GOLDGATE_UPDATE_GOLDENS=1 rewrites it",
  );
});
