import type { ItemScoresDocument } from "../items/item-documents.ts";
import type { AgreementDocument, LabelScoresDocument } from "../labels/label-documents.ts";
import type { SpanAgreementDocument } from "../labels/span-agreement.ts";
import type { InputSummary, Scores } from "../scores.ts";
import { recordOf } from "./family.ts";
import type { RunsDocument } from "./runs-document.ts";

/** Any scores document a run produces: spans (and events), labels, or coder agreement. */
export type ScoresDocument =
  | Scores
  | LabelScoresDocument
  | AgreementDocument
  | ItemScoresDocument
  | SpanAgreementDocument
  | RunsDocument;

/**
 * One side's input in the terms every stage shares. A label table counts items as documents and
 * annotations; an agreement table's "gold" is its item set (so only a change of items is a gold
 * change) and its "system" the judgements themselves; so are annotation sets' documents and
 * annotations.
 */
export function inputsOf(doc: unknown): { gold: InputSummary; system: InputSummary } {
  const inputs = recordOf(recordOf(doc)?.inputs) ?? {};
  return {
    gold: summaryOf(inputs.gold ?? inputs.items ?? inputs.documents),
    system: summaryOf(inputs.system ?? inputs.judgements ?? inputs.annotations),
  };
}

function summaryOf(value: unknown): InputSummary {
  const r = recordOf(value) ?? {};
  const count = (v: unknown): number => (typeof v === "number" ? v : 0);
  const items = count(r.items);
  return {
    path: typeof r.path === "string" ? r.path : null,
    documents: r.documents === undefined ? items : count(r.documents),
    annotations:
      r.annotations === undefined ? count(r.judgements ?? r.items) : count(r.annotations),
    sha256: typeof r.sha256 === "string" ? r.sha256 : "",
  };
}
