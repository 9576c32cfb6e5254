import { describeError } from "../errors.ts";
import type { GitPort } from "../ports/git.ts";
import { readScoresFile } from "./read-scores.ts";
import { parseVersionTag, type VersionTag } from "./release-tag.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";

/**
 * A metric across releases: one point per release tag whose commit holds a scores file, oldest
 * first, then the current run. `values[k]` is series `k` at that point (a fraction), or null.
 */
export interface Trend {
  /** What the first series is, e.g. `overall strict F1`. */
  readonly metric: string;
  /** Series names: the headline first, then types. */
  readonly series: readonly string[];
  readonly points: readonly TrendPoint[];
  /** Tags passed over, and why (one note per cause). */
  readonly notes: readonly string[];
}

/** One release (or the current run). */
export interface TrendPoint {
  readonly label: string;
  readonly values: readonly (number | null)[];
}

/** The headline and per-series values of one side, read from its snapshot. */
export type TrendPicker = (snapshot: ScoresSnapshot) => ReadonlyMap<string, number>;

/** Where release scores are: tags matching `tagPattern` merged into `baseRef`, file `scoresFile`. */
export interface TrendQuery {
  readonly tagPattern: string;
  readonly baseRef: string;
  readonly scoresFile: string;
  /** Most recent releases kept (older ones are left out, said in a note). */
  readonly maxPoints: number;
}

function byVersion(a: VersionTag, b: VersionTag): number {
  for (let k = 0; k < 3; k++) {
    const d = (a.version[k] ?? 0) - (b.version[k] ?? 0);
    if (d !== 0) return d;
  }
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Release tags (prereleases excluded) merged into the base ref, oldest version first. */
async function releaseTags(git: GitPort, q: TrendQuery): Promise<string[]> {
  if (!(await git.isRepository())) return [];
  const tags = (await git.mergedTags(q.tagPattern, q.baseRef))
    .map(parseVersionTag)
    .filter((t): t is VersionTag => t !== null && t.prerelease === null);
  return tags.sort(byVersion).map((t) => t.name);
}

/**
 * The trend of `series` (the headline first) over the release tags' scores files and the current
 * snapshot. Tags without a readable scores file are passed over with a note, never silently.
 */
export async function collectTrend(
  git: GitPort,
  q: TrendQuery,
  metric: string,
  series: readonly string[],
  current: ScoresSnapshot,
  pick: TrendPicker,
): Promise<Trend> {
  const notes: string[] = [];
  const points: TrendPoint[] = [];
  const missing: string[] = [];
  const tags = await releaseTags(git, q);
  const kept = tags.slice(-q.maxPoints);
  if (kept.length < tags.length)
    notes.push(
      `${tags.length - kept.length} older releases left out (at most ${q.maxPoints} shown).`,
    );
  const row = (values: ReadonlyMap<string, number>) => series.map((s) => values.get(s) ?? null);
  for (const tag of kept) {
    const text = await git.readFile(tag, q.scoresFile);
    if (text === null) {
      missing.push(tag);
      continue;
    }
    try {
      points.push({
        label: tag,
        values: row(pick(readScoresFile(text, `${tag}:${q.scoresFile}`))),
      });
    } catch (error) {
      notes.push(`${tag}: ${q.scoresFile} could not be read (${describeError(error)}).`);
    }
  }
  if (missing.length > 0)
    notes.push(`No ${q.scoresFile} at ${missing.join(", ")}; those releases are not in the trend.`);
  points.push({ label: "current", values: row(pick(current)) });
  return { metric, series, points, notes };
}
