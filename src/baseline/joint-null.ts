import { SPAN_SCHEMES } from "../measure/schemes.ts";
import type { ResamplePlan } from "./bootstrap.ts";
import type { FeatureLayout } from "./side-metrics.ts";

/**
 * The joint paired randomization of the metrics a verdict may check: for each swap permutation
 * (the same permutations for every metric, so their correlation is kept), every watched metric's
 * delta. What a family-wise correction (Westfall and Young 1993) and the minimum detectable drop
 * need; kept in memory beside the comparison, never written.
 */
export interface JointNull {
  /** Concrete metric paths (`types.PER.strict.f1`), one per watched metric. */
  readonly paths: readonly string[];
  /** Observed delta (current − baseline) per path. */
  readonly observed: Float64Array;
  /** Permutation deltas, metric-major: path j's r-th draw at `j · plan.count + r`. */
  readonly draws: Float64Array;
  readonly plan: ResamplePlan;
  /** Units (documents or items) resampled. */
  readonly units: number;
}

/**
 * A metric-path pattern (`types.*.strict.f1`) as a test on concrete paths; `*` stands for one key,
 * which may itself contain dots (a type named `ORG.GOV`).
 */
export function pathMatcher(patterns: readonly string[]): (path: string) => boolean {
  const quote = (s: string): string => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const res = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .split(".")
          .map((k) => (k === "*" ? ".+" : quote(k)))
          .join("\\.")}$`,
      ),
  );
  return (path) => res.some((re) => re.test(path));
}

/** A watch list for one resampling engine: which metric indices to record, under which paths. */
export interface Watch {
  readonly index: Int32Array;
  readonly paths: readonly string[];
}

/** The metrics among `paths` (index = metric number) that a pattern matches. */
export function watchOf(paths: readonly string[], patterns: readonly string[]): Watch {
  const matches = pathMatcher(patterns);
  const index: number[] = [];
  const out: string[] = [];
  paths.forEach((path, k) => {
    if (matches(path)) {
      index.push(k);
      out.push(path);
    }
  });
  return { index: Int32Array.from(index), paths: out };
}

/**
 * Standard deviation of one path's delta around 0 (the null distribution is centred on 0) over the
 * swaps and the observed split itself: sampled swaps leave the identity out, and a spread that
 * every draw helps to make but the observed does not would let an extreme observation stand out
 * more than an equally extreme draw (on thin, heavy-tailed types the test then rejects too often).
 * An exact enumeration already holds the identity.
 */
export function nullSd(j: number, joint: JointNull): number {
  const b = joint.plan.count;
  const own = joint.plan.exact ? 0 : (joint.observed[j] as number);
  let squares = own * own;
  for (let r = 0; r < b; r++) {
    const x = joint.draws[j * b + r] as number;
    squares += x * x;
  }
  const n = joint.plan.exact ? b : b + 1;
  return b === 0 ? 0 : Math.sqrt(squares / n);
}

/** The scores path of every metric of a span layout, in metric order (`metricAt`). */
export function spanMetricPaths(layout: FeatureLayout): string[] {
  const rows = [
    "overall",
    ...layout.types.map((t) => `types.${t}`),
    "macro.types",
    "macro.weighted",
    "macro.documents",
  ];
  return rows.flatMap((row) =>
    SPAN_SCHEMES.flatMap((scheme) => layout.rates.map((rate) => `${row}.${scheme}.${rate}`)),
  );
}
