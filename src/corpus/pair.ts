import type { Document, DocumentPair, Issue } from "./model.ts";

/**
 * Pairs gold with system documents by id, streaming: when both sides list documents in the same
 * order nothing is buffered; out-of-order documents wait in a map until their partner arrives.
 * A gold document without system output is paired with `undefined` (all its annotations count
 * as missed); a system document without gold is paired with `undefined` gold (reported and
 * excluded from scores). Both become issues. Pairs come out in gold order, then unpaired system.
 */
export function* pairDocuments(
  gold: Iterable<Document>,
  system: Iterable<Document>,
  report: (issue: Issue) => void,
): Generator<DocumentPair> {
  const waitingSystem = new Map<string, Document>();
  const sys = system[Symbol.iterator]();
  let systemDone = false;
  const seenGold = new Set<string>();
  for (const g of gold) {
    seenGold.add(g.id);
    let partner = waitingSystem.get(g.id);
    if (partner !== undefined) waitingSystem.delete(g.id);
    while (partner === undefined && !systemDone) {
      const next = sys.next();
      if (next.done === true) {
        systemDone = true;
        break;
      }
      if (next.value.id === g.id) partner = next.value;
      else waitingSystem.set(next.value.id, next.value);
    }
    if (partner === undefined) report(unpairedIssue(g, "gold"));
    yield { id: g.id, gold: g, system: partner };
  }
  for (let next = sys.next(); next.done !== true; next = sys.next()) {
    waitingSystem.set(next.value.id, next.value);
  }
  const leftovers = [...waitingSystem.values()].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  for (const s of leftovers) {
    report(unpairedIssue(s, seenGold.has(s.id) ? "duplicate" : "system"));
    yield { id: s.id, gold: undefined, system: s };
  }
}

function unpairedIssue(doc: Document, side: "gold" | "system" | "duplicate"): Issue {
  const where = doc.source === undefined ? {} : { file: doc.source.file, line: doc.source.line };
  const n = doc.annotations.length;
  const annotations = `${n} annotation${n === 1 ? "" : "s"}`;
  const message =
    side === "gold"
      ? `gold document '${doc.id}' has no system output: its ${annotations} count as missed`
      : side === "system"
        ? `system document '${doc.id}' has no gold document: its ${annotations} are excluded from the scores`
        : `system document '${doc.id}' appears more than once: the extra copy (${annotations}) is excluded`;
  return {
    severity: "warning",
    kind:
      side === "gold"
        ? "unpaired-gold"
        : side === "system"
          ? "unpaired-system"
          : "duplicate-document",
    message,
    document: doc.id,
    ...where,
  };
}
