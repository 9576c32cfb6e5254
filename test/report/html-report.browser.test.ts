import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { REPO } from "../shared-fixtures.ts";
import { launchBrowser, openReport, type PageWatch, screenshot } from "./browser.ts";
import { assertGolden } from "./golden.ts";

/**
 * The HTML report of the bundled example, as a user opens it: the built CLI writes it (with a tag
 * pattern no release matches, so the trend is the recorded baseline and this run whatever tags the
 * clone has), headless Debian chromium loads it. Screenshots go to test-output/ for review.
 */
const work = mkdtempSync(join(tmpdir(), "goldgate-html-"));
const file = join(work, "report.html");

function writeReport(): string {
  const args = ["dist/cli.js", "run", "--html", file];
  execFileSync(process.execPath, args, { cwd: REPO, stdio: "pipe" });
  return readFileSync(file, "utf8");
}

describe("HTML report in a browser (bundled example)", () => {
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let source: string;

  before(async () => {
    source = writeReport();
    browser = await launchBrowser();
    ({ page, watch } = await openReport(browser, file));
  });
  after(async () => {
    await browser?.close();
  });

  it("matches its golden file and loads with no request and no console error", async () => {
    assertGolden("report-example.html", source);
    await screenshot(page, "report-example-top", false);
    await screenshot(page, "report-example");
    assert.deepEqual(watch.errors, []);
    assert.deepEqual(watch.requests, []);
  });

  it("colours every relation and lists every alignment row of the shown documents", async () => {
    const rows = await page.$$eval("tr.row", (trs) => trs.length);
    assert.equal(rows, (source.match(/<tr class="row /g) ?? []).length);
    const missing = await page.$eval(
      "tr.row.rel-missing",
      (tr) => tr.ownerDocument.defaultView?.getComputedStyle(tr).backgroundColor,
    );
    assert.equal(missing, "rgb(242, 139, 130)");
    const match = await page.$eval(
      "tr.row.rel-match",
      (tr) => tr.ownerDocument.defaultView?.getComputedStyle(tr).backgroundColor,
    );
    assert.equal(match, "rgb(206, 234, 214)");
    await page.locator("#diff").scrollIntoViewIfNeeded();
    await screenshot(page, "report-example-diff");
  });

  it("filters by relation and by type", async () => {
    await page.selectOption("#filter-rel", "missing");
    const shown = await page.$$eval("tr.row:not([hidden])", (trs) => trs.map((t) => t.dataset.rel));
    assert.ok(shown.length > 0);
    assert.ok(shown.every((r) => r === "missing"));
    await page.selectOption("#filter-rel", "");
    await page.selectOption("#filter-type", "PER");
    const types = await page.$$eval("tr.row:not([hidden])", (trs) =>
      trs.map((t) => JSON.parse(t.dataset.types ?? "[]")),
    );
    assert.ok(types.length > 0 && types.every((t: string[]) => t.includes("PER")));
    await page.selectOption("#filter-type", "");
    assert.equal(await page.$$eval("tr.row[hidden]", (trs) => trs.length), 0);
  });

  it("sorts the document table by a column, both ways", async () => {
    const header = page.locator("table.units th", { hasText: "baseline" });
    const column = () =>
      page.$$eval("table.units tbody tr", (trs) =>
        trs.map((tr) => Number(tr.cells[4]?.dataset.sort)),
      );
    await header.click();
    const up = await column();
    assert.deepEqual(
      up,
      [...up].sort((a, b) => a - b),
    );
    await header.click();
    const down = await column();
    assert.deepEqual(
      down,
      [...up].sort((a, b) => b - a),
    );
    await page.locator("#documents").scrollIntoViewIfNeeded();
    await screenshot(page, "report-example-documents");
  });

  it("downloads the adjudicated set: gold by default, the system's span where ticked", async () => {
    const row = page.locator('section.doc[data-doc="doc-2"] tr.row', {
      hasText: "Toyota Motor Corp",
    });
    await row.locator('input[value="system"]').check();
    const spurious = page.locator('section.doc[data-doc="doc-2"] tr.row.rel-spurious').first();
    await spurious.locator('input[value="none"]').check();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#adjudicate"),
    ]);
    assert.equal(download.suggestedFilename(), "adjudicated.jsonl");
    const text = readFileSync((await download.path()) ?? "", "utf8");
    const lines = text
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    const doc2 = lines.find((l) => l.id === "doc-2");
    const orgs = doc2.spans.filter((s: { type: string }) => s.type === "ORG");
    assert.deepEqual(
      orgs[0],
      { type: "ORG", start: 2, end: 4 },
      "the system's span replaced the gold one",
    );
    assert.ok(
      !doc2.spans.some((s: { start: number }) => s.start === 17),
      "the spurious span was left out",
    );
    const gold = source.match(/data-doc="/g)?.length ?? 0;
    assert.equal(lines.length, gold, "one line per document shown");
  });
});

/** Types, ids and text built to break out of the page; they must render as plain text. */
const HOSTILE_TYPE = `"><img src=x onerror="document.title='pwned'">`;
const HOSTILE_ID = "</section><script>document.title='pwned'</script>";
const HOSTILE_TEXT = "Eve \u202ereversed\u202c <b>bold</b> & 'quotes' javascript:alert(1)";

function hostileCorpus(dir: string): void {
  const line = (spans: object[]) =>
    `${JSON.stringify({ id: HOSTILE_ID, text: HOSTILE_TEXT, spans })}\n`;
  writeFileSync(
    join(dir, "gold.jsonl"),
    line([
      { start: 0, end: 3, type: HOSTILE_TYPE },
      { start: 21, end: 32, type: "ORG" },
    ]),
  );
  writeFileSync(
    join(dir, "system.jsonl"),
    line([
      { start: 0, end: 3, type: "PER" },
      { start: 21, end: 25, type: HOSTILE_TYPE },
    ]),
  );
}

describe("HTML report with hostile labels, ids and text", () => {
  it("renders every piece of data as text: one script (ours), no image, no request, title intact", async () => {
    const dir = mkdtempSync(join(tmpdir(), "goldgate-hostile-"));
    hostileCorpus(dir);
    const out = join(dir, "report.html");
    const args = [
      join(REPO, "dist/cli.js"),
      "run",
      "--format",
      "jsonl",
      "--gold",
      "gold.jsonl",
      "--system",
      "system.jsonl",
      "--source",
      "none",
      "--allow-empty", // hostile data scores 0 on purpose
      "--html",
      out,
    ];
    execFileSync(process.execPath, args, { cwd: dir, stdio: "pipe" });
    const browser = await launchBrowser();
    try {
      const { page, watch } = await openReport(browser, out);
      assert.equal(await page.title(), "Goldgate report");
      assert.equal(await page.$$eval("script", (s) => s.length), 1);
      assert.equal(await page.$$eval("img", (s) => s.length), 0);
      assert.equal(
        await page.$$eval("b", (s) => s.filter((b) => b.textContent === "bold").length),
        0,
      );
      const text = (await page.textContent("body")) ?? "";
      assert.ok(text.includes(HOSTILE_TYPE), "the type shows as text");
      assert.ok(text.includes(HOSTILE_ID), "the id shows as text");
      assert.ok(!text.includes("\u202e"), "no bidi override reaches the page");
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.requests, []);
      await screenshot(page, "report-hostile");
    } finally {
      await browser.close();
    }
  });
});
