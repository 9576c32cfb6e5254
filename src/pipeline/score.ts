import { createHash } from "node:crypto";
import type { Aligner } from "../align/align-spans.ts";
import { alignSpans } from "../align/align-spans.ts";
import { type DetailRow, describeLinks } from "../align/details.ts";
import { alignNervaluate } from "../align/nervaluate.ts";
import type { Profile, ScoreSettings } from "../config/settings.ts";
import type { Document, DocumentPair, Issue } from "../corpus/model.ts";
import { createNormalizer, fingerprintDocument } from "../corpus/normalize.ts";
import { pairDocuments } from "../corpus/pair.ts";
import { READERS } from "../formats/registry.ts";
import { buildScores, type InputSummary, type Scores } from "../measure/scores.ts";
import { addPair, emptyCorpusTally } from "../measure/tally-corpus.ts";
import type { FilePort } from "../ports/files.ts";
import { VERSION } from "../version.ts";

/** What a scoring run returns: the scores document and, when asked, every alignment row. */
export interface ScoreRun {
  readonly scores: Scores;
  readonly details: readonly DetailRow[] | null;
}

const ALIGNERS: Readonly<Record<Profile, Aligner>> = {
  default: alignSpans,
  conlleval: alignSpans,
  "seqeval-strict": alignSpans,
  nervaluate: alignNervaluate,
};

/** Order-independent fingerprint of one side: sha256 over the sorted per-document hashes. */
class SideFingerprint {
  private readonly hashes: string[] = [];
  add(doc: Document | undefined): void {
    if (doc !== undefined) this.hashes.push(fingerprintDocument(doc));
  }
  digest(): string {
    const h = createHash("sha256");
    for (const d of this.hashes.sort()) h.update(`${d}\n`);
    return h.digest("hex");
  }
}

function readPairs(
  settings: ScoreSettings,
  files: FilePort,
  report: (i: Issue) => void,
): Iterable<DocumentPair> {
  const read = READERS[settings.format].read(settings, files, report);
  return read.kind === "paired" ? read.pairs : pairDocuments(read.gold, read.system, report);
}

/** read → normalize → align → measure, one document at a time. */
export function scoreCorpus(
  settings: ScoreSettings,
  files: FilePort,
  options: { readonly details: boolean },
): ScoreRun {
  const issues: Issue[] = [];
  const report = (issue: Issue): void => {
    issues.push(issue);
  };
  const align = ALIGNERS[settings.compat];
  const total = emptyCorpusTally();
  const goldPrint = new SideFingerprint();
  const systemPrint = new SideFingerprint();
  const details: DetailRow[] | null = options.details ? [] : null;
  const normalizeGold = createNormalizer(settings, report, "gold");
  const normalizeSystem = createNormalizer(settings, report, "system");
  for (const raw of readPairs(settings, files, report)) {
    const gold = raw.gold && normalizeGold.normalize(raw.gold);
    const system = raw.system && normalizeSystem.normalize(raw.system);
    goldPrint.add(gold);
    systemPrint.add(gold === undefined ? undefined : system);
    const links = addPair(total, { ...raw, gold, system }, align);
    details?.push(...describeLinks(raw.id, gold, system, links));
  }
  normalizeGold.finish();
  normalizeSystem.finish();
  const summary = (
    path: string | null,
    documents: number,
    annotations: number,
    sha256: string,
  ): InputSummary => ({
    path,
    documents,
    annotations,
    sha256,
  });
  const scores = buildScores({
    total,
    settings,
    version: VERSION,
    inputs: {
      gold: summary(
        settings.gold ?? settings.input,
        total.goldDocuments,
        total.goldAnnotations,
        goldPrint.digest(),
      ),
      system: summary(
        settings.system ?? settings.input,
        total.systemDocuments,
        total.systemAnnotations,
        systemPrint.digest(),
      ),
    },
    issues,
  });
  return { scores, details };
}
