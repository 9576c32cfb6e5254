import assert from "node:assert/strict";
import { codePointLength } from "../../src/corpus/offsets.ts";
import { DataError } from "../../src/errors.ts";
import type { FormatReader } from "../../src/formats/reader.ts";
import { memoryFiles } from "./memory-files.ts";
import { readAll, settingsWith } from "./read-all.ts";

/**
 * Holds a thrown value to the rule every exit-2 data message keeps: a DataError whose message names a
 * file matching `file` and a place in it (a line, or a byte/character offset where lines do not apply).
 * Anything else is rethrown, so the fuzz run fails on it.
 */
export function assertLocated(error: unknown, file: RegExp): void {
  if (!(error instanceof DataError)) throw error;
  const { location } = error;
  assert.match(location.file, file, `a DataError names its file: ${error.message}`);
  // A finding about a whole side (a layer no gold file has) names the side's first file alone.
  const wholeSide = / in any gold file;/.test(error.detail);
  assert.ok(
    location.line !== undefined || location.offset !== undefined || wholeSide,
    `a DataError names a line or an offset: ${error.message}`,
  );
  assert.ok(error.message.startsWith(`${location.file}`), error.message);
  assert.ok(error.detail.trim() !== "", `a DataError says what is wrong: ${error.message}`);
}

/**
 * Reads `g` as gold and `s` as system from the files of `tree` (under `g/` and `s/`):
 * a success has every span and token inside its text, non-empty; anything thrown but a located
 * DataError fails.
 */
export function assertReadsOrLocates(
  reader: FormatReader,
  tree: Record<string, string>,
  extra: Record<string, unknown> = {},
): void {
  try {
    const { gold, system } = readAll(
      reader,
      settingsWith({ gold: "g", system: "s", ...extra }),
      memoryFiles(tree),
    );
    for (const doc of [...gold, ...system]) {
      // A document without text (token offsets, JSONL without `text`) bounds nothing.
      const length = doc.text === undefined ? Number.POSITIVE_INFINITY : codePointLength(doc.text);
      const ends = (doc.relations ?? []).flatMap((r) => [r.head, r.tail]);
      for (const a of [...doc.annotations, ...(doc.tokenSpans ?? []), ...ends])
        assert.ok(
          Number.isSafeInteger(a.start) && a.start >= 0 && a.start < a.end && a.end <= length,
          `${doc.id}: ${a.start}-${a.end} of ${length}`,
        );
    }
  } catch (error) {
    assertLocated(error, /^[gs]\//);
  }
}
