import type { AgreementDocument, LabelScoresDocument } from "../measure/labels/label-documents.ts";
import type { SpanAgreementDocument } from "../measure/labels/span-agreement.ts";
import { alignColumns, percent } from "./terminal.ts";
import { terminalSafe } from "./terminal-text.ts";

const figure = (value: number | null): string => (value === null ? "n/a" : value.toFixed(4));
const pct = (value: number | null): string => (value === null ? "n/a" : percent(value));

/** Label scores as aligned tables: per label, then the averages, then accuracy and κ. */
export function renderLabelsTerminal(doc: LabelScoresDocument): string {
  const l = doc.labels;
  const rows = l.labels.map((name) => {
    const s = l.perLabel[name];
    return [
      name,
      String(s?.support ?? 0),
      pct(s?.precision ?? null),
      pct(s?.recall ?? null),
      pct(s?.f1 ?? null),
    ];
  });
  const avg = (
    name: string,
    a: { precision: number | null; recall: number | null; f1: number | null },
  ) => [name, "", pct(a.precision), pct(a.recall), pct(a.f1)];
  const lines = [
    `Goldgate ${doc.tool.version} · labels · ${doc.inputs.gold.items} gold items, ${l.answered} answered`,
    "",
    ...alignColumns([
      ["label", "support", "P%", "R%", "F1%"],
      ...rows,
      avg("micro", l.micro),
      avg("macro", l.macro),
      avg("weighted", l.weighted),
    ]),
    "",
    `accuracy: ${pct(l.accuracy)}%   Cohen's κ (gold vs system): ${figure(l.kappa)}`,
  ];
  if (l.hierarchical !== undefined) {
    lines.push(
      `hierarchical score: ${figure(l.hierarchical.score)}   κ over leaves: ${figure(l.hierarchical.kappa)}`,
    );
  }
  return terminalSafe(`${[...lines, ...issueLines(doc.issues)].join("\n")}\n`, false);
}

/** Agreement figures, then one row per coder pair. */
export function renderAgreementTerminal(doc: AgreementDocument): string {
  const a = doc.agreement;
  const lines = [
    `Goldgate ${doc.tool.version} · agreement · ${a.coders.length} coders, ${a.items} items, ${a.judgements} judgements (${a.missing} missing)`,
    "",
    ...alignColumns([
      ["measure", "value"],
      ["observed agreement", figure(a.observed)],
      ["Bennett's S", figure(a.s)],
      ["Fleiss' κ (multi-coder π)", figure(a.pi)],
      ["Cohen's κ (mean of pairs)", figure(a.kappa)],
      ["Davies & Fleiss κ", figure(a.multiKappa)],
      ["Krippendorff's α (nominal)", figure(a.alpha)],
    ]),
    "",
    ...alignColumns([
      ["pair", "items", "observed", "κ", "π"],
      ...a.pairs.map((p) => [
        p.coders.join(" × "),
        String(p.items),
        figure(p.observed),
        figure(p.kappa),
        figure(p.pi),
      ]),
    ]),
  ];
  return terminalSafe(`${[...lines, ...issueLines(doc.issues)].join("\n")}\n`, false);
}

/** Span agreement: the F1 matrix of the sets (strict and lenient), then the mean over pairs. */
export function renderSpanAgreementTerminal(doc: SpanAgreementDocument): string {
  const a = doc.agreement;
  const names = a.sets.map((_, k) => `#${k + 1}`);
  const matrix = (m: readonly (readonly number[])[]) =>
    alignColumns([
      ["", ...names],
      ...m.map((row, i) => [names[i] as string, ...row.map((v) => percent(v))]),
    ]);
  const lines = [
    `Goldgate ${doc.tool.version} · span agreement · ${doc.settings.format} · ${a.sets.length} sets, ${a.pairs.length} pairs`,
    ...a.sets.map((s, k) => `  #${k + 1} ${s}`),
    "",
    "strict F1%",
    ...matrix(a.matrix.strict),
    "",
    "lenient F1%",
    ...matrix(a.matrix.lenient),
    "",
    `mean over pairs: strict F1 ${percent(a.mean.strict.f1)}%, lenient F1 ${percent(a.mean.lenient.f1)}%`,
  ];
  return terminalSafe(`${[...lines, ...issueLines(doc.issues)].join("\n")}\n`, false);
}

function issueLines(issues: readonly { readonly message: string }[]): string[] {
  if (issues.length === 0) return [];
  return ["", `${issues.length} note(s):`, ...issues.slice(0, 10).map((i) => `  ${i.message}`)];
}
