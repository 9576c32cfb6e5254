import type { Link } from "../align/align-spans.ts";
import { type BdmTable, bdmKey } from "../formats/bdm.ts";
import { fScore, ratio } from "./prf.ts";

/**
 * The `bdm` scheme (GATE's ontology-sensitive scoring): a pair with the same span earns its types'
 * BDM score — 1 for the same type, BDM(key, response) for a near miss (0 when the file has no such
 * pair either way) — and every other outcome earns 0. P = credit / actual, R = credit / possible.
 */
export interface BdmScore {
  readonly credit: number;
  readonly possible: number;
  readonly actual: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/** Running BDM credit over a corpus, fed one document's links at a time. */
export class BdmAccumulator {
  private credit = 0;
  private possible = 0;
  private actual = 0;
  constructor(private readonly table: BdmTable) {}

  /** Adds one document's alignment links. */
  add(links: readonly Link[]): void {
    for (const link of links) {
      if (link.gold !== undefined) this.possible++;
      if (link.system !== undefined) this.actual++;
      if (link.category === "match") this.credit += 1;
      else if (
        link.category === "tagclash" &&
        link.gold !== undefined &&
        link.system !== undefined
      ) {
        const g = link.gold.type;
        const s = link.system.type;
        this.credit += this.table.get(bdmKey(g, s)) ?? this.table.get(bdmKey(s, g)) ?? 0;
      }
    }
  }

  /** Counts and rates so far. */
  score(): BdmScore {
    return bdmScore(this.credit, this.possible, this.actual);
  }
}

/** The BDM figures of a credit over `possible` gold and `actual` system spans. */
export function bdmScore(credit: number, possible: number, actual: number): BdmScore {
  const precision = ratio(credit, actual);
  const recall = ratio(credit, possible);
  return { credit, possible, actual, precision, recall, f1: fScore(precision, recall) };
}
