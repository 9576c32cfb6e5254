import type { Issue } from "../../corpus/model.ts";
import type { MetricKeys, MetricRow, UnitResampling } from "./family.ts";
import {
  flipsOf,
  type InnerFamily,
  innerRows,
  RUN_STATS,
  RUNS_ROOT,
  type RunsTally,
  STABILITY,
} from "./runs-resampling.ts";

/** A unit whose outcome differs between runs: in how many runs it differs from its usual one. */
export interface FlippedUnit {
  readonly id: string;
  readonly flips: number;
}

/** A tree of figures at the run documents' own paths (`overall.strict.f1` → a number or null). */
export interface FigureTree {
  readonly [key: string]: FigureTree | number | null;
}

/** `runs` of a scores document of repeated runs (docs/runs.md). */
export interface RunsSection {
  readonly count: number;
  /** Each run's system file, in run order. */
  readonly systems: readonly string[];
  readonly mean: FigureTree;
  readonly min: FigureTree;
  readonly max: FigureTree;
  /** Sample standard deviation over runs (n − 1); null with one run. */
  readonly sd: FigureTree;
  /** Share of units with the same outcome in every run; null without units. */
  readonly stability: number | null;
  readonly units: number;
  /** Units that flipped, most flips first, then by id. */
  readonly flipped: readonly FlippedUnit[];
  /**
   * Share of the variance of the headline mean's interval that is run-to-run noise (sd² / K over
   * the document-bootstrap variance of the mean); null with one run.
   */
  readonly noise: number | null;
  /** Each run's own scores document, in run order. */
  readonly scores: readonly unknown[];
}

/** One side's input summary as run 1 states it (path, counts, sha256). */
export type RunInput = { readonly sha256: string } & Readonly<Record<string, unknown>>;

/** A scores document of K runs: run 1's schema, tool, settings and inputs; every run's issues. */
export interface RunsDocument {
  readonly schema: string;
  readonly tool: { readonly name: "goldgate"; readonly version: string };
  readonly settings: Readonly<Record<string, unknown>>;
  /** `gold` only where the runs have one (per-item metrics have none: their file is `items`). */
  readonly inputs: { readonly gold?: RunInput; readonly system: RunInput };
  readonly issues: readonly Issue[];
  readonly runs: RunsSection;
}

function setAt(tree: Record<string, unknown>, keys: MetricKeys, value: number | null): void {
  let node = tree;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else {
      const next = (node[key] ?? Object.create(null)) as Record<string, unknown>;
      node[key] = next;
      node = next;
    }
  });
}

/** Sorted-key copy of a tree (JSON output is byte-stable). */
function sortTree(tree: Readonly<Record<string, unknown>>): FigureTree {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(tree).sort()) {
    const v = tree[key];
    out[key] = v !== null && typeof v === "object" ? sortTree(v as Record<string, unknown>) : v;
  }
  return out as FigureTree;
}

function sampleSd(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 2 || values.some((v) => !Number.isFinite(v))) return null;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
}

/** The figures and unit outcomes of K run documents, through the runs family's resampling. */
export function runsStatistics(
  runs: readonly unknown[],
  inner: readonly InnerFamily[],
  resampling: UnitResampling<RunsTally>,
): Omit<RunsSection, "count" | "systems" | "noise" | "scores"> {
  const shell = { [RUNS_ROOT]: { scores: runs } };
  const units = resampling.units(shell, "runs");
  const tallies = units.map((u) => u.tally);
  const ones = new Float64Array(units.length).fill(1);
  const rows: MetricRow[] = innerRows(inner, runs[0]);
  const keys = RUN_STATS.flatMap((s) => rows.map((r) => [RUNS_ROOT, s, ...r.keys]));
  const measured = resampling.measure(tallies, ones, [...keys, [RUNS_ROOT, STABILITY]]);
  const trees: Record<string, Record<string, unknown>> = { mean: {}, min: {}, max: {}, sd: {} };
  keys.forEach((k, i) => {
    const v = measured[i] ?? Number.NaN;
    if (Number.isFinite(v)) setAt(trees[k[1] as string] ?? {}, k.slice(2), v);
  });
  const meanKeys = rows.map((r) => [RUNS_ROOT, "mean", ...r.keys]);
  const each = runs.map((run) => {
    const one = resampling.units({ [RUNS_ROOT]: { scores: [run] } }, "runs");
    const w = new Float64Array(one.length).fill(1);
    return resampling.measure(
      one.map((u) => u.tally),
      w,
      meanKeys,
    );
  });
  rows.forEach((r, j) => {
    if (Number.isFinite(measured[j] ?? Number.NaN))
      setAt(trees.sd ?? {}, r.keys, sampleSd(each.map((figures) => figures[j] ?? Number.NaN)));
  });
  const flipped = units
    .map((u) => ({ id: u.id, flips: flipsOf(outcomes(u.tally, inner)) }))
    .filter((u) => u.flips > 0)
    .sort((a, b) => b.flips - a.flips || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const stability = measured[keys.length] ?? Number.NaN;
  return {
    mean: sortTree(trees.mean ?? {}),
    min: sortTree(trees.min ?? {}),
    max: sortTree(trees.max ?? {}),
    sd: sortTree(trees.sd ?? {}),
    stability: Number.isFinite(stability) ? stability : null,
    units: units.length,
    flipped,
  };
}

function outcomes(t: RunsTally, inner: readonly InnerFamily[]): number[] {
  const f = inner.find((x) => t[x.family.name] !== undefined);
  return f === undefined ? [] : (t[f.family.name] ?? []).map((u) => f.resampling.outcome(u).score);
}
