import { CLASH_CATEGORIES, type ClashCategory } from "../align/clash.ts";
import {
  type DetailRow,
  type DetailSpan,
  offsetsText,
  spanAttributesText,
} from "../align/details.ts";
import type { DiffDocument, DiffSelection, DiffTable } from "../align/diff-view.ts";
import type { FamilyDetailRow, FamilyDetails } from "../measure/families/family.ts";
import { type Html, html, joinHtml, jsonForAttribute } from "./html-escape.ts";

/** How each clash category is named and coloured in the annotation diff (GATE's diff colours). */
export const RELATIONS: Readonly<
  Record<ClashCategory, { readonly name: string; readonly help: string }>
> = {
  match: { name: "match", help: "same span, same type" },
  tagclash: { name: "tagclash", help: "same span, other type" },
  overmark: { name: "overmark", help: "system span covers the gold span" },
  undermark: { name: "undermark", help: "system span inside the gold span" },
  overlap: { name: "overlap", help: "spans cross" },
  tagOvermark: { name: "tag+overmark", help: "overmark with another type" },
  tagUndermark: { name: "tag+undermark", help: "undermark with another type" },
  tagOverlap: { name: "tag+overlap", help: "overlap with another type" },
  missing: { name: "missing", help: "gold annotation with no system partner" },
  spurious: { name: "spurious", help: "system annotation with no gold partner" },
};

/** The colour legend of the relations. */
export function renderLegend(): Html {
  const items = CLASH_CATEGORIES.map(
    (c) =>
      html`<li><span class="rel rel-${c}">${RELATIONS[c].name}</span> ${RELATIONS[c].help}</li>`,
  );
  return html`<ul class="legend">${items}</ul>`;
}

interface Cover {
  readonly gold: string[];
  readonly system: string[];
}

/** Cuts positions of every highlighted span inside the shown units, sorted. */
function cuts(rows: readonly DetailRow[], shown: number): number[] {
  const at = new Set<number>([0, shown]);
  for (const row of rows) {
    for (const s of [row.gold, row.system]) {
      if (s === undefined) continue;
      if (s.start < shown) at.add(s.start);
      if (s.end < shown) at.add(s.end);
    }
  }
  return [...at].sort((a, b) => a - b);
}

function cover(rows: readonly DetailRow[], from: number, to: number): Cover {
  const inside = (s: DetailSpan | undefined): boolean =>
    s !== undefined && s.start <= from && to <= s.end;
  return {
    gold: rows.filter((r) => inside(r.gold)).map((r) => r.gold?.type ?? ""),
    system: rows.filter((r) => inside(r.system)).map((r) => r.system?.type ?? ""),
  };
}

/** The document text with gold spans underlined and system spans shaded; a title names types. */
function renderText(doc: DiffDocument): Html {
  const units = doc.units;
  if (units === null) return html`<p class="note">This document has no text to show.</p>`;
  const sep = doc.unit === "token" ? " " : "";
  const at = cuts(doc.rows, units.length);
  const pieces: Html[] = [];
  for (let k = 0; k + 1 < at.length; k++) {
    const from = at[k] ?? 0;
    const to = at[k + 1] ?? 0;
    const text = units.slice(from, to).join(sep);
    const gap = sep !== "" && to < units.length ? sep : "";
    const c = cover(doc.rows, from, to);
    if (c.gold.length === 0 && c.system.length === 0) {
      pieces.push(html`${text}${gap}`);
      continue;
    }
    const cls = [c.gold.length > 0 ? "g" : "", c.system.length > 0 ? "s" : ""].join(" ").trim();
    const title = `gold: ${c.gold.join(", ") || "—"}; system: ${c.system.join(", ") || "—"}`;
    pieces.push(html`<mark class="${cls}" title="${title}">${text}</mark>${gap}`);
  }
  const cut =
    units.length < doc.length
      ? html`<p class="note">Text cut after ${units.length} of ${doc.length} ${doc.unit === "token" ? "token" : "character"}s; every row is listed below.</p>`
      : null;
  return html`<div class="text">${pieces}</div>${cut}`;
}

function spanCells(s: DetailSpan | undefined): Html {
  if (s === undefined) return html`<td></td><td></td><td></td>`;
  return html`<td>${s.type}${attributesNote(s)}</td><td class="num">${offsetsText(s)}</td><td class="covered">${s.text ?? ""}</td>`;
}

/** A span's attributes beside its type (`Negated=true`), by name; nothing without any. */
function attributesNote(s: DetailSpan): Html | string {
  const text = spanAttributesText(s);
  return text === "" ? "" : html` <small class="span-attributes">${text}</small>`;
}

function spanData(s: DetailSpan | undefined): string {
  return s === undefined ? "" : jsonForAttribute({ type: s.type, start: s.start, end: s.end });
}

/** One alignment row; disagreements carry the adjudication choice (gold by default). */
function renderRow(row: DetailRow, doc: number, index: number): Html {
  const types = jsonForAttribute([row.gold?.type, row.system?.type].filter((t) => t !== undefined));
  const name = `adj-${doc}-${index}`;
  const choice =
    row.category === "match"
      ? html`<td>—</td>`
      : html`<td class="adj"><label><input type="radio" name="${name}" value="gold"${row.gold ? " checked" : ""}${row.gold ? "" : " disabled"}> gold</label> <label><input type="radio" name="${name}" value="system"${row.system ? "" : " disabled"}${row.gold ? "" : " checked"}> system</label> <label><input type="radio" name="${name}" value="none"> neither</label></td>`;
  return html`<tr class="row rel-${row.category}" data-rel="${row.category}" data-types="${types}" data-gold="${spanData(row.gold)}" data-system="${spanData(row.system)}"><td><span class="rel rel-${row.category}">${RELATIONS[row.category].name}</span></td>${spanCells(row.gold)}${spanCells(row.system)}${choice}</tr>`;
}

/** A table beside the alignment rows (the Dice mapping of event mentions, a family's rows). */
function renderTable(t: DiffTable): Html {
  const heads = t.heads.map(
    (h, k) => html`<th${t.numeric.includes(k) ? html` class="num"` : ""}>${h}</th>`,
  );
  const rows = t.rows.map((r) => {
    const cells = r.cells.map(
      (c, k) => html`<td${t.numeric.includes(k) ? html` class="num"` : ""}>${c}</td>`,
    );
    return html`<tr class="rel-${r.tone}">${cells}</tr>`;
  });
  return html`<h4>${t.title}</h4><table class="${t.kind}"><thead><tr>${heads}</tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * One document of the annotation diff: its text, the tables beside its alignment (`tables`: the
 * families' rows of this document) and its alignment table.
 */
export function renderDocumentDiff(
  doc: DiffDocument,
  index: number,
  tables: readonly DiffTable[] = [],
): Html {
  const rows = doc.rows.map((row, k) => renderRow(row, index, k));
  const others = doc.others === 0 ? "" : `, ${doc.others} more in the tables below the text`;
  return html`<section class="doc" id="doc-${index}" data-doc="${doc.id}" data-id="${jsonForAttribute(doc.id)}" data-unit="${doc.unit}">
<h3>${doc.id} <small>${doc.disagreements} disagreement${doc.disagreements === 1 ? "" : "s"} in ${doc.rows.length} row${doc.rows.length === 1 ? "" : "s"}${others}</small></h3>
${renderText(doc)}
${[...doc.tables, ...tables].map(renderTable)}
<table class="diff"><thead><tr><th>relation</th><th>gold type</th><th>gold span</th><th>gold text</th><th>system type</th><th>system span</th><th>system text</th><th>adjudication</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

/** Type and relation filters (shown by the script; without it every row is visible). */
function renderFilters(selection: DiffSelection): Html {
  const named = new Set<string>();
  for (const d of selection.documents)
    for (const r of d.rows) for (const s of [r.gold, r.system]) if (s) named.add(s.type);
  const typeOptions = [...named]
    .sort()
    .map((t) => html`<option value="${jsonForAttribute(t)}">${t}</option>`);
  const relOptions = CLASH_CATEGORIES.map(
    (c) => html`<option value="${c}">${RELATIONS[c].name}</option>`,
  );
  return html`<form class="filters" id="diff-filters" hidden>
<label>type <select id="filter-type"><option value="">all types</option>${typeOptions}</select></label>
<label>relation <select id="filter-rel"><option value="">all relations</option><option value="!match">all but match</option>${relOptions}</select></label>
<button type="button" id="adjudicate">Download adjudicated JSONL</button>
</form>`;
}

/** Each document's tables of the families' rows (`FamilyDetails.shown`), by document id. */
function familyTables(families: readonly FamilyDetails[]): Map<string, DiffTable[]> {
  const out = new Map<string, DiffTable[]>();
  for (const d of families) {
    const byDocument = new Map<string, FamilyDetailRow[]>();
    for (const r of d.rows) {
      const list = byDocument.get(r.document);
      if (list === undefined) byDocument.set(r.document, [r]);
      else list.push(r);
    }
    for (const [id, rows] of byDocument) {
      const table: DiffTable = {
        title: d.title,
        kind: "family",
        heads: d.heads,
        numeric: [],
        rows: rows.map((r) => ({ tone: r.tone, cells: r.shown })),
      };
      out.set(id, [...(out.get(id) ?? []), table]);
    }
  }
  return out;
}

/**
 * The annotation diff section: legend, filters and every kept document with its alignment rows
 * and, beside them, its rows of each family in `families` (docs/details.md), with the cap stated.
 */
export function renderAnnotationDiff(
  selection: DiffSelection,
  families: readonly FamilyDetails[] = [],
): Html {
  const { documents, seen, limits } = selection;
  const capped =
    documents.length < seen
      ? html`<p class="note">Showing the ${documents.length} of ${seen} documents with the most disagreements (limit ${limits.documents}; text cut after ${limits.units} units per document). Adjudication covers the documents shown.</p>`
      : null;
  const tables = familyTables(families);
  const docs = documents.map((d, i) => renderDocumentDiff(d, i, tables.get(d.id)));
  return html`<section id="diff"><h2>Annotation diff</h2>${capped}${renderLegend()}${renderFilters(selection)}${joinHtml(docs, "\n")}</section>`;
}
