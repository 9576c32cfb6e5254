import assert from "node:assert/strict";
import { test } from "node:test";
import { baselineFlags } from "../../src/cli/baseline-setting-rows.ts";
import { INPUT_FLAGS, taskFlagsFrom } from "../../src/cli/options.ts";
import {
  type CamelName,
  type Flags,
  flagsFrom,
  flagValuesFrom,
  type SCORE_SETTING_TABLE,
} from "../../src/config/setting-table.ts";
import type { TaskFlags } from "../../src/pipeline/task.ts";
import { TASK_SETTINGS } from "../../src/pipeline/task-setting-rows.ts";

/** Compiles only when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const taskKeys: Same<keyof TaskFlags, CamelName<keyof typeof TASK_SETTINGS>> = true;
const scoreKeys: Same<
  keyof Flags,
  CamelName<Exclude<keyof typeof SCORE_SETTING_TABLE, "config">>
> = true;
// A switch is a boolean and a setting with a value is text, as parseArgs gives them.
const switchType: Same<NonNullable<Flags["strictTags"]>, boolean> = true;
const textType: Same<NonNullable<TaskFlags["judgements"]>, string> = true;

test("the flag-value types are the tables' rows, camel-cased (checked by the compiler)", () => {
  assert.deepEqual([taskKeys, scoreKeys, switchType, textType], [true, true, true, true]);
});

test("flag values are read from parsed arguments by the rows' flags, the unset left out", () => {
  const parsed = {
    "gold-format": "brat",
    "strict-tags": true,
    weights: undefined,
    level: "ordinal",
  };
  assert.deepEqual(flagsFrom({ ...parsed, config: "g.yml" }), {
    goldFormat: "brat",
    strictTags: true,
  });
  assert.deepEqual(taskFlagsFrom(parsed), { level: "ordinal" });
  assert.deepEqual(
    flagValuesFrom({ "kappa-feature": TASK_SETTINGS.level }, { "kappa-feature": "c" }),
    {
      kappaFeature: "c",
    },
  );
});

test("the flags that name an input, after which ./goldgate.yml is not read, are the rows marked so", () => {
  assert.deepEqual(INPUT_FLAGS, ["input", "gold", "system", "judgements", "current"]);
});

test("the baseline flags are keyed by their goldgate.yml names, read from the rows' paths", () => {
  // The source `--baseline` implies alone is decided with the config (baseline-settings.ts).
  assert.deepEqual(
    baselineFlags({ baseline: "b.json", "max-age-days": "3", scheme: "lenient", json: true }),
    { path: "b.json", maxAgeDays: "3", scheme: "lenient" },
  );
  assert.deepEqual(baselineFlags({ "baseline-ref": "main", source: "auto" }), {
    ref: "main",
    source: "auto",
  });
});
