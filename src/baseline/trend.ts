import { scoringDifference } from "../config/scoring-settings.ts";
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

/**
 * Release tags (prereleases excluded) merged into the base ref, oldest version first; a string
 * when the base ref names no commit (a repository right after `git init`, a mistyped ref): the
 * trend is a figure of the report, not a reason to stop the run, so that is said under the chart.
 */
async function releaseTags(git: GitPort, q: TrendQuery): Promise<string[] | string> {
  if (!(await git.isRepository())) return [];
  // As the baseline search does (release-tag.ts): right after `git init` HEAD names no commit.
  if ((await git.commitOf(q.baseRef)) === null) {
    const why = q.baseRef === "HEAD" ? "the repository has no commits yet" : "no such commit";
    return `${q.baseRef} names no commit (${why}): no release is in the trend.`;
  }
  const tags = (await git.mergedTags(q.tagPattern, q.baseRef))
    .map(parseVersionTag)
    .filter((t): t is VersionTag => t !== null && t.prerelease === null);
  return tags.sort(byVersion).map((t) => t.name);
}

/** Why the trend holds no release: said under the chart rather than showing a lone point. */
async function noReleases(git: GitPort, q: TrendQuery): Promise<string> {
  if (!(await git.isRepository()))
    return "Not in a git repository, so there are no release tags: no release is in the trend.";
  return `No release tag matching '${q.tagPattern}' (prereleases excluded) is merged into ${q.baseRef}: no release is in the trend. Set baseline.tagPattern to your release tags' pattern.`;
}

/**
 * Why a release's stored figures cannot share a line with this run's: its gold fingerprint or
 * its defining settings differ (the comparison re-scores such a baseline; a trend point cannot
 * be re-scored without the release's system output). Null when it measured what this run does.
 */
function otherBasis(release: ScoresSnapshot, current: ScoresSnapshot): string | null {
  const [was, now] = [release.inputs.gold.sha256, current.inputs.gold.sha256];
  const settings = scoringDifference(release.settings, current.settings);
  const why = [
    ...(was === now ? [] : [`gold sha256 ${was.slice(0, 12)} → ${now.slice(0, 12)}`]),
    ...(settings === null ? [] : [`settings: ${settings}`]),
  ];
  return why.length === 0 ? null : why.join("; ");
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
  const listed = await releaseTags(git, q);
  const tags = typeof listed === "string" ? [] : listed;
  if (typeof listed === "string") notes.push(listed);
  else if (tags.length === 0) notes.push(await noReleases(git, q));
  const kept = tags.slice(-q.maxPoints);
  if (kept.length < tags.length)
    notes.push(
      `${tags.length - kept.length} older releases left out (at most ${q.maxPoints} shown).`,
    );
  const row = (values: ReadonlyMap<string, number>) => series.map((s) => values.get(s) ?? null);
  const other: string[] = [];
  for (const tag of kept) {
    const text = await git.readFile(tag, q.scoresFile);
    if (text === null) {
      missing.push(tag);
      continue;
    }
    let release: ScoresSnapshot;
    try {
      release = readScoresFile(text, `${tag}:${q.scoresFile}`);
    } catch (error) {
      notes.push(`${tag}: ${q.scoresFile} could not be read (${describeError(error)}).`);
      continue;
    }
    const basis = otherBasis(release, current);
    if (basis === null) points.push({ label: tag, values: row(pick(release)) });
    else other.push(`${tag} (${basis})`);
  }
  if (missing.length > 0)
    notes.push(`No ${q.scoresFile} at ${missing.join(", ")}; those releases are not in the trend.`);
  if (other.length > 0)
    notes.push(
      `Not in the trend, scored on other gold or under other settings than this run (their figures measure something else): ${other.join(", ")}.`,
    );
  points.push({ label: "current", values: row(pick(current)) });
  return { metric, series, points, notes };
}
