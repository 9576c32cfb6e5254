import { DataError } from "../errors.ts";
import type { BaselineProvenance } from "./comparison.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";

/**
 * A baseline whose gold fingerprint equals the current one scored the same gold, so it has the
 * same gold documents, annotations and document ids (docs/scores.md, "Verified before use"): a
 * file that claims the fingerprint but adds documents (empty ones change no total) is refused
 * rather than compared as "gold unchanged". `currentFile`: the file the current side was read
 * from (then either may be the edited one), or null when it was scored in this run.
 */
export function checkSameGold(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
  provenance: BaselineProvenance,
  currentFile: string | null,
): void {
  const [b, c] = [baseline.inputs.gold, current.inputs.gold];
  if (b.sha256 !== c.sha256) return;
  const origin = provenance.path ?? provenance.tag ?? provenance.source;
  const other = currentFile === null ? "the current gold" : `'${currentFile}'`;
  const blame =
    currentFile === null
      ? "the baseline was edited or forged, so it is not used"
      : "one of the two files was edited or forged, so neither is used";
  const fail = (path: string, expected: string, found: string | number): never => {
    throw new DataError(
      { file: origin },
      `${path}: expected ${expected} (as ${other}, with the same gold fingerprint ${c.sha256.slice(0, 12)}…), found ${found}; ${blame}`,
    );
  };
  for (const field of ["documents", "annotations"] as const)
    if (b[field] !== c[field]) fail(`inputs.gold.${field}`, String(c[field]), b[field]);
  if (baseline.documents.length === 0 || current.documents.length === 0) return;
  const ids = (s: ScoresSnapshot): string[] => s.documents.map((row) => row.id).sort();
  const [mine, theirs] = [ids(current), ids(baseline)];
  const differs = mine.findIndex((id, i) => theirs[i] !== id);
  const k = differs === -1 ? mine.length : differs;
  if (k < Math.max(mine.length, theirs.length))
    fail(
      "documents",
      `the same document ids (in sorted order, id ${k + 1} is ${JSON.stringify(mine[k] ?? "none: no more documents")})`,
      JSON.stringify(theirs[k] ?? "none"),
    );
}
