import type { AgreementDocument } from "../measure/labels/label-documents.ts";
import type { SpanAgreementDocument } from "../measure/labels/span-agreement.ts";
import { blocks, bullets, details, plural, table } from "./markdown-blocks.ts";
import { join, type Md, md, raw } from "./markdown-escape.ts";

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
function colourCell(value: number | null): Md {
  if (value === null) return md("n/a");
  return raw(`$\\colorbox[HTML]{${scaleColour(value)}}{\\textsf{${value.toFixed(2)}}}$`);
}

function matrixTable(names: readonly string[], cell: (i: number, j: number) => number | null): Md {
  const header = [md(""), ...names.map((n) => md(n, 40))];
  const rows = names.map((n, i) => [md(n, 40), ...names.map((_, j) => colourCell(cell(i, j)))]);
  return table(header, rows, ["l", ...names.map(() => "c" as const)]);
}

const figure = (v: number | null): Md => md(v === null ? "n/a" : v.toFixed(4));

/** The agreement report of a label table: the coefficients, the κ matrix of coder pairs, notes. */
export function renderAgreementMarkdown(doc: AgreementDocument): Md {
  const a = doc.agreement;
  const kappa = new Map(a.pairs.map((p) => [`${p.coders[0]}\u0000${p.coders[1]}`, p.kappa]));
  const pairKappa = (i: number, j: number): number | null => {
    if (i === j) return 1;
    const [x, y] = i < j ? [a.coders[i], a.coders[j]] : [a.coders[j], a.coders[i]];
    return kappa.get(`${x}\u0000${y}`) ?? null;
  };
  const summary = table(
    [md("measure"), md("value")],
    [
      [md("observed agreement"), figure(a.observed)],
      [md("Bennett's S"), figure(a.s)],
      [md("Fleiss' κ (multi-coder π)"), figure(a.pi)],
      [md("Cohen's κ (mean of pairs)"), figure(a.kappa)],
      [md("Davies & Fleiss κ"), figure(a.multiKappa)],
      [md("Krippendorff's α (nominal)"), figure(a.alpha)],
    ],
    ["l", "r"],
  );
  return blocks([
    raw("## Goldgate agreement"),
    md(
      `${a.coders.length} coders, ${a.items} items, ${a.judgements} judgements (${a.missing} missing), ${a.categories.length} categories.`,
    ),
    summary,
    raw("**Cohen's κ of each coder pair** (red 0 · white 0.5 · green 1)"),
    matrixTable(a.coders, pairKappa),
    notes(doc.issues),
    footer(doc.tool.version),
  ]);
}

/** The agreement report of annotation sets: the strict and lenient F1 matrices, mean, notes. */
export function renderSpanAgreementMarkdown(doc: SpanAgreementDocument): Md {
  const a = doc.agreement;
  const names = a.sets.map((_, k) => `set ${k + 1}`);
  return blocks([
    raw("## Goldgate span agreement"),
    md(
      `${a.sets.length} annotation sets (${doc.settings.format}), ${plural(a.pairs.length, "pair")}. Mean over pairs: strict F1 ${a.mean.strict.f1.toFixed(4)}, lenient F1 ${a.mean.lenient.f1.toFixed(4)}.`,
    ),
    bullets(a.sets.map((s, k) => join([md(`set ${k + 1}`), md(s, 120)], raw(" — ")))),
    raw("**Strict F1 of each pair** (red 0 · white 0.5 · green 1)"),
    matrixTable(names, (i, j) => a.matrix.strict[i]?.[j] ?? null),
    raw("**Lenient F1 of each pair**"),
    matrixTable(names, (i, j) => a.matrix.lenient[i]?.[j] ?? null),
    notes(doc.issues),
    footer(doc.tool.version),
  ]);
}

function notes(issues: readonly { readonly message: string }[]): Md {
  if (issues.length === 0) return raw("");
  const shown = issues.slice(0, 50).map((i) => md(i.message, 300));
  const more = issues.length > 50 ? [md(`… ${issues.length - 50} more in the JSON`)] : [];
  return details(`Notes (${issues.length})`, bullets([...shown, ...more]));
}

function footer(version: string): Md {
  return raw(`<sub>Goldgate ${md(version)}</sub>`);
}
