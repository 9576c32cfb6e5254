import type { ClashCategory } from "../align/clash.ts";
import type { DetailRow } from "../align/details.ts";
import type { ElementCounts } from "../measure/levels/count-elements.ts";
import type { ConfusionCell, LevelScores } from "../measure/levels/level-scores.ts";
import { levelRow } from "../measure/levels/level-scores.ts";
import type { Levels } from "../measure/levels/measure-levels.ts";
import type { Scores } from "../measure/scores.ts";
import { renderCsv } from "./csv.ts";
import { type Cell, summaryHeader, summaryRow } from "./mat-csv-rows.ts";

/** The files MAT's scorer writes with `--csv_output_dir`, by name. */
export type MatCsvFiles = Readonly<Record<string, string>>;

const LEVEL_FILES = {
  token: ["bytoken.csv", "test toks"],
  char: ["bychar.csv", "test chars"],
  pseudoToken: ["bypseudotoken.csv", "test pseudo-toks"],
} as const satisfies Record<keyof Levels, readonly [string, string]>;

/** A level table: each document's rows (types, then `<all>`), then the corpus rows (file `<all>`). */
function levelCsv(level: LevelScores, elementsColumn: string, confidence: boolean): string {
  const rows: Cell[][] = [];
  for (const doc of level.documents) {
    const options = { accuracies: true, confidence, elements: doc.elements };
    for (const [type, c] of Object.entries(doc.types).sort(([a], [b]) => (a < b ? -1 : 1)))
      rows.push(summaryRow(doc.id, 1, type, levelRow(c, doc.elements), options));
    rows.push(summaryRow(doc.id, 1, "<all>", levelRow(doc.all, doc.elements), options));
  }
  const n = level.documents.length;
  const all = level["<all>"];
  const options = { accuracies: true, confidence, elements: all.elements };
  for (const [type, r] of Object.entries(level.types))
    rows.push(summaryRow("<all>", n, type, r, options, r.confidence));
  rows.push(summaryRow("<all>", n, "<all>", all, options, all.confidence));
  return renderCsv(summaryHeader(elementsColumn, true, confidence), rows);
}

/** MAT's tag-level counts from the alignment: a clash counts under the gold type (refclash) and the system type (hypclash). */
function tagCounts(details: readonly DetailRow[]): Map<string, Map<string, ElementCounts>> {
  const out = new Map<string, Map<string, ElementCounts>>();
  const bump = (doc: string, type: string, key: keyof ElementCounts): void => {
    const byType = out.get(doc) ?? new Map<string, ElementCounts>();
    out.set(doc, byType);
    const c = byType.get(type) ?? { match: 0, refclash: 0, hypclash: 0, missing: 0, spurious: 0 };
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

const sum = (cs: Iterable<ElementCounts>): ElementCounts => {
  const out = { match: 0, refclash: 0, hypclash: 0, missing: 0, spurious: 0 };
  for (const c of cs) for (const k of Object.keys(out) as (keyof ElementCounts)[]) out[k] += c[k];
  return out;
};

/** MAT's tag table. `test toks` is the document's token count when the token level was scored, else empty. */
function byTagCsv(scores: Scores, details: readonly DetailRow[]): string {
  const counts = tagCounts(details);
  const tokens = new Map(scores.levels?.token?.documents.map((d) => [d.id, d.elements]) ?? []);
  const confidence = scores.settings.confidence;
  const options = (elements: Cell) => ({ accuracies: false, confidence, elements });
  const rows: Cell[][] = [];
  const corpus = new Map<string, ElementCounts[]>();
  const ids = scores.documents.map((d) => d.id);
  for (const id of ids) {
    const byType = [...(counts.get(id) ?? new Map<string, ElementCounts>())].sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    for (const [type, c] of byType) {
      rows.push(summaryRow(id, 1, type, levelRow(c, 0), options(tokens.get(id))));
      corpus.set(type, [...(corpus.get(type) ?? []), c]);
    }
    rows.push(
      summaryRow(
        id,
        1,
        "<all>",
        levelRow(sum(byType.map(([, c]) => c)), 0),
        options(tokens.get(id)),
      ),
    );
  }
  const total = scores.levels?.token?.["<all>"].elements;
  for (const [type, cs] of [...corpus].sort(([a], [b]) => (a < b ? -1 : 1)))
    rows.push(summaryRow("<all>", ids.length, type, levelRow(sum(cs), 0), options(total)));
  const all = levelRow(sum([...corpus.values()].flat()), 0);
  rows.push(
    summaryRow("<all>", ids.length, "<all>", all, options(total), scores.overall.strict.confidence),
  );
  return renderCsv(summaryHeader("test toks", false, confidence), rows);
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

/** MAT's details table: one row per aligned pair or lone annotation. Goldgate keeps no annotation ids in details: `refid`/`hypid` are empty. */
function detailsCsv(details: readonly DetailRow[]): string {
  const header = [
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
  const describe = (s: DetailRow["gold"]): Cell =>
    s === undefined ? "" : `${s.type} ${s.start}-${s.end}`;
  return renderCsv(
    header,
    details.map((d) => [
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
    ]),
  );
}

/** MAT's confusability table: system ("hyp") rows × gold ("ref") columns, `null` for no label. */
function confusabilityCsv(cells: readonly ConfusionCell[]): string {
  const names = [
    ...new Set(cells.flatMap((c) => [c.gold, c.system]).filter((n): n is string => n !== null)),
  ].sort();
  const labels: (string | null)[] = [...names, null];
  const count = (gold: string | null, system: string | null): number =>
    cells.find((c) => c.gold === gold && c.system === system)?.count ?? 0;
  const header = ["", ...labels.map((l) => `${l ?? "null"} (ref)`)];
  return renderCsv(
    header,
    labels.map((hyp) => [`${hyp ?? "null"} (hyp)`, ...labels.map((ref) => count(ref, hyp))]),
  );
}

/**
 * MAT's CSV outputs (`--csv DIR`): `bytag.csv` and `details.csv` from the span alignment, a
 * `by<level>.csv` for each level scored, and `confusability.csv` over tokens when the token level
 * was scored, else over pseudo-tokens (MAT's choice), when either was. Values, never formulas.
 */
export function renderMatCsv(scores: Scores, details: readonly DetailRow[]): MatCsvFiles {
  const files: Record<string, string> = {
    "bytag.csv": byTagCsv(scores, details),
    "details.csv": detailsCsv(details),
  };
  for (const [key, [file, column]] of Object.entries(LEVEL_FILES)) {
    const level = scores.levels?.[key as keyof Levels];
    if (level !== undefined) files[file] = levelCsv(level, column, scores.settings.confidence);
  }
  const confusion = scores.levels?.token ?? scores.levels?.pseudoToken;
  if (confusion !== undefined) files["confusability.csv"] = confusabilityCsv(confusion.confusion);
  return files;
}
