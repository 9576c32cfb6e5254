import type { SettingSpec } from "../config/setting-table.ts";
import { TASK_SETTINGS } from "../pipeline/task-setting-rows.ts";
import { BASELINE_SETTINGS } from "./baseline-setting-rows.ts";
import { OUTPUT_SETTINGS } from "./output-setting-rows.ts";

/**
 * The settings of the commands beyond how to score (config/setting-table.ts): the task
 * (pipeline/task-setting-rows.ts), the baseline (baseline-setting-rows.ts) and the outputs
 * (output-setting-rows.ts), in `--help` order after the scoring settings. Kept out of config/
 * because their closed sets live in their stages (baseline sources, span schemes, agreement scales).
 */
export const COMMAND_SETTING_TABLE = {
  ...TASK_SETTINGS,
  ...BASELINE_SETTINGS,
  ...OUTPUT_SETTINGS,
} as const satisfies Record<string, SettingSpec>;
