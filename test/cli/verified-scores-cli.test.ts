import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { DataError } from "../../src/errors.ts";
import { verifyScores } from "../../src/measure/families/verify-scores.ts";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { goldgate, tempDir, writeTree } from "./built-cli.ts";

// Issue 22: every scores file is verified before use (docs/scores.md, "Verified before use").
// The cases through the built CLI, with the exact message a user sees; then a valid
// scores document of every family is accepted and a tampered one refused at the first
// inconsistency.

type Json = Record<string, unknown>;
type Key = string | number;

/** The object or array at `keys`. */
function node(doc: Json, keys: readonly Key[]): Record<Key, unknown> {
  let at: unknown = doc;
  for (const k of keys) at = (at as Record<Key, unknown>)[k];
  return at as Record<Key, unknown>;
}

/** Changes the number at `keys`. */
function set(doc: Json, keys: readonly Key[], change: (value: number) => number): void {
  const last = keys[keys.length - 1] as Key;
  const parent = node(doc, keys.slice(0, -1));
  parent[last] = change(parent[last] as number);
}

/** Adds `key` to the record at `keys`: a copy of its member `like` (a class or scheme stated twice). */
function forge(doc: Json, keys: readonly Key[], key: string, like: string): void {
  const record = node(doc, keys);
  record[key] = structuredClone(record[like]);
}

/** Removes `count` entries of the array at `keys`, from `start`. */
function cut(doc: Json, keys: readonly Key[], start: number, count = 1): void {
  (node(doc, keys) as unknown as unknown[]).splice(start, count);
}

const GOLD = join(REPO, "examples/ner/gold.conll");
const SYSTEM = join(REPO, "examples/ner/system.conll");
const DIR = tempDir();
const TAIL =
  "a scores file must agree with itself (edited, truncated or forged?), so it is not used";

function ok(args: readonly string[], cwd = DIR): string {
  const run = goldgate(args, cwd);
  assert.equal(run.code, 0, run.stderr);
  return run.stdout;
}

function refused(args: readonly string[], message: string): void {
  const run = goldgate(args, DIR);
  assert.equal(run.code, 2, `${args.join(" ")}\n${run.stdout}${run.stderr}`);
  assert.equal(run.stderr, `goldgate: error: ${message}\n`);
}

function edit(from: string, to: string, change: (doc: Json) => void): string {
  const doc = JSON.parse(readFileSync(join(DIR, from), "utf8")) as Json;
  change(doc);
  writeFileSync(join(DIR, to), JSON.stringify(doc));
  return to;
}

for (const i of [1, 2])
  ok(["score", "--gold", GOLD, "--system", SYSTEM, "--shard", `${i}/2`, "--out", `s${i}.json`]);

test("merge: a shard missing a document row exits 2 (today: exit 0 and F1 69.77 for 65.38)", () => {
  assert.match(ok(["merge", "s1.json", "s2.json"]), /Overall strict F1 65\.38 on 6 documents/);
  const shorter = edit("s1.json", "cut.json", (doc) => cut(doc, ["documents"], 0));
  refused(
    ["merge", shorter, "s2.json"],
    `cut.json: documents: expected 3 rows (one per gold document: inputs.gold.documents), found 2; ${TAIL}`,
  );
});

test("an edited tokens.correctTags is told as a disagreement of the fields, not blamed on tokens.accuracy", () => {
  ok(["merge", "s1.json", "s2.json", "--out", "tokens.json"]);
  const stated = JSON.parse(readFileSync(join(DIR, "tokens.json"), "utf8")) as {
    tokens: { accuracy: number; count: number };
  };
  const forged = edit("tokens.json", "tokens-forged.json", (doc) =>
    set(doc, ["tokens", "correctTags"], () => 4),
  );
  const { accuracy, count } = stated.tokens;
  refused(
    ["compare", "--current", "tokens.json", "--baseline", forged],
    `${forged}: tokens.accuracy ${accuracy} disagrees with tokens.correctTags 4 and tokens.count ${count}, which give ${4 / count}: one of them was changed; ${TAIL}`,
  );
});

test("merge: counts of 2^60 and 1e308 exit 2 (today: F1 100 and F1 null)", () => {
  for (const [name, huge, shown] of [
    ["big.json", 2 ** 60, "1152921504606847000"],
    ["inf.json", 1e308, "1e+308"],
  ] as const) {
    edit("s1.json", name, (doc) => set(doc, ["documents", 0, "clash", "match"], () => huge));
    refused(
      ["merge", name, "s2.json"],
      `${name}: documents[0].clash.match: expected a whole number from 0 to 2^53 − 1, found ${shown}; ${TAIL}`,
    );
  }
});

test("compare --current: a merged file with a row removed after merging is refused", () => {
  ok(["merge", "s1.json", "s2.json", "--out", "merged.json"]);
  const shorter = edit("merged.json", "merged-cut.json", (doc) => {
    cut(doc, ["documents"], 2);
    set(doc, ["inputs", "gold", "documents"], () => 5);
  });
  const run = goldgate(["compare", "--current", shorter, "--baseline", "merged.json"], DIR);
  assert.equal(run.code, 2);
  assert.match(
    run.stderr,
    /^goldgate: error: merged-cut\.json: inputs\.gold\.annotations: expected \d+ \(the sum of documents\[\]\.gold\), found 52; /,
  );
});

test("baseline@2: an edited per-type count and 2,000 extra empty documents are refused by compare and run", () => {
  ok(
    [
      "record",
      "--config",
      join(REPO, "goldgate.yml"),
      "--system",
      join(REPO, "examples/ner/system-v0.1.0.conll"),
      "--out",
      join(DIR, "b.json"),
    ],
    REPO,
  );
  const date = edit("b.json", "b-date.json", (doc) =>
    set(doc, ["types", "DATE", "strict", "correct"], () => 4),
  );
  refused(
    ["compare", "--current", "b.json", "--baseline", date],
    `b-date.json: types.DATE.strict.correct: expected 6 (from the file's rows), found 4; ${TAIL}`,
  );
  const extra = edit("b.json", "b-extra.json", (doc) => {
    const block = node(doc, ["documents"]) as unknown as { ids: string[]; rows: string[] };
    for (let k = 0; k < 2000; k++) {
      block.ids.push(`zz-${String(k).padStart(4, "0")}`);
      block.rows.push("0 0 0");
    }
  });
  refused(
    ["compare", "--current", "b.json", "--baseline", extra],
    `b-extra.json: documents: expected 6 rows (one per gold document: inputs.gold.documents), found 2006; ${TAIL}`,
  );
  // A forger who keeps the file self-consistent: counts and one `baseline.reuse` line per added
  // document (`-`: nothing to take), so only the comparison with the current gold can catch it.
  const forged = edit("b-extra.json", "b-forged.json", (doc) => {
    set(doc, ["inputs", "gold", "documents"], () => 2006);
    set(doc, ["inputs", "system", "documents"], () => 2006);
    const reuse = node(doc, ["baseline", "reuse"]) as unknown as { documents: string[] };
    for (let k = 0; k < 2000; k++) reuse.documents.push("-");
  });
  const run = goldgate(
    ["run", "--config", join(REPO, "goldgate.yml"), "--baseline", join(DIR, forged)],
    REPO,
  );
  assert.equal(run.code, 2, run.stdout);
  assert.match(
    run.stderr,
    /b-forged\.json: inputs\.gold\.documents: expected 6 \(as the current gold, with the same gold fingerprint [0-9a-f]{12}…\), found 2006; the baseline was edited or forged, so it is not used\n$/,
  );
});

test("a type, scheme or top-level key the rows do not give is refused by run and compare (today: FAIL Type FAKE is gone, with its forged F1)", () => {
  ok(
    [
      "record",
      "--config",
      join(REPO, "goldgate.yml"),
      "--system",
      join(REPO, "examples/ner/system-v0.1.0.conll"),
      "--out",
      join(DIR, "k.json"),
    ],
    REPO,
  );
  const fake = edit("k.json", "k-fake.json", (doc) => {
    forge(doc, ["types"], "FAKE", "LOC");
    set(doc, ["types", "FAKE", "strict", "f1"], () => 0.123);
  });
  const found = JSON.stringify(
    node(JSON.parse(readFileSync(join(DIR, fake), "utf8")), ["types"]).FAKE,
  );
  const fakeMessage = `k-fake.json: types.FAKE: expected only the keys its rows give under types (DATE, LOC, MISC, ORG, PER), found ${found.slice(0, 57)}...; ${TAIL}`;
  const run = goldgate(
    ["run", "--config", join(REPO, "goldgate.yml"), "--baseline", join(DIR, fake)],
    REPO,
  );
  assert.equal(run.code, 2, run.stdout);
  assert.equal(run.stderr, `goldgate: error: ${relative(REPO, DIR)}/${fakeMessage}\n`);
  refused(["compare", "--current", fake, "--baseline", "k.json"], fakeMessage);
  const scheme = edit("k.json", "k-scheme.json", (doc) => {
    node(doc, ["overall"]).bogus = { f1: 0.5 };
  });
  refused(
    ["compare", "--current", "k.json", "--baseline", scheme],
    `k-scheme.json: overall.bogus: expected only the keys its rows give under overall (average, exact, lenient, partial, strict, type), found {"f1":0.5}; ${TAIL}`,
  );
  const top = edit("k.json", "k-top.json", (doc) => {
    doc.extraTop = 1;
  });
  refused(
    ["compare", "--current", "k.json", "--baseline", top],
    `k-top.json: extraTop: expected only the top-level keys of scores of its families (baseline, clash, confusion, documents, inputs, issues, macro, overall, schema, settings, shard, task, tokens, tool, types), found 1; ${TAIL}`,
  );
  // A file of another version is not rebuilt (docs/scores.md): a later version may add a key.
  const later = edit("k-top.json", "k-later.json", (doc) => {
    node(doc, ["tool"]).version = "9.0.0";
  });
  ok(["compare", "--current", "k.json", "--baseline", later]);
  // Its classes still come from its rows: a forged type is refused as in this version's files
  // (before: run failed on "Type FAKE is gone: the baseline had it (…, strict F1 12.3)").
  for (const version of ["9.0.0", "0.0.1"]) {
    const older = edit(fake, `k-fake-${version}.json`, (doc) => {
      node(doc, ["tool"]).version = version;
    });
    const message = fakeMessage.replace("k-fake.json", older);
    refused(["compare", "--current", "k.json", "--baseline", older], message);
    refused(["compare", "--current", older, "--baseline", "k.json"], message);
    const gated = goldgate(
      ["run", "--config", join(REPO, "goldgate.yml"), "--baseline", join(DIR, older)],
      REPO,
    );
    assert.equal(gated.code, 2, gated.stdout);
    assert.equal(gated.stderr, `goldgate: error: ${relative(REPO, DIR)}/${message}\n`);
  }
});

// ---- every family ------------------------------------------------------------------------------

const TBF_GOLD = `#BeginOfDocument d1
gold\td1\tE1\t0,4\tw\tAttack\tActual
gold\td1\tE2\t10,14\tw\tMeet\tGeneric
#EndOfDocument
#BeginOfDocument d2
gold\td2\tE1\t3,8\tw\tDie\tActual
#EndOfDocument
`;
const TBF_SYSTEM = TBF_GOLD.replaceAll("gold\t", "sys\t").replace("Die", "Attack");
const FAMILIES = writeTree({
  "g.tbf": TBF_GOLD,
  "s.tbf": TBF_SYSTEM,
  "g.tsv": "item\tlabel\na\tPOS\nb\tNEG\nc\tNEU\nd\tPOS\n",
  "s.tsv": "item\tlabel\na\tPOS\nb\tPOS\nc\tNEU\nz\tNEG\n",
});
const QA = join(REPO, "test/fixtures/standoff/gate/qa");

/** A valid scores document of each family, and edits that each break it in one place. */
const CASES: readonly {
  name: string;
  args: readonly string[];
  edits: readonly { path: RegExp; change: (doc: Json) => void }[];
  /** Span-set agreement has no baseline comparison (docs/families.md): verified only. */
  uncompared?: true;
  /** The case reads ../shared/fixtures (skipped visibly without it). */
  shared?: true;
}[] = [
  {
    name: "events (tbf)",
    args: ["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf", "--json"],
    edits: [
      {
        path: /^events\./,
        change: (d) => set(d, ["events", "documents", 0, "plain", "tp"], (v) => v + 1),
      },
      {
        path: /^events\.plain\.micro\.f1:/,
        change: (d) => set(d, ["events", "plain", "micro", "f1"], (v) => v - 0.1),
      },
      {
        path: /^events\.types\.FAKE\.precision: expected no such figure \(the rows of the file give none\), found 0\.5;/,
        change: (d) => forge(d, ["events", "types"], "FAKE", "Attack"),
      },
    ],
  },
  {
    name: "labels (with a system-only item)",
    args: ["score", "--format", "labels", "--gold", "g.tsv", "--system", "s.tsv", "--json"],
    edits: [
      { path: /^labels\./, change: (d) => cut(d, ["labels", "units"], 0) },
      {
        path: /^labels\.accuracy:/,
        change: (d) => set(d, ["labels", "accuracy"], (v) => v + 0.01),
      },
      {
        path: /^labels\.perLabel\.FAKE\.precision: expected no such figure \(the rows of the file give none\), found 0\.5;/,
        change: (d) => forge(d, ["labels", "perLabel"], "FAKE", "POS"),
      },
      {
        path: /^labels\.bogus: expected only the keys its rows give under labels \(accuracy, /,
        change: (d) => forge(d, ["labels"], "bogus", "micro"),
      },
    ],
  },
  {
    name: "MAT score levels",
    args: [
      "score",
      "--format",
      "gate",
      "--gold",
      QA,
      "--system",
      QA,
      "--gold-set",
      "Key",
      "--system-set",
      "",
      "--levels",
      "char,pseudo-token,token",
      "--confidence",
      "--json",
    ],
    edits: [
      {
        path: /^levels\.char\./,
        change: (d) => set(d, ["levels", "char", "documents", 0, "all", "match"], (v) => v - 1),
      },
      {
        path: /^levels\.pseudoToken\.<all>\.fmeasure:/,
        change: (d) => set(d, ["levels", "pseudoToken", "<all>", "fmeasure"], (v) => v / 2),
      },
      {
        // The levels share `levels`: each gives its own key (token is unavailable here), none more.
        path: /^levels\.words: expected only the keys its rows give under levels \(char, pseudoToken\), found \{/,
        change: (d) => forge(d, ["levels"], "words", "char"),
      },
    ],
  },
  {
    name: "agreement",
    shared: true,
    args: [
      "agree",
      "--format",
      "labels",
      join(SHARED_FIXTURES, "agreement/four_coders_nominal/labels.tsv"),
      "--json",
    ],
    edits: [
      { path: /^agreement\./, change: (d) => cut(d, ["agreement", "units"], 0, 3) },
      {
        path: /^agreement\.alpha:/,
        change: (d) => set(d, ["agreement", "alpha"], (v) => v + 0.05),
      },
    ],
  },
  {
    name: "items (per-item metrics)",
    args: [
      "score",
      "--format",
      "items",
      "--system",
      join(REPO, "examples/llm-judge/scores.jsonl"),
      "--json",
    ],
    edits: [
      { path: /^items\.count: expected 44/, change: (d) => cut(d, ["items", "units"], 0) },
      {
        path: /^items\.metrics\.judge\.mean:/,
        change: (d) => set(d, ["items", "metrics", "judge", "mean"], (v) => v + 0.01),
      },
      {
        path: /^items\.groups\.genre\.forum\.count:/,
        change: (d) => set(d, ["items", "groups", "genre", "forum", "count"], (v) => v + 1),
      },
      {
        path: /^items\.metrics\.FAKE\.(mean|count): expected no such figure/,
        change: (d) => forge(d, ["items", "metrics"], "FAKE", "judge"),
      },
      {
        path: /^items\.groups\.tier\.forum\.metrics\.judge\.mean: expected no such figure/,
        change: (d) => forge(d, ["items", "groups"], "tier", "genre"),
      },
    ],
  },
  {
    name: "span-set agreement",
    args: [
      "agree",
      "--format",
      "conll",
      GOLD,
      SYSTEM,
      join(REPO, "examples/ner/system-v0.1.0.conll"),
      "--json",
    ],
    uncompared: true,
    edits: [
      {
        // The pair's F1 disagrees with its named copy (byPair) and with the matrix: either names it.
        path: /^agreement\.(matrix\.strict\[0\]\[1\]|byPair\..+ × .+\.strict\.f1):/,
        change: (d) => set(d, ["agreement", "pairs", 0, "strict", "f1"], (v) => v / 2),
      },
      {
        path: /^agreement\.mean\.lenient\.recall:/,
        change: (d) => set(d, ["agreement", "mean", "lenient", "recall"], (v) => v - 0.01),
      },
      {
        path: /^agreement\.pairs: expected 3 pairs/,
        change: (d) => cut(d, ["agreement", "pairs"], 1),
      },
    ],
  },
];

test("a file of another version may add a key, never a class its rows do not give: a forged event type or label is refused as in this version's files", () => {
  const families: [readonly string[], readonly string[], string][] = [
    [
      ["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf", "--json"],
      ["events", "types"],
      "Attack",
    ],
    [
      ["score", "--format", "labels", "--gold", "g.tsv", "--system", "s.tsv", "--json"],
      ["labels", "perLabel"],
      "POS",
    ],
  ];
  for (const [args, container, like] of families) {
    const doc = JSON.parse(ok(args, FAMILIES)) as Json;
    node(doc, ["tool"]).version = "0.0.1";
    const rows = Object.keys(node(doc, container)).sort().join(", ");
    verifyScores(structuredClone(doc), "older.json");
    forge(doc, container, "FAKE", like);
    const path = container.join(".");
    assert.throws(
      () => verifyScores(doc, "older.json"),
      (error: unknown) =>
        error instanceof DataError &&
        error.detail.startsWith(
          `${path}.FAKE: expected only the keys its rows give under ${path} (${rows}), found {`,
        ) &&
        error.detail.endsWith(TAIL),
      path,
    );
  }
});

for (const c of CASES)
  test(
    `${c.name}: a valid scores document is used; each edit is refused at its path`,
    c.shared ? needsShared("the agreement table four_coders_nominal") : {},
    () => {
      const text = ok(c.args, FAMILIES);
      verifyScores(JSON.parse(text), "valid.json");
      writeFileSync(join(DIR, "valid.json"), text);
      if (c.uncompared !== true)
        ok(["compare", "--current", "valid.json", "--baseline", "valid.json"]);
      for (const e of c.edits) {
        const doc = JSON.parse(text) as Json;
        e.change(doc);
        assert.throws(
          () => verifyScores(doc, "edited.json"),
          (error: unknown) =>
            error instanceof DataError && e.path.test(error.detail) && error.detail.endsWith(TAIL),
          `${c.name}: ${e.path}`,
        );
      }
    },
  );
