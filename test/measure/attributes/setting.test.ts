import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveScoreSettings } from "../../../src/config/resolve-settings.ts";

// `--attribute-scheme` and `scoring.attributeScheme` choose the pairs the attributes family
// scores; the flag wins over goldgate.yml, a value outside the six schemes is refused by name.

const ctx = { configDir: "/w", cwd: "/w", workspace: "/w" };
const sides = { format: "brat", gold: "g", system: "s" };

test("--attribute-scheme and scoring.attributeScheme: flag over config over strict", () => {
  assert.equal(resolveScoreSettings({}, sides, ctx).attributeScheme, "strict");
  const config = { scoring: { attributeScheme: "lenient" } };
  assert.equal(resolveScoreSettings(config, sides, ctx).attributeScheme, "lenient");
  assert.equal(
    resolveScoreSettings(config, { ...sides, attributeScheme: "exact" }, ctx).attributeScheme,
    "exact",
  );
  assert.throws(
    () => resolveScoreSettings({}, { ...sides, attributeScheme: "loose" }, ctx),
    /attribute-scheme.*strict, exact, partial, type, lenient, average/s,
  );
});
