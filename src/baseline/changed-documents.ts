import type { DetailTable } from "../align/detail-table.ts";

/** A side of the annotation diff: its table and the shared rank of each of its string ids. */
interface RankedTable {
  readonly table: DetailTable;
  readonly rank: Int32Array;
}

/** Each document's run of rows (by the document's shared rank); null when a document has two. */
function runsByRank(side: RankedTable, ranks: number): Int32Array | null {
  const { documents } = side.table.documentRuns;
  const at = new Int32Array(ranks).fill(-1);
  for (let r = 0; r < documents.length; r++) {
    const rank = side.rank[documents[r] as number] as number;
    if ((at[rank] as number) >= 0) return null;
    at[rank] = r;
  }
  return at;
}

/**
 * Whether rows [b0, b1) of one side and [c0, c1) of the other hold the same links in the same
 * order (`DetailTable.sameLink`: category, and each side's type, start and end), gold rows with
 * gold rows and lone system rows with lone system rows (a baseline file puts a document's lone
 * rows first, scoring last). Equal sequences are equal multisets of (key, outcome), which the
 * diff reports nothing for; any other difference, an order of equal keys too, leaves the document
 * to the diff.
 */
function sameLinks(
  base: RankedTable,
  b: readonly [number, number],
  cur: RankedTable,
  c: readonly [number, number],
): boolean {
  if (b[1] - b[0] !== c[1] - c[0]) return false;
  const [x, y] = [base.table, cur.table];
  for (const gold of [true, false]) {
    let i = b[0];
    let j = c[0];
    for (;;) {
      while (i < b[1] && x.hasGold(i) !== gold) i++;
      while (j < c[1] && y.hasGold(j) !== gold) j++;
      if (i === b[1] || j === c[1]) {
        if (i !== b[1] || j !== c[1]) return false;
        break;
      }
      if (!x.sameLink(i++, y, j++, base.rank, cur.rank)) return false;
    }
  }
  return true;
}

/** Rows [first[r], first[r + 1]) of run r, the last run ending at the table's length. */
function runRows(t: DetailTable, r: number): [number, number] {
  const { first } = t.documentRuns;
  return [first[r] as number, r + 1 < first.length ? (first[r + 1] as number) : t.length];
}

/**
 * Per document (by shared rank), 1 when the annotation diff must walk it: it is on one side only
 * or its links differ. A document whose links are the same on both sides (most of them when a
 * tenth of the documents changed) can have no newly broken or fixed annotation, and is neither
 * ordered nor walked. Null (walk every document) when a table holds a document in two runs.
 */
export function changedDocuments(
  base: RankedTable,
  cur: RankedTable,
  ranks: number,
): Uint8Array | null {
  const baseRuns = runsByRank(base, ranks);
  const curRuns = runsByRank(cur, ranks);
  if (baseRuns === null || curRuns === null) return null;
  const changed = new Uint8Array(ranks);
  for (let rank = 0; rank < ranks; rank++) {
    const rb = baseRuns[rank] as number;
    const rc = curRuns[rank] as number;
    if (rb < 0 && rc < 0) continue;
    const same =
      rb >= 0 && rc >= 0 && sameLinks(base, runRows(base.table, rb), cur, runRows(cur.table, rc));
    if (!same) changed[rank] = 1;
  }
  return changed;
}
