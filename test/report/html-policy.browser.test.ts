import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { REPO } from "../shared-fixtures.ts";
import { launchBrowser, openReport } from "./browser.ts";

/** Ids and types with controls and bidi characters: shown without them, downloaded with them. */
const ID = "\u202eRTL\u0007doc\u0085";
const TYPE = "PER\u2066x\u2069";

function writeCorpus(dir: string): void {
  const line = (spans: object[]) => `${JSON.stringify({ id: ID, text: "Anna met Bob.", spans })}\n`;
  writeFileSync(
    join(dir, "gold.jsonl"),
    line([
      { start: 0, end: 4, type: TYPE },
      { start: 9, end: 12, type: "PER" },
    ]),
  );
  writeFileSync(
    join(dir, "system.jsonl"),
    line([
      { start: 0, end: 4, type: TYPE },
      { start: 9, end: 11, type: "PER" },
    ]),
  );
}

function writeReport(dir: string): string {
  const out = join(dir, "report.html");
  const args = ["run", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "system.jsonl"];
  execFileSync(
    process.execPath,
    [join(REPO, "dist/cli.js"), ...args, "--source", "none", "--html", out],
    {
      cwd: dir,
      stdio: "pipe",
    },
  );
  return out;
}

describe("HTML report: the policy runs our script only, and the download keeps ids", () => {
  let browser: Browser;
  let dir: string;
  let report: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "goldgate-policy-"));
    writeCorpus(dir);
    report = writeReport(dir);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it("blocks an inline script injected into the page, and still runs its own", async () => {
    const injected = join(dir, "injected.html");
    const page = readFileSync(report, "utf8").replace(
      "</body>",
      "<script>document.title='injected'</script></body>",
    );
    writeFileSync(injected, page);
    const opened = await openReport(browser, injected);
    assert.equal(await opened.page.title(), "Goldgate report");
    assert.ok(
      opened.watch.errors.some((e) => /Content Security Policy/.test(e)),
      `the browser refused the script by policy: ${opened.watch.errors.join(" | ")}`,
    );
    assert.equal(await opened.page.isVisible("#diff-filters"), true, "our script ran");
    await opened.page.close();
  });

  it("downloads ids and types byte for byte, while the page shows neither control nor bidi", async () => {
    const { page, watch } = await openReport(browser, report);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#adjudicate"),
    ]);
    const lines = readFileSync((await download.path()) ?? "", "utf8")
      .trimEnd()
      .split("\n");
    const docs = lines.map((l) => JSON.parse(l) as { id: string; spans: { type: string }[] });
    assert.deepEqual(
      docs.map((d) => d.id),
      [ID],
    );
    assert.deepEqual(docs[0]?.spans.map((s) => s.type).sort(), ["PER", TYPE].sort());
    const text = (await page.textContent("body")) ?? "";
    const hidden = ["\u202e", "\u2066", "\u2069", "\u0007", "\u0085"];
    assert.ok(!hidden.some((c) => text.includes(c)), "the page shows no control or bidi");
    await page.selectOption("#filter-type", { label: "PERx" });
    assert.equal(await page.locator("tr.row:visible").count(), 1, "the type filter still matches");
    assert.deepEqual(watch.errors, []);
    await page.close();
  });
});
