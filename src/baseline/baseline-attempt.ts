import { DataError, describeError, UserError } from "../errors.ts";
import type { GitPort } from "../ports/git.ts";
import type { BaselineSource } from "./comparison.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";

/** A source that produced a baseline, with where it came from and what was noted on the way. */
export interface Found {
  readonly kind: "found";
  readonly source: BaselineSource;
  readonly snapshot: ScoresSnapshot;
  readonly tag: string | null;
  readonly commit: string | null;
  readonly path: string | null;
  readonly notes: readonly string[];
}

/** One source tried: found, or missed with a human-readable reason (and the error, if one). */
export type Attempt =
  | Found
  | {
      readonly kind: "missed";
      readonly reason: string;
      readonly error?: unknown;
      /** The source failed (an API or git error), rather than having no baseline. */
      readonly failed?: boolean;
    };

/**
 * A miss caused by an error (kept, so a source asked for by name can rethrow it): the source
 * *failed* (an unreadable or corrupt baseline), which the report states as a warning.
 */
export function missedBy(error: unknown, what: string): Attempt {
  return { kind: "missed", reason: `${what}: ${describeError(error)}`, error, failed: true };
}

/** Re-scoring old system output against the current gold, when the run has scoring settings. */
export type Rescorer =
  | {
      readonly kind: "available";
      /** The system output's path (file or folder), relative to the working directory. */
      readonly systemPath: string;
      /**
       * The gold's path (file or folder) the output was scored against; null where the output
       * file is its own test set (per-item metrics).
       */
      readonly goldPath: string | null;
      /**
       * Scores the working tree with files (path → text) laid over it: the system output stored
       * at a tag, against the current gold; with the gold's files of the tag too, against that.
       */
      readonly score: (files: ReadonlyMap<string, string>) => ScoresSnapshot;
    }
  | { readonly kind: "unavailable"; readonly reason: string };

/**
 * GATE's "stored processing results": reads the system output committed at a tag and scores it
 * against the current gold. Missing output or unreadable data is a miss, not an error.
 *
 * `onTagGold` (the `tag-rescore` source): scored against the gold committed at the same tag
 * instead, as a scores file recorded there would have been; the gold check then re-scores it on
 * the current gold, or, when the gold has gained units the output was not made for, warns.
 * Scored on the current gold straight away, a gold that gained items since would count whatever
 * the old output lacks for them as wrong on the baseline side, unseen. Where the tag holds no
 * gold at the current gold's path, or its gold cannot be scored, the output is scored on the
 * current gold and a note says what that leaves unchecked.
 */
export async function rescoreAtTag(
  git: GitPort,
  rescore: Rescorer,
  at: { readonly tag: string; readonly commit: string | null; readonly notes: readonly string[] },
  onTagGold = false,
): Promise<Attempt> {
  if (rescore.kind === "unavailable") return { kind: "missed", reason: rescore.reason };
  const system = await filesAt(git, at.tag, rescore.systemPath);
  if (system.size === 0)
    return { kind: "missed", reason: `${at.tag} has no system output at ${rescore.systemPath}` };
  const scored = (files: ReadonlyMap<string, string>, notes: readonly string[], rethrow = false) =>
    scoredAt(rescore, files, at, notes, rethrow);
  const goldPath = rescore.goldPath;
  if (!onTagGold || goldPath === null) return scored(system, []);
  const unchecked = (why: string): string =>
    `${at.tag}:${rescore.systemPath}: ${why}, so the output stored there is scored on the current gold as it is; if the gold has gained documents or items since, they count as wrong on the baseline side (record a scores file at each release: goldgate record --tag).`;
  const gold = await filesAt(git, at.tag, goldPath);
  if (gold.size === 0) return scored(system, [unchecked(`${at.tag} holds no gold at ${goldPath}`)]);
  try {
    return scored(new Map([...gold, ...system]), [], true);
  } catch (error) {
    if (!(error instanceof UserError || error instanceof DataError)) throw error;
    const why = `the gold at ${at.tag} could not be scored (${describeError(error)})`;
    return scored(system, [unchecked(why)]);
  }
}

/** The files at `path` (a file or a folder) in `ref`, by path. */
async function filesAt(git: GitPort, ref: string, path: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const file of await git.listFiles(ref, path)) {
    const text = await git.readFile(ref, file);
    if (text !== null) files.set(file, text);
  }
  return files;
}

/**
 * The output scored with `files` laid over the working tree, as a `tag-rescore` baseline.
 * `rethrow`: a UserError or DataError is the caller's to handle, not a miss.
 */
function scoredAt(
  rescore: Extract<Rescorer, { kind: "available" }>,
  files: ReadonlyMap<string, string>,
  at: { readonly tag: string; readonly commit: string | null; readonly notes: readonly string[] },
  notes: readonly string[],
  rethrow: boolean,
): Attempt {
  const where = `${at.tag}:${rescore.systemPath}`;
  try {
    const snapshot = rescore.score(files);
    return {
      kind: "found",
      source: "tag-rescore",
      snapshot,
      ...at,
      notes: [...at.notes, ...notes],
      path: where,
    };
  } catch (error) {
    if (!rethrow && (error instanceof UserError || error instanceof DataError))
      return missedBy(error, where);
    throw error;
  }
}
