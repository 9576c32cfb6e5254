import { DataError, type Location } from "../errors.ts";
import type { OffsetSpan, RawSpan } from "./jsonl-spans.ts";
import { describeJson } from "./parse-json.ts";
import { mergeRuns } from "./tbf-spans.ts";

/**
 * A JSONL span written as `fragments: [[start, end], …]`: each piece checked and converted by
 * `checkOffsets` (the reader's own offset check), then sorted; overlapping pieces are an error,
 * touching ones merge. `start` and `end`, when also given, must be the hull.
 */
export function checkFragments(
  raw: RawSpan,
  at: Location,
  checkOffsets: (span: RawSpan) => OffsetSpan,
): OffsetSpan {
  const { fragments: written, ...span } = raw;
  const shape = `${raw.field}.fragments: expected [[start, end], …] (one or more pieces)`;
  if (!Array.isArray(written) || written.length === 0)
    throw new DataError(at, `${shape}, got ${describeJson(written)}`);
  const pieces = written.map((piece: unknown, k) => {
    if (!Array.isArray(piece) || piece.length !== 2)
      throw new DataError(at, `${shape}, got ${describeJson(piece)} at [${k}]`);
    const field = `${raw.field}.fragments[${k}]`;
    const checked = checkOffsets({ ...span, field, start: piece[0], end: piece[1] });
    return { start: checked.start, end: checked.end };
  });
  pieces.sort((a, b) => a.start - b.start || a.end - b.end);
  pieces.forEach((f, k) => {
    const before = pieces[k - 1];
    if (before !== undefined && f.start < before.end)
      throw new DataError(
        at,
        `${raw.field}.fragments: expected pieces that do not overlap, got ${before.start}-${before.end} and ${f.start}-${f.end}`,
      );
  });
  const merged = mergeRuns(pieces);
  const start = merged[0]?.start ?? 0;
  const end = merged[merged.length - 1]?.end ?? 0;
  if (raw.start !== undefined || raw.end !== undefined) {
    const hull = checkOffsets(span);
    if (hull.start !== start || hull.end !== end)
      throw new DataError(
        at,
        `${raw.field}: expected start and end to be the fragments' hull ${start}-${end}, got ${hull.start}-${hull.end} (or leave them out)`,
      );
  }
  return { ...span, start, end, ...(merged.length > 1 ? { fragments: merged } : {}) };
}
