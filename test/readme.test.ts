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

test("README's test commands are the ones .ci/run calls (npm test, npm run test:fuzz, test:sim, test:python)", () => {
  const readme = readFileSync(join(REPO, "README.md"), "utf8");
  const ci = readFileSync(join(REPO, ".ci", "run"), "utf8");
  assert.match(readme, /^npm ci && npm test +#/m);
  assert.match(ci, /^npm ci\b/m);
  assert.match(ci, /^\s*GOLDGATE_REQUIRE_SHARED=1 npm test$/m);
  for (const script of ["test:fuzz", "test:sim", "test:python"])
    assert.match(ci, new RegExp(`^side \\w+ npm run -s ${script}$`, "m"));
  assert.match(readme, /`npm run test:fuzz`/);
  assert.match(readme, /GOLDGATE_REQUIRE_SHARED=1/);
});
