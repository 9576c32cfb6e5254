import {
  DEFAULT_SCORE_SETTINGS,
  PROFILE_OVERRIDES,
  type Profile,
} from "../../src/config/settings.ts";
import type { Scores } from "../../src/measure/scores.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles } from "../formats/memory-files.ts";

/**
 * Scores a JSONL gold and system (one record a line, given as text) in memory under a profile,
 * without details; `allowEmpty` as a run's flag.
 */
export function scoreJsonl(
  gold: string,
  system: string,
  compat: Profile = "default",
  allowEmpty = false,
): Scores {
  const files = memoryFiles({ "g.jsonl": `${gold}\n`, "s.jsonl": `${system}\n` });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    ...PROFILE_OVERRIDES[compat],
    compat,
    format: "jsonl" as const,
    gold: "g.jsonl",
    system: "s.jsonl",
    allowEmpty,
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}
