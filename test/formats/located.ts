import assert from "node:assert/strict";
import { DataError } from "../../src/errors.ts";

/**
 * Holds a thrown value to the rule every exit-2 data message keeps: a DataError whose message names a
 * file matching `file` and a place in it (a line, or a byte/character offset where lines do not apply).
 * Anything else is rethrown, so the fuzz run fails on it.
 */
export function assertLocated(error: unknown, file: RegExp): void {
  if (!(error instanceof DataError)) throw error;
  const { location } = error;
  assert.match(location.file, file, `a DataError names its file: ${error.message}`);
  assert.ok(
    location.line !== undefined || location.offset !== undefined,
    `a DataError names a line or an offset: ${error.message}`,
  );
  assert.ok(error.message.startsWith(`${location.file}`), error.message);
  assert.ok(error.detail.trim() !== "", `a DataError says what is wrong: ${error.message}`);
}
