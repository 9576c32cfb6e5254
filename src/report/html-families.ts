import type { Comparison } from "../baseline/comparison.ts";
import type { UnitChange, UnitChanges } from "../baseline/family-comparison.ts";
import type { PartChange, PartChanges } from "../baseline/part-changes.ts";
import {
  cellCounts,
  type FamilyTable,
  type MetricFamily,
  type PairMatrix,
  pairIndex,
  recordOf,
  type SparseConfusion,
  tableCell,
  type UnitScore,
} from "../measure/families/family.ts";
import { unitOf } from "../measure/families/registry.ts";
import { cellNumber, cellText, deltaText, figureText } from "../number-format.ts";
import { comparedRows } from "./compared-rows.ts";
import { familyComparison, tableCellText } from "./family-markdown.ts";
import { type NamedFigure, partsText } from "./headline-model.ts";
import { renderClassTableHtml } from "./html-classes.ts";
import { type Html, html, joinHtml } from "./html-escape.ts";
import type { FamilyModel } from "./report-model.ts";

/** Rows at most in one HTML table; the JSON and CSVs have them all. */
export const HTML_LIMITS = { rows: 2_000, disagreements: 500 } as const;

const cut = (shown: number, all: number, what: string): Html | null =>
  shown < all
    ? html`<p class="note">Showing ${shown} of ${all} ${what}; the JSON and CSV files have them all.</p>`
    : null;

/** A number cell that sorts by its value. */
const num = (value: number | null, text: string): Html =>
  html`<td class="num" data-sort="${sortKey(value)}">${text}</td>`;

/** A sort key: six decimals order every printed figure and keep the page stable. */
function sortKey(value: number | null): string {
  return value === null ? "" : String(Number(value.toFixed(6)));
}

/** A family table as HTML: first column text, the others right-aligned numbers. */
export function renderHtmlTable(t: FamilyTable): Html {
  const rows = t.rows
    .slice(0, HTML_LIMITS.rows)
    .map(
      (row) =>
        html`<tr>${row.map((v, i) =>
          i === 0 && typeof v === "string"
            ? html`<td>${v}</td>`
            : num(cellNumber(tableCell(t, v, i)), tableCellText(t, v, i, "brief")),
        )}</tr>`,
    );
  const head = t.columns.map((c, i) => html`<th${i === 0 ? "" : html` class="num"`}>${c}</th>`);
  return html`<h3>${t.title}</h3><table class="sortable"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${cut(rows.length, t.rows.length, "rows")}${t.note === undefined ? null : html`<p class="note">${t.note}</p>`}`;
}

const COMPARED_HEAD = html`<thead><tr><th>metric</th><th class="num">baseline</th><th class="num">current</th><th class="num">Δ</th><th class="num">95% CI</th><th class="num">p</th></tr></thead>`;

/**
 * The family against the baseline: its headline figures (and the headline's precision and recall)
 * in a table, every figure (each scheme, average, type) in a collapsed sortable one.
 */
function renderCompared(
  family: MetricFamily,
  doc: unknown,
  c: Comparison,
  view: string,
): Html | null {
  if (c.kind !== "compared") return null;
  const h = family.headline(doc, view);
  const headline = new Set([h.main, ...h.beside].map((r) => JSON.stringify(r.keys)));
  // The headline's siblings too (strict F1 → strict precision and recall).
  const group = JSON.stringify(h.main.keys.slice(0, -1));
  const shown = (keys: readonly string[]) =>
    headline.has(JSON.stringify(keys)) ||
    (keys.length === h.main.keys.length && JSON.stringify(keys.slice(0, -1)) === group);
  const rows = comparedRows(family, doc, c, { detail: true }).map((r) => {
    const d = r.delta;
    const cls = d.direction === "up" ? "up" : d.direction === "down" ? "down" : "";
    const cells = r.cells.map((cell, i) => {
      const text = cellText(cell, "brief");
      if (i === 0) return html`<td>${text}</td>`;
      // The delta column is coloured by direction; an interval sorts by nothing.
      const mark = cell.kind === "delta" ? ` ${cls}` : "";
      if (cell.kind === "interval") return html`<td class="num">${text}</td>`;
      return html`<td class="num${mark}" data-sort="${sortKey(cellNumber(cell))}">${text}</td>`;
    });
    return { row: html`<tr>${cells}</tr>`, main: shown(r.keys) };
  });
  if (rows.length === 0) return null;
  const main = rows.filter((r) => r.main).map((r) => r.row);
  const all = rows.slice(0, HTML_LIMITS.rows).map((r) => r.row);
  return html`<h3>Against the baseline</h3>${main.length === 0 ? null : html`<table class="sortable">${COMPARED_HEAD}<tbody>${main}</tbody></table>`}<details><summary>All ${rows.length} compared figures</summary><table class="sortable">${COMPARED_HEAD}<tbody>${all}</tbody></table>${cut(all.length, rows.length, "figures")}</details>`;
}

/** White → blue by count / largest count. */
function heat(count: number, max: number): string {
  const t = max === 0 ? 0 : count / max;
  const mix = (to: number) => Math.round(255 + (to - 255) * t);
  return `rgb(${mix(26)},${mix(115)},${mix(232)})`;
}

/** A sparse confusion matrix as a heat map (gold rows, system columns). */
export function renderHeatMap(m: SparseConfusion): Html {
  const rows = m.rows.slice(0, 60);
  const columns = m.columns.slice(0, 60);
  const count = cellCounts(m);
  const max = Math.max(0, ...m.cells.map((x) => x.count));
  const body = rows.map((r) => {
    const cells = columns.map((col) => {
      const n = count(r, col) ?? 0;
      const ink = n / (max || 1) > 0.55 ? "#fff" : "#202124";
      return html`<td class="cell" style="background:${heat(n, max)};color:${ink}" title="gold ${r}, system ${col}: ${n}">${n === 0 ? "" : n}</td>`;
    });
    return html`<tr><th>${r}</th>${cells}</tr>`;
  });
  const head = columns.map((col) => html`<th>${col}</th>`);
  const shown = rows.length < m.rows.length || columns.length < m.columns.length;
  return html`<h3>${m.title}</h3><table class="heat"><thead><tr><th>gold \\ system</th>${head}</tr></thead><tbody>${body}</tbody></table>${shown ? html`<p class="note">Showing ${rows.length} of ${m.rows.length} rows and ${columns.length} of ${m.columns.length} columns.</p>` : null}`;
}

/** Red (0) → white (0.5) → green (1); below 0 is red, null grey. */
export function divergingColour(value: number | null): string {
  if (value === null) return "#e8eaed";
  const v = Math.min(1, Math.max(0, value));
  const lerp = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
  const [from, to, t] =
    v < 0.5
      ? ([[230, 124, 115], [255, 255, 255], v * 2] as const)
      : ([[255, 255, 255], [87, 187, 138], (v - 0.5) * 2] as const);
  return `rgb(${lerp(from[0], to[0], t)},${lerp(from[1], to[1], t)},${lerp(from[2], to[2], t)})`;
}

/** The coder-pair matrix, each cell linking to that pair's disagreements, listed below it. */
export function renderPairMatrix(m: PairMatrix, prefix: string): Html {
  const pair = pairIndex(m);
  const cell = (a: string, b: string): Html => {
    if (a === b) return html`<td class="cell" style="background:${divergingColour(1)}">–</td>`;
    const k = pair(a, b);
    const p = k === undefined ? undefined : m.pairs[k];
    if (p === undefined) return html`<td class="cell"></td>`;
    const text = figureText(m.unit ?? "coefficient", p.value, "brief");
    return html`<td class="cell" style="background:${divergingColour(p.value)}"><a href="#${prefix}-${k}">${text}</a></td>`;
  };
  const head = m.coders.map((c) => html`<th>${c}</th>`);
  const body = m.coders.map((a) => html`<tr><th>${a}</th>${m.coders.map((b) => cell(a, b))}</tr>`);
  const lists = m.pairs.map((p, k) => {
    const items = p.disagreements.slice(0, HTML_LIMITS.disagreements);
    const rows = items.map(
      ([item, la, lb]) => html`<tr><td>${item}</td><td>${la}</td><td>${lb}</td></tr>`,
    );
    return html`<section id="${prefix}-${k}" class="pair"><h4>${p.a} × ${p.b}: ${p.disagreements.length} disagreement${p.disagreements.length === 1 ? "" : "s"}</h4>${rows.length === 0 ? null : html`<table><thead><tr><th>item</th><th>${p.a}</th><th>${p.b}</th></tr></thead><tbody>${rows}</tbody></table>`}${cut(items.length, p.disagreements.length, "disagreements")}</section>`;
  });
  return html`<h3>${m.title}</h3><p class="note">Red 0, white 0.5, green 1; a cell links to the pair's disagreements.</p><table class="heat pairs"><thead><tr><th></th>${head}</tr></thead><tbody>${body}</tbody></table>${lists}`;
}

/**
 * One family: headline, its class table (or lead table), figures against the baseline, its other
 * tables, confusion and pair matrix.
 */
export function renderFamilyHtml(
  { family, headline: h, classes }: FamilyModel,
  doc: unknown,
  c: Comparison,
  view: string,
  k: number,
): Html {
  const figure = (f: NamedFigure) =>
    html`<span class="figure">${f.label} <b>${cellText(f.value, "brief")}</b>${f.scope === undefined ? "" : ` ${f.scope}`}</span>`;
  const beside =
    h.beside.length === 0 ? null : html` Beside it: ${joinHtml(h.beside.map(figure), " · ")}.`;
  const confusion = family.confusion(doc);
  const pairs = family.pairs?.(doc) ?? null;
  // The class table (else the lead table, spans: per type) first, then the figures compared.
  const tables = family.tables(doc, view);
  const lead =
    classes === null
      ? tables.filter((t) => t.lead === true).map(renderHtmlTable)
      : [renderClassTableHtml(classes)];
  const rest = tables.filter((t) => t.lead !== true).map(renderHtmlTable);
  return html`<section class="family" id="family-${k}"><h2>${family.title}</h2>
<p>${figure(h.main)} ${partsText(h.rest, "brief")}${beside}</p>
${lead}${renderCompared(family, doc, c, view)}${rest}${confusion === null ? null : renderHeatMap(confusion)}${pairs === null ? null : renderPairMatrix(pairs, `pair-${k}`)}</section>`;
}

/**
 * Each unit's figure: the family's own (with its gold and system annotation counts), else its
 * resampling outcome, which has no counts (an item of per-item metrics has no gold; a label set's
 * size is in its text): those rows carry null counts, and the table leaves the columns out.
 */
function unitScores(family: MetricFamily, doc: unknown, view: string): readonly UnitRow[] {
  if (family.unitScores !== undefined) return family.unitScores(doc, view);
  const r = family.resampling;
  if (r === undefined) return [];
  return r.units(doc, "scores").map((u) => {
    const o = r.outcome(u.tally);
    return { id: u.id, score: o.score, gold: null, system: null, text: o.text };
  });
}

/** A unit's row: a UnitScore, or a unit without annotation counts. */
type UnitRow = Omit<UnitScore, "gold" | "system"> & {
  readonly gold: number | null;
  readonly system: number | null;
};

/** One row per document (or item), worst first, with the baseline's figure and the delta. */
export function renderUnitTable(
  family: MetricFamily,
  doc: unknown,
  baseline: unknown,
  view: string,
): Html {
  const current = unitScores(family, doc, view);
  const before = new Map(
    baseline === null ? [] : unitScores(family, baseline, view).map((u) => [u.id, u.score]),
  );
  const sorted = [...current].sort(
    (a, b) => (a.score ?? 2) - (b.score ?? 2) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const shown = sorted.slice(0, HTML_LIMITS.rows);
  const rows = shown.map((u) => {
    const then = before.get(u.id) ?? null;
    const delta = then === null || u.score === null ? null : u.score - then;
    const cls = delta === null || Math.abs(delta) < 1e-9 ? "" : delta > 0 ? "up" : "down";
    const counts =
      u.gold === null || u.system === null
        ? null
        : html`${num(u.gold, String(u.gold))}${num(u.system, String(u.system))}`;
    return html`<tr><td>${u.id}</td>${counts}${num(u.score, figureText("rate", u.score, "brief"))}${num(then, figureText("rate", then, "brief"))}<td class="num ${cls}" data-sort="${sortKey(delta)}">${deltaText("rate", delta, "brief")}</td><td>${u.text}</td></tr>`;
  });
  const name = unitOf(family, doc);
  const countHeads =
    family.unitScores === undefined
      ? null
      : html`<th class="num">gold</th><th class="num">system</th>`;
  return html`<h3>${family.title}: one row per ${name}</h3><table class="sortable units"><thead><tr><th>${name}</th>${countHeads}<th class="num">score</th><th class="num">baseline</th><th class="num">Δ</th><th>detail</th></tr></thead><tbody>${rows}</tbody></table>${cut(shown.length, sorted.length, `${name}s (worst first)`)}`;
}

function changeTable(title: string, list: readonly UnitChange[], unit: string): Html | null {
  if (list.length === 0) return null;
  const rows = list
    .slice(0, HTML_LIMITS.rows)
    .map(
      (x) => html`<tr><td>${x.id}</td><td>${x.baseline.text}</td><td>${x.current.text}</td></tr>`,
    );
  return html`<h4>${title} (${list.length})</h4><table><thead><tr><th>${unit}</th><th>baseline</th><th>now</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function partTable(title: string, list: readonly PartChange[], part: string): Html | null {
  if (list.length === 0) return null;
  const rows = list
    .slice(0, HTML_LIMITS.rows)
    .map(
      (x) =>
        html`<tr><td>${x.unit}</td><td>${x.label ?? x.id}</td><td>${x.baseline.text}</td><td>${x.current.text}</td></tr>`,
    );
  return html`<h4>${title} ${part}s (${list.length})</h4><table><thead><tr><th>document</th><th>${part}</th><th>baseline</th><th>now</th></tr></thead><tbody>${rows}</tbody></table>${cut(rows.length, list.length, `${part}s`)}`;
}

/** Parts (event mentions) newly broken and fixed, and by which attributes a part is right. */
function renderPartChanges(p: PartChanges | undefined): Html | null {
  if (p === undefined) return null;
  if (!p.available)
    return html`<p class="note">Per-${p.part} changes: not available (${p.reason ?? ""}).</p>`;
  const basis =
    p.basis === null
      ? null
      : html`<p class="note">${/^[aeiou]/i.test(p.part) ? "An" : "A"} ${p.part} counts as right by its ${p.basis}.</p>`;
  return html`${basis}${partTable("Newly broken", p.newlyBroken, p.part)}${partTable("Newly fixed", p.newlyFixed, p.part)}`;
}

/** Units newly broken and newly fixed against the baseline, for families that resample units. */
export function renderUnitChanges(family: MetricFamily, doc: unknown, c: Comparison): Html | null {
  const compared = recordOf(familyComparison(c, family));
  const units = compared?.units as UnitChanges | undefined;
  if (units === undefined || units.newlyBroken === undefined) return null;
  const unit = unitOf(family, doc);
  return html`<h3>${family.title}: newly broken and fixed</h3>${renderPartChanges(compared?.parts as PartChanges | undefined)}${changeTable("Newly broken", units.newlyBroken, unit) ?? html`<p>Nothing newly broken.</p>`}${changeTable("Newly fixed", units.newlyFixed, unit) ?? html`<p>Nothing newly fixed.</p>`}`;
}
