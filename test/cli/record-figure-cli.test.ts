/**
 * `goldgate record` names the figure it recorded by its family's own label and spells it as the
 * terminal does (docs/numbers.md): a tbf run's headline is the plain event F1, not "strict F1";
 * Krippendorff's α is a coefficient with four decimals, not points. The figures are the scores
 * file's own, read back from what was written.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { needsShared, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { goldgate, tempDir } from "./built-cli.ts";

test(
  "record names a tbf run's plain event F1 and an agreement run's α in their own spelling",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const dir = tempDir();
    const tbf = join(SHARED_FIXTURES, "peers", "evmeval", "medium_mixed");
    const events = goldgate(
      [
        "record",
        "--format",
        "tbf",
        "--gold",
        join(tbf, "gold_char.tbf"),
        "--system",
        join(tbf, "system_char.tbf"),
        "--out",
        "events.json",
      ],
      dir,
    );
    assert.equal(events.code, 0, events.stderr);
    const doc = JSON.parse(readFileSync(join(dir, "events.json"), "utf8")) as {
      events: { plain: { micro: { f1: number } } };
    };
    const f1 = (100 * doc.events.plain.micro.f1).toFixed(2);
    assert.equal(
      events.stdout,
      `Recorded events.json: 18 documents, Event mention plain micro F1 ${f1}.\n`,
    );
    const judgements = join(SHARED_FIXTURES, "agreement", "four_coders_nominal", "labels.tsv");
    const coders = goldgate(
      ["record", "--task", "agreement", "--judgements", judgements, "--out", "alpha.json"],
      dir,
    );
    assert.equal(coders.code, 0, coders.stderr);
    const alpha = (
      JSON.parse(readFileSync(join(dir, "alpha.json"), "utf8")) as {
        agreement: { alpha: number };
      }
    ).agreement.alpha;
    assert.match(coders.stdout, /, Krippendorff's α (0\.\d{4})\.\n$/);
    assert.equal(coders.stdout.match(/α (0\.\d{4})/)?.[1], alpha.toFixed(4));
  },
);
