import { DEFAULT_DIFF_LIMITS, type DiffLimits } from "../align/diff-view.ts";
import type { ScoresSnapshot } from "../baseline/scores-snapshot.ts";
import { collectTrend, type Trend } from "../baseline/trend.ts";
import { type MetricFamily, pathOf, recordOf } from "../measure/families/family.ts";
import { headlineFamily } from "../measure/families/registry.ts";
import type { GitPort } from "../ports/git.ts";
import type { ReportView } from "../report/html-report.ts";
import type { RunResult } from "../report/run-result.ts";
import { type RunDeps, runStages } from "./run.ts";
import type { RunSettings } from "./run-settings.ts";
import type { TaskRun } from "./task.ts";

/** Releases shown in the trend at most (the oldest are left out, said in a note). */
export const TREND_RELEASES = 20;
/** Type series beside the headline in the trend: those with the most gold support. */
const TREND_TYPES = 5;

/**
 * The trend's series: the headline, then the same figure of the best-supported types (rows at
 * `types.<T>` + the headline's path below its root, where a family has them).
 */
function trendSeries(family: MetricFamily, doc: unknown, view: string) {
  const main = family.headline(doc, view).main;
  const tail = pathOf(main.keys.slice(1));
  const types = family
    .rows(doc)
    .filter(
      (r) =>
        r.keys[0] === "types" &&
        r.keys.length === main.keys.length + 1 &&
        pathOf(r.keys.slice(2)) === tail,
    )
    .sort((a, b) => (b.support ?? 0) - (a.support ?? 0) || (a.label < b.label ? -1 : 1))
    .slice(0, TREND_TYPES);
  return [main, ...types].map((r) => ({ path: pathOf(r.keys), label: r.label }));
}

/** The headline family's figures across the release tags' scores files and this run. */
async function trendOf(
  settings: RunSettings,
  git: GitPort,
  current: ScoresSnapshot,
  baseline: Compared | null,
  view: string,
): Promise<Trend | null> {
  const family = headlineFamily(current.document);
  if (family === undefined) return null;
  const series = trendSeries(family, current.document, view);
  const pick = (s: ScoresSnapshot) => {
    const byPath = new Map(family.rows(s.document).map((r) => [pathOf(r.keys), r.value]));
    return new Map(
      series.flatMap((x) => {
        const v = byPath.get(x.path);
        return typeof v === "number" ? [[x.label, v] as const] : [];
      }),
    );
  };
  const b = settings.baseline;
  const query = {
    tagPattern: b.tagPattern,
    baseRef: b.baseRef,
    scoresFile: b.scoresFile,
    maxPoints: TREND_RELEASES,
  };
  const labels = series.map((x) => x.label);
  const trend = await collectTrend(
    git,
    query,
    series[0]?.label ?? family.title,
    labels,
    current,
    pick,
  );
  return withBaselinePoint(trend, baseline, (s) => labels.map((l) => pick(s).get(l) ?? null));
}

/** The compared baseline and the release tag it came from (the search's, else the file's own). */
interface Compared {
  readonly snapshot: ScoresSnapshot;
  readonly tag: string | null;
}

/**
 * The compared baseline as a point before the current run, when no release point is it already:
 * a baseline taken from a release tag (tag-file, release asset) is that release's point.
 */
function withBaselinePoint(
  trend: Trend,
  compared: Compared | null,
  values: (s: ScoresSnapshot) => (number | null)[],
): Trend {
  if (compared === null) return trend;
  const baseline = compared.snapshot;
  const label = compared.tag ?? baseline.recorded?.tag ?? "baseline";
  if (trend.points.some((p) => p.label === label)) return trend;
  const points = [...trend.points];
  points.splice(points.length - 1, 0, { label, values: values(baseline) });
  return { ...trend, points };
}

/**
 * The baseline's scores document as the families read per-document figures from it: a baseline
 * file stores the span rows compactly (`goldgate/tally-rows@1`); the snapshot holds them decoded.
 */
function baselineDocument(b: ScoresSnapshot | null): unknown {
  const root = recordOf(b?.document);
  if (b === null || root === undefined || root.documents === undefined) return b?.document ?? null;
  return { ...root, documents: b.documents };
}

/** A run and what its HTML report shows beyond the run result (docs/report.md). */
export async function runWithReport(
  settings: RunSettings,
  deps: RunDeps,
  limits: DiffLimits = DEFAULT_DIFF_LIMITS,
  given?: TaskRun,
): Promise<{ readonly result: RunResult; readonly view: ReportView }> {
  const stages = await runStages(settings, deps, limits, given);
  const view = settings.report.scheme;
  const compared =
    stages.baseline === null
      ? null
      : { snapshot: stages.baseline, tag: stages.result.comparison.baseline.tag };
  const trend = await trendOf(settings, deps.git, stages.current, compared, view);
  return {
    result: stages.result,
    view: {
      diff: stages.scored.diff,
      baseline: baselineDocument(stages.baseline),
      trend,
      ...(stages.scored.diffNote === undefined ? {} : { diffNote: stages.scored.diffNote }),
    },
  };
}
