import type { ClashCategory } from "../../align/clash.ts";
import type { DetailRow } from "../../align/details.ts";
import { arrayOnDemand } from "../array-on-demand.ts";
import { addCounts, type ElementCounts, emptyCounts } from "../levels/count-elements.ts";
import { levelRow } from "../levels/level-scores.ts";
import type { Scores } from "../scores.ts";
import { at, numberAt, type PeerFile, type PeerValue } from "./family.ts";
import type { Confidence } from "./mat-rows.ts";
import { summaryHeader, summaryRow } from "./mat-rows.ts";

/**
 * The span family's files in MAT's scorer CSV layout: `bytag.csv` (tag-level counts of the
 * alignment) and `details.csv` (one row per aligned pair or lone annotation).
 */

/** MAT's tag-level counts: a clash counts under the gold type (refclash) and the system type (hypclash). */
function tagCounts(details: readonly DetailRow[]): Map<string, Map<string, ElementCounts>> {
  const out = new Map<string, Map<string, ElementCounts>>();
  const bump = (doc: string, type: string, key: keyof ElementCounts): void => {
    const byType = out.get(doc) ?? new Map<string, ElementCounts>();
    out.set(doc, byType);
    const c = byType.get(type) ?? emptyCounts();
    byType.set(type, c);
    c[key]++;
  };
  for (const d of details) {
    const doc = d.document;
    if (d.category === "match" && d.gold) bump(doc, d.gold.type, "match");
    else if (d.category === "missing" && d.gold) bump(doc, d.gold.type, "missing");
    else if (d.category === "spurious" && d.system) bump(doc, d.system.type, "spurious");
    else if (d.gold && d.system) {
      bump(doc, d.gold.type, "refclash");
      bump(doc, d.system.type, "hypclash");
    }
  }
  return out;
}

function sum(cs: Iterable<ElementCounts>): ElementCounts {
  const out = emptyCounts();
  for (const c of cs) addCounts(out, c);
  return out;
}

const byName = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : 1);

/** Each document's token count when the token level was scored (MAT's `test toks`). */
function tokenCounts(doc: unknown): Map<string, number> {
  const rows = at(doc, ["levels", "token", "documents"]);
  if (!Array.isArray(rows)) return new Map();
  return new Map((rows as { id: string; elements: number }[]).map((d) => [d.id, d.elements]));
}

/** MAT's tag table. `test toks` is the document's token count when the token level was scored, else empty. */
function byTagFile(scores: Scores, details: readonly DetailRow[]): PeerFile {
  const counts = tagCounts(details);
  const tokens = tokenCounts(scores);
  const confidence = scores.settings.confidence;
  const options = (elements: PeerValue) => ({ accuracies: false, confidence, elements });
  const rows: PeerValue[][] = [];
  const corpus = new Map<string, ElementCounts[]>();
  const ids = scores.documents.map((d) => d.id);
  for (const id of ids) {
    const byType = [...(counts.get(id) ?? new Map<string, ElementCounts>())].sort(byName);
    const elements = options(tokens.get(id) ?? null);
    for (const [type, c] of byType) {
      rows.push(summaryRow(id, 1, type, levelRow(c, 0), elements));
      const seen = corpus.get(type);
      if (seen === undefined) corpus.set(type, [c]);
      else seen.push(c);
    }
    rows.push(summaryRow(id, 1, "<all>", levelRow(sum(byType.map(([, c]) => c)), 0), elements));
  }
  const total = options(numberAt(scores, ["levels", "token", "<all>", "elements"]));
  for (const [type, cs] of [...corpus].sort(byName))
    rows.push(summaryRow("<all>", ids.length, type, levelRow(sum(cs), 0), total));
  const all = levelRow(sum([...corpus.values()].flat()), 0);
  const spread = at(scores, ["overall", "strict", "confidence"]) as Confidence | undefined;
  rows.push(summaryRow("<all>", ids.length, "<all>", all, total, spread));
  return { file: "bytag.csv", columns: summaryHeader("test toks", false, confidence), rows };
}

/** MAT's names for a pair's relation; a type clash with a span error lists both, as MAT does. */
const STATUS: Readonly<Record<ClashCategory, string>> = {
  match: "match",
  tagclash: "tagclash",
  overmark: "overmark",
  undermark: "undermark",
  overlap: "overlap",
  tagOvermark: "tagclash,overmark",
  tagUndermark: "tagclash,undermark",
  tagOverlap: "tagclash,overlap",
  missing: "missing",
  spurious: "spurious",
};

const DETAIL_COLUMNS = [
  "file",
  "type",
  "refid",
  "hypid",
  "refdescription",
  "hypdescription",
  "reflabel",
  "hyplabel",
  "refstart",
  "refend",
  "hypstart",
  "hypend",
  "refcontent",
  "hypcontent",
];

/** MAT's details table: one row per aligned pair or lone annotation. Goldgate keeps no annotation ids in details: `refid`/`hypid` are empty. */
function detailsFile(details: readonly DetailRow[]): PeerFile {
  const describe = (s: DetailRow["gold"]): PeerValue =>
    s === undefined ? "" : `${s.type} ${s.start}-${s.end}`;
  const row = (d: DetailRow): PeerValue[] => [
    d.document,
    STATUS[d.category],
    "",
    "",
    describe(d.gold),
    describe(d.system),
    d.gold?.type ?? "",
    d.system?.type ?? "",
    d.gold?.start ?? "",
    d.gold?.end ?? "",
    d.system?.start ?? "",
    d.system?.end ?? "",
    d.gold?.text ?? "",
    d.system?.text ?? "",
  ];
  // Rows on demand: a million-row table is written row by row, never held.
  const rows = arrayOnDemand(details.length, (k) => row(details[k] as DetailRow));
  return { file: "details.csv", columns: DETAIL_COLUMNS, rows };
}

/** The span family's MAT files of a scores document and its alignment. */
export function spanMatFiles(scores: Scores, details: readonly DetailRow[]): PeerFile[] {
  return [byTagFile(scores, details), detailsFile(details)];
}
