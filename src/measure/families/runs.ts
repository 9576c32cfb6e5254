import { isCoefficient, isRawFigure } from "../../number-format.ts";
import {
  at,
  type FamilyRule,
  type FamilyTable,
  type Headline,
  type MetricFamily,
  type MetricRow,
  numberAt,
  pathOf,
  recordOf,
  rowAt,
} from "./family.ts";
import {
  type InnerFamily,
  innerFamiliesOf,
  RUNS_ROOT,
  runDocuments,
  runsResampling,
  STABILITY,
} from "./runs-resampling.ts";

/**
 * The repeated-runs family (docs/runs.md): `runs.mean.<path>`, `runs.min.<path>` (the worst run),
 * `runs.stability`; `runs.max.<path>` and `runs.sd.<path>` are reported, not compared. `<path>`
 * is any figure of a run's own families (`overall.strict.f1`, `labels.accuracy`).
 */

function present(doc: unknown): boolean {
  return Array.isArray(at(doc, [RUNS_ROOT, "scores"]));
}

function countOf(doc: unknown): number {
  return runDocuments(doc).length;
}

function headlineOf(inner: readonly InnerFamily[], doc: unknown, view?: string) {
  const run = runDocuments(doc)[0];
  const f = inner.find((x) => x.family.present(run));
  return f === undefined ? undefined : { family: f.family, h: f.family.headline(run, view) };
}

function stabilityRow(doc: unknown): MetricRow {
  const units = numberAt(doc, [RUNS_ROOT, "units"]);
  return rowAt(doc, [RUNS_ROOT, STABILITY], "stability (same outcome in every run)", units);
}

function statRow(doc: unknown, row: MetricRow, stat: "mean" | "min", detail: boolean): MetricRow {
  // A raw amount (a usage figure) is better lower: its lowest run is the cheapest, not the worst.
  const low = isRawFigure(row.keys.join(".")) ? "lowest of runs" : "worst run";
  const label = stat === "mean" ? `${row.label}, mean of runs` : `${row.label}, ${low}`;
  return rowAt(doc, [RUNS_ROOT, stat, ...row.keys], label, row.support, detail);
}

function rowsOf(inner: readonly InnerFamily[], doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  const run = runDocuments(doc)[0];
  const stated = (row: MetricRow): boolean =>
    at(doc, [RUNS_ROOT, "mean", ...row.keys]) !== undefined;
  const rows = inner
    .flatMap((f) => (f.family.present(run) ? f.family.rows(run) : []))
    .filter(stated);
  return [
    stabilityRow(doc),
    ...rows.map((r) => statRow(doc, r, "mean", r.detail === true)),
    ...rows.map((r) => statRow(doc, r, "min", true)),
  ];
}

/** How much of the interval is run noise, in words (docs/runs.md), or "". */
function noiseText(doc: unknown): string {
  const noise = numberAt(doc, [RUNS_ROOT, "noise"]);
  return noise === null ? "" : `; run noise ${Math.round(100 * noise)}% of the interval's variance`;
}

function headline(inner: readonly InnerFamily[], doc: unknown, view?: string): Headline {
  const found = headlineOf(inner, doc, view);
  const k = countOf(doc);
  if (found === undefined) return { main: stabilityRow(doc), beside: [], scope: `${k} runs` };
  const { h } = found;
  return {
    main: statRow(doc, h.main, "mean", false),
    beside: [statRow(doc, h.main, "min", false), stabilityRow(doc)],
    scope: `${h.scope}, K = ${k} run${k === 1 ? "" : "s"}${noiseText(doc)}`,
  };
}

/** The mean and spread of every figure: rates in one table, coefficients (κ, MCC) in another. */
function spreadTables(inner: readonly InnerFamily[], doc: unknown): FamilyTable[] {
  const run = runDocuments(doc)[0];
  const shown = inner
    .flatMap((f) => (f.family.present(run) ? f.family.rows(run) : []))
    .filter((r) => r.detail !== true && !r.keys.includes("usage"))
    .filter((r) => at(doc, [RUNS_ROOT, "mean", ...r.keys]) !== undefined);
  const row = (r: MetricRow) => [
    r.label,
    ...["mean", "sd", "min", "max"].map((s) => numberAt(doc, [RUNS_ROOT, s, ...r.keys])),
  ];
  const coefficients = shown.filter((r) => isCoefficient(pathOf(r.keys)));
  const title = `Repeated runs: mean and run-to-run spread over ${countOf(doc)} runs`;
  const columns = ["Figure", "Mean", "SD", "Worst run", "Best run"];
  const rates: FamilyTable = {
    id: "runs",
    title,
    lead: true,
    columns,
    fractions: [1, 2, 3, 4],
    rows: [
      ...shown.filter((r) => !coefficients.includes(r)).map(row),
      ["stability", numberAt(doc, [RUNS_ROOT, STABILITY]), null, null, null],
    ],
  };
  if (coefficients.length === 0) return [rates];
  const coefficientTable: FamilyTable = {
    id: "runs-coefficients",
    title: `${title}: coefficients`,
    columns,
    fractions: [],
    coefficients: [1, 2, 3, 4],
    rows: coefficients.map(row),
  };
  return [rates, coefficientTable];
}

function flipsTable(doc: unknown): FamilyTable {
  const k = countOf(doc);
  const flipped = at(doc, [RUNS_ROOT, "flipped"]);
  const rows = (Array.isArray(flipped) ? flipped : []).flatMap((u: unknown) => {
    const r = recordOf(u);
    return r === undefined || typeof r.id !== "string" || typeof r.flips !== "number"
      ? []
      : [[r.id, `${r.flips} of ${k}`]];
  });
  return {
    id: "runs-flipped",
    title: "Units whose outcome flipped between runs (flipped in k of K)",
    columns: ["Unit", "Flipped"],
    fractions: [],
    rows,
    listing: "flipped units",
  };
}

/** The repeated-runs family over the registry's families (`all` is called lazily). */
export function runsFamily(all: () => readonly MetricFamily[]): MetricFamily {
  // Made once (the registry does not change): each resample asks for them again.
  let families: InnerFamily[] | undefined;
  const inner = (): InnerFamily[] => {
    families ??= innerFamiliesOf(all());
    return families;
  };
  const ruleFor = (doc: unknown): FamilyRule => {
    const found = headlineOf(inner(), doc);
    if (found === undefined) return { metric: `${RUNS_ROOT}.${STABILITY}`, maxDrop: 0.05 };
    const { metric, maxDrop } =
      found.family.ruleFor?.(runDocuments(doc)[0]) ?? found.family.defaultRule;
    return { metric: `${RUNS_ROOT}.mean.${metric}`, maxDrop };
  };
  return {
    name: RUNS_ROOT,
    title: "Repeated runs",
    unit: "document",
    unitFor: (doc) => headlineOf(inner(), doc)?.family.unit ?? "document",
    roots: [RUNS_ROOT],
    // `runs.<stat>.<path>` ends in a rate of the family the runs carry; asked lazily (the registry).
    get rates() {
      const inner = all().flatMap((f) => (f.name === RUNS_ROOT ? [] : Object.values(f.rates)));
      return { [RUNS_ROOT]: [STABILITY, ...new Set(inner.flat())] };
    },
    defaultRule: { metric: `${RUNS_ROOT}.${STABILITY}`, maxDrop: 0.05 },
    ruleFor,
    present,
    goldName: (doc) => headlineOf(inner(), doc)?.family.goldName?.(runDocuments(doc)[0]) ?? "gold",
    headline: (doc, view) => headline(inner(), doc, view),
    rows: (doc) => rowsOf(inner(), doc),
    tables: (doc) => (present(doc) ? [...spreadTables(inner(), doc), flipsTable(doc)] : []),
    confusion: () => null,
    resampling: runsResampling(inner),
  };
}
