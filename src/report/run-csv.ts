import {
  type AnnotationChange,
  type AnnotationState,
  annotationDiffOf,
  isDefined,
  type MetricDelta,
} from "../baseline/comparison.ts";
import {
  type FamilyTable,
  type MetricFamily,
  pathOf,
  tableCell,
} from "../measure/families/family.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { REPORTED_COUNT_KEYS, REPORTED_RATE_KEYS } from "../measure/prf.ts";
import { cellNumber } from "../number-format.ts";
import { buildClassTable, type ClassRow, type ClassTable } from "./class-table.ts";
import { csvChunks, renderCsv } from "./csv.ts";
import { deltaAt } from "./family-markdown.ts";
import type { RunResult } from "./run-result.ts";

/** File names of `goldgate run --csv DIR`, in the order they are written. */
export const RUN_CSV_FILES = [
  "types.csv",
  "documents.csv",
  "annotations.csv",
  "metrics.csv",
] as const;
export type RunCsvFile = (typeof RUN_CSV_FILES)[number];

type Cell = string | number | null | undefined;

const COUNT_KEYS = REPORTED_COUNT_KEYS;
const RATE_KEYS = REPORTED_RATE_KEYS;

function deltaCells(d: MetricDelta | undefined): Cell[] {
  if (d === undefined) return ["", "", "", "", ""];
  if (!isDefined(d)) return [d.baseline ?? "", "", "", "", ""];
  return [d.baseline, d.delta, d.ci.lower, d.ci.upper, d.p];
}

/**
 * One row per figure of every family in the scores (its path, label, value and support) with its
 * comparison when there is one: the one CSV that covers spans, events, labels and agreement alike.
 */
function metricsCsv(run: RunResult): string {
  const rows = familiesIn(run.scores).flatMap((family) =>
    family
      .rows(run.scores)
      .map((r): Cell[] => [
        family.name,
        pathOf(r.keys),
        r.label,
        r.value ?? "",
        r.support ?? "",
        ...deltaCells(deltaAt(run.comparison, r.keys)),
      ]),
  );
  const header = ["family", "path", "label", "value", "support"];
  return renderCsv([...header, "baseline", "delta", "ci_lower", "ci_upper", "p_value"], rows);
}

/** The class table's row and the count table's row of one class under one view. */
interface ClassView {
  readonly view: string | undefined;
  readonly classes: ClassTable | null;
  readonly counts: FamilyTable | undefined;
}

function changeValues(r: ClassRow | undefined): Cell[] {
  const c = r?.change;
  if (c?.kind !== "compared") return ["", "", "", "", ""];
  const i = c.interval.kind === "interval" ? c.interval : null;
  return [cellNumber(c.baseline), cellNumber(c.delta), i?.lower, i?.upper, cellNumber(c.p)];
}

/** One class under one view: counts and rates by their names, then its change and finding. */
function classLine(name: string, v: ClassView): Cell[] {
  const r = v.classes?.rows.find((x) => x.name === name);
  const counts = v.counts?.rows.find((row) => row[0] === name);
  const keys = v.counts?.keys ?? [];
  const value = (k: string): Cell => counts?.[keys.indexOf(k)];
  return [
    name,
    v.view,
    r?.status ?? "both",
    ...COUNT_KEYS.map(value),
    ...RATE_KEYS.map(value),
    ...changeValues(r),
    r?.mark ?? "",
  ];
}

/** The class rows of a family with views and counts: each class under each view. */
function classLines(run: RunResult, family: MetricFamily): Cell[][] {
  const doc: unknown = run.scores;
  const views: ClassView[] = (family.views ?? [undefined]).map((view) => ({
    view,
    classes: buildClassTable(family, doc, run.comparison, run.verdict, view),
    counts: family.countView?.(doc, view).tables.find((t) => t.keys !== undefined),
  }));
  const names = views[0]?.classes?.rows.map((r) => r.name) ?? [];
  return names.flatMap((name) => views.map((v) => classLine(name, v)));
}

/**
 * One row per class and view (spans: type and scheme): counts, rates (fractions), and the change
 * of the compared figure when there is a baseline; a layout over each family's class table and
 * count table, for the families that have both.
 */
function typesCsv(run: RunResult): string {
  const rows = familiesIn(run.scores)
    .filter((f) => f.countView !== undefined)
    .flatMap((f) => classLines(run, f));
  const header = ["type", "scheme", "status", ...COUNT_KEYS, ...RATE_KEYS];
  return renderCsv(
    [...header, "baseline_f1", "delta_f1", "ci_lower", "ci_upper", "p_value", "finding"],
    rows,
  );
}

/**
 * Each unit under each view of a family with unit counts, by the columns' names, one row at a
 * time (45,000 documents × 6 schemes are 270,000 rows: made as they are written, each column
 * found once per table).
 */
function* unitLines(run: RunResult, family: MetricFamily): Generator<Cell[]> {
  const tables = (family.views ?? [undefined]).map((view) => {
    const table = family.unitCounts?.(run.scores, view);
    const at = [...COUNT_KEYS, ...RATE_KEYS].map((key) => table?.keys?.indexOf(key) ?? -1);
    return { view, rows: table?.rows ?? [], at };
  });
  const units = tables[0]?.rows.length ?? 0;
  for (let k = 0; k < units; k++)
    for (const { view, rows, at } of tables) {
      const row = rows[k] ?? [];
      yield [row[0], view, ...at.map((i) => row[i])];
    }
}

/** One row per document (unit) and scheme (view) of this run: counts and rates (fractions). */
function documentsCsv(run: RunResult): Iterable<string> {
  const families = familiesIn(run.scores);
  const rows = function* () {
    for (const f of families) yield* unitLines(run, f);
  };
  return csvChunks(["document", "scheme", ...COUNT_KEYS, ...RATE_KEYS], rows());
}

function stateCells(state: AnnotationState | null): Cell[] {
  return state === null ? ["", "", ""] : [state.category, state.system?.type, state.system?.text];
}

function changeCells(change: AnnotationChange, what: "broken" | "fixed"): Cell[] {
  if (change.kind === "spurious") {
    const s = change.system;
    const [before, after]: Cell[] = what === "broken" ? ["", "spurious"] : ["spurious", ""];
    return [
      what,
      "spurious",
      change.document,
      s.type,
      s.start,
      s.end,
      s.text,
      before,
      s.type,
      s.text,
      after,
      s.type,
      s.text,
    ];
  }
  const g = change.gold;
  return [
    what,
    "gold",
    change.document,
    g.type,
    g.start,
    g.end,
    g.text,
    ...stateCells(change.baseline),
    ...stateCells(change.current),
  ];
}

/** Newly broken and newly fixed annotations with their text (header only without a comparison). */
function annotationsCsv(run: RunResult): string {
  const c = annotationDiffOf(run.comparison);
  const rows = [
    ...(c?.newlyBroken ?? []).map((x) => changeCells(x, "broken")),
    ...(c?.newlyFixed ?? []).map((x) => changeCells(x, "fixed")),
  ];
  const side = (name: string): string[] => [
    `${name}_category`,
    `${name}_system_type`,
    `${name}_system_text`,
  ];
  return renderCsv(
    [
      "change",
      "kind",
      "document",
      "type",
      "start",
      "end",
      "text",
      ...side("baseline"),
      ...side("current"),
    ],
    rows,
  );
}

/** A family table's value as a CSV cell: a figure as itself (rates as fractions), text as text. */
function tableValue(t: FamilyTable, value: string | number | null, column: number): Cell {
  const cell = tableCell(t, value, column);
  return cell.kind === "text" ? cell.text : cellNumber(cell);
}

/** `table-<id>.csv`, the id cut to letters, digits and dashes; a repeated name gets `-2`, `-3`… */
function tableFileName(id: string, taken: Set<string>): string {
  const stem = `table-${id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")}`;
  let name = `${stem}.csv`;
  for (let k = 2; taken.has(name); k += 1) name = `${stem}-${k}.csv`;
  taken.add(name);
  return name;
}

/**
 * Every table of every family in the scores (the tables the terminal, comment and HTML lay out:
 * per label, per event type, per coder pair…), one file each, as a layout over the same typed
 * cells: rates and coefficients as their values, counts as integers, undefined figures empty.
 */
function familyTablesCsv(run: RunResult): Record<string, string> {
  const doc: unknown = run.scores;
  const taken = new Set<string>(RUN_CSV_FILES);
  const files: Record<string, string> = {};
  for (const family of familiesIn(doc))
    for (const t of family.tables(doc)) {
      const rows = t.rows.map((row) => row.map((v, i) => tableValue(t, v, i)));
      files[tableFileName(t.id, taken)] = renderCsv(t.columns, rows);
    }
  return files;
}

/**
 * The run as CSV files (RFC 4180, CRLF, formula-safe cells), keyed by file name: the four of
 * RUN_CSV_FILES, then one `table-<id>.csv` per family table.
 */
export function renderRunCsv(
  run: RunResult,
): Readonly<Record<RunCsvFile, string>> & Readonly<Record<string, string>> {
  const files = Object.fromEntries(
    [...runCsvChunks(run)].map(([name, chunks]) => [name, [...chunks].join("")]),
  );
  return files as Record<RunCsvFile, string> & Record<string, string>;
}

/**
 * `renderRunCsv`'s files in order, each as chunks of its text: `documents.csv` (a row per
 * document and scheme) is made as it is written, never held whole (`goldgate run --csv DIR`).
 */
export function runCsvChunks(run: RunResult): ReadonlyMap<string, Iterable<string>> {
  return new Map<string, Iterable<string>>([
    ["types.csv", [typesCsv(run)]],
    ["documents.csv", documentsCsv(run)],
    ["annotations.csv", [annotationsCsv(run)]],
    ["metrics.csv", [metricsCsv(run)]],
    ...Object.entries(familyTablesCsv(run)).map(([name, text]): [string, string[]] => [
      name,
      [text],
    ]),
  ]);
}
