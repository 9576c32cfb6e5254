import { isDefined, type MetricDelta, type Spread } from "../baseline/comparison.ts";
import type { Verdict } from "../gate/verdict.ts";
import { type Figures, type Rate, UNDEFINED_FIGURE } from "../measure/prf.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import { TYPE_SUM_LABEL, TYPE_SUM_NOTE, typeRowSum } from "../measure/type-sum.ts";
import { deltaText, figureText, intervalText } from "../number-format.ts";
import { type Align, blocks, table } from "./markdown-blocks.ts";
import { type Md, md, raw, strong } from "./markdown-escape.ts";
import { type RunResult, type SpanRunResult, spanRun } from "./run-result.ts";

/** How many type rows to show: all, or the worst `n` (largest F1 drop, else lowest F1). */
export type TypeSelection =
  | { readonly kind: "all" }
  | { readonly kind: "worst"; readonly n: number };

const ARROWS = { up: "↑", down: "↓", unchanged: "→" } as const;

/** True when a delta's interval lies entirely on one side of 0. */
export function isSignificant(d: MetricDelta): boolean {
  return isDefined(d) && (d.ci.upper < 0 || d.ci.lower > 0);
}

/** A ΔF1 cell: arrow and signed points, bold when the interval excludes 0. */
export function deltaCell(d: MetricDelta | undefined): Md {
  if (d === undefined) return md("");
  if (!isDefined(d)) return md(UNDEFINED_FIGURE);
  const text = md(`${ARROWS[d.direction]} ${deltaText("rate", d.delta, "brief")}`);
  return isSignificant(d) ? strong(text) : text;
}

function ciCell(d: MetricDelta | undefined): Md {
  if (d === undefined) return md("");
  if (!isDefined(d)) return md(UNDEFINED_FIGURE);
  return md(intervalText("rate", d.ci.lower, d.ci.upper, "brief"));
}

/** The worst status mark of the findings about each type: ❌ over ⚠️. */
function marks(verdict: Verdict): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const f of verdict.warnings) if (f.type !== null) out.set(f.type, "⚠️");
  for (const f of verdict.failures) if (f.type !== null) out.set(f.type, "❌");
  return out;
}

interface TypeRow {
  readonly name: string;
  readonly rates: Figures | undefined;
  readonly support: number;
  readonly delta: MetricDelta | undefined;
  /** The current F1's own interval, shown when there is no baseline. */
  readonly spread: Spread | undefined;
  readonly status: "both" | "new" | "gone";
}

function typeRows(run: SpanRunResult, scheme: SpanScheme): TypeRow[] {
  const c = run.comparison;
  const compared = c.kind === "compared" ? c : null;
  const names = new Set([...Object.keys(run.scores.types), ...Object.keys(compared?.types ?? {})]);
  return [...names].sort().map((name) => {
    const current = run.scores.types[name]?.[scheme];
    const delta = compared?.types[name];
    return {
      name,
      rates: current,
      support: current?.possible ?? delta?.support.baseline ?? 0,
      delta: delta?.status === "both" ? delta[scheme].f1 : undefined,
      spread: c.confidence.types[name]?.[scheme].f1,
      status: delta?.status ?? "both",
    };
  });
}

/** The worst `n` rows: flagged types first, then the largest F1 drop, then the lowest F1, then name. */
export function worstRows<T extends TypeRow>(
  rows: readonly T[],
  n: number,
  flagged: ReadonlyMap<string, string>,
): T[] {
  const key = (r: T): readonly number[] => [
    flagged.has(r.name) ? 0 : 1,
    r.delta?.delta ?? 0,
    r.rates?.f1 ?? 0,
  ];
  return [...rows]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return (ka[k] ?? 0) - (kb[k] ?? 0);
      return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    })
    .slice(0, n);
}

/** A rate in points; "–" where it is undefined (0/0). */
const rateText = (r: Rate): Md => md(figureText("rate", r, "brief"));

function rateCells(r: Figures | undefined): Md[] {
  return r === undefined
    ? [md("—"), md("—"), md("—")]
    : [rateText(r.precision), rateText(r.recall), rateText(r.f1)];
}

function spreadCell(s: Spread | undefined): Md {
  return s === undefined ? md("") : md(intervalText("rate", s.lower, s.upper, "brief", false));
}

/** With a baseline: ΔF1 and its interval; without: the F1's own interval. */
function changeCells(compared: boolean, d: MetricDelta | undefined, s: Spread | undefined): Md[] {
  return compared ? [deltaCell(d), ciCell(d)] : [spreadCell(s)];
}

function rowCells(row: TypeRow, mark: string, compared: boolean): Md[] {
  const status =
    mark !== "" ? mark : row.status === "new" ? "🆕" : row.status === "gone" ? "gone" : "";
  return [
    md(status),
    md(row.name, 80),
    ...rateCells(row.rates),
    ...changeCells(compared, row.delta, row.spread),
    md(row.support),
  ];
}

function summaryRows(run: SpanRunResult, scheme: SpanScheme): Md[][] {
  const c = run.comparison;
  const compared = c.kind === "compared" ? c : null;
  const { overall, macro } = run.scores;
  const conf = c.confidence;
  const typeSum = typeRowSum(run.scores, scheme);
  const row = (label: string, r: Figures, d: MetricDelta | undefined, s: Spread, n: string) => [
    md(""),
    strong(md(label)),
    ...rateCells(r),
    ...(r.f1 === null
      ? changeCells(compared !== null, undefined, undefined).map(() => md(UNDEFINED_FIGURE))
      : changeCells(compared !== null, d, s)),
    md(n),
  ];
  return [
    row(
      "micro",
      overall[scheme],
      compared?.overall[scheme].f1,
      conf.overall[scheme].f1,
      String(overall[scheme].possible),
    ),
    ...(typeSum === null
      ? []
      : [
          [
            md(""),
            strong(md(TYPE_SUM_LABEL)),
            ...rateCells(typeSum),
            ...changeCells(compared !== null, undefined, undefined),
            md(String(typeSum.possible)),
          ],
        ]),
    row(
      "macro (types)",
      macro.types[scheme],
      compared?.macro.types[scheme].f1,
      conf.macro.types[scheme].f1,
      `${macro.types[scheme].n} types`,
    ),
    row(
      "macro (documents)",
      macro.documents[scheme],
      compared?.macro.documents[scheme].f1,
      conf.macro.documents[scheme].f1,
      `${macro.documents[scheme].n} docs`,
    ),
  ];
}

/** The per-type table (P, R, F1, ΔF1 with an arrow, 95% CI of the delta, support) and its legend. */
export function renderTypeTable(
  whole: RunResult,
  scheme: SpanScheme,
  selection: TypeSelection,
): Md {
  const run = spanRun(whole);
  if (run === null) return md("");
  const compared = run.comparison.kind === "compared";
  const flagged = marks(run.verdict);
  const all = typeRows(run, scheme);
  const rows = selection.kind === "all" ? all : worstRows(all, selection.n, flagged);
  const change = compared ? ["ΔF1", "95% CI"] : ["F1 95% CI"];
  const header = ["", "Type", "P", "R", "F1", ...change, "Support"].map((h) => md(h));
  const align: Align[] = ["c", "l", "r", "r", "r", ...change.map((): Align => "r"), "r"];
  const body = [
    ...rows.map((r) => rowCells(r, flagged.get(r.name) ?? "", compared)),
    ...summaryRows(run, scheme),
  ];
  const shown =
    selection.kind === "all" ? "" : ` Showing the ${rows.length} worst of ${all.length} types.`;
  const meaning = compared
    ? "ΔF1 against the baseline, bold when its 95% interval excludes 0"
    : "F1 95% CI: bootstrap over documents";
  const sumNote = typeRowSum(run.scores, scheme) === null ? "" : ` ${TYPE_SUM_NOTE}.`;
  const legend = md(
    `${scheme} scheme, in points; ${meaning}; support = gold annotations.${shown}${sumNote}`,
  );
  return blocks([
    raw(`**Per type (${scheme})**`),
    table(header, body, align),
    raw(`<sub>${legend}</sub>`),
  ]);
}
