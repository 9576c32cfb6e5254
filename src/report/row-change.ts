import type { Direction, MetricDelta, Spread } from "../baseline/comparison.ts";
import type { Cell, FigureUnit } from "../number-format.ts";

/**
 * The change cells of a class table row (report/class-table.ts): against the baseline its
 * baseline figure, Δ, 95% interval and p, or without one the figure's own interval. A row with
 * nothing to compare has blank cells; a figure undefined on a side (0/0, or a class on one side
 * only) has `–` for Δ, interval and p.
 */

/** How a row's compared figure moved: against the baseline, or alone (no baseline). */
export type RowChange =
  | {
      readonly kind: "compared";
      readonly baseline: Cell;
      readonly delta: Cell;
      readonly interval: Cell;
      readonly p: Cell;
      /** Null where there is no delta (a new class, a reference row, an undefined figure). */
      readonly direction: Direction | null;
      /** The 95% interval of the delta excludes 0. */
      readonly significant: boolean;
    }
  | { readonly kind: "spread"; readonly interval: Cell };

export const BLANK: Cell = { kind: "text", text: "" };

/** Whether a delta's 95% interval lies on one side of 0. */
export function isSignificant(d: MetricDelta | undefined): boolean {
  return d?.ci !== null && d?.ci !== undefined && (d.ci.upper < 0 || d.ci.lower > 0);
}

const undefinedInterval = (unit: FigureUnit, signed: boolean): Cell => ({
  kind: "interval",
  unit,
  lower: null,
  upper: null,
  signed,
});

/** Blank change cells: a row with nothing to compare (a new class, a reference row). */
export const NO_CHANGE: Extract<RowChange, { readonly kind: "compared" }> = {
  kind: "compared",
  baseline: BLANK,
  delta: BLANK,
  interval: BLANK,
  p: BLANK,
  direction: null,
  significant: false,
};

/** The change cells of a figure defined on the current side. */
export function changeOf(
  compared: boolean,
  unit: FigureUnit,
  d?: MetricDelta,
  s?: Spread,
): RowChange {
  if (!compared) {
    const interval: Cell =
      s === undefined
        ? BLANK
        : { kind: "interval", unit, lower: s.lower, upper: s.upper, signed: false };
    return { kind: "spread", interval };
  }
  if (d === undefined) return NO_CHANGE;
  return {
    kind: "compared",
    baseline: { kind: unit, value: d.baseline },
    delta: { kind: "delta", unit, value: d.delta },
    interval: {
      kind: "interval",
      unit,
      lower: d.ci?.lower ?? null,
      upper: d.ci?.upper ?? null,
      signed: true,
    },
    p: { kind: "p", value: d.p },
    direction: d.delta === null ? null : d.direction,
    significant: isSignificant(d),
  };
}

/** Compared cells with no delta: the baseline's figure (blank when not given) and `–` for the rest. */
function noDelta(unit: FigureUnit, baseline: Cell): RowChange {
  return {
    ...NO_CHANGE,
    baseline,
    delta: { kind: "delta", unit, value: null },
    interval: undefinedInterval(unit, true),
    p: { kind: "p", value: null },
  };
}

/** The change cells of a figure undefined on the current side (0/0): the baseline's, `–` after. */
export function undefinedChange(compared: boolean, unit: FigureUnit, d?: MetricDelta): RowChange {
  if (!compared) return { kind: "spread", interval: undefinedInterval(unit, false) };
  return noDelta(unit, { kind: unit, value: d?.baseline ?? null });
}

/**
 * The change of a class on one side only: its baseline figure (null for a new class) and no
 * delta, interval or p (`–`), as for any figure undefined on a side.
 */
export function oneSided(compared: boolean, unit: FigureUnit, baseline: number | null): RowChange {
  if (!compared) return { kind: "spread", interval: BLANK };
  return noDelta(unit, { kind: unit, value: baseline });
}

/** A row shown for reference only (a sum of the class rows): no change, blank cells. */
export function referenceChange(compared: boolean): RowChange {
  return compared ? NO_CHANGE : { kind: "spread", interval: BLANK };
}
