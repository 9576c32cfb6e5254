import type { ClassChange, ClassChanges } from "../baseline/class-changes.ts";
import type { Comparison, MetricDelta, Spread, TypeStatus } from "../baseline/comparison.ts";
import type { Verdict } from "../gate/verdict.ts";
import {
  at,
  type ClassTableSpec,
  type ClassTotal,
  type FamilyClass,
  type MetricFamily,
  type MetricKeys,
  type MetricRow,
  pathOf,
  type RowCounts,
  recordOf,
} from "../measure/families/family.ts";
import { type Cell, type FigureUnit, unitOfPath } from "../number-format.ts";
import {
  changeOf,
  isSignificant,
  oneSided,
  type RowChange,
  referenceChange,
  undefinedChange,
} from "./row-change.ts";

export { isSignificant, type RowChange };

/**
 * A family's classes (span types, event types, labels, coders) against the baseline, as one table
 * of typed cells built once from the family's `classes` and its comparison section: per class its
 * figures, counts and support, and the compared figure's baseline, Δ, 95% interval and p (or,
 * without a baseline, the figure's own 95% interval); the family's totals under them. The
 * terminal, the comment, the HTML page and the CSV lay it out; none of them reads a metric path.
 */

/** One row: a class or a total. */
export interface ClassRow {
  /** The class's name, or the total's label (`micro`, `macro (types)`). */
  readonly name: string;
  /** The label where columns are tight (`macro (docs)`); the name for a class. */
  readonly short: string;
  readonly kind: "class" | "total";
  /** A class on both sides, only in the current scores (`new`), only in the baseline (`gone`). */
  readonly status: TypeStatus;
  /** The compared figure's scores path (`types.PER.strict.f1`); empty for a reference row. */
  readonly keys: MetricKeys;
  /** The compared figure on the current side (null: undefined, or the class is gone). */
  readonly value: number | null;
  /** The current side's figures, one per `heads`; null when the class is only in the baseline. */
  readonly figures: readonly Cell[] | null;
  /** Gold and system counts on the current side; null where the row has none (an average). */
  readonly counts: { readonly gold: Cell; readonly system: Cell } | null;
  /** Gold support (the baseline's for a gone class), or what an average is over (`4 types`). */
  readonly support: Cell;
  readonly change: RowChange;
  /** The compared figure's delta as the comparison holds it (sorting, colour); else undefined. */
  readonly delta: MetricDelta | undefined;
  /** The verdict's worst finding about the class: a failure over a warning; else null. */
  readonly mark: "fail" | "warn" | null;
}

/** A family's class table. */
export interface ClassTable {
  readonly family: string;
  /** What a class is (`type`, `label`). */
  readonly noun: string;
  readonly spec: ClassTableSpec;
  /** The unit of the row figures (a rate, shown in points; a coefficient). */
  readonly unit: FigureUnit;
  /** Against a baseline (each row's change `compared`), else each row's change is `spread`. */
  readonly compared: boolean;
  /** What the paired bootstrap resampled (`documents`, `items`). */
  readonly resampled: string;
  /** Classes, sorted by name (UTF-16 code units). */
  readonly rows: readonly ClassRow[];
  readonly totals: readonly ClassRow[];
}

/** Column heads of the change cells: `ΔF1`, `95% CI`, `p` (compared), else `F1 95% CI`. */
export function changeHeads(t: ClassTable): string[] {
  const figure = t.spec.heads.at(-1) ?? "";
  return t.compared ? [`Δ${figure}`, "95% CI", "p"] : [`${figure} 95% CI`];
}

function isMetricDelta(v: unknown): v is MetricDelta {
  const r = recordOf(v);
  return r !== undefined && "delta" in r && typeof r.direction === "string";
}

function isSpread(v: unknown): v is Spread {
  const r = recordOf(v);
  return r !== undefined && typeof r.lower === "number" && typeof r.upper === "number";
}

/** The family's own section of the comparison. */
function sectionOf(
  c: Comparison,
  family: MetricFamily,
): Readonly<Record<string, unknown>> | undefined {
  return recordOf(recordOf(c.families)?.[family.name]);
}

/** Where the family's comparison keeps a row's delta and its current-side interval. */
interface Section {
  readonly compared: boolean;
  delta(keys: MetricKeys): MetricDelta | undefined;
  spread(keys: MetricKeys): Spread | undefined;
}

function sectionView(c: Comparison, family: MetricFamily): Section {
  const s = sectionOf(c, family);
  return {
    compared: c.kind === "compared",
    delta: (keys) => {
      const v = keys.length === 0 ? undefined : at(s?.metrics, keys);
      return isMetricDelta(v) ? v : undefined;
    },
    spread: (keys) => {
      const v = keys.length === 0 ? undefined : at(s?.confidence, keys);
      return isSpread(v) ? v : undefined;
    },
  };
}

/** What marks a class row: the verdict's findings (none where no gate ran, as in `compare`). */
export type Findings = Pick<Verdict, "failures" | "warnings">;

/**
 * The worst finding's mark per class name of a family: a failure over a warning. A finding on a
 * metric of another family (an event type named like a span type) does not mark it; a case about
 * a class (`typeGone`, no metric) does.
 */
export function findingMarks(
  verdict: Findings,
  family?: MetricFamily,
): ReadonlyMap<string, "fail" | "warn"> {
  const own = (f: Findings["failures"][number]): boolean =>
    f.type !== null &&
    (family === undefined ||
      f.metric === null ||
      family.roots.includes(f.metric.split(".")[0] ?? ""));
  const out = new Map<string, "fail" | "warn">();
  for (const f of verdict.warnings) if (own(f) && f.type !== null) out.set(f.type, "warn");
  for (const f of verdict.failures) if (own(f) && f.type !== null) out.set(f.type, "fail");
  return out;
}

const unitOf = (r: MetricRow): FigureUnit => unitOfPath(pathOf(r.keys));

function figureCells(figure: MetricRow, beside: readonly MetricRow[] | undefined): Cell[] {
  return [...(beside ?? []), figure].map((r) => ({ kind: unitOf(r), value: r.value }));
}

function countCells(counts: RowCounts | undefined): ClassRow["counts"] {
  if (counts === undefined) return null;
  return {
    gold: { kind: "count", value: counts.gold },
    system: { kind: "count", value: counts.system },
  };
}

function classRow(
  k: FamilyClass,
  status: TypeStatus,
  s: Section,
  mark: "fail" | "warn" | null,
): ClassRow {
  const d = status === "both" ? s.delta(k.figure.keys) : undefined;
  return {
    name: k.name,
    short: k.name,
    kind: "class",
    status,
    keys: k.figure.keys,
    value: k.figure.value,
    figures: figureCells(k.figure, k.beside),
    counts: countCells(k.counts),
    support: { kind: "count", value: k.figure.support },
    change:
      status === "new"
        ? oneSided(s.compared, unitOf(k.figure), null)
        : changeOf(s.compared, unitOf(k.figure), d, s.spread(k.figure.keys)),
    delta: d,
    mark,
  };
}

/** A class only in the baseline: its name, the baseline's figure and support, nothing current. */
function goneRow(g: ClassChange, mark: "fail" | "warn" | null): ClassRow {
  return {
    name: g.name,
    short: g.name,
    kind: "class",
    status: "gone",
    keys: [],
    value: null,
    figures: null,
    counts: null,
    support: { kind: "count", value: g.support },
    change: oneSided(true, unitOfPath(g.metric), g.value),
    delta: undefined,
    mark,
  };
}

function totalRow(t: ClassTotal, s: Section): ClassRow {
  const unit = unitOf(t.figure);
  const d = t.reference === true ? undefined : s.delta(t.figure.keys);
  const change =
    t.figure.value === null
      ? undefinedChange(s.compared, unit, s.delta(t.figure.keys))
      : t.reference === true
        ? referenceChange(s.compared)
        : changeOf(s.compared, unit, d, s.spread(t.figure.keys));
  return {
    name: t.label,
    short: t.short ?? t.label,
    kind: "total",
    status: "both",
    keys: t.figure.keys,
    value: t.figure.value,
    figures: figureCells(t.figure, t.beside),
    counts: countCells(t.counts),
    support:
      t.over === undefined
        ? { kind: "count", value: t.figure.support }
        : { kind: "text", text: t.over },
    change,
    delta: t.figure.value === null ? undefined : d,
    mark: null,
  };
}

const byName = (a: ClassRow, b: ClassRow): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/**
 * The family's class table under `view`, against the baseline when `c` compared it (a class only
 * in the baseline is a `gone` row, one only in the current scores `new`); null when the family
 * shows no class table (its `classes` has no `table`) or is absent from the scores.
 */
export function buildClassTable(
  family: MetricFamily,
  doc: unknown,
  c: Comparison,
  verdict: Findings,
  view?: string,
): ClassTable | null {
  if (!family.present(doc)) return null;
  const classes = family.classes?.(doc, view);
  const spec = classes?.table;
  if (classes === undefined || spec === undefined) return null;
  const s = sectionView(c, family);
  const changes = recordOf(sectionOf(c, family)?.classes) as ClassChanges | undefined;
  const added = new Set(changes?.new.map((x) => x.name) ?? []);
  const marks = findingMarks(verdict, family);
  const rows = [
    ...classes.rows.map((k) =>
      classRow(k, added.has(k.name) ? "new" : "both", s, marks.get(k.name) ?? null),
    ),
    ...(changes?.gone ?? []).map((g) => goneRow(g, marks.get(g.name) ?? null)),
  ].sort(byName);
  const first = classes.rows[0]?.figure ?? spec.totals[0]?.figure;
  return {
    family: family.title,
    noun: classes.noun,
    spec,
    unit: first === undefined ? "rate" : unitOf(first),
    compared: s.compared,
    resampled: `${family.unit}s`,
    rows,
    totals: spec.totals.map((t) => totalRow(t, s)),
  };
}

/**
 * The worst `n` class rows: marked classes first (by the verdict), then the largest drop of the
 * compared figure, then the lowest figure, then the name.
 */
export function worstClassRows(rows: readonly ClassRow[], n: number): ClassRow[] {
  const key = (r: ClassRow): readonly number[] => [
    r.mark === null ? 1 : 0,
    r.delta?.delta ?? 0,
    r.value ?? 0,
  ];
  return [...rows]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return (ka[k] ?? 0) - (kb[k] ?? 0);
      return byName(a, b);
    })
    .slice(0, n);
}
