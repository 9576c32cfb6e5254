/**
 * Label and agreement inputs that used to be read without a word: one number spelt two ways on a
 * scale, a scale naming a category twice or holding an empty entry, `--confusion` where there is
 * no confusion matrix, and an interval printed for a figure the data leaves undefined.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const table = (rows: readonly string[]) => `item\tcoder\tlabel\n${rows.join("\n")}\n`;

test("a scale with 1 and 1.0 is refused; nominal figures keep them as two labels", () => {
  const dir = writeTree({
    "num.tsv": table(["1\ta\t1", "1\tb\t1.0", "2\ta\t2", "2\tb\t2", "3\ta\t3", "3\tb\t3"]),
  });
  const weighted = goldgate(["agree", "--format", "labels", "num.tsv", "--weights", "linear"], dir);
  assert.equal(weighted.code, 2);
  assert.equal(
    weighted.stderr,
    "goldgate: error: --weights linear: categories '1' and '1.0' are the same number written two ways, so the scale would rank them apart but measure them as equal. Write each number one way in the table.\n",
  );
  const interval = goldgate(["agree", "--format", "labels", "num.tsv", "--level", "interval"], dir);
  assert.equal(interval.code, 2);
  assert.match(interval.stderr, /^goldgate: error: --level interval: categories '1' and '1\.0'/);
  const nominal = goldgate(["agree", "--format", "labels", "num.tsv", "--json"], dir);
  assert.equal(nominal.code, 0, nominal.stderr);
});

test("--categories naming a category twice, or with an empty entry, is refused", () => {
  const dir = writeTree({
    "ord.tsv": table(["1\ta\tlow", "1\tb\tmid", "2\ta\thigh", "2\tb\thigh"]),
  });
  const agree = (categories: string) =>
    goldgate(
      ["agree", "--format", "labels", "ord.tsv", "--weights", "linear", "--categories", categories],
      dir,
    );
  const twice = agree("high,mid,low,high");
  assert.equal(twice.code, 2);
  assert.equal(
    twice.stderr,
    "goldgate: error: Invalid value for 'categories': 'high' named twice. Expected the categories low to high, each once: --categories low,mid,high.\n",
  );
  assert.match(agree("low,,mid,high").stderr, /'categories': entry 2 is empty\./);
  assert.equal(agree("low,mid,high").code, 0);
});

test("--confusion with --multi-label is refused: a label set has no confusion matrix", () => {
  const dir = writeTree({
    "g.tsv": "item\tlabel\n1\tA,B\n2\tA\n",
    "s.tsv": "item\tlabel\n1\tA\n2\tA\n",
  });
  const args = [
    "score",
    "--format",
    "labels",
    "--multi-label",
    "--gold",
    "g.tsv",
    "--system",
    "s.tsv",
  ];
  const r = goldgate([...args, "--confusion"], dir);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /^goldgate: error: --confusion: not used by --format labels with --multi-label/,
  );
  assert.equal(goldgate(args, dir).code, 0);
});

test("a figure undefined on the data (a coder pair with no item in common) has no interval", () => {
  const dir = writeTree({
    "t.tsv": table([
      "1\ta\tX",
      "1\tb\tX",
      "2\ta\tY",
      "2\tb\tX",
      "3\tc\tY",
      "3\tb\tY",
      "4\tc\tX",
      "4\tb\tX",
    ]),
  });
  const r = goldgate(["agree", "--format", "labels", "t.tsv", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const a = JSON.parse(r.stdout).agreement;
  assert.equal(a.kappa, null);
  assert.equal(a.intervals.figures.kappa, null);
  assert.equal(a.intervals.figures.meanPairPi, null);
  assert.equal(typeof a.intervals.figures.multiKappa?.se, "number");
});

test("labels alike but for Unicode normalisation: scored as two, with a warning naming both spellings", () => {
  const nfc = "caf\u00e9";
  const nfd = "cafe\u0301";
  const dir = writeTree({
    "g.tsv": `item\tlabel\n1\t${nfc}\n2\tx\n`,
    "s.tsv": `item\tlabel\n1\t${nfd}\n2\tx\n`,
  });
  const r = goldgate(
    ["score", "--format", "labels", "--gold", "g.tsv", "--system", "s.tsv", "--json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.equal(doc.labels.accuracy, 0.5);
  const alike = doc.issues.filter((i: { kind: string }) => i.kind === "look-alike-labels");
  assert.deepEqual(
    alike.map((i: { message: string }) => i.message),
    [
      `labels '${nfc}' (U+0063 U+0061 U+0066 U+00E9; first at g.tsv:2) and '${nfd}' (U+0063 U+0061 U+0066 U+0065 U+0301; first at s.tsv:2) differ only in Unicode normalisation: they print alike but are scored as two labels. Likely fix: write one form (NFC) in both tables.`,
    ],
  );
});
