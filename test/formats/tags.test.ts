import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { TAGGINGS, type Tagging } from "../../src/config/settings.ts";
import {
  decodeTags,
  SCHEME_PREFIXES,
  TagDecoder,
  type TagIssue,
  type TagSink,
} from "../../src/formats/tags.ts";

/** Chunks as `TYPE[start,end)`, space-separated: short, readable diffs. */
function show(tags: string, tagging: Tagging, strict: boolean, issues?: TagIssue[]): string {
  const seq = tags === "" ? [] : tags.split(" ");
  const sink = issues === undefined ? undefined : (i: TagIssue) => issues.push(i);
  return decodeTags(seq, tagging, strict, sink)
    .map((c) => `${c.type}[${c.start},${c.end})`)
    .join(" ");
}

type Case = readonly [tags: string, conlleval: string, strict: string, why: string];

/** Hand-checked against conlleval.pl 2004-01-26 and seqeval 1.2.2 mode='strict' rules. */
const CASES: Readonly<Record<Tagging, readonly Case[]>> = {
  iob2: [
    ["B-PER I-PER O B-LOC", "PER[0,2) LOC[3,4)", "PER[0,2) LOC[3,4)", "well-formed"],
    ["B-PER B-PER", "PER[0,1) PER[1,2)", "PER[0,1) PER[1,2)", "B B: two chunks"],
    ["O I-PER I-PER", "PER[1,3)", "", "I after O starts a chunk / is dropped"],
    [
      "B-PER I-LOC",
      "PER[0,1) LOC[1,2)",
      "PER[0,1)",
      "I of another type starts a chunk / is dropped",
    ],
    ["B-PER I-PER I-LOC I-LOC O", "PER[0,2) LOC[2,4)", "PER[0,2)", "type change inside"],
    ["", "", "", "empty sequence"],
  ],
  iob1: [
    [
      "I-PER I-PER B-PER O",
      "PER[0,2) PER[2,3)",
      "PER[0,2) PER[2,3)",
      "B separates same-type chunks",
    ],
    ["I-PER I-LOC", "PER[0,1) LOC[1,2)", "PER[0,1) LOC[1,2)", "I of another type"],
    ["O B-PER I-PER", "PER[1,3)", "PER[2,3)", "B after O: not an IOB1 start in strict"],
  ],
  ioe2: [
    ["I-LOC E-LOC E-LOC O", "LOC[0,2) LOC[2,3)", "LOC[0,2) LOC[2,3)", "E closes a chunk"],
    ["I-LOC O", "LOC[0,1)", "", "chunk without E: repaired / dropped"],
    ["E-LOC I-PER E-PER", "LOC[0,1) PER[1,3)", "LOC[0,1) PER[1,3)", "E then I"],
  ],
  ioe1: [
    [
      "I-PER I-PER E-PER I-PER O",
      "PER[0,3) PER[3,4)",
      "PER[0,3) PER[3,4)",
      "E separates same-type chunks",
    ],
    ["I-PER E-LOC", "PER[0,1) LOC[1,2)", "PER[0,1)", "E of another type"],
    [
      "E-LOC I-LOC",
      "LOC[0,1) LOC[1,2)",
      "LOC[1,2)",
      "seqeval's IOE1 cannot start a chunk on E after O",
    ],
  ],
  iobes: [
    [
      "B-PER E-PER S-LOC B-ORG I-ORG E-ORG",
      "PER[0,2) LOC[2,3) ORG[3,6)",
      "PER[0,2) LOC[2,3) ORG[3,6)",
      "well-formed",
    ],
    ["S-PER S-PER", "PER[0,1) PER[1,2)", "PER[0,1) PER[1,2)", "two singles"],
    ["B-PER E-PER B-PER E-PER", "PER[0,2) PER[2,4)", "PER[0,2) PER[2,4)", "E then B"],
    ["B-PER I-PER O", "PER[0,2)", "", "chunk without E"],
    ["I-PER E-PER", "PER[0,2)", "", "chunk without B"],
    ["B-PER S-PER E-PER", "PER[0,1) PER[1,2) PER[2,3)", "PER[1,2)", "single inside a chunk"],
  ],
  bilou: [
    ["U-PER B-LOC I-LOC L-LOC O", "PER[0,1) LOC[1,4)", "PER[0,1) LOC[1,4)", "well-formed"],
    ["B-LOC O", "LOC[0,1)", "", "chunk without L"],
    ["B-LOC L-PER", "LOC[0,1) PER[1,2)", "", "L of another type"],
  ],
};

describe("decodeTags: hand-checked sequences, conlleval (default) and seqeval strict", () => {
  for (const tagging of TAGGINGS) {
    for (const [tags, conlleval, strict, why] of CASES[tagging]) {
      it(`${tagging}: ${why} (${tags || "∅"})`, () => {
        assert.equal(show(tags, tagging, false), conlleval);
        assert.equal(show(tags, tagging, true), strict);
      });
    }
  }
});

describe("decodeTags: tag parsing", () => {
  it("splits at the first '-': the rest is the type", () => {
    assert.equal(show("B-ORG-X I-ORG-X", "iob2", false), "ORG-X[0,2)");
  });

  it("strict mode strips '-' from a type's ends, as seqeval's strict mode does; default keeps it", () => {
    assert.equal(show("B-X- I-X O B--Y B---", "iob2", true), "X[0,2) Y[3,4) _[4,5)");
    assert.equal(show("B-X- I-X O B--Y B---", "iob2", false), "X-[0,1) X[1,2) -Y[3,4) --[4,5)");
  });

  it("reads bare prefixes as untyped chunks named _", () => {
    assert.equal(show("B I O B-", "iob2", false), "_[0,2) _[3,4)");
    assert.equal(show("B I O B-", "iob2", true), "_[0,2) _[3,4)");
  });

  it("reports an unknown prefix with its index and reads it as O", () => {
    for (const strict of [false, true]) {
      const issues: TagIssue[] = [];
      assert.equal(
        show("B-PER E-PER PER I-PER", "iob2", strict, issues),
        strict ? "PER[0,1)" : "PER[0,1) PER[3,4)",
      );
      const unknown = issues.filter((i) => i.kind === "unknown-tag-prefix");
      assert.deepEqual(
        unknown.map((i) => [i.index, i.tag]),
        [
          [1, "E-PER"],
          [2, "PER"],
        ],
      );
      assert.match(
        unknown[0]?.message ?? "",
        /prefix 'E', which iob2 does not define \(it defines B, I, O\); read as O\. Tags of another scheme: likely fix --tagging iobes \(tagging: iobes in goldgate\.yml\), which reads B, I, E, S, O\.$/,
      );
      // A prefix no scheme defines keeps the plain advice.
      assert.match(unknown[1]?.message ?? "", /read as O\. Check the 'tagging' setting\.$/);
    }
  });

  it("reports each run of tags strict decoding drops, once", () => {
    const issues: TagIssue[] = [];
    assert.equal(show("O I-PER I-PER O B-LOC I-ORG", "iob2", true, issues), "LOC[4,5)");
    assert.deepEqual(
      issues.map((i) => [i.kind, i.index]),
      [
        ["ill-formed-chunk", 1],
        ["ill-formed-chunk", 5],
      ],
    );
    assert.match(issues[0]?.message ?? "", /'I-PER I-PER' form no well-formed iob2 chunk/);
  });

  it("reports nothing in default mode for repaired sequences", () => {
    const issues: TagIssue[] = [];
    show("O I-PER I-LOC", "iob2", false, issues);
    assert.deepEqual(issues, []);
  });
});

/** Encodes non-overlapping sorted spans into a scheme's tags, the way each scheme is defined. */
function encode(
  spans: readonly (readonly [string, number, number])[],
  n: number,
  tagging: Tagging,
): string[] {
  const tags: string[] = Array.from({ length: n }, () => "O");
  const [b, i, e, s] = {
    iob1: "IIII",
    iob2: "BIIB",
    ioe1: "IIII",
    ioe2: "IIEE",
    iobes: "BIES",
    bilou: "BILU",
  }[tagging];
  spans.forEach(([type, start, end], k) => {
    const prev = spans[k - 1];
    const next = spans[k + 1];
    for (let t = start; t < end; t++) tags[t] = `${i}-${type}`;
    if (end - start === 1) tags[start] = `${s}-${type}`;
    else {
      tags[start] = `${b}-${type}`;
      tags[end - 1] = `${e}-${type}`;
    }
    if (tagging === "iob1" && prev?.[2] === start && prev[0] === type) tags[start] = `B-${type}`;
    if (tagging === "ioe1" && next?.[1] === end && next[0] === type) tags[end - 1] = `E-${type}`;
  });
  return tags;
}

const spansArb = fc
  .array(fc.tuple(fc.constantFrom("PER", "LOC"), fc.nat(3), fc.integer({ min: 1, max: 4 })), {
    maxLength: 6,
  })
  .map((parts) => {
    let at = 0;
    return parts.map(([type, gap, length]) => {
      const start = at + gap;
      at = start + length;
      return [type, start, at] as const;
    });
  });

describe("decodeTags: another scheme's tags name the --tagging that reads them", () => {
  for (const [tags, tagging, fix] of [
    ["S-PER O B-LOC E-LOC", "iob2", "iobes"],
    ["U-PER O B-LOC L-LOC", "iob2", "bilou"],
    ["U-PER O", "iobes", "bilou"],
    ["S-PER O", "bilou", "iobes"],
    ["B-PER E-PER", "ioe2", "iobes"],
  ] as const)
    it(`${tags} read as ${tagging}: --tagging ${fix}`, () => {
      const issues: TagIssue[] = [];
      show(tags, tagging, false, issues);
      const first = issues.find((i) => i.kind === "unknown-tag-prefix");
      assert.match(
        first?.message ?? "",
        new RegExp(`likely fix --tagging ${fix} \\(tagging: ${fix} in goldgate\\.yml\\)`),
      );
      // The fix reads the whole sequence without an unknown prefix.
      const after: TagIssue[] = [];
      show(tags, fix, false, after);
      assert.deepEqual(
        after.filter((i) => i.kind === "unknown-tag-prefix"),
        [],
      );
    });
});

describe("decodeTags: properties", () => {
  it("well-formed tags decode back to their spans, in both modes, for every scheme", () => {
    fc.assert(
      fc.property(spansArb, fc.constantFrom(...TAGGINGS), fc.nat(2), (spans, tagging, tail) => {
        const n = (spans.at(-1)?.[2] ?? 0) + tail;
        const tags = encode(spans, n, tagging);
        const expected = spans.map(([type, start, end]) => ({ type, start, end }));
        assert.deepEqual(decodeTags(tags, tagging, false), expected, tags.join(" "));
        // seqeval's IOE1 has no start pattern for E after O (see the ioe1 cases above).
        if (tagging !== "ioe1")
          assert.deepEqual(decodeTags(tags, tagging, true), expected, tags.join(" "));
      }),
      { seed: 101109 },
    );
  });

  it("chunks are in order, disjoint, in bounds and cover no O tag", () => {
    const sequenceArb = fc.constantFrom(...TAGGINGS).chain((tagging) => {
      const tag = fc
        .tuple(fc.constantFrom(...Object.keys(SCHEME_PREFIXES[tagging])), fc.constantFrom("A", "B"))
        .map(([p, t]) => (p === "O" ? "O" : `${p}-${t}`));
      return fc.tuple(fc.constant(tagging), fc.array(tag, { maxLength: 12 }));
    });
    fc.assert(
      fc.property(sequenceArb, fc.boolean(), ([tagging, seq], strict) => {
        let last = 0;
        for (const c of decodeTags(seq, tagging, strict)) {
          assert.ok(c.start >= last && c.end > c.start && c.end <= seq.length, seq.join(" "));
          for (let k = c.start; k < c.end; k++) assert.notEqual(seq[k], "O");
          last = c.end;
        }
      }),
      { seed: 282723 },
    );
  });
});

describe("TagDecoder", () => {
  /** Records what a decoder reports, as decodeTags returns and reports it. */
  function recorder(): TagSink & { chunks: unknown[]; issues: TagIssue[] } {
    const chunks: unknown[] = [];
    const issues: TagIssue[] = [];
    return {
      chunks,
      issues,
      chunk: (type, start, end) => chunks.push({ type, start, end }),
      issue: (issue) => issues.push(issue),
    };
  }

  it("decodes a range of a longer sequence as decodeTags decodes that range alone, buffers reused", () => {
    const tag = fc.constantFrom("O", "B-A", "I-A", "E-A", "S-B", "L-B", "U-A", "I-B", "X-A", "B");
    fc.assert(
      fc.property(
        fc.constantFrom(...TAGGINGS),
        fc.boolean(),
        fc.array(fc.tuple(fc.array(tag, { maxLength: 80 }), fc.nat(), fc.nat()), { maxLength: 4 }),
        (tagging, strict, sequences) => {
          const decoder = new TagDecoder(tagging, strict);
          for (const [tags, a, b] of sequences) {
            const from = tags.length === 0 ? 0 : a % tags.length;
            const to = from + (tags.length === 0 ? 0 : b % (tags.length - from + 1));
            const got = recorder();
            decoder.decode(tags, got, from, to);
            const issues: TagIssue[] = [];
            const expected = decodeTags(tags.slice(from, to), tagging, strict, (i) =>
              issues.push(i),
            );
            assert.deepEqual(got.chunks, expected);
            assert.deepEqual(got.issues, issues);
          }
        },
      ),
      { seed: 11, numRuns: 1000 },
    );
  });
});
