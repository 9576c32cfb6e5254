import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DataError, UserError } from "../../src/errors.ts";
import {
  labelTableFormat,
  readItemLabels,
  readJudgements,
  splitTags,
} from "../../src/formats/labels.ts";
import { type FilePort, plainListing } from "../../src/ports/files.ts";
import { nodeFiles, splitLines } from "../../src/ports/node-files.ts";
import { needsShared } from "../shared-fixtures.ts";

function memoryFiles(files: Readonly<Record<string, string>>): FilePort {
  const text = (p: string): string => {
    const found = files[p];
    if (found === undefined) throw new UserError(`Cannot read '${p}': no such file.`);
    return found;
  };
  return {
    readText: text,
    readLines: (p) => splitLines([text(p)]),
    readChunks: (p) => [text(p)],
    kind: (p) => (files[p] === undefined ? "missing" : "file"),
    listFiles: () => plainListing(Object.keys(files)),
  };
}

function dataError(fn: () => unknown, message: string | RegExp): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof DataError, `expected a DataError, got ${String(e)}`);
    if (typeof message === "string") assert.equal(e.message, message);
    else assert.match(e.message, message);
    return true;
  });
}

describe("readItemLabels", () => {
  it("reads a TSV table the same in any pieces (CRLF, blank lines, a weight column, extra columns)", () => {
    const text = "Item\tLABEL\tweight\tnote\r\n\r\ni1\t A \t2\tx\r\n  \ni2\tB\t0.5\t\n";
    const whole = memoryFiles({ "g.tsv": text });
    const pieces: FilePort = {
      ...whole,
      readChunks: () => text.match(/[\s\S]{1,3}/g) ?? [],
    };
    const expected = [
      { item: "i1", label: "A", tags: ["A"], line: 3, weight: 2 },
      { item: "i2", label: "B", tags: ["B"], line: 5, weight: 0.5 },
    ];
    assert.deepEqual(readItemLabels("g.tsv", whole).entries, expected);
    assert.deepEqual(readItemLabels("g.tsv", pieces).entries, expected);
  });

  it("reads TSV with the columns in any order and case, extra columns ignored, cells trimmed", () => {
    const files = memoryFiles({
      "g.tsv": "Label\tnote\tITEM\r\n X \tfirst\ti1\r\n\r\nY\t\ti2\r\n",
    });
    assert.deepEqual(readItemLabels("g.tsv", files), {
      file: "g.tsv",
      entries: [
        { item: "i1", label: "X", tags: ["X"], line: 2 },
        { item: "i2", label: "Y", tags: ["Y"], line: 4 },
      ],
    });
  });

  it(
    "reads the fixture's gold.tsv from disk",
    needsShared("classification_gold_system/gold.tsv"),
    () => {
      const dir = path.resolve(
        import.meta.dirname,
        "../..",
        "../shared/fixtures/agreement/classification_gold_system",
      );
      const gold = readItemLabels(path.join(dir, "gold.tsv"), nodeFiles);
      assert.equal(gold.entries.length, 60);
      assert.deepEqual(gold.entries[0], { item: "i01", label: "LOC", tags: ["LOC"], line: 2 });
    },
  );

  it("reads RFC 4180 CSV: quoted commas, doubled quotes, line breaks inside quotes, CRLF", () => {
    const files = memoryFiles({
      "g.csv": 'item,label\r\ni1,"a, b"\r\n"i""2","two\nlines"\r\ni3,plain\r\n',
    });
    const entries = readItemLabels("g.csv", files).entries;
    assert.deepEqual(
      entries.map((e) => [e.item, e.label, e.line]),
      [
        ["i1", "a, b", 2],
        ['i"2', "two\nlines", 3],
        ["i3", "plain", 5],
      ],
    );
  });

  it("reads CSV without a final line end and with an empty last field", () => {
    const files = memoryFiles({ "g.csv": 'item,label,note\ni1,X,\ni2,"Y",ab' });
    const entries = readItemLabels("g.csv", files).entries;
    assert.deepEqual(
      entries.map((e) => [e.item, e.label, e.line]),
      [
        ["i1", "X", 2],
        ["i2", "Y", 3],
      ],
    );
  });

  it("reads JSONL, numbers as item ids, label lists when multi-label", () => {
    const files = memoryFiles({
      "g.jsonl":
        '{"item": 7, "label": "X", "extra": true}\n\n{"item": "i2", "label": ["A.1", "B"]}\n',
    });
    const entries = readItemLabels("g.jsonl", files, { multiLabel: true }).entries;
    assert.deepEqual(entries, [
      { item: "7", label: "X", tags: ["X"], line: 1 },
      { item: "i2", label: "A.1,B", tags: ["A.1", "B"], line: 3 },
    ]);
  });

  it("reads doccano's exports: a classification label as a list of one, intent categories as cats", () => {
    // doccano 1.x writes a classification project's label as a list even when one is allowed,
    // and an intent-detection project's categories under "cats" beside its spans.
    const files = memoryFiles({
      "cls.jsonl":
        '{"id": 1, "text": "Terrible service.", "label": ["negative"], "Comments": []}\n' +
        '{"id": 2, "text": "Great price.", "label": ["positive"], "Comments": []}\n',
      "intent.jsonl":
        '{"id": 3, "text": "Find a flight", "entities": [[7, 13, "Thing"]], "cats": ["flight", "fare"]}\n',
    });
    assert.deepEqual(readItemLabels("cls.jsonl", files).entries, [
      { item: "1", label: "negative", tags: ["negative"], line: 1 },
      { item: "2", label: "positive", tags: ["positive"], line: 2 },
    ]);
    assert.deepEqual(readItemLabels("intent.jsonl", files, { multiLabel: true }).entries, [
      { item: "3", label: "flight,fare", tags: ["flight", "fare"], line: 1 },
    ]);
  });

  it("refuses doccano's CSV export of a label set ('#'-joined) until a separator is named", () => {
    // doccano's CSV export: id, text, label (an item's labels sorted and joined by '#'), Comments.
    const files = memoryFiles({
      "dg.csv":
        'id,text,label,Comments\n1,"Terrible, really.",negative,\n2,Great.,positive#sarcastic,\n3,Nothing.,,\n',
      "plain.csv": "id,label\n1,C#\n2,F#\n",
    });
    const refused =
      /^dg\.csv:3: label 'positive#sarcastic': doccano's CSV export joins an item's labels with '#'; expected (one label|labels separated by commas)\. --multi-label --label-separator '#' reads it as a set of labels; --label-separator ',' keeps '#' inside a label$/;
    dataError(() => readItemLabels("dg.csv", files), refused);
    dataError(
      () => readItemLabels("dg.csv", files, { multiLabel: true, emptySets: true }),
      refused,
    );
    // Named: '#' splits a set (an empty cell the empty set, as doccano writes an unlabelled item) …
    const sets = readItemLabels("dg.csv", files, {
      multiLabel: true,
      emptySets: true,
      separator: "#",
    });
    assert.deepEqual(
      sets.entries.map((e) => [e.item, e.label, e.tags]),
      [
        ["1", "negative", ["negative"]],
        ["2", "positive,sarcastic", ["positive", "sarcastic"]],
        ["3", "", []],
      ],
    );
    // … or ',' keeps it inside a label.
    const kept = readItemLabels("dg.csv", files, {
      multiLabel: true,
      emptySets: true,
      separator: ",",
    });
    assert.deepEqual(kept.entries[1]?.tags, ["positive#sarcastic"]);
    // In single-label mode a cell holding a named separator is a set, refused as a list of two.
    dataError(
      () => readItemLabels("dg.csv", files, { separator: "#" }),
      "dg.csv:3: 'positive#sarcastic' is a set of 2 labels joined by '#'; expected one label per item (label sets: --multi-label)",
    );
    // A table without doccano's text column keeps '#' as it always did.
    assert.deepEqual(
      readItemLabels("plain.csv", files).entries.map((e) => e.label),
      ["C#", "F#"],
    );
    const empty = memoryFiles({ "e.csv": "id,text,label\n1,x,a##b\n" });
    dataError(
      () => readItemLabels("e.csv", empty, { multiLabel: true, separator: "#" }),
      "e.csv:2: empty label in 'a##b'; expected labels separated by single '#'",
    );
  });

  it("reads Prodigy's choice answers (accept lists the options chosen), leaves out ignored ones, refuses binary ones", () => {
    const choice = (id: string, accept: string[], answer = "accept") =>
      JSON.stringify({
        id,
        text: `text ${id}`,
        options: [
          { id: "POS", text: "Positive" },
          { id: "NEG", text: "Negative" },
        ],
        accept,
        answer,
        _input_hash: id.charCodeAt(0),
        _task_hash: -id.charCodeAt(0),
        _view_id: "choice",
      });
    const files = memoryFiles({
      "choice.jsonl": [
        choice("a", ["POS"]),
        choice("b", ["NEG", "POS"]),
        choice("c", [], "ignore"),
        choice("d", []),
      ].join("\n"),
      "one.jsonl": [choice("a", ["POS"]), choice("b", ["NEG"], "reject")].join("\n"),
      "teach.jsonl": JSON.stringify({
        id: "a",
        text: "t",
        label: "POS",
        answer: "accept",
        _input_hash: 1,
        _task_hash: 2,
        _view_id: "classification",
      }),
      "stream.jsonl": JSON.stringify({
        id: "a",
        text: "t",
        label: "POS",
        _input_hash: 1,
        _task_hash: 2,
      }),
      "noid.jsonl": JSON.stringify({
        text: "t",
        options: [],
        accept: ["POS"],
        answer: "accept",
        _input_hash: 1,
        _task_hash: 2,
        _view_id: "choice",
      }),
    });
    const sets = readItemLabels("choice.jsonl", files, { multiLabel: true, emptySets: true });
    assert.deepEqual(
      sets.entries.map((e) => [e.item, e.tags]),
      [
        ["a", ["POS"]],
        ["b", ["NEG", "POS"]],
        ["d", []],
      ],
    );
    assert.deepEqual(sets.issues, [
      {
        severity: "info",
        kind: "prodigy-answers",
        message:
          "choice.jsonl: 1 Prodigy record left out, answered 'reject' (0) or 'ignore' (1): only accepted answers are read (line 3)",
        file: "choice.jsonl",
      },
    ]);
    // Single-label: a list of one option is the label; a rejected answer is no label at all.
    const one = readItemLabels("one.jsonl", files);
    assert.deepEqual(
      one.entries.map((e) => [e.item, e.label]),
      [["a", "POS"]],
    );
    dataError(
      () => readItemLabels("teach.jsonl", files),
      /^teach\.jsonl:1: a binary answer \(Prodigy's _view_id 'classification' or _is_binary: textcat\.teach\): its 'accept' or 'reject' says whether one label applies/,
    );
    // A record with hashes and no decision (a model's suggestions) is read as it is.
    assert.deepEqual(
      readItemLabels("stream.jsonl", files).entries.map((e) => e.label),
      ["POS"],
    );
    dataError(
      () => readItemLabels("noid.jsonl", files),
      /^noid\.jsonl:1: no 'item'; expected a non-empty item \(a Prodigy record keeps its input's own fields/,
    );
    // Files that are not Prodigy's say nothing.
    assert.equal(
      readItemLabels("g.tsv", memoryFiles({ "g.tsv": "item\tlabel\ni1\tA\n" })).issues,
      undefined,
    );
  });

  it("reads a JSON class id as its decimal text, as the same CSV cell (Hugging Face's ClassLabel)", () => {
    const files = memoryFiles({
      "hf.jsonl":
        '{"idx": 0, "sentence": "good", "label": 1}\n{"idx": 1, "sentence": "bad", "label": 0}\n',
      "same.csv": "idx,label\n0,1\n1,0\n",
      "sets.jsonl": '{"id": "a", "label": [0, 3]}\n',
    });
    const entries = (path: string) =>
      readItemLabels(path, files).entries.map((e) => [e.item, e.label]);
    assert.deepEqual(entries("hf.jsonl"), entries("same.csv"));
    assert.deepEqual(entries("hf.jsonl"), [
      ["0", "1"],
      ["1", "0"],
    ]);
    assert.deepEqual(readItemLabels("sets.jsonl", files, { multiLabel: true }).entries[0]?.tags, [
      "0",
      "3",
    ]);
  });

  it("names class ids by --label-names: whole numbers (or their text) by index, other labels as written", () => {
    const files = memoryFiles({
      "ids.jsonl": '{"idx": 0, "label": 1}\n{"idx": 1, "label": 0}\n{"idx": 2, "label": "2"}\n',
      "names.csv": "idx,label\n0,positive\n1,negative\n2,neutral\n",
      "far.jsonl": '{"idx": 0, "label": 3}\n',
      "sets.jsonl": '{"id": "a", "label": [0, 2]}\n',
    });
    const names = ["negative", "positive", "neutral"];
    const labels = (path: string) =>
      readItemLabels(path, files, { names }).entries.map((e) => e.label);
    assert.deepEqual(labels("ids.jsonl"), ["positive", "negative", "neutral"]);
    assert.deepEqual(labels("names.csv"), ["positive", "negative", "neutral"]);
    dataError(
      () => readItemLabels("far.jsonl", files, { names }),
      "far.jsonl:1: label id 3; expected an id from 0 to 2 (--label-names lists 3 names)",
    );
    assert.deepEqual(
      readItemLabels("sets.jsonl", files, { names, multiLabel: true }).entries[0]?.tags,
      ["negative", "neutral"],
    );
  });

  it("splits multi-label cells only when asked", () => {
    const files = memoryFiles({ "g.tsv": "item\tlabel\ni1\tA.1, B\ni2\ta\\,b,c\n" });
    assert.deepEqual(
      readItemLabels("g.tsv", files).entries.map((e) => e.tags),
      [["A.1, B"], ["a\\,b,c"]],
    );
    assert.deepEqual(
      readItemLabels("g.tsv", files, { multiLabel: true }).entries.map((e) => [e.label, e.tags]),
      [
        ["A.1,B", ["A.1", "B"]],
        ["a\\,b,c", ["a,b", "c"]],
      ],
    );
  });

  it("reads an empty cell or list as the empty set for label sets, and refuses it for a tree", () => {
    const files = memoryFiles({
      "g.tsv": "item\tlabel\ni1\t \ni2\tA\n",
      "g.jsonl": '{"item": "i1", "label": []}\n{"item": "i2", "label": ""}\n',
    });
    const sets = { multiLabel: true, emptySets: true };
    assert.deepEqual(
      readItemLabels("g.tsv", files, sets).entries.map((e) => [e.item, e.label, e.tags]),
      [
        ["i1", "", []],
        ["i2", "A", ["A"]],
      ],
    );
    assert.deepEqual(
      readItemLabels("g.jsonl", files, sets).entries.map((e) => e.tags),
      [[], []],
    );
    // Tag-tree cells (multi-label reading without empty sets) still need a tag.
    assert.throws(
      () => readItemLabels("g.tsv", files, { multiLabel: true }),
      /g\.tsv:2: empty label; expected a non-empty label/,
    );
  });

  const errors: readonly [string, string, string | RegExp, boolean?][] = [
    ["g.tsv", "item\tlabel\ni1\tX\ti1\n", "g.tsv:2: 3 columns; expected 2 as in the header"],
    [
      "g.tsv",
      "item\tlabel\ni1\tX\ni2\tY\ni1\tZ\n",
      "g.tsv:4: duplicate item 'i1' (first on line 2); expected one row per item",
    ],
    [
      "g.tsv",
      "item\tlabel\na\tX\nb\tY\nb\tZ\n",
      "g.tsv:4: duplicate item 'b' (first on line 3); expected one row per item",
    ],
    [
      "g.tsv",
      "item\tlabel\nb\tX\na\tY\nc\tY\nb\tZ\n",
      "g.tsv:5: duplicate item 'b' (first on line 2); expected one row per item",
    ],
    ["g.tsv", "item\tlabel\ni1\t \n", "g.tsv:2: empty label; expected a non-empty label"],
    ["g.tsv", "item\tlabel\n\tX\n", "g.tsv:2: empty item; expected a non-empty item"],
    [
      "g.tsv",
      "name\tlabel\ni1\tX\n",
      "g.tsv:1: header lacks 'item'; expected a header with columns item, label (any order, any case; also item as id/idx/guid, label as gold/prediction/labels)",
    ],
    [
      "g.tsv",
      "item\tlabel\tItem\n",
      "g.tsv:1: column 'item' appears twice; expected a header with columns item, label (any order, any case; also item as id/idx/guid, label as gold/prediction/labels)",
    ],
    [
      "g.tsv",
      "item\tcoder\tlabel\ni1\ta\tX\n",
      "g.tsv:2: a 'coder' column in a gold or system file; expected item, label. A table of several coders' labels is for agreement among them: inputs.task: agreement with inputs.judgements (goldgate agree --format labels TABLE)",
    ],
    ["g.tsv", "\n\n", "g.tsv:1: no header row; expected columns item, label"],
    [
      "g.csv",
      'item,label\ni1,"open\ni2,X\n',
      "g.csv:2: unterminated quoted field; expected a closing '\"'",
    ],
    [
      "g.csv",
      'item,label\ni1,a"b\n',
      "g.csv:2: '\"' inside an unquoted field; expected the field in quotes, '\"\"' for a quote",
    ],
    [
      "g.csv",
      "item,label\ni1,a\rb\n",
      `g.csv:2: "\\r" inside an unquoted field; expected the field in quotes, '""' for a quote`,
    ],
    [
      "g.csv",
      'item,label\ni1,"a"b\n',
      "g.csv:2: 'b' after a closing quote; expected ',' or the end of the line",
    ],
    [
      "g.jsonl",
      '{"item": "i1", "label": "X"}\n{"item": "i2",\n',
      /^g\.jsonl:2:15: invalid JSON: expected a property name in double quotes, got the end of the text; the file should hold one object per line$/,
    ],
    ["g.jsonl", "[1, 2]\n", "g.jsonl:1: expected a JSON object with keys item, label"],
    ["g.jsonl", '{"item": "i1"}\n', "g.jsonl:1: no 'label'; expected a non-empty label"],
    [
      "g.jsonl",
      '{"item": "i1", "label": 3.7}\n',
      "g.jsonl:1: 'label' is 3.7; expected a label (a string, or a whole-number class id). A real-valued score per item is a metric: --format items (docs/families.md)",
    ],
    ["g.jsonl", '{"item": "i1", "label": true}\n', "g.jsonl:1: 'label' is true; expected a string"],
    [
      "g.jsonl",
      '{"item": "i1", "coder": "a", "label": "X"}\n',
      "g.jsonl:1: a 'coder' column in a gold or system file; expected item, label. A table of several coders' labels is for agreement among them: inputs.task: agreement with inputs.judgements (goldgate agree --format labels TABLE)",
    ],
    [
      "g.jsonl",
      '{"item": "i1", "label": ["A", "B"]}\n',
      "g.jsonl:1: a list of 2 labels; expected one label per item (label sets: --multi-label)",
    ],
    [
      "g.jsonl",
      '{"item": "i1", "label": []}\n',
      "g.jsonl:1: an empty list of labels; expected at least one tag",
      true,
    ],
    [
      "g.tsv",
      "item\tlabel\ni1\tA,,B\n",
      "g.tsv:2: empty tag in 'A,,B'; expected tags separated by single commas",
      true,
    ],
    [
      "g.tsv",
      "item\tlabel\ni1\tA\\x\n",
      "g.tsv:2: bad escape in 'A\\x'; expected '\\,' (comma) or '\\\\' (backslash)",
      true,
    ],
  ];
  for (const [file, text, message, multiLabel] of errors) {
    it(`rejects: ${message}`, () => {
      dataError(
        () =>
          readItemLabels(file, memoryFiles({ [file]: text }), { multiLabel: multiLabel === true }),
        message,
      );
    });
  }
});

describe("readJudgements", () => {
  it(
    "reads the fixture's labels.tsv, a missing judgement having no row",
    needsShared("three_coders_missing/labels.tsv"),
    () => {
      const dir = path.resolve(
        import.meta.dirname,
        "../..",
        "../shared/fixtures/agreement/three_coders_missing",
      );
      const data = readJudgements(path.join(dir, "labels.tsv"), nodeFiles);
      assert.equal(data.judgements.length, 62);
      assert.deepEqual(data.judgements[3], { item: "i02", coder: "ann1", label: "B", line: 5 });
    },
  );

  it("reads CSV and JSONL", () => {
    const files = memoryFiles({
      "j.csv": "coder,item,label\na,i1,X\n",
      "j.jsonl": '{"coder": "a", "item": "i1", "label": "X"}\n',
    });
    const want = [{ item: "i1", coder: "a", label: "X", line: 2 }];
    assert.deepEqual(readJudgements("j.csv", files).judgements, want);
    assert.deepEqual(readJudgements("j.jsonl", files).judgements, [{ ...want[0], line: 1 }]);
    // A list of one label is that label (doccano's classification export), as in readItemLabels.
    const listed = memoryFiles({ "j.jsonl": '{"coder": "a", "item": "i1", "label": ["X"]}\n' });
    assert.deepEqual(readJudgements("j.jsonl", listed).judgements, [{ ...want[0], line: 1 }]);
    assert.throws(
      () =>
        readJudgements(
          "j.jsonl",
          memoryFiles({ "j.jsonl": '{"coder": "a", "item": "i1", "label": ["X", "Y"]}\n' }),
        ),
      /j\.jsonl:1: a list of 2 labels; expected one label per item \(label sets: --multi-label\)/,
    );
  });

  it("rejects a second judgement of the same item by the same coder", () => {
    const files = memoryFiles({ "j.tsv": "item\tcoder\tlabel\ni1\ta\tX\ni1\tb\tX\ni1\ta\tY\n" });
    dataError(
      () => readJudgements("j.tsv", files),
      "j.tsv:4: duplicate judgement of item 'i1' by coder 'a' (first on line 2); expected at most one row per (item, coder)",
    );
  });

  it("rejects a table without a coder column", () => {
    const files = memoryFiles({ "j.tsv": "item\tlabel\ni1\tX\n" });
    dataError(
      () => readJudgements("j.tsv", files),
      "j.tsv:1: header lacks 'coder'; expected a header with columns item, coder, label (any order, any case; also item as id/idx/guid, coder as annotator/rater, label as gold/prediction/labels)",
    );
  });

  it("honours an explicit format over the extension", () => {
    const files = memoryFiles({ "j.txt": "item,coder,label\ni1,a,X\n" });
    assert.equal(readJudgements("j.txt", files, { format: "csv" }).judgements.length, 1);
  });
});

describe("labelTableFormat and splitTags", () => {
  it("maps extensions, case-insensitively", () => {
    assert.deepEqual(["a.tsv", "a.TAB", "b.csv", "c.jsonl", "d.ndjson"].map(labelTableFormat), [
      "tsv",
      "tsv",
      "csv",
      "jsonl",
      "jsonl",
    ]);
  });

  it("names the known extensions for an unknown one", () => {
    assert.throws(
      () => labelTableFormat("x.txt"),
      (e: unknown) =>
        e instanceof UserError &&
        e.message ===
          "Cannot tell the label-table format of 'x.txt'. Expected one of: .tsv, .tab, .csv, .jsonl, .ndjson, .json, .spacy.",
    );
  });

  it("says how to give a spreadsheet or a packed table", () => {
    for (const [path, fix] of [
      ["labels.xlsx", /save the sheet as CSV/],
      ["labels.xls", /save the sheet as CSV/],
      ["labels.csv.gz", /gunzip -k/],
    ] as const)
      assert.throws(
        () => labelTableFormat(path),
        (e: unknown) =>
          e instanceof UserError &&
          e.message.startsWith(`Cannot read '${path}' as a label table: `) &&
          fix.test(e.message),
      );
  });

  it("unescapes commas and backslashes and trims tags", () => {
    assert.deepEqual(splitTags(" a\\,b , c\\\\d,e ", { file: "f", line: 1 }), ["a,b", "c\\d", "e"]);
  });
});

describe("readItemLabels beside a table read before", () => {
  it("reads the same, in the gold's order or not", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-c0-9]{1,4}$/), { maxLength: 12 }),
        fc.array(fc.constantFrom("X", "Y"), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        (ids, labels, reorder) => {
          const table = (order: readonly string[]) =>
            `item\tlabel\n${order.map((id, k) => `${id}\t${labels[k % 12]}\n`).join("")}`;
          const others = reorder ? [...ids].reverse().concat("zz") : ids;
          const files = memoryFiles({ "gold.tsv": table(ids), "system.tsv": table(others) });
          const gold = readItemLabels("gold.tsv", files);
          const alone = readItemLabels("system.tsv", files);
          const beside = readItemLabels("system.tsv", files, { itemsOf: gold.entries });
          assert.deepEqual(beside, alone);
        },
      ),
      { seed: 4, numRuns: 300 },
    );
  });
});

describe("readItemLabels: spaCy's doc.cats", () => {
  const read = (cats: unknown, multiLabel = false) =>
    readItemLabels(
      "t.jsonl",
      memoryFiles({ "t.jsonl": `${JSON.stringify({ id: "d1", text: "x", cats })}\n` }),
      { multiLabel, emptySets: multiLabel },
    ).entries.map((e) => e.tags);

  it("one label: the highest scored, the first of equal ones; label sets: every label scored 0.5 or more", () => {
    assert.deepEqual(read({ POS: 0.2, NEG: 0.7, NEU: 0.1 }), [["NEG"]]);
    assert.deepEqual(read({ POS: 0.5, NEG: 0.5 }), [["POS"]]);
    assert.deepEqual(read({ POS: 0.5, NEG: 0.49, NEU: 1 }, true), [["POS", "NEU"]]);
    assert.deepEqual(read({ POS: 0.1 }, true), [[]]);
  });

  it("refuses a score outside 0..1 and an object of no scores", () => {
    dataError(
      () => read({ POS: 1.5 }),
      /t\.jsonl:1: cats\["POS"\]: 1\.5; expected a score from 0 to 1/,
    );
    dataError(() => read({ POS: "high" }), /cats\["POS"\]: "high"; expected a score from 0 to 1/);
    dataError(() => read({}), /t\.jsonl:1: cats: \{\}; expected a score per label/);
  });
});
