import type { Link } from "../align/align-spans.ts";
import type { ReusedDocument } from "../baseline/document-reuse.ts";
import type { ScoreSettings } from "../config/settings.ts";
import type { NormalizeSeen } from "../corpus/normalize.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import { addTakenRow } from "./reuse-documents.ts";
import type { Accounts } from "./score.ts";

/** What normalizing a side's annotations (none dropped: a taken document had none) adds to `seen`. */
function addSeen(seen: NormalizeSeen, types: readonly string[]): void {
  seen.read += types.length;
  seen.kept += types.length;
  for (const type of types) {
    seen.typesRead.add(type);
    seen.typesKept.add(type);
  }
}

/**
 * Adds a document taken from the baseline to the accounts, as scoring it would have: its row
 * and token tally, its sides' fingerprints, its annotations' types (the type budget and what
 * normalizing saw), and its links (detail rows, already copied: the confusion counts and the
 * attribute units' pair counts). What else scoring adds per document is empty for the CoNLL
 * documents that can be taken (`reusable`).
 */
export function takeDocument(
  accounts: Accounts,
  settings: ScoreSettings,
  id: string,
  row: DocumentRow,
  line: ReusedDocument,
  links: readonly Link[],
): void {
  accounts.usage.addEmpty(id);
  const file = settings.input ?? "gold";
  const goldTypes: string[] = [];
  const systemTypes: string[] = [];
  for (const link of links) {
    if (link.gold !== undefined) goldTypes.push(link.gold.type);
    if (link.system !== undefined) systemTypes.push(link.system.type);
  }
  for (const type of goldTypes) accounts.types.add(type, { file });
  for (const type of systemTypes) accounts.types.add(type, { file });
  addSeen(accounts.sides.gold, goldTypes);
  addSeen(accounts.sides.system, systemTypes);
  accounts.sides.goldDocuments++;
  accounts.sides.systemDocuments++;
  accounts.sides.paired++;
  accounts.gold.addHex(line.gold);
  accounts.system.addHex(line.system);
  const { total } = accounts;
  total.hasTokenTally = true;
  total.tokens += line.tokenCount;
  total.correctTags += line.correctTags;
  total.goldDocuments++;
  total.systemDocuments++;
  total.goldAnnotations += row.gold;
  total.systemAnnotations += row.system;
  addTakenRow(total, row);
  const gold = links.flatMap((l) => (l.gold === undefined ? [] : [l.gold]));
  accounts.attributes?.add(id, gold, links, settings.attributeScheme);
  accounts.relations?.addEmpty(id);
  accounts.confusion.add(links);
}
