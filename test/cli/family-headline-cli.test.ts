/**
 * The terminal's headline is the family's own figure, through the built CLI: `score` and `run`
 * on TAC KBP event mentions lead with the event figure (checked against EvmEval's printed
 * figures) and print the event tables before the span tables; a labels run leads with macro F1,
 * accuracy and κ; an agreement run with α and mean κ.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { needsShared, readJson, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const EVENTS = join(SHARED_FIXTURES, "peers", "evmeval", "medium_mixed");
const TBF = [
  "--format",
  "tbf",
  "--gold",
  join(EVENTS, "gold_char.tbf"),
  "--system",
  join(EVENTS, "system_char.tbf"),
];

interface Prf {
  readonly f1: number;
}
type Final = Record<string, { readonly micro: Prf }>;

/** Lines of stdout, and the index of the first line starting with `prefix` (fails if none). */
function lineIndex(lines: readonly string[], prefix: string): number {
  const i = lines.findIndex((l) => l.startsWith(prefix));
  assert.ok(i >= 0, `no line starting ${JSON.stringify(prefix)} in:\n${lines.join("\n")}`);
  return i;
}

/** The first content line after the header block (the title, inputs and baseline lines). */
function firstBodyLine(lines: readonly string[]): string {
  return lines[lines.indexOf("") + 1] ?? "";
}

function assertEventHeadline(stdout: string): string[] {
  const lines = stdout.split("\n");
  const final = readJson<{ char_mode: { final: Final } }>(join(EVENTS, "expected.json")).char_mode
    .final;
  const f1 = (row: string): string => (final[row]?.micro.f1 ?? Number.NaN).toFixed(2);
  assert.ok(
    firstBodyLine(lines).startsWith(`Event mention plain micro F1 ${f1("plain")} on 18 documents`),
    firstBodyLine(lines),
  );
  const beside = lines[lines.indexOf("") + 2] ?? "";
  assert.ok(
    beside.startsWith(
      `beside it: type ${f1("mention_type")} · realis ${f1("realis_status")} · type+realis ${f1("mention_type+realis_status")} · type accuracy `,
    ),
    beside,
  );
  const events = lineIndex(lines, "Event mentions (TAC KBP)");
  assert.ok(events < lineIndex(lines, "strict "), "event table before the span table");
  return lines;
}

test(
  "score --format tbf: the event figure heads the terminal, event tables before spans",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const r = goldgate(["score", ...TBF]);
    assert.equal(r.code, 0, r.stderr);
    const lines = assertEventHeadline(r.stdout);
    assert.ok(lineIndex(lines, "Per mention type") < lineIndex(lines, "scheme "));
  },
);

test(
  "run --format tbf: the event figure and its interval head the run, spans titled after",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const r = goldgate(["run", ...TBF, "--source", "none", "--resamples", "200"]);
    assert.equal(r.code, 0, r.stderr);
    const lines = assertEventHeadline(r.stdout);
    assert.match(
      firstBodyLine(lines),
      /\(95% CI \d+\.\d\d … \d+\.\d\d\); no baseline to compare with\.$/,
    );
    assert.ok(lineIndex(lines, "Event mentions:") < lineIndex(lines, "Spans:"));
  },
);

test(
  "run --format labels: macro F1 heads the run, with accuracy and κ beside it",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const dir = join(SHARED_FIXTURES, "agreement", "classification_gold_system");
    const r = goldgate([
      "run",
      "--format",
      "labels",
      "--gold",
      join(dir, "gold.tsv"),
      "--system",
      join(dir, "system.tsv"),
      "--source",
      "none",
      "--resamples",
      "200",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const sk = readJson<{
      sklearn_classification: { accuracy_score: number; cohen_kappa_score: number };
    }>(join(dir, "expected.json")).sklearn_classification;
    const lines = r.stdout.split("\n");
    assert.match(firstBodyLine(lines), /^Macro F1 \d+\.\d\d on 60 items /);
    const accuracy = (100 * sk.accuracy_score).toFixed(2);
    assert.match(
      lines[lines.indexOf("") + 2] ?? "",
      // κ in its own unit, four decimals, as the gate's messages and the tables read it.
      new RegExp(
        `^beside it: accuracy ${accuracy} · κ \\(Landis & Koch: moderate\\) ${sk.cohen_kappa_score.toFixed(4)}$`,
      ),
    );
    assert.equal(r.stdout.includes("strict "), false, "no span table in a labels run");
  },
);

test(
  "run with task agreement: α heads the run, mean κ beside it, then the pair matrix",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const judgements = join(SHARED_FIXTURES, "agreement", "four_coders_nominal", "labels.tsv");
    const dir = writeTree({
      "judgements.tsv": readFileSync(judgements, "utf8"),
      "goldgate.yml":
        "inputs:\n  task: agreement\n  judgements: judgements.tsv\nbaseline:\n  source: none\n",
    });
    const r = goldgate(["run", "--config", join(dir, "goldgate.yml"), "--resamples", "200"], dir);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.split("\n");
    const nltk = readJson<{ nltk: { alpha: number; kappa: number } }>(
      join(dirname(judgements), "expected.json"),
    ).nltk;
    // Coefficients in their own unit (0.4998, not 49.98), as the gate's messages print them.
    const alpha = nltk.alpha.toFixed(4);
    assert.match(firstBodyLine(lines), new RegExp(`^Krippendorff's α ${alpha} on 30 items by 4 `));
    const kappa = nltk.kappa.toFixed(4);
    assert.match(
      lines[lines.indexOf("") + 2] ?? "",
      new RegExp(`^beside it: mean κ \\(Landis & Koch: moderate\\) ${kappa} · `),
    );
    assert.ok(lineIndex(lines, "Krippendorff's α") < lineIndex(lines, "Cohen's κ per coder pair"));
  },
);
