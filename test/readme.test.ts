import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { renderReadme } from "../scripts/render-readme.mjs";
import { REPO } from "./shared-fixtures.ts";

test("README's example output and example comment are what the example produces (npm run example)", () => {
  assert.equal(
    renderReadme(),
    readFileSync(join(REPO, "README.md"), "utf8"),
    "stale: run `npm run example`",
  );
});
