import { bootstrapVectors, planBootstrap } from "../baseline/bootstrap.ts";
import { forEachVector } from "../baseline/family-comparison.ts";
import type { ScoresSnapshot } from "../baseline/scores-snapshot.ts";
import type { Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import type { UnitResampling } from "../measure/families/family.ts";
import { type MetricKeys, recordOf } from "../measure/families/family.ts";
import { FAMILIES, headlineFamily } from "../measure/families/registry.ts";
import {
  type RunInput,
  type RunsDocument,
  runsStatistics,
} from "../measure/families/runs-document.ts";
import {
  innerFamiliesOf,
  RUNS_ROOT,
  type RunsTally,
  runDocuments,
} from "../measure/families/runs-resampling.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { FilePort } from "../ports/files.ts";

/**
 * Repeated runs (docs/runs.md): a system path with glob characters (`out/run-*.jsonl`) names K
 * system outputs of one gold; each is scored as its own run and the runs make one scores document.
 */

const GLOB = /[*?[]/;
/** Bootstrap draws of the run-noise share (seeded: the same runs give the same share). */
const NOISE_RESAMPLES = 200;
const NOISE_SEED = 20261;

/** A glob segment as a regular expression: `*` any run of characters but `/`, `?` one, `[…]` a class. */
function globRegExp(pattern: string): RegExp {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 1);
      if (end < 0) re += "\\[";
      else {
        re += `[${pattern
          .slice(i + 1, end)
          .replace(/^!/, "^")
          .replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

/** Whether a system path is a glob (repeated runs) rather than one file. */
export function isRunsGlob(path: string | null): boolean {
  return path !== null && (GLOB.test(path) || path.includes("\n"));
}

/**
 * Refuses to shard repeated runs: the runs family resamples items with all their runs and has no
 * shard merge, and a shard would read the glob as one file's name (docs/sharding.md).
 */
export function refuseShardedRuns(
  path: string | null,
  shard: { index: number; count: number },
): void {
  if (path === null || !isRunsGlob(path)) return;
  const named = path.includes("\n") ? path.split("\n").join(", ") : path;
  throw new UserError(
    `--shard ${shard.index}/${shard.count}: the system output '${named}' names repeated runs (docs/runs.md), which are scored whole, not in shards. Score the runs in one job ('goldgate run', or the Action's mode: check), or give each shard one system file.`,
  );
}

/**
 * The files a system path names: itself, or a glob's matches in code-point order; a list
 * (`inputs.system: [...]`, one path a line) names each of its paths in the order given.
 */
export function expandSystemPaths(path: string, files: FilePort): string[] {
  if (path.includes("\n")) return path.split("\n").flatMap((p) => expandSystemPaths(p, files));
  if (!GLOB.test(path)) return [path];
  const first = path.search(GLOB);
  const slash = path.lastIndexOf("/", first);
  const dir = slash < 0 ? "." : path.slice(0, slash) || "/";
  const rest = slash < 0 ? path : path.slice(slash + 1);
  const re = globRegExp(rest);
  const listed = files.kind(dir) === "directory" ? files.listFiles(dir).files : [];
  const matches = listed
    .filter((f) => re.test(f))
    .map((f) => (slash < 0 ? f : `${dir === "/" ? "" : dir}/${f}`))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (matches.length === 0)
    throw new UserError(
      `The system path '${path}' matches no file. A glob names the system outputs of repeated runs (docs/runs.md): check the directory and the pattern.`,
    );
  return matches;
}

function runsFamily() {
  const family = FAMILIES.find((f) => f.roots.includes(RUNS_ROOT));
  const resampling = family?.resampling as UnitResampling<RunsTally> | undefined;
  if (family === undefined || resampling === undefined)
    throw new Error("the repeated-runs family is not registered");
  return { family, resampling, inner: innerFamiliesOf(FAMILIES) };
}

/** Issues of every run once each, in run order. */
function issuesOf(runs: readonly unknown[]): Issue[] {
  const seen = new Set<string>();
  const out: Issue[] = [];
  for (const run of runs) {
    const list = recordOf(run)?.issues;
    for (const issue of Array.isArray(list) ? (list as Issue[]) : []) {
      const key = JSON.stringify(issue);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(issue);
      }
    }
  }
  return out;
}

/** Builds the scores document of K runs (K ≥ 1) from each run's scores and its system file. */
export function buildRunsDocument(
  runs: readonly unknown[],
  systems: readonly string[],
): RunsDocument {
  const first = recordOf(runs[0]) ?? {};
  const { resampling, inner } = runsFamily();
  const stats = runsStatistics(runs, inner, resampling);
  const shell = { [RUNS_ROOT]: { ...stats, scores: runs } };
  const inputs = recordOf(first.inputs) ?? {};
  const side = (v: unknown): RunInput => {
    const r = recordOf(v) ?? {};
    return { ...r, sha256: typeof r.sha256 === "string" ? r.sha256 : "" };
  };
  return {
    schema: typeof first.schema === "string" ? first.schema : "goldgate/scores@1",
    tool: { name: "goldgate", version: String(recordOf(first.tool)?.version ?? "") },
    settings: recordOf(first.settings) ?? {},
    inputs: {
      ...inputs,
      ...(inputs.gold === undefined ? {} : { gold: side(inputs.gold) }),
      system: { ...side(inputs.system), path: systems.join(", ") },
    },
    issues: issuesOf(runs),
    runs: {
      count: runs.length,
      systems: [...systems],
      ...stats,
      noise: runs.length < 2 ? null : noiseShare(shell, resampling),
      scores: runs,
    },
  };
}

/**
 * The share of the headline mean's variance that is run-to-run noise: sd² / K (the variance of a
 * mean of K independent runs) over the variance of the mean under a bootstrap of documents with
 * all their runs (which holds both the documents' spread and the run noise). Capped at 1.
 */
function noiseShare(doc: unknown, resampling: UnitResampling<RunsTally>): number | null {
  const family = headlineFamily(doc);
  const rule = family?.ruleFor?.(doc);
  if (rule === undefined) return null;
  const keys: MetricKeys = rule.metric.split(".");
  const sdKeys = [RUNS_ROOT, "sd", ...keys.slice(2)];
  let sd: unknown = doc;
  for (const k of sdKeys) sd = recordOf(sd)?.[k];
  const k = runDocuments(doc).length;
  if (typeof sd !== "number") return null;
  const units = resampling.units(doc, "runs").map((u) => u.tally);
  const n = units.length;
  const plan = planBootstrap(n, NOISE_RESAMPLES);
  const values: number[] = [];
  // The family's prepared weighing where it has one: the same figures, to the bit.
  const measure =
    resampling.weighted?.(units, [keys]) ?? ((w) => resampling.measure(units, w, [keys]));
  forEachVector(bootstrapVectors(n, plan, NOISE_SEED), n, (w) => {
    const v = measure(w)[0] ?? Number.NaN;
    if (Number.isFinite(v)) values.push(v);
  });
  if (values.length < 2) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const total = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
  return total <= 0 ? null : Math.min(1, (sd * sd) / k / total);
}

/**
 * A side as the comparability check reads it (baseline/comparable.ts): a side of repeated runs by
 * its first run's document and documents, since every run scores the same gold; any other side as
 * it is. So a runs side is held to the same check as a single run, not skipped for lacking
 * top-level documents.
 */
export function goldSideOf(side: ScoresSnapshot): ScoresSnapshot {
  if (recordOf(side.document)?.[RUNS_ROOT] === undefined) return side;
  const run = runDocuments(side.document)[0];
  const documents = recordOf(run)?.documents;
  return {
    ...side,
    documents: Array.isArray(documents) ? (documents as DocumentRow[]) : [],
    document: run,
  };
}

/**
 * The two sides of a comparison with like shapes: when one side holds repeated runs, an ordinary
 * scores document on the other counts as one run (so a K-run pull request compares with a
 * one-run baseline, and the reverse).
 */
export function alignRunSides(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
): { readonly baseline: ScoresSnapshot; readonly current: ScoresSnapshot } {
  const isRuns = (s: ScoresSnapshot): boolean => recordOf(s.document)?.[RUNS_ROOT] !== undefined;
  if (isRuns(baseline) === isRuns(current)) return { baseline, current };
  const wrap = (s: ScoresSnapshot): ScoresSnapshot =>
    isRuns(s)
      ? s
      : {
          ...s,
          documents: [],
          details: null,
          document: buildRunsDocument([s.document], [s.inputs.system.path ?? "system"]),
        };
  return { baseline: wrap(baseline), current: wrap(current) };
}
