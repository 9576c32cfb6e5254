/**
 * Pearson's chi-square of observed counts against expected probabilities, cells with an expected
 * count below 5 pooled into one, and the critical value at `alpha` by Wilson and Hilferty's
 * approximation of the chi-square quantile (close to 1% for 5 degrees of freedom and more).
 */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]) {
  const total = observed.reduce((a, b) => a + b, 0);
  let statistic = 0;
  let cells = 0;
  let poolObserved = 0;
  let poolExpected = 0;
  observed.forEach((o, i) => {
    const e = (probabilities[i] ?? 0) * total;
    if (e < 5) {
      poolObserved += o;
      poolExpected += e;
      return;
    }
    statistic += ((o - e) * (o - e)) / e;
    cells++;
  });
  if (poolExpected > 0) {
    statistic += (poolObserved - poolExpected) ** 2 / poolExpected;
    cells++;
  }
  return { statistic, df: cells - 1 };
}

/** The upper `z`-standard-normal quantile of chi-square with df degrees (Wilson–Hilferty). */
export function chiSquareCritical(df: number, z: number): number {
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}

/** Binomial(n, p) probabilities of 0..n, from logs (n up to a few million). */
export function binomialPmf(n: number, p: number): number[] {
  const logFactorial = new Float64Array(n + 1);
  for (let k = 2; k <= n; k++) logFactorial[k] = (logFactorial[k - 1] as number) + Math.log(k);
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  return Array.from({ length: n + 1 }, (_, k) =>
    Math.exp(
      (logFactorial[n] as number) -
        (logFactorial[k] as number) -
        (logFactorial[n - k] as number) +
        k * lp +
        (n - k) * lq,
    ),
  );
}
