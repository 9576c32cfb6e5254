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
      /** Scores system files (path → text) against the current gold. */
      readonly score: (system: ReadonlyMap<string, string>) => ScoresSnapshot;
    }
  | { readonly kind: "unavailable"; readonly reason: string };

/**
 * GATE's "stored processing results": reads the system output committed at a tag and scores it
 * against the current gold. Missing output or unreadable data is a miss, not an error.
 */
export async function rescoreAtTag(
  git: GitPort,
  rescore: Rescorer,
  at: { readonly tag: string; readonly commit: string | null; readonly notes: readonly string[] },
): Promise<Attempt> {
  if (rescore.kind === "unavailable") return { kind: "missed", reason: rescore.reason };
  const where = `${at.tag}:${rescore.systemPath}`;
  const paths = await git.listFiles(at.tag, rescore.systemPath);
  if (paths.length === 0)
    return { kind: "missed", reason: `${at.tag} has no system output at ${rescore.systemPath}` };
  const system = new Map<string, string>();
  for (const path of paths) {
    const text = await git.readFile(at.tag, path);
    if (text !== null) system.set(path, text);
  }
  try {
    const snapshot = rescore.score(system);
    return { kind: "found", source: "tag-rescore", snapshot, ...at, path: where };
  } catch (error) {
    if (error instanceof UserError || error instanceof DataError) return missedBy(error, where);
    throw error;
  }
}
