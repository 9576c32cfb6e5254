import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { AGREEMENT_FAMILY } from "../../src/measure/families/agreement.ts";
import { LABELS_FAMILY } from "../../src/measure/families/labels.ts";
import {
  divergingColour,
  renderHeatMap,
  renderPairMatrix,
} from "../../src/report/html-families.ts";
import { renderPage } from "../../src/report/html-page.ts";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { launchBrowser, openReport, screenshot } from "./browser.ts";

/**
 * The labels confusion heat map and the agreement pair matrix, from scores the built CLI printed
 * for the shared agreement fixtures (scikit-learn's and nltk's cases), rendered into a page and
 * opened in headless chromium.
 */
const A = join(SHARED_FIXTURES, "agreement");

function cli(args: readonly string[]): unknown {
  const out = execFileSync(process.execPath, [join(REPO, "dist/cli.js"), ...args, "--json"], {
    encoding: "utf8",
  });
  return JSON.parse(out);
}

describe("colour scales", () => {
  it("goes red at 0, white at 0.5, green at 1, grey when undefined", () => {
    assert.equal(divergingColour(0), "rgb(230,124,115)");
    assert.equal(divergingColour(-0.3), "rgb(230,124,115)");
    assert.equal(divergingColour(0.5), "rgb(255,255,255)");
    assert.equal(divergingColour(1), "rgb(87,187,138)");
    assert.equal(divergingColour(null), "#e8eaed");
  });
});

describe(
  "heat map and pair matrix in a browser",
  needsShared("the labels and agreement fixtures"),
  () => {
    it("shows the labels confusion matrix and the coder pairs with links to their disagreements", async () => {
      const labels = cli([
        "score",
        "--format",
        "labels",
        "--gold",
        join(A, "classification_gold_system/gold.tsv"),
        "--system",
        join(A, "classification_gold_system/system.tsv"),
      ]);
      const agreement = cli([
        "agree",
        "--format",
        "labels",
        join(A, "four_coders_nominal/labels.tsv"),
      ]);
      const confusion = LABELS_FAMILY.confusion(labels);
      const pairs = AGREEMENT_FAMILY.pairs?.(agreement) ?? null;
      assert.ok(confusion !== null && pairs !== null);
      const page = renderPage(
        "matrices",
        [],
        [renderHeatMap(confusion), renderPairMatrix(pairs, "pair")],
      );
      const file = join(mkdtempSync(join(tmpdir(), "goldgate-matrix-")), "m.html");
      writeFileSync(file, String(page));
      const browser = await launchBrowser();
      try {
        const { page: p, watch } = await openReport(browser, file);
        const cells = await p.$$eval("table.heat:not(.pairs) td.cell", (tds) =>
          tds.map((td) => td.textContent),
        );
        const total = cells.reduce((n, t) => n + Number(t || 0), 0);
        assert.equal(total, 60, "every one of the 60 items is in a cell");
        assert.equal(
          await p
            .locator("table.heat:not(.pairs) tbody tr:first-child td.cell")
            .first()
            .textContent(),
          "12",
          "LOC → LOC",
        );
        assert.equal(pairs.pairs.length, 6, "four coders, six pairs");
        const first = pairs.pairs[0];
        assert.ok(first !== undefined);
        const link = p.locator("table.pairs a").first();
        const colour = await link.evaluate((a) => a.parentElement?.style.background);
        assert.equal(colour, divergingColour(first.value).replaceAll(",", ", "));
        await link.click();
        assert.match(p.url(), /#pair-0$/);
        const heading = await p.textContent("#pair-0 h4");
        assert.equal(
          heading,
          `${first.a} × ${first.b}: ${first.disagreements.length} disagreements`,
        );
        const listed = await p.$$eval("#pair-0 tbody tr", (trs) => trs.length);
        assert.equal(listed, first.disagreements.length);
        assert.deepEqual(watch.errors, []);
        assert.deepEqual(watch.requests, []);
        await screenshot(p, "report-matrices");
      } finally {
        await browser.close();
      }
    });
  },
);
