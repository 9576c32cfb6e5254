import type { RandomSource } from "./seeded-random.ts";

/** A uniform double in [0, 1) with 53 random bits (two 32-bit draws). */
export function unitUniform(random: RandomSource): number {
  const high = random.nextUint32() >>> 5;
  const low = random.nextUint32() >>> 6;
  return (high * 67108864 + low) / 9007199254740992;
}

/** Below this mean (n · min(p, 1 − p)) the sequential search is used; BTRD needs at least 10. */
const SEARCH_BELOW = 10;

/**
 * A Binomial(n, p) variate, n a non-negative integer (at most 2^31), p in [0, 1]. Exact up to
 * floating-point arithmetic: a sequential search of the cumulative distribution (inversion) when
 * the mean is below 10, else Hörmann's BTRD (transformed rejection with decomposition, 1993), a
 * rejection method whose acceptance test uses the exact probability ratio (Stirling's series for
 * log-factorials past 9, truncated at the 1/(1260 k^5) term: relative error below 1e-10).
 */
export function drawBinomial(random: RandomSource, n: number, p: number): number {
  return SHARED.set(n, p).draw(random);
}

/** How a `Binomial` draws: its variate is fixed (0, or n), or searched, or drawn by BTRD. */
const ZERO = 0;
const ALL = 1;
const SEARCH = 2;
const BTRD = 3;

/**
 * A Binomial(n, p) whose constants are computed once (`set`) for any number of draws: a
 * randomization by pattern draws a Binomial(size, ½) for every pattern in every permutation, and
 * the logarithms, exponential and square root of each draw's set-up were a third of its cost.
 * `drawBinomial` is `set` then `draw`, so a prepared draw is the same variate from the same
 * uniforms, to the bit.
 */
export class Binomial {
  private kind = ZERO;
  private n = 0;
  private flip = false;
  /** The search's constants: P(0), the bound, and the ratio's two terms (`search`). */
  private start = 0;
  private bound = 0;
  private ratioA = 0;
  private ratioS = 0;
  /** BTRD's constants, named as in the paper (`btrd`). */
  private m = 0;
  private r = 0;
  private nr = 0;
  private npq = 0;
  private b = 0;
  private a = 0;
  private c = 0;
  private alpha = 0;
  private vr = 0;
  private urvr = 0;
  private h = 0;

  set(n: number, p: number): this {
    this.n = n;
    if (n === 0 || p <= 0) this.kind = ZERO;
    else if (p >= 1) this.kind = ALL;
    else {
      this.flip = p > 0.5;
      const q = this.flip ? 1 - p : p;
      if (n * q < SEARCH_BELOW) this.setSearch(n, q);
      else this.setBtrd(n, q);
    }
    return this;
  }

  draw(random: RandomSource): number {
    if (this.kind === ZERO) return 0;
    if (this.kind === ALL) return this.n;
    const x = this.kind === SEARCH ? this.search(random) : this.btrd(random);
    return this.flip ? this.n - x : x;
  }

  /**
   * Inversion by sequential search from 0 (p ≤ ½, n·p < 10): P(0) = (1 − p)^n, then
   * P(x) = P(x − 1) · (n − x + 1)/x · p/(1 − p). A search that runs past 10 standard deviations
   * over the mean (probability below 1e-15 there, where floating point has lost the tail) starts
   * again with a new uniform.
   */
  private setSearch(n: number, p: number): void {
    const q = 1 - p;
    this.kind = SEARCH;
    this.ratioS = p / q;
    this.ratioA = (n + 1) * this.ratioS;
    this.start = Math.exp(n * Math.log1p(-p));
    this.bound = Math.min(n, Math.floor(n * p + 10 * Math.sqrt(n * p * q + 1)));
  }

  private search(random: RandomSource): number {
    const { start, bound, ratioA: a, ratioS: s } = this;
    for (;;) {
      let u = unitUniform(random);
      let r = start;
      let x = 0;
      while (u > r) {
        u -= r;
        x++;
        if (x > bound) break;
        r *= a / x - s;
      }
      if (x <= bound) return x;
    }
  }

  /** Hörmann's BTRD for p ≤ ½ and n·p ≥ 10 (step numbers as in the paper). */
  private setBtrd(n: number, p: number): void {
    this.kind = BTRD;
    const m = Math.floor((n + 1) * p);
    const r = p / (1 - p);
    const npq = n * p * (1 - p);
    const spq = Math.sqrt(npq);
    const b = 1.15 + 2.53 * spq;
    const vr = 0.92 - 4.2 / b;
    this.m = m;
    this.r = r;
    this.nr = (n + 1) * r;
    this.npq = npq;
    this.b = b;
    this.a = -0.0873 + 0.0248 * b + 0.01 * p;
    this.c = n * p + 0.5;
    this.alpha = (2.83 + 5.1 / b) * spq;
    this.vr = vr;
    this.urvr = 0.86 * vr;
    this.h =
      (m + 0.5) * Math.log((m + 1) / (r * (n - m + 1))) +
      stirlingCorrection(m) +
      stirlingCorrection(n - m);
  }

  private btrd(random: RandomSource): number {
    const { n, m, r, nr, npq, b, a, c, alpha, vr, urvr, h } = this;
    for (;;) {
      // 1: the box in the middle of the hat, accepted without a test.
      let v = unitUniform(random);
      if (v <= urvr) {
        const u = v / vr - 0.43;
        return Math.floor(((2 * a) / (0.5 - Math.abs(u)) + b) * u + c);
      }
      // 2: a point under the hat outside the box.
      let u: number;
      if (v >= vr) u = unitUniform(random) - 0.5;
      else {
        u = v / vr - 0.93;
        u = Math.sign(u) * 0.5 - u;
        v = unitUniform(random) * vr;
      }
      // 3.0
      const us = 0.5 - Math.abs(u);
      const k = Math.floor(((2 * a) / us + b) * u + c);
      if (k < 0 || k > n) continue;
      v = (v * alpha) / (a / (us * us) + b);
      const km = Math.abs(k - m);
      if (km <= 15) {
        // 3.1: f(k) / f(m) by recursion.
        let f = 1;
        if (m < k) for (let i = m + 1; i <= k; i++) f *= nr / i - r;
        else if (m > k) for (let i = k + 1; i <= m; i++) v *= nr / i - r;
        if (v <= f) return k;
        continue;
      }
      // 3.2: squeeze on log f(k) / f(m).
      const lv = Math.log(v);
      const rho = (km / npq) * (((km / 3 + 0.625) * km + 1 / 6) / npq + 0.5);
      const t = (-km * km) / (2 * npq);
      if (lv < t - rho) return k;
      if (lv > t + rho) continue;
      // 3.3: the exact test.
      const nm = n - m + 1;
      const nk = n - k + 1;
      const bound =
        h +
        (n + 1) * Math.log(nm / nk) +
        (k + 0.5) * Math.log((nk * r) / (k + 1)) -
        stirlingCorrection(k) -
        stirlingCorrection(n - k);
      if (lv <= bound) return k;
    }
  }
}

/** log(k!) − Stirling's approximation of it ((k + ½)·log(k + 1) − (k + 1) + ½·log(2π)). */
const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);
const SMALL_CORRECTIONS = Array.from({ length: 10 }, (_, k) => {
  let logFactorial = 0;
  for (let i = 2; i <= k; i++) logFactorial += Math.log(i);
  return logFactorial - ((k + 0.5) * Math.log(k + 1) - (k + 1) + LOG_SQRT_2PI);
});

function stirlingCorrection(k: number): number {
  if (k < 10) return SMALL_CORRECTIONS[k] ?? 0;
  const k1 = k + 1;
  const sq = k1 * k1;
  return (1 / 12 - (1 / 360 - 1 / 1260 / sq) / sq) / k1;
}

const SHARED = new Binomial();
