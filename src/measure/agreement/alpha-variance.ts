import { type AnalyticError, errorOf, total } from "./analytic-error.ts";
import { studentQuantile } from "./student-t.ts";

/** Krippendorff's α in Gwet's forms over the items judged twice or more; its interval has n − 1 df. */
export function alphaError(
  all: readonly (readonly number[])[],
  allSums: readonly number[],
  w: readonly (readonly number[])[],
  items: number,
): AnalyticError | null {
  const keep = all.map((row) => total(row) >= 2);
  const counts = all.filter((_, i) => keep[i]);
  const sums = allSums.filter((_, i) => keep[i]);
  const n = counts.length;
  if (n < 2) return null;
  const r = counts.map(total);
  const mean = total(r) / n;
  const epsilon = 1 / total(r);
  const paPrime = total(sums.map((s, i) => s / (mean * ((r[i] ?? 0) - 1)))) / n;
  const pa = (1 - epsilon) * paPrime + epsilon;
  const shares = (counts[0] ?? []).map(
    (_, k) => total(counts.map((row) => row[k] ?? 0)) / (n * mean),
  );
  const symmetric = shares.map(
    (_, k) => total(shares.map((pl, l) => ((w[k]?.[l] ?? 0) + (w[l]?.[k] ?? 0)) * pl)) / 2,
  );
  const pe = total(shares.map((pk, k) => pk * (symmetric[k] ?? 0)));
  if (pe >= 1) return null;
  const alpha = (pa - pe) / (1 - pe);
  const prime = (paPrime - pe) / (1 - pe);
  const terms = counts.map((row, i) => {
    const ri = r[i] ?? 0;
    const paItem = (sums[i] ?? 0) / (mean * (ri - 1)) - (paPrime * (ri - mean)) / mean;
    const peItem =
      total(row.map((rik, k) => rik * (symmetric[k] ?? 0))) / mean - (pe * (ri - mean)) / mean;
    return (paItem - pe) / (1 - pe) - (2 * (1 - prime) * (peItem - pe)) / (1 - pe);
  });
  const spread = errorOf(prime, terms, items);
  if (spread === null) return null;
  const t = studentQuantile(0.975, items - 1);
  const se = spread.se;
  return { se, df: items - 1, lower: alpha - se * t, upper: Math.min(1, alpha + se * t) };
}
