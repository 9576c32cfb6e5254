import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { conlluReader } from "../../src/formats/conllu.ts";
import { DocumentIds } from "../../src/formats/document-ids.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, settingsWith } from "./read-all.ts";

/** The check as one map of every id: what `DocumentIds` must say, message included. */
function byMap(docs: readonly (readonly [string, number])[]): string {
  const seen = new Map<string, number>();
  for (const [k, [id]] of docs.entries()) {
    const first = seen.get(id);
    if (first !== undefined) return `${k + 1}: '${id}' at line ${first}`;
    seen.set(id, k + 1);
  }
  return "none";
}

function byIds(docs: readonly (readonly [string, number])[]): string {
  const ids = new DocumentIds();
  for (const [k, [id, number]] of docs.entries()) {
    try {
      ids.check(id, number, "f", k + 1);
    } catch (error) {
      const m = /document id '(.*)' was already used by the document at line (\d+);/.exec(
        error instanceof Error ? error.message : "",
      );
      return `${k + 1}: '${m?.[1]}' at line ${m?.[2]}`;
    }
  }
  return "none";
}

describe("DocumentIds", () => {
  it("refuses an id given by the file that a made id already has, and the other way round", () => {
    assert.equal(
      byIds([
        ["doc-1", 1],
        ["doc-2", 2],
        ["doc-1", 0],
      ]),
      "3: 'doc-1' at line 1",
    );
    assert.equal(
      byIds([
        ["doc-3", 0],
        ["doc-2", 2],
        ["doc-3", 3],
      ]),
      "3: 'doc-3' at line 1",
    );
    assert.equal(
      byIds([
        ["a", 0],
        ["doc-2", 2],
        ["a", 0],
      ]),
      "3: 'a' at line 1",
    );
    assert.equal(
      byIds([
        ["doc-01", 0],
        ["doc-1", 1],
        ["doc-0", 0],
      ]),
      "none",
    );
  });

  it("past the first column's length (ids made from numbers in the thousands)", () => {
    const docs = Array.from({ length: 3000 }, (_, k) => [`doc-${k + 1}`, k + 1] as const);
    assert.equal(byIds([...docs, ["doc-2999", 0]]), "3001: 'doc-2999' at line 2999");
  });

  it("says what one map of every id says (made ids numbered in order, as the reader makes them)", () => {
    const named = fc.constantFrom("doc-1", "doc-2", "doc-3", "doc-02", "doc-0", "a", "b", "doc-9");
    const docs = fc
      .array(fc.option(named, { nil: null }), { maxLength: 12 })
      .map((picks) =>
        picks.map((p, k) => (p === null ? ([`doc-${k + 1}`, k + 1] as const) : ([p, 0] as const))),
      );
    fc.assert(
      fc.property(docs, (d) => assert.equal(byIds(d), byMap(d))),
      { seed: 2711, numRuns: 2000 },
    );
  });

  it("a CoNLL-U document named as an unnamed one before it is refused at its first word", () => {
    const text = [
      "1\tAnn\t_\t_\t_\t_\t0\troot\t_\tNER=O|SYS=O",
      "",
      "# sent_id = doc-1",
      "1\tBob\t_\t_\t_\t_\t0\troot\t_\tNER=O|SYS=O",
      "",
    ].join("\n");
    const settings = settingsWith({
      format: "conllu",
      input: "in.conllu",
      goldColumnName: "MISC:NER",
      systemColumnName: "MISC:SYS",
    });
    const read = conlluReader.read(settings, memoryFiles({ "in.conllu": text }), () => undefined);
    assert.equal(read.kind, "paired");
    const drain = () => (read.kind === "paired" ? [...read.pairs] : []);
    expectDataError(drain, "in.conllu:4", /document id 'doc-1' was already used .* at line 1;/);
  });
});
