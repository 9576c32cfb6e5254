import type { BaselineFlags } from "../baseline/baseline-settings.ts";
import { BASELINE_SOURCE_SETTINGS } from "../baseline/comparison.ts";
import {
  COMPARED,
  choiceOf,
  fileFlag,
  GATED,
  type SettingSpec,
  TRIO,
} from "../config/setting-spec.ts";
import { SCORES_ASSET } from "../ports/releases.ts";

/** Where the baseline comes from and how the comparison resamples (docs/comparison.md). */
export const BASELINE_SETTINGS = {
  baseline: {
    ...fileFlag("baseline scores file (implies --source path)"),
    config: "baseline.path",
    default: null,
    commands: GATED,
    reads: COMPARED,
  },
  "baseline-ref": {
    type: "string",
    value: "REF",
    help: "read the baseline from the scores file committed at git REF (implies --source ref)",
    config: "baseline.ref",
    default: null,
    commands: GATED,
    reads: COMPARED,
  },
  current: {
    ...fileFlag("current scores file instead of scoring now"),
    config: null,
    default: null,
    commands: ["compare"],
    reads: ["scoresFile"],
    namesInput: true,
  },
  "current-details": {
    ...fileFlag("details JSON of --current (score --details)"),
    config: null,
    default: null,
    commands: ["compare"],
    reads: ["scoresFile"],
  },
  source: {
    ...choiceOf(BASELINE_SOURCE_SETTINGS),
    help: "where the baseline comes from (default auto)",
    config: "baseline.source",
    choices: BASELINE_SOURCE_SETTINGS,
    default: "auto",
    commands: GATED,
    reads: COMPARED,
  },
  "scores-file": {
    type: "string",
    value: "PATH",
    help: `scores file committed at the release tag or --baseline-ref (default ${SCORES_ASSET})`,
    config: "baseline.scoresFile",
    default: SCORES_ASSET,
    commands: GATED,
    reads: COMPARED,
  },
  "tag-pattern": {
    type: "string",
    value: "GLOB",
    help: "release tags (default v*)",
    config: "baseline.tagPattern",
    default: "v*",
    commands: TRIO,
    reads: COMPARED,
  },
  "base-ref": {
    type: "string",
    value: "REF",
    help: "release tags must be merged into REF (default HEAD)",
    config: "baseline.baseRef",
    default: "HEAD",
    commands: GATED,
    reads: COMPARED,
  },
  resamples: {
    type: "string",
    value: "N",
    help: "bootstrap resamples and permutations (default 1000)",
    config: "baseline.resamples",
    default: "1000",
    commands: GATED,
    reads: COMPARED,
  },
  seed: {
    type: "string",
    value: "N",
    help: "seed of the resampling (default 1)",
    config: "baseline.seed",
    default: "1",
    commands: GATED,
    reads: COMPARED,
  },
  "max-age-days": {
    type: "string",
    value: "N",
    help: "warn when the baseline's commit is more than N days older than HEAD's (default 14; 0: never)",
    config: "baseline.maxAgeDays",
    default: "14",
    commands: GATED,
    reads: COMPARED,
  },
  top: {
    type: "string",
    value: "N",
    help: "per-document regressions and improvements listed (default 10)",
    config: "baseline.top",
    default: "10",
    commands: GATED,
    reads: COMPARED,
  },
} as const satisfies Record<string, SettingSpec>;

const SECTION = "baseline.";

/**
 * The baseline flags `compare` and `run` share, keyed by their goldgate.yml names (`--baseline`
 * is `path`; `--scheme` sets `baseline.scheme` beside `report.scheme`). Which source a flag alone
 * implies is decided with the config (baseline-settings.ts).
 */
export function baselineFlags(values: Readonly<Record<string, unknown>>): BaselineFlags {
  const rows: Readonly<Record<string, SettingSpec>> = BASELINE_SETTINGS;
  const out: Record<string, string> = {};
  for (const [flag, spec] of Object.entries(rows)) {
    const value = values[flag];
    if (spec.config?.startsWith(SECTION) === true && typeof value === "string")
      out[spec.config.slice(SECTION.length)] = value;
  }
  if (typeof values.scheme === "string") out.scheme = values.scheme;
  return out;
}
