import { addTally, CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../align/clash.ts";
import type { ScoreSettings } from "../../config/settings.ts";
import { DataError } from "../../errors.ts";
import { type BdmScore, bdmScore } from "../bdm.ts";
import { ConfusionAccumulator, type ConfusionCell } from "../confusability.ts";
import { buildScores, type InputSummary } from "../scores.ts";
import { type CorpusTally, type DocumentRow, emptyCorpusTally } from "../tally-corpus.ts";
import { at, type MergedSections, recordOf, type ShardMerging, type ShardPart } from "./family.ts";
import { derivedHere, inconsistency } from "./verify-recomputed.ts";

/**
 * Merging span shards: every corpus figure of the span family derives from the per-document
 * clash tallies (`documents[]`), the token tally and the sparse confusion cells, which add up.
 * The whole is rebuilt with the same `buildScores` a scoring run uses.
 */

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** The tally, when every category is a count: its ten fields read by name (rows share a shape). */
function countsOf(r: Readonly<Record<string, unknown>>): ClashTally | null {
  const { match, tagclash, overmark, undermark, overlap } = r;
  const { tagOvermark, tagUndermark, tagOverlap, missing, spurious } = r;
  if (!isCount(match) || !isCount(tagclash) || !isCount(overmark) || !isCount(undermark))
    return null;
  if (!isCount(overlap) || !isCount(tagOvermark) || !isCount(tagUndermark)) return null;
  if (!isCount(tagOverlap) || !isCount(missing) || !isCount(spurious)) return null;
  return {
    match,
    tagclash,
    overmark,
    undermark,
    overlap,
    tagOvermark,
    tagUndermark,
    tagOverlap,
    missing,
    spurious,
  };
}

/** Row `k`'s clash tally (`type` null) or that of one type; its path is spelled only for a fault. */
function tallyOf(value: unknown, k: number, type: string | null, origin: string): ClashTally {
  const r = recordOf(value);
  const counts = r === undefined ? null : countsOf(r);
  if (counts !== null) return counts;
  const tally = emptyTally();
  for (const c of CLASH_CATEGORIES) {
    const n = r?.[c];
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) {
      const where = type === null ? `documents[${k}].clash` : `documents[${k}].types.${type}`;
      throw new DataError({ file: origin }, `${where}.${c}: expected a count, got ${String(n)}`);
    }
    tally[c] = n;
  }
  return tally;
}

function rowOf(value: unknown, k: number, origin: string): DocumentRow {
  const r = recordOf(value);
  const types = recordOf(r?.types);
  if (
    r === undefined ||
    typeof r.id !== "string" ||
    typeof r.gold !== "number" ||
    typeof r.system !== "number" ||
    types === undefined
  )
    throw new DataError(
      { file: origin },
      `documents[${k}]: expected { id, gold, system, clash, types } (goldgate score --shard writes them)`,
    );
  const typeTallies = Object.create(null) as Record<string, ClashTally>; // type names are data
  for (const type of Object.keys(types)) typeTallies[type] = tallyOf(types[type], k, type, origin);
  const clash = tallyOf(r.clash, k, null, origin);
  return { id: r.id, gold: r.gold, system: r.system, clash, types: typeTallies };
}

/** Rows already read, by the parsed document they were read from (a merge reads them often). */
const readRows = new WeakMap<object, readonly DocumentRow[]>();

/**
 * Rows of the parsed document `doc` that a reader has decoded with every check `documentsOf`
 * makes (a baseline's tally rows): verifying it reads them from here instead of again.
 */
export function rememberDocumentRows(doc: object, rows: readonly DocumentRow[]): void {
  readRows.set(doc, rows);
}

/** A scores document's per-document span rows, read and checked once per parsed document. */
export function documentsOf(part: ShardPart): readonly DocumentRow[] {
  const doc = recordOf(part.doc);
  const known = doc === undefined ? undefined : readRows.get(doc);
  if (known !== undefined) return known;
  const rows = at(part.doc, ["documents"]);
  if (!Array.isArray(rows))
    throw new DataError({ file: part.origin }, "documents: expected the per-document rows");
  const read = rows.map((row, k) => rowOf(row, k, part.origin));
  if (doc !== undefined) readRows.set(doc, read);
  return read;
}

/** Tallies already summed, by the parsed document whose rows they add up (one pass a row). */
const partTallies = new WeakMap<object, CorpusTally>();

/**
 * One shard's rows added up (its corpus tally), once per parsed document: verifying the shard
 * (a merge of it alone) sums its rows, and the whole is then built from these sums.
 */
function partTally(part: ShardPart): CorpusTally {
  const doc = recordOf(part.doc);
  const known = doc === undefined ? undefined : partTallies.get(doc);
  if (known !== undefined) return known;
  const total = emptyCorpusTally();
  for (const row of documentsOf(part)) {
    total.documents.push(row);
    addTally(total.overall, row.clash);
    addTypes(total.types, row.types);
  }
  const tokens = recordOf(at(part.doc, ["tokens"]));
  if (tokens !== undefined) {
    total.hasTokenTally = true;
    total.tokens += typeof tokens.count === "number" ? tokens.count : 0;
    total.correctTags += typeof tokens.correctTags === "number" ? tokens.correctTags : 0;
  }
  if (doc !== undefined) partTallies.set(doc, total);
  return total;
}

function addTypes(
  into: Map<string, ClashTally>,
  types: Readonly<Record<string, ClashTally>>,
): void {
  for (const type in types) addType(into, type, types[type] as ClashTally);
}

function addType(into: Map<string, ClashTally>, type: string, tally: Readonly<ClashTally>): void {
  let sum = into.get(type);
  if (sum === undefined) {
    sum = emptyTally();
    into.set(type, sum);
  }
  addTally(sum, tally);
}

/**
 * The corpus tally of all shards' documents, as scoring the whole would have left it: the sum of
 * the shards' tallies (counts add exactly, so the order of summing does not matter).
 */
function corpusTally(parts: readonly ShardPart[]): CorpusTally {
  const tallies = parts.map(partTally);
  if (tallies.length === 1) return tallies[0] as CorpusTally;
  const total = emptyCorpusTally();
  for (const part of tallies) {
    for (const row of part.documents) total.documents.push(row);
    addTally(total.overall, part.overall);
    for (const [type, tally] of part.types) addType(total.types, type, tally);
    total.hasTokenTally ||= part.hasTokenTally;
    total.tokens += part.tokens;
    total.correctTags += part.correctTags;
  }
  return total;
}

/** The confusion cells of all shards added up, or undefined when no shard has them. */
function confusionOf(parts: readonly ShardPart[]) {
  const cells = parts.map((p) => at(p.doc, ["confusion", "cells"]));
  if (cells.every((c) => c === undefined)) return undefined;
  const sum = new ConfusionAccumulator();
  for (const c of cells) if (Array.isArray(c)) sum.addCells(c as ConfusionCell[]);
  return sum.finish();
}

/** BDM credit and counts added up (credit summed shard by shard: see docs/sharding.md). */
function bdmOf(parts: readonly ShardPart[]): BdmScore | undefined {
  const scores = parts.map((p) => recordOf(at(p.doc, ["bdm"])));
  if (scores.every((s) => s === undefined)) return undefined;
  const sum = (key: string): number =>
    scores.reduce((t, s) => t + (typeof s?.[key] === "number" ? s[key] : 0), 0);
  return bdmScore(sum("credit"), sum("possible"), sum("actual"));
}

const NO_INPUT: InputSummary = { path: null, documents: 0, annotations: 0, sha256: "" };

/** The span family's merge: `tokens`, `overall`, `types`, `macro`, `clash`, `documents`, … */
export const SPANS_MERGING: ShardMerging = {
  ids: (doc, origin) => documentsOf({ origin, doc }).map((row) => row.id),
  merge: (parts): MergedSections => {
    const settings = at(parts[0]?.doc, ["settings"]) as ScoreSettings;
    const confusion = confusionOf(parts);
    const bdm = bdmOf(parts);
    const whole = buildScores({
      total: corpusTally(parts),
      settings,
      version: "",
      inputs: { gold: NO_INPUT, system: NO_INPUT },
      issues: [],
      events: null,
    });
    const { tokens, overall, types, macro, clash, documents } = whole;
    return {
      sections: {
        tokens,
        overall,
        types,
        macro,
        clash,
        documents,
        ...(confusion === undefined ? {} : { confusion }),
        ...(bdm === undefined ? {} : { bdm }),
      },
      issues: [],
      issueKinds: [],
    };
  },
};

/**
 * `documents[]` against `inputs`: a row per gold document, and the rows' annotations add up to
 * each side's count (a system document without gold is not scored, so it has no row).
 */
export function checkSpanInputs(doc: unknown, origin: string): void {
  const rows = at(doc, ["documents"]);
  if (!Array.isArray(rows)) return;
  const documents = at(doc, ["inputs", "gold", "documents"]);
  if (typeof documents === "number" && documents !== rows.length)
    throw inconsistency(
      origin,
      "documents",
      `${documents} rows (one per gold document: inputs.gold.documents)`,
      rows.length,
    );
  const sides = documentsOf({ origin, doc });
  // Where this version's figures are held to the rows, so is their order (verifyRecomputed).
  if (derivedHere(doc)) checkRowOrder(sides, origin);
  for (const side of ["gold", "system"] as const) {
    const stated = at(doc, ["inputs", side, "annotations"]);
    const sum = sides.reduce((t, row) => t + row[side], 0);
    if (typeof stated === "number" && stated !== sum)
      throw inconsistency(
        origin,
        `inputs.${side}.annotations`,
        `${sum} (the sum of documents[].${side})`,
        stated,
      );
  }
  checkClashSums(doc, sides, origin);
  const paired = at(doc, ["inputs", "system", "documents"]);
  if (typeof paired === "number" && paired > rows.length)
    throw inconsistency(
      origin,
      "inputs.system.documents",
      `at most ${rows.length} (system documents with a gold document: the rows of documents[])`,
      paired,
    );
}

/**
 * The rows in id order, as scoring writes them: with every row read whole by `rowOf`, this is what
 * comparing `documents` with the rows rebuilt from it (sorted) would check.
 */
function checkRowOrder(rows: readonly DocumentRow[], origin: string): void {
  for (let k = 1; k < rows.length; k++) {
    const [before, row] = [rows[k - 1] as DocumentRow, rows[k] as DocumentRow];
    if (before.id > row.id)
      throw inconsistency(
        origin,
        `documents[${k}].id`,
        `an id after ${JSON.stringify(before.id)} (the rows in id order)`,
        row.id,
      );
  }
}

/** `clash` is the sum of the rows' clash tallies (what every version writes). */
function checkClashSums(doc: unknown, rows: readonly DocumentRow[], origin: string): void {
  const stated = recordOf(at(doc, ["clash"]));
  if (stated === undefined) return;
  const sum = emptyTally();
  for (const row of rows) addTally(sum, row.clash);
  const off = CLASH_CATEGORIES.find((c) => sum[c] !== stated[c]);
  if (off !== undefined)
    throw inconsistency(
      origin,
      `clash.${off}`,
      `${sum[off]} (the sum of documents[].clash.${off})`,
      stated[off],
    );
}
