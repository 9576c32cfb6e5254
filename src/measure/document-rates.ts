import type { ClashTally } from "../align/clash.ts";
import { type RateArithmetic, writeRates } from "./prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "./schemes.ts";

/** Numbers per scheme in `rateDocument`'s result: P, R, F1, F-beta (0 when β = 1). */
export const DOCUMENT_RATES = 4;

/**
 * Frozen tallies whose rates are kept, per process (about 230 bytes each): the 1M-token bench's
 * both sides fit; past it a tally is rated each time, as before.
 */
const KEPT = 16_384;

const kept = new Map<string, WeakMap<Readonly<ClashTally>, Float64Array>>();
let keptCount = 0;

/** A new memo of one rating (β and arithmetic). */
function startMemo(key: string): WeakMap<Readonly<ClashTally>, Float64Array> {
  const memo = new WeakMap<Readonly<ClashTally>, Float64Array>();
  kept.set(key, memo);
  return memo;
}

/** One scheme's rates, reused. */
const one = new Float64Array(DOCUMENT_RATES);

/** Every scheme's rates of one document's tally (scheme s at `DOCUMENT_RATES · s`), fresh. */
function rateAll(clash: Readonly<ClashTally>, beta: number, arithmetic: RateArithmetic) {
  const out = new Float64Array(SPAN_SCHEMES.length * DOCUMENT_RATES);
  for (let s = 0; s < SPAN_SCHEMES.length; s++) {
    const scheme = SPAN_SCHEMES[s] ?? "strict";
    const c = schemeCounts(clash, scheme);
    writeRates(c.correct, c.partial, c.actual, c.possible, scheme, beta, arithmetic, one);
    const at = s * DOCUMENT_RATES;
    out[at] = one[0] as number;
    out[at + 1] = one[1] as number;
    out[at + 2] = one[2] as number;
    out[at + 3] = one[3] as number;
  }
  return out;
}

/**
 * A document's P, R, F1 and F-beta under every scheme (`writeRates` of its `schemeCounts`), the
 * result read-only. A frozen tally is shared by every row with the same counts, and by the stages
 * that rate documents (the scores' document means, the verification of a baseline, the paired
 * matrix), so its rates are worked out once per process and kept while the tally lives.
 */
export function rateDocument(
  clash: Readonly<ClashTally>,
  beta: number,
  arithmetic: RateArithmetic,
): Float64Array {
  if (!Object.isFrozen(clash)) return rateAll(clash, beta, arithmetic);
  const key = `${beta} ${arithmetic}`;
  const memo = kept.get(key) ?? startMemo(key);
  const known = memo.get(clash);
  if (known !== undefined) return known;
  const rates = rateAll(clash, beta, arithmetic);
  if (keptCount < KEPT) {
    memo.set(clash, rates);
    keptCount++;
  }
  return rates;
}
