import { at, type PairMatrix, pairIndex, recordOf } from "../measure/families/family.ts";
import { familiesIn, headlineFamily } from "../measure/families/registry.ts";
import { type FigureUnit, figureText, UNDEFINED_TEXT } from "../number-format.ts";
import { renderTable, rowValueText } from "./family-markdown.ts";
import { confusionLines, headlineLines, tableLines } from "./family-terminal.ts";
import { blocks, bullets, details, table } from "./markdown-blocks.ts";
import { type Md, md, raw } from "./markdown-escape.ts";
import { terminalSafe } from "./terminal-text.ts";

/**
 * A scores document on its own (`goldgate score --format labels`, `goldgate agree`), rendered
 * through the metric-family interface: the headline family's figure, then every family's tables
 * and, when asked, its confusion matrix; the document's notes last. No family is named here.
 */

/** The document's tool version, or an empty string. */
function versionOf(doc: unknown): string {
  const v = at(doc, ["tool", "version"]);
  return typeof v === "string" ? v : "";
}

/** The document's issues as messages. */
function notesOf(doc: unknown): string[] {
  const issues = recordOf(doc)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i: unknown) => {
    const m = recordOf(i)?.message;
    return typeof m === "string" ? [m] : [];
  });
}

function titleOf(doc: unknown): string {
  const input = at(doc, ["settings", "format"]);
  const family = headlineFamily(doc)?.title ?? "scores";
  // The input's name, unless it only repeats the family's.
  const own = typeof input === "string" && input !== family.toLowerCase() ? [input] : [];
  return [`Goldgate ${versionOf(doc)}`, family, ...own].join(" · ");
}

/** The terminal report: title, headline, each family's tables (and matrices), notes. */
export function renderFamilyScoresTerminal(
  doc: unknown,
  o: { readonly confusion: boolean },
): string {
  const lines = [titleOf(doc), "", ...headlineLines(doc, "strict", null)];
  for (const family of familiesIn(doc)) {
    for (const t of family.tables(doc)) lines.push("", ...tableLines(t));
    const m = o.confusion ? family.confusion(doc) : null;
    if (m !== null) lines.push("", ...confusionLines(m));
  }
  const notes = notesOf(doc);
  if (notes.length > 0)
    lines.push("", `${notes.length} note(s):`, ...notes.slice(0, 10).map((n) => `  ${n}`));
  return terminalSafe(`${lines.join("\n")}\n`, false);
}

const RED = [248, 105, 107] as const;
const WHITE = [255, 255, 255] as const;
const GREEN = [99, 190, 123] as const;

/**
 * The colour of a value on GATE Teamware's scale: red at 0, white at 0.5, green at 1 (linear in
 * between; values outside 0..1, such as a negative κ, are clamped). Six hex digits.
 */
export function scaleColour(value: number): string {
  const v = Math.min(1, Math.max(0, value));
  const [from, to, t] = v < 0.5 ? [RED, WHITE, v / 0.5] : [WHITE, GREEN, (v - 0.5) / 0.5];
  return from
    .map((c, k) => Math.round(c + ((to[k] ?? c) - c) * t))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/** A matrix cell: the value on a coloured background (GitHub renders the TeX colour box). */
function colourCell(value: number | null, unit: FigureUnit): Md {
  if (value === null) return md(UNDEFINED_TEXT);
  const text = figureText(unit, value, "brief");
  return raw(`$\\colorbox[HTML]{${scaleColour(value)}}{\\textsf{${text}}}$`);
}

/** A pair matrix as a coloured table (1 on the diagonal, symmetric). */
function pairTable(m: PairMatrix): Md {
  const pair = pairIndex(m);
  const cell = (a: string, b: string): number | null =>
    a === b ? 1 : (m.pairs[pair(a, b) ?? -1]?.value ?? null);
  const header = [md(""), ...m.coders.map((n) => md(n, 40))];
  const rows = m.coders.map((a) => [
    md(a, 40),
    ...m.coders.map((b) => colourCell(cell(a, b), m.unit ?? "coefficient")),
  ]);
  return blocks([
    raw(`**${md(m.title)}** (red 0 · white 0.5 · green 1)`),
    table(header, rows, ["l", ...m.coders.map(() => "c" as const)]),
  ]);
}

function headlineSentence(doc: unknown): Md {
  const h = headlineFamily(doc)?.headline(doc);
  if (h === undefined) return md("No metric family in this document.");
  const shown = h.beside.filter((r) => r.value !== null);
  const beside =
    shown.length === 0
      ? ""
      : ` Beside it: ${shown.map((r) => `${r.label} ${rowValueText(r)}${r.scope === undefined ? "" : ` ${r.scope}`}`).join(" · ")}.`;
  return md(`${h.main.label} ${rowValueText(h.main)} ${h.scope}.${beside}`, 600);
}

/** The markdown report: headline, each family's tables, its coloured pair matrix, notes. */
export function renderFamilyScoresMarkdown(doc: unknown): Md {
  const families = familiesIn(doc);
  const notes = notesOf(doc);
  const shown = notes.slice(0, 50).map((n) => md(n, 300));
  const more = notes.length > 50 ? [md(`… ${notes.length - 50} more in the JSON`)] : [];
  return blocks([
    raw(`## Goldgate ${md((headlineFamily(doc)?.title ?? "scores").toLowerCase())}`),
    headlineSentence(doc),
    ...families.flatMap((f) => {
      const pairs = f.pairs?.(doc) ?? null;
      return [
        ...f
          .tables(doc)
          .map((t) =>
            t.pairs === true && pairs !== null
              ? pairTable(pairs)
              : blocks([raw(`**${md(t.title)}**`), renderTable(t)]),
          ),
      ];
    }),
    notes.length === 0 ? md("") : details(`Notes (${notes.length})`, bullets([...shown, ...more])),
    raw(`<sub>Goldgate ${md(versionOf(doc))}</sub>`),
  ]);
}
