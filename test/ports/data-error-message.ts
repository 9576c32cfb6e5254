import assert from "node:assert/strict";
import { DataError } from "../../src/errors.ts";

/** The message of the DataError `run` throws (fails when it throws nothing or something else). */
export function dataErrorMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DataError, String(error));
    return error.message;
  }
  assert.fail("no error");
}
