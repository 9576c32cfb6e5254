import { join } from "node:path";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";

/** The bundled NER example scored with its alignment details: what a recorded baseline holds. */
export function exampleDetailsRun(): ReturnType<typeof scoreCorpus> {
  return scoreCorpus(
    {
      ...DEFAULT_SCORE_SETTINGS,
      format: "conll",
      gold: join(REPO, "examples/ner/gold.conll"),
      system: join(REPO, "examples/ner/system.conll"),
    },
    nodeFiles,
    { details: true },
  );
}
