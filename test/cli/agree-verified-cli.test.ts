import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// A coder table's scores file used as a baseline (or as `compare --current`) is rebuilt from its
// own items: a coder, pair or category it states beyond them, or a figure they do not give, is
// refused with the file and the key (exit 2) instead of being compared.
const TAIL =
  "a scores file must agree with itself (edited, truncated or forged?), so it is not used";
const rows = (cells: string) =>
  `item\tcoder\tlabel\n${cells
    .trim()
    .split(/\s+/)
    .map((c) => c.split(":").join("\t"))
    .join("\n")}\n`;

test("agree: a forged coder, pair, category or figure in a scores file is refused (exit 2, file and key)", () => {
  const dir = writeTree({
    "base.tsv": rows(
      "1:a:X 1:b:X 1:c:Y 2:a:Y 2:b:Y 2:c:Y 3:a:X 3:b:Y 3:c:X 4:a:Z 4:b:Z 4:c:Z 5:a:X 5:b:X",
    ),
    "cur.tsv": rows(
      "1:a:X 1:b:X 1:c:Y 2:a:Y 2:b:Y 2:c:X 3:a:X 3:b:Y 3:c:X 4:a:Z 4:b:Z 4:c:Z 5:a:X 5:b:X",
    ),
  });
  for (const side of ["base", "cur"]) {
    const r = goldgate(
      ["agree", "--format", "labels", `${side}.tsv`, "--out", `${side}.json`],
      dir,
    );
    assert.equal(r.code, 0, r.stderr);
  }
  const base = readFileSync(join(dir, "base.json"), "utf8");
  const ok = goldgate(["compare", "--current", "cur.json", "--baseline", "base.json"], dir);
  assert.equal(ok.code, 0, ok.stderr);
  type Agreement = Record<string, unknown> & {
    coders: string[];
    categories: string[];
    specific: Record<string, number>;
    byPair: Record<string, Record<string, number>>;
    expected: Record<string, number>;
    pairs: Record<string, unknown>[];
  };
  const refused = (
    name: string,
    change: (a: Agreement, doc: { tool: { version: string } }) => void,
    message: string,
  ) => {
    const doc = JSON.parse(base) as { tool: { version: string }; agreement: Agreement };
    change(doc.agreement, doc);
    writeFileSync(join(dir, name), JSON.stringify(doc));
    for (const args of [
      ["--current", "cur.json", "--baseline", name],
      ["--current", name, "--baseline", "cur.json"],
    ]) {
      const r = goldgate(["compare", ...args], dir);
      assert.equal(r.code, 2, `${name}: ${r.stdout}`);
      assert.equal(r.stderr, `goldgate: error: ${name}: ${message}; ${TAIL}\n`);
    }
  };
  // Before, each was used: the forged coder compared as a gone coder (the gate's typeGone case),
  // the forged pair as figures undefined on the current side, the rest unread.
  refused(
    "coder.json",
    (a) => {
      a.coders.push("FAKE");
    },
    "agreement.coders: expected 3 entries, found 4",
  );
  refused(
    "coder-older.json",
    (a, doc) => {
      a.coders.push("FAKE");
      doc.tool.version = "0.0.1";
    },
    'agreement: expected only the keys its rows give under agreement (a, b, c), found "FAKE"',
  );
  refused(
    "pair.json",
    (a) => {
      a.byPair["a × FAKE"] = { ...a.byPair["a × b"], kappa: 0.99 };
    },
    "agreement.byPair.a × FAKE.kappa: expected no such figure (the rows of the file give none), found 0.99",
  );
  refused(
    "category.json",
    (a) => {
      a.categories.push("FAKE");
    },
    "agreement.categories: expected 3 entries, found 4",
  );
  // A category among the per-category figures (a record of numbers): before, left alone.
  refused(
    "specific.json",
    (a) => {
      a.specific.FAKE = 0.9;
    },
    "agreement.specific.FAKE: expected only the keys its rows give under agreement.specific (X, Y, Z), found 0.9",
  );
  refused(
    "items.json",
    (a) => {
      (a.byPair["a × b"] as Record<string, number>).items = 50;
    },
    "agreement.byPair.a × b.items: expected 5 (from the file's rows), found 50",
  );
  refused(
    "expected.json",
    (a) => {
      a.expected.pi = 0.1;
    },
    "agreement.expected.pi: expected 0.3688888888888888 (from the file's rows), found 0.1",
  );
  refused(
    "contingency.json",
    (a) => {
      (a.pairs[0] as { contingency: number[][] }).contingency = [[9]];
    },
    "agreement.pairs[0].contingency[0][0]: expected 2 (from the file's rows), found 9",
  );
  refused(
    "bogus.json",
    (a) => {
      a.bogus = 1;
    },
    "agreement.bogus: expected only the keys its rows give under agreement (ac1, alpha, analytic, byPair, categories, categoriesUsed, coders, complete, expected, intervals, items, judgements, kappa, level, meanPairPi, missing, multiKappa, nltk, observed, pairs and 6 more), found 1",
  );
});
