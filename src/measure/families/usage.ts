import { DataError } from "../../errors.ts";
import {
  measureUsage,
  type UsageFigures,
  type UsageUnit,
  usageMeasure,
  usageSection,
} from "../usage/measure-usage.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  type FamilyTable,
  type MetricFamily,
  type MetricKeys,
  type MetricRow,
  numberAt,
  recordOf,
  rowAt,
  type ShardMerging,
  type Unit,
  type UnitResampling,
} from "./family.ts";
import { weighedSection } from "./present-units.ts";
import { drawnUsage, swappedUsage } from "./usage-pairs.ts";
import { verifyMeasured } from "./verify-recomputed.ts";

/**
 * Cost and latency beside quality (docs/families.md, "Usage"): `usage.tokens.total|mean`,
 * `usage.cost.total|mean`, `usage.latency.p50|p95` over the system documents that report them.
 * Raw numbers, not fractions: renderers print them as they are (gate/describe-check.ts
 * `isRawFigure`), and a rise is the regression (`lowerIsBetter`).
 */

const ROOT = "usage";

function present(doc: unknown): boolean {
  return recordOf(at(doc, [ROOT, "cost"])) !== undefined;
}

const FIGURES: readonly (readonly [string, string, string])[] = [
  ["cost", "total", "total cost"],
  ["cost", "mean", "mean cost per document"],
  ["tokens", "total", "total tokens"],
  ["tokens", "mean", "mean tokens per document"],
  ["latency", "p50", "latency p50 (ms)"],
  ["latency", "p95", "latency p95 (ms)"],
];

function rowsOf(doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  return FIGURES.map(([field, figure, label]) =>
    rowAt(doc, [ROOT, field, figure], label, numberAt(doc, [ROOT, field, "reported"])),
  );
}

function tablesOf(doc: unknown): FamilyTable[] {
  if (!present(doc)) return [];
  const notes = at(doc, [ROOT, "notes"]);
  const noted = Array.isArray(notes) ? notes.filter((n) => typeof n === "string") : [];
  return [
    {
      id: "usage",
      title: `Usage (raw numbers: tokens, the output's cost unit, milliseconds)${noted.length === 0 ? "" : ` — ${noted.join("; ")}`}`,
      columns: ["Figure", "Value", "Documents reporting"],
      fractions: [],
      raw: [1],
      rows: rowsOf(doc).map((r) => [r.label, r.value, r.support]),
    },
  ];
}

function optional(r: Readonly<Record<string, unknown>>, key: string): number | undefined | false {
  const v = r[key];
  if (v === undefined) return undefined;
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : false;
}

function readUnit(value: unknown, k: number, origin: string): Unit<UsageUnit> {
  const r = recordOf(value);
  const tokens = r === undefined ? false : optional(r, "tokens");
  const cost = r === undefined ? false : optional(r, "cost");
  const latencyMs = r === undefined ? false : optional(r, "latencyMs");
  if (
    r === undefined ||
    typeof r.document !== "string" ||
    [tokens, cost, latencyMs].includes(false)
  )
    throw new DataError(
      { file: origin },
      `usage.units[${k}]: expected { document, tokens?, cost?, latencyMs? } with numbers ≥ 0`,
    );
  const unit: UsageUnit = {
    document: r.document,
    ...(typeof tokens === "number" ? { tokens } : {}),
    ...(typeof cost === "number" ? { cost } : {}),
    ...(typeof latencyMs === "number" ? { latencyMs } : {}),
  };
  return { id: r.document, tally: unit };
}

const describe = (u: UsageUnit): string =>
  [
    u.tokens === undefined ? "tokens not reported" : `${u.tokens} tokens`,
    u.cost === undefined ? "cost not reported" : `cost ${Number(u.cost.toPrecision(6))}`,
    u.latencyMs === undefined ? "latency not reported" : `${u.latencyMs} ms`,
  ].join(", ");

/** `measure` of the present units, prepared once (a column per field, latencies sorted once). */
const weighedUsage = weighedSection<UsageUnit>(ROOT, usageMeasure);

const resampling: UnitResampling<UsageUnit> = {
  units: (doc, origin) => {
    const units = at(doc, [ROOT, "units"]);
    return Array.isArray(units) ? units.map((u, k) => readUnit(u, k, origin)) : [];
  },
  measure: (units, weights, keys) => measureKeys({ [ROOT]: measureUsage(units, weights) }, keys),
  weighted: (tallies, keys) => weighedUsage(tallies, keys),
  // Both: the documents alike on both sides summed once, each side's percentiles found among
  // the alike latencies and its own (usage-pairs.ts; the totals within the last bits).
  paired: (baseline, current, keys) => {
    const both = drawnUsage(baseline, current);
    return (w) => keyedPair(both(w), keys);
  },
  swapped: (baseline, current, keys) => {
    const both = swappedUsage(baseline, current);
    return (swap) => keyedPair(both(swap), keys);
  },
  // Usage has no right or wrong: every document scores 1, so none is "newly broken".
  outcome: (u) => ({ score: 1, text: describe(u) }),
};

/** Both sides' figures read at `keys`. */
function keyedPair(
  [a, b]: readonly [UsageFigures, UsageFigures],
  keys: readonly MetricKeys[],
): readonly [Float64Array, Float64Array] {
  return [measureKeys({ [ROOT]: a }, keys), measureKeys({ [ROOT]: b }, keys)];
}

const merging: ShardMerging = {
  ids: (doc, origin) => resampling.units(doc, origin).map((u) => u.id),
  // A section no unit reports in (JSONL shards keep one) is dropped, as scoring the whole would.
  merge: (parts) => {
    const units = parts.flatMap((p) => resampling.units(p.doc, p.origin).map((u) => u.tally));
    const reported = units.some((u) => Object.keys(u).length > 1);
    return {
      // undefined: the key is claimed (the shards carried it) and left out of the merged file.
      sections: { [ROOT]: reported ? usageSection(units) : undefined },
      issues: [],
      issueKinds: [],
    };
  },
};

/** The usage family: never the headline (it comes last in the registry). */
export const USAGE_FAMILY: MetricFamily = {
  name: "usage",
  title: "Usage (cost and latency)",
  unit: "document",
  roots: [ROOT],
  rates: { [ROOT]: [...new Set(FIGURES.map(([, figure]) => figure))] },
  defaultRule: { metric: "usage.cost.mean", maxDrop: 1 },
  present,
  headline: (doc) => {
    const [main, ...beside] = rowsOf(doc);
    const n = numberAt(doc, [ROOT, "documents"]) ?? 0;
    return {
      main: main ?? rowAt(doc, [ROOT, "cost", "total"], "total cost"),
      beside,
      scope: `on ${n} system ${n === 1 ? "document" : "documents"}`,
    };
  },
  rows: rowsOf,
  tables: tablesOf,
  confusion: () => null,
  resampling: resampling as UnitResampling<unknown>,
  merging,
  // Measured from its units, not rebuilt by `merging` (which drops a section nothing reports in).
  verify: (doc, origin) => verifyMeasured(USAGE_FAMILY, doc, origin),
};
