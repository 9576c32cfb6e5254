import type { ReusedDocument } from "../baseline/document-reuse.ts";
import { addScoredRow, type DocumentRow } from "../measure/tally-corpus.ts";
import type { Accounts } from "./score.ts";

/**
 * Adds a document taken from the baseline to the accounts, as scoring it would have: its row
 * and token tally, its sides' fingerprints, its attribute pair counts (its alignment rows are
 * copied and counted by `TakenDetails`). What else scoring adds per document is empty for the
 * CoNLL documents that can be taken (`reusable`).
 */
export function takeDocument(
  accounts: Accounts,
  id: string,
  row: DocumentRow,
  line: ReusedDocument,
  pairs: readonly [number, number],
): void {
  accounts.usage.addEmpty(id);
  accounts.sides.goldDocuments++;
  accounts.sides.systemDocuments++;
  accounts.sides.paired++;
  accounts.gold.addHex(line.gold, "base64url");
  accounts.system.addHex(line.system, "base64url");
  const { total } = accounts;
  total.hasTokenTally = true;
  total.tokens += line.tokenCount;
  total.correctTags += line.correctTags;
  total.goldDocuments++;
  total.systemDocuments++;
  total.goldAnnotations += row.gold;
  total.systemAnnotations += row.system;
  addScoredRow(total, row);
  accounts.attributes?.addBare(id, pairs[0], pairs[1]);
  accounts.relations?.addEmpty(id);
}
