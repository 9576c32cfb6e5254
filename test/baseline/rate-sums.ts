import fc from "fast-check";
import { createLayout } from "../../src/baseline/side-metrics.ts";

/** The classes one type rates (a layout of one type). */
export const CLASS_COUNT = createLayout(["A"], 1).classes.length;

/** A class sum as resampling makes them: 0, a count, or a weighted (fractional) sum. */
export const classSum = fc.oneof(
  fc.constant(0),
  fc.nat({ max: 400 }),
  fc.double({ min: 0, max: 1e4, noNaN: true }),
);
