import type { BaselineSettings } from "../baseline/baseline-settings.ts";
import { notComparable, notComparableNote } from "../baseline/comparable.ts";
import {
  type CompareOptions,
  compareScoresJointly,
  describeCurrentAlone,
} from "../baseline/compare-scores.ts";
import type { Comparison } from "../baseline/comparison.ts";
import { findBaseline, type LocatedBaseline, type Rescorer } from "../baseline/find-baseline.ts";
import type { JointNull } from "../baseline/joint-null.ts";
import { overlayFiles } from "../baseline/overlay-files.ts";
import { readDetailsTable, readScoresFile, scoresFileAt } from "../baseline/read-scores.ts";
import { checkSameGold } from "../baseline/same-gold.ts";
import { type ScoresSnapshot, snapshotScores } from "../baseline/scores-snapshot.ts";
import type { BaseBranchPort } from "../ports/base-branch.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import type { GitPort } from "../ports/git.ts";
import type { ReleasePort } from "../ports/releases.ts";
import { checkClassLimits } from "./name-budget.ts";
import { alignRunSides, goldSideOf } from "./repeated-runs.ts";
import { scoreTask, type TaskRun, type TaskSettings } from "./task.ts";

/** The current side: score now with settings, or read a scores file (and its details). */
export type CurrentSource =
  | { readonly kind: "score"; readonly settings: TaskSettings }
  | { readonly kind: "file"; readonly path: string; readonly detailsPath: string | null };

/** What to compare. */
export interface CompareRequest {
  readonly current: CurrentSource;
  readonly baseline: BaselineSettings;
}

/** The edges comparing touches. */
export interface CompareDeps {
  readonly files: FilePort;
  readonly git: GitPort;
  readonly releases: ReleasePort;
  /** The base branch's archived scores (the Action only). */
  readonly baseBranch?: BaseBranchPort;
}

/** A scoring run as a comparison side (details in scoring order: the diff orders what it needs). */
export function snapshotRun(run: TaskRun): ScoresSnapshot {
  return snapshotScores(run.scores, run.details);
}

function readCurrent(c: CurrentSource, files: FilePort): ScoresSnapshot {
  if (c.kind === "score") return snapshotRun(scoreTask(c.settings, files, { details: true }));
  const snapshot = readScoresFile(scoresFileAt(files, c.path), c.path);
  checkClassLimits([{ origin: c.path, doc: snapshot.document }], limitsOf(files));
  if (c.detailsPath === null) return snapshot;
  return {
    ...snapshot,
    details: readDetailsTable(scoresFileAt(files, c.detailsPath), c.detailsPath),
  };
}

/** The system file of a task that has one apart from its gold (re-scoring overlays it). */
function systemFile(task: TaskSettings): string | null {
  if (task.kind === "agreement" || task.kind === "spanAgreement") return null;
  if (task.kind === "items") return task.settings.system;
  return task.settings.input !== null ? null : task.settings.system;
}

/** The gold file or folder a task scores its system file against (null: none apart from it). */
function goldFile(task: TaskSettings): string | null {
  if (task.kind === "corpus" || task.kind === "labels") return task.settings.gold;
  return null;
}

/** Re-scoring old output needs scoring settings and a system file apart from the gold. */
export function rescorerFor(settings: TaskSettings | null, files: FilePort): Rescorer {
  if (settings === null)
    return {
      kind: "unavailable",
      reason:
        "the current side is a scores file (--current), so there are no scoring settings to re-score old output with",
    };
  if (settings.kind === "agreement" || settings.kind === "spanAgreement")
    return {
      kind: "unavailable",
      reason:
        settings.kind === "agreement"
          ? "an agreement table has no system output apart from its judgements to re-score"
          : "annotation sets have no system output apart from their annotations to re-score",
    };
  const systemPath = systemFile(settings);
  if (systemPath === null)
    return {
      kind: "unavailable",
      reason:
        "the conlleval layout (--input) keeps gold and system tags in one file, so old output cannot be scored against the current gold",
    };
  return {
    kind: "available",
    systemPath,
    goldPath: goldFile(settings),
    score: (laid) => snapshotRun(scoreTask(settings, overlayFiles(files, laid), { details: true })),
  };
}

function optionsFor(
  s: BaselineSettings,
  current: ScoresSnapshot,
  watch: readonly string[],
): CompareOptions {
  const beta = current.settings.beta;
  return {
    scheme: s.scheme,
    beta: typeof beta === "number" ? beta : 1,
    resamples: s.resamples,
    seed: s.seed,
    top: s.top,
    watch,
  };
}

/**
 * The compare stage for a side already in hand (a run that scored must not score again): find
 * the baseline, then compare, or describe the current side alone when there is none.
 */
export async function compareSnapshot(
  current: ScoresSnapshot,
  rescore: Rescorer,
  baseline: BaselineSettings,
  deps: CompareDeps,
  currentFile: string | null = null,
): Promise<Comparison> {
  return (await compareKeepingBaseline(current, rescore, baseline, deps, [], currentFile))
    .comparison;
}

/**
 * compareSnapshot, also handing back the baseline side it compared with (null without one) and
 * the joint randomization of the metrics `watch` names (the gate's family-wise correction).
 * `currentFile`: the scores file the current side was read from (null: scored in this run).
 * `located`: where the sources led, when looked for before scoring (`runStages`).
 */
export async function compareKeepingBaseline(
  current: ScoresSnapshot,
  rescore: Rescorer,
  baseline: BaselineSettings,
  deps: CompareDeps,
  watch: readonly string[] | ((doc: unknown) => readonly string[]) = [],
  currentFile: string | null = null,
  located?: LocatedBaseline,
): Promise<{
  readonly comparison: Comparison;
  readonly baseline: ScoresSnapshot | null;
  readonly joint: readonly JointNull[];
  /** The current side as compared: a one-run side against repeated runs is a runs document. */
  readonly current: ScoresSnapshot;
}> {
  const found = await findBaseline(
    baseline,
    {
      gold: current.inputs.gold.sha256,
      settings: current.settings,
      document: current.document,
      documents: current.documents,
    },
    { ...deps, rescore },
    located,
  );
  const watchOf = (doc: unknown) => (typeof watch === "function" ? watch(doc) : watch);
  const options = optionsFor(baseline, current, watchOf(current.document));
  if (found.kind !== "found")
    return {
      comparison: describeCurrentAlone(current, found.provenance, options),
      baseline: null,
      joint: [],
      current,
    };
  checkSameGold(found.snapshot, current, found.provenance, currentFile);
  const refused = notComparable(goldSideOf(found.snapshot), goldSideOf(current));
  if (refused !== null) {
    const provenance = {
      ...found.provenance,
      notes: [...found.provenance.notes, notComparableNote(refused)],
    };
    const alone = describeCurrentAlone(current, provenance, options);
    return {
      comparison: { ...alone, notComparable: refused },
      baseline: null,
      joint: [],
      current,
    };
  }
  const sides = alignRunSides(found.snapshot, current);
  const shared = found.provenance.gold?.action === "shared";
  const aligned = { ...options, watch: watchOf(sides.current.document), sharedUnits: shared };
  const compared = compareScoresJointly(sides.baseline, sides.current, found.provenance, aligned);
  return { ...compared, baseline: found.snapshot, current: sides.current };
}

/** current (scored now or read) → find the baseline → compare. */
export async function compareWithBaseline(
  r: CompareRequest,
  deps: CompareDeps,
): Promise<Comparison> {
  return (await compareWithCurrent(r, deps)).comparison;
}

/** compareWithBaseline, also handing back the current scores document as it was compared. */
export async function compareWithCurrent(
  r: CompareRequest,
  deps: CompareDeps,
): Promise<{ readonly comparison: Comparison; readonly current: unknown }> {
  const current = readCurrent(r.current, deps.files);
  const settings = r.current.kind === "score" ? r.current.settings : null;
  const file = r.current.kind === "file" ? r.current.path : null;
  const rescore = rescorerFor(settings, deps.files);
  const kept = await compareKeepingBaseline(current, rescore, r.baseline, deps, [], file);
  return { comparison: kept.comparison, current: kept.current.document };
}
