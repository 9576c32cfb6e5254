import { type CodingTable, categoryCounts, isComplete } from "./coding-table.ts";
import { chanceCorrected, type Measured, measured, undefinedBecause } from "./measured.ts";

/** Whole-task figures over all coders, before flattening (formulas in docs/agreement.md). */
export interface MultiCoderFigures {
  /** Mean over items with ≥ 2 judgements of the share of agreeing judgement pairs. */
  readonly observed: Measured;
  /** Bennett's S: chance is 1/q, q = the inventory size. */
  readonly s: Measured;
  /** Fleiss' κ, i.e. multi-π: chance from the pooled category shares. */
  readonly pi: Measured;
  readonly piExpected: Measured;
  /** Davies & Fleiss' κ: chance from each coder's own shares, averaged over pairs; complete data only. */
  readonly multiKappa: Measured;
  readonly multiKappaExpected: Measured;
  /** Specific agreement per category, Σ n_ik(n_ik−1) / Σ n_ik(n_i−1). */
  readonly specific: readonly Measured[];
}

/**
 * Observed agreement, S, multi-π, Davies & Fleiss' κ and specific agreement of a coding table.
 * The first four assume every coder judged every item: with missing judgements they are undefined
 * (α and the pairwise figures allow for them); specific agreement counts judgement pairs and stays defined.
 */
export function multiCoderFigures(table: CodingTable): MultiCoderFigures {
  const counts = categoryCounts(table).filter((row) => sum(row) >= 2);
  const specific = table.categories.map((name, k) => {
    const agreeing = counts.reduce((t, row) => t + (row[k] ?? 0) * ((row[k] ?? 0) - 1), 0);
    const possible = counts.reduce((t, row) => t + (row[k] ?? 0) * (sum(row) - 1), 0);
    if (possible === 0)
      return undefinedBecause(`no item judged twice or more was put in '${name}'`);
    return measured(agreeing / possible);
  });
  const lacking = incomplete(table);
  if (lacking !== undefined) {
    return {
      observed: lacking,
      s: lacking,
      pi: lacking,
      piExpected: lacking,
      multiKappa: lacking,
      multiKappaExpected: lacking,
      specific,
    };
  }
  const observed = observedAgreement(counts);
  const q = table.categories.length;
  const s = chanceCorrected(
    observed,
    measured(1 / q),
    `the inventory holds one category ('${table.categories[0] ?? ""}')`,
  );
  const total = counts.reduce((t, row) => t + sum(row), 0);
  const shares = table.categories.map(
    (_, k) => counts.reduce((t, row) => t + (row[k] ?? 0), 0) / total,
  );
  const piExpected = measured(shares.reduce((t, p) => t + p * p, 0));
  const only = `every judgement is '${table.categories[shares.indexOf(1)] ?? ""}'`;
  const pi = chanceCorrected(observed, piExpected, only);
  const multiKappaExpected = daviesFleissExpected(table);
  const multiKappa = chanceCorrected(observed, multiKappaExpected, only);
  return { observed, s, pi, piExpected, multiKappa, multiKappaExpected, specific };
}

function incomplete(table: CodingTable): Measured | undefined {
  if (table.coders.length < 2 || table.items.length === 0)
    return undefinedBecause("it needs two or more coders and at least one item");
  if (isComplete(table)) return undefined;
  const missing = table.items.length * table.coders.length - table.judgements;
  return undefinedBecause(
    `it assumes every coder judged every item and ${missing} judgements are missing; alpha, kappa (mean pairwise) and the pairwise figures allow for that`,
  );
}

function sum(values: readonly number[]): number {
  return values.reduce((t, v) => t + v, 0);
}

function observedAgreement(counts: readonly (readonly number[])[]): Measured {
  if (counts.length === 0)
    return undefinedBecause("no item has judgements from two or more coders");
  const perItem = counts.map((row) => {
    const n = sum(row);
    return row.reduce((t, c) => t + c * (c - 1), 0) / (n * (n - 1));
  });
  return measured(sum(perItem) / perItem.length);
}

/** Mean over coder pairs of Σ_k p_a(k)·p_b(k), each coder's shares over all items (complete data). */
function daviesFleissExpected(table: CodingTable): Measured {
  const items = table.items.length;
  const shares = table.coders.map((_, c) =>
    table.categories.map((_, k) => table.codes.filter((row) => row[c] === k).length / items),
  );
  let total = 0;
  let pairs = 0;
  shares.forEach((a, i) => {
    for (const b of shares.slice(i + 1)) {
      total += a.reduce((t, p, k) => t + p * (b[k] ?? 0), 0);
      pairs++;
    }
  });
  return measured(total / pairs);
}
