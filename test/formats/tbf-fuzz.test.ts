import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { Document } from "../../src/corpus/model.ts";
import { DataError } from "../../src/errors.ts";
import { readTbf, type TbfOptions } from "../../src/formats/tbf.ts";
import { memoryFiles } from "./memory-files.ts";

const TABLE = "t0\tA\t0\t0\nt1\tthe\t2\t4\nt2\tc\t6\t6\n";

/** Fields that are sometimes right and often nearly right. */
const field = fc.oneof(
  fc.constantFrom("d0", "d1", "E1", "t0", "t9", "", "Attack", "Actual", "1", " ", "#", "@"),
  fc.string({ maxLength: 6 }),
);
const tokenId = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom("t0", "t1", "t2") },
  { weight: 1, arbitrary: fc.constantFrom("t9", "", " t1") },
);
const tokenSpan = fc.array(tokenId, { minLength: 1, maxLength: 4 }).map((a) => a.join(","));
const goodRange = fc
  .tuple(fc.nat(40), fc.integer({ min: 1, max: 9 }))
  .map(([b, n]) => `${b},${b + n}`);
const badRange = fc
  .tuple(
    fc.oneof(fc.nat(40), fc.constantFrom(-1, 2 ** 60)),
    fc.oneof(fc.nat(40), fc.constantFrom("", "x", "1e3")),
  )
  .map(([b, e]) => `${b},${e}`);
const charRange = fc.oneof(
  { weight: 30, arbitrary: goodRange },
  { weight: 1, arbitrary: badRange },
);
const charSpan = fc.array(charRange, { minLength: 1, maxLength: 2 }).map((a) => a.join(";"));
/** Mostly the right thing, now and then anything. */
const mostly = <T>(right: fc.Arbitrary<T>, wrong: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 40, arbitrary: right }, { weight: 1, arbitrary: wrong });
/** A mention line; `{doc}` becomes the enclosing block's id, `{span}` a span of the file's mode. */
const mention = fc
  .tuple(
    mostly(fc.constant("{doc}"), field),
    mostly(
      fc.integer({ min: 1, max: 99 }).map((n) => `E${n}`),
      fc.constant(""),
    ),
    mostly(fc.constant("{span}"), fc.oneof(tokenSpan, charSpan, field)),
    mostly(fc.constantFrom("Attack", "Conflict_Attack"), field),
    mostly(fc.constantFrom("Actual", "Generic"), field),
    mostly<readonly string[]>(fc.constantFrom([], ["1"]), fc.array(field, { maxLength: 3 })),
  )
  .map(([doc, id, span, type, realis, extra]) =>
    ["sys", doc, id, span, "text", type, realis, ...extra].join("\t"),
  );
const noise = fc.oneof(
  fc.constantFrom(
    "",
    "  \t ",
    "@Coreference\tR1\tE1,E2",
    "@Nope\tR1",
    "#comment",
    "#BeginOfDocument",
    "#EndOfDocument d9",
  ),
  fc.string({ maxLength: 30, unit: "binary" }),
  fc.array(field, { maxLength: 9 }).map((a) => a.join("\t")),
);
const inner = fc.oneof({ weight: 40, arbitrary: mention }, { weight: 1, arbitrary: noise });
const block = (span: fc.Arbitrary<string>): fc.Arbitrary<string[]> =>
  fc
    .tuple(
      mostly(fc.constantFrom("d0", "d1", "d3", "d4", "d5", "d6"), fc.constantFrom("d2", "")),
      fc.array(fc.tuple(inner, span), { maxLength: 6 }),
      fc.nat(40),
    )
    .map(([id, lines, end]) => [
      `#BeginOfDocument ${id}`,
      ...lines.map(([l, s]) => l.replaceAll("{doc}", id).replace("{span}", s)),
      ...(end === 0 ? [] : [end === 1 ? `#EndOfDocument ${id}` : "#EndOfDocument"]),
    ]);
/** A file of (mostly) blocks whose spans fit the mode. */
const fileFor = (tokenMode: boolean): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(
        fc.oneof(
          { weight: 20, arbitrary: block(tokenMode ? tokenSpan : charSpan) },
          { weight: 1, arbitrary: noise.map((l) => [l]) },
        ),
        {
          maxLength: 4,
        },
      ),
      fc.constantFrom("\n", "\r\n"),
    )
    .map(([chunks, eol]) => chunks.flat().join(eol));
const badTable = fc
  .array(
    fc
      .array(fc.oneof(field, fc.constantFrom("t1", "3", "7")), { maxLength: 5 })
      .map((a) => a.join("\t")),
    { maxLength: 4 },
  )
  .map((rows) => rows.join("\n"));
const table = mostly(fc.constant(TABLE), badTable);

/** Every fragment list is sorted, disjoint, non-touching and non-empty; the hull is its bounds. */
function wellFormed(docs: readonly Document[]): boolean {
  return docs.every((d) =>
    d.annotations.every((a) => {
      const parts = a.fragments ?? [{ start: a.start, end: a.end }];
      const first = parts[0];
      const last = parts[parts.length - 1];
      const ordered = parts.every(
        (f, i) =>
          f.start < f.end && (i === 0 || (parts[i - 1]?.end ?? Number.POSITIVE_INFINITY) < f.start),
      );
      return (
        ordered &&
        first?.start === a.start &&
        last?.end === a.end &&
        (a.fragments === undefined || a.fragments.length > 1)
      );
    }),
  );
}

/** Reads a generated file: the mentions read, or "error" for a located DataError; anything else throws. */
function readOrDataError(text: string, d1Table: string, tokenMode: boolean): number | "error" {
  const tables = Object.fromEntries(
    ["d0", "d3", "d4", "d5", "d6"].map((d) => [`tkn/${d}.tab`, TABLE]),
  );
  const files = memoryFiles({ "g.tbf": text, ...tables, "tkn/d1.tab": d1Table });
  const options: TbfOptions = { tokens: tokenMode ? "tkn" : null, tokenSuffix: ".tab" };
  try {
    const docs = [...readTbf("g.tbf", options, files, () => undefined)];
    assert.ok(wellFormed(docs), "fragments are sorted, disjoint and match the hull");
    return docs.reduce((n, d) => n + d.annotations.length, 0);
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    assert.match(error.message, /^(g\.tbf|tkn\/d1\.tab):\d+: \S/);
    return "error";
  }
}

test("fuzz: no input makes the reader throw anything but a located DataError (12,000 inputs, both modes)", () => {
  const outcomes = { error: 0, mentions: 0, empty: 0 };
  fc.assert(
    fc.property(
      fc.boolean().chain((mode) => fc.tuple(fileFor(mode), table, fc.constant(mode))),
      ([text, d1, tokenMode]) => {
        const read = readOrDataError(text, d1, tokenMode);
        outcomes[read === "error" ? "error" : read > 0 ? "mentions" : "empty"]++;
      },
    ),
    { seed: 20240603, numRuns: 12_000 },
  );
  // The generator must reach deep: many files read whole, many fail on a late line.
  assert.ok(outcomes.mentions > 1000 && outcomes.error > 5000, JSON.stringify(outcomes));
});

test("fuzz: well-formed files always read, keeping every document and mention", () => {
  const mentions = fc.array(
    fc.array(fc.constantFrom("t0", "t1", "t2"), { minLength: 1, maxLength: 3 }),
    { maxLength: 5 },
  );
  fc.assert(
    fc.property(fc.array(mentions, { maxLength: 4 }), (docs) => {
      const tree: Record<string, string> = {};
      const blocks = docs.map((spans, i) => {
        tree[`tkn/doc${i}.tab`] = TABLE;
        const lines = spans.map((s, j) =>
          ["s", `doc${i}`, `E${j}`, s.join(","), "w", "T", "R"].join("\t"),
        );
        return [`#BeginOfDocument doc${i}`, ...lines, "#EndOfDocument"].join("\n");
      });
      tree["g.tbf"] = blocks.join("\n");
      const read = [
        ...readTbf(
          "g.tbf",
          { tokens: "tkn", tokenSuffix: ".tab" },
          memoryFiles(tree),
          () => undefined,
        ),
      ];
      assert.deepEqual(
        read.map((d) => d.annotations.length),
        docs.map((d) => d.length),
      );
      assert.ok(wellFormed(read));
    }),
    { seed: 7, numRuns: 500 },
  );
});
