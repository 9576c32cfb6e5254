import type { Comparison, DefinedDelta } from "../baseline/comparison.ts";
import {
  at,
  type MetricFamily,
  type MetricKeys,
  type MetricRow,
  pathOf,
  recordOf,
} from "../measure/families/family.ts";
import { type Cell, unitOfPath } from "../number-format.ts";

/**
 * A family's figures against the baseline as data, built once and laid out by the terminal, the
 * comment and the HTML page alike: each row is typed cells (the label as text, baseline and
 * current in the figure's unit, the delta, its 95% interval, the p-value), so a layout only
 * chooses the spelling (docs/numbers.md) and places the text.
 */

export function isDelta(v: unknown): v is DefinedDelta {
  const r = recordOf(v);
  return r !== undefined && typeof r.delta === "number" && recordOf(r.ci) !== undefined;
}

/**
 * The delta of a figure at its scores path, from the family section that compared it. A figure
 * undefined on a side (0/0) has no delta: undefined here, as a figure never compared.
 */
export function deltaAt(c: Comparison, keys: MetricKeys): DefinedDelta | undefined {
  for (const f of Object.values(c.families ?? {})) {
    const v = at(recordOf(f)?.metrics, keys);
    if (isDelta(v)) return v;
  }
  return undefined;
}

/** Column heads of a compared-figures table, in cell order. */
export const COMPARED_COLUMNS = ["metric", "baseline", "current", "Δ", "95% CI", "p"] as const;

/** One compared figure: where it is, its delta, and its cells in `COMPARED_COLUMNS` order. */
export interface ComparedRow {
  readonly keys: MetricKeys;
  readonly delta: DefinedDelta;
  readonly cells: readonly Cell[];
}

/** The typed cells of one compared figure. */
export function comparedCells(label: string, path: string, d: DefinedDelta): Cell[] {
  const unit = unitOfPath(path);
  return [
    { kind: "text", text: label },
    { kind: unit, value: d.baseline },
    { kind: unit, value: d.current },
    { kind: "delta", unit, value: d.delta },
    { kind: "interval", unit, lower: d.ci.lower, upper: d.ci.upper, signed: true },
    { kind: "p", value: d.p },
  ];
}

/**
 * The family's rows that were compared (a figure undefined on a side has no delta and no row), in
 * the family's display order; `detail: false` leaves out per-type, per-label and per-pair rows.
 */
export function comparedRows(
  family: MetricFamily,
  doc: unknown,
  c: Comparison,
  options: { readonly detail: boolean },
): ComparedRow[] {
  return family
    .rows(doc)
    .filter((r: MetricRow) => options.detail || r.detail !== true)
    .flatMap((r) => {
      const delta = deltaAt(c, r.keys);
      if (delta === undefined) return [];
      return [{ keys: r.keys, delta, cells: comparedCells(r.label, pathOf(r.keys), delta) }];
    });
}
