import type { GitPort } from "../ports/git.ts";
import type { BaselineProvenance } from "./comparison.ts";

/** When the baseline's scores were recorded and how old they are (docs/comparison.md, "Age"). */
export interface BaselineAge {
  /** Committer date of the baseline's commit, ISO 8601 UTC; null when no commit is known. */
  readonly date: string | null;
  /** Whole days from `date` to the current commit's date (HEAD), at least 0; null if unknown. */
  readonly ageDays: number | null;
  /** `ageDays` is past `baseline.maxAgeDays` (0 turns the check off). */
  readonly stale: boolean;
}

export const NO_AGE: BaselineAge = Object.freeze({ date: null, ageDays: null, stale: false });

const DAY_MS = 86_400_000;

/**
 * Dates a baseline: the first of `commits` git knows (the commit the scores were recorded at,
 * then the one they were read at), measured against HEAD's committer date, so the same commit
 * gives the same bytes. Git failures leave the age unknown; they never fail the run.
 */
export async function baselineAge(
  git: GitPort,
  commits: readonly (string | null)[],
  maxAgeDays: number,
): Promise<BaselineAge> {
  let date: string | null = null;
  for (const commit of commits) {
    if (commit === null) continue;
    date = await git.commitDate(commit);
    if (date !== null) break;
  }
  if (date === null) return NO_AGE;
  const head = await git.commitDate("HEAD");
  const ageDays =
    head === null ? null : Math.max(0, Math.floor((Date.parse(head) - Date.parse(date)) / DAY_MS));
  return { date, ageDays, stale: ageDays !== null && maxAgeDays > 0 && ageDays > maxAgeDays };
}

/** `20 days old`, `1 day old`. */
export function describeAge(days: number): string {
  return `${days} day${days === 1 ? "" : "s"} old`;
}

/**
 * A found baseline's provenance with its commit date and age (of `recorded`, the commit its scores
 * were recorded at, when git knows it, else of the commit it was read at), stale past `maxAgeDays`.
 * The staleness is said once: in the baseline line (`stale: 31 days old`) and, with the advice, by
 * the gate's `staleBaseline` case; not again as a note.
 */
export async function datedProvenance(
  p: BaselineProvenance,
  recorded: string | null,
  git: GitPort,
  maxAgeDays: number,
): Promise<BaselineProvenance> {
  const age = await baselineAge(git, [recorded, p.commit], maxAgeDays);
  return { ...p, ...age };
}
