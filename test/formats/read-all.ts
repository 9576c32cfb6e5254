import assert from "node:assert/strict";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import type { Document, Issue } from "../../src/corpus/model.ts";
import { DataError } from "../../src/errors.ts";
import type { FormatReader } from "../../src/formats/reader.ts";
import type { FilePort } from "../../src/ports/files.ts";

/** Default settings plus `extra`, including keys readers look for before `config/settings.ts` declares them. */
export function settingsWith(extra: Readonly<Record<string, unknown>>): ScoreSettings {
  return Object.assign({}, DEFAULT_SCORE_SETTINGS, extra);
}

/** Both sides of a reader, read to the end, and the issues reported on the way. */
export interface ReadAll {
  readonly gold: Document[];
  readonly system: Document[];
  readonly issues: Issue[];
}

/** Runs a reader that yields sides and drains them (gold first). */
export function readAll(reader: FormatReader, settings: ScoreSettings, files: FilePort): ReadAll {
  const issues: Issue[] = [];
  const result = reader.read(settings, files, (i) => issues.push(i));
  if (result.kind !== "sides") throw new Error(`${reader.name} returned paired documents`);
  return { gold: [...result.gold], system: [...result.system], issues };
}

/**
 * Asserts that `run` throws a DataError located at `where` (`file:line` or `file`; a column may
 * follow the line) whose detail matches.
 */
export function expectDataError(run: () => unknown, where: string, detail: RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof DataError, `expected a DataError, got ${String(error)}`);
    const column = /^(:\d+){1,2}: /.test(error.message.slice(where.length));
    assert.ok(
      error.message.startsWith(`${where}: `) || (column && error.message.startsWith(where)),
      `'${error.message}' should start with '${where}: '`,
    );
    assert.match(error.detail, detail);
    return true;
  });
}

/** A document's relations as `[type, "HEAD_TYPE start-end", "TAIL_TYPE start-end"]`. */
export function relationEnds(doc: Document | undefined): string[][] {
  return (doc?.relations ?? []).map((r) => [
    r.type,
    `${r.head.type} ${r.head.start}-${r.head.end}`,
    `${r.tail.type} ${r.tail.start}-${r.tail.end}`,
  ]);
}
