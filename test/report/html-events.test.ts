import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";

/**
 * The HTML report of an event-mention run shows each document's Dice mapping; its linked Dice
 * add up to the `plain` credit (tp) the scores document gives that document, so the page shows
 * exactly the mapping that was scored. Case: the shared EvmEval fixture `medium_mixed` (token mode).
 */
const CASE = join(SHARED_FIXTURES, "peers/evmeval/medium_mixed");

function cli(args: readonly string[]): string {
  return execFileSync(process.execPath, [join(REPO, "dist/cli.js"), ...args], { encoding: "utf8" });
}

describe("HTML report: event mentions' Dice mapping", needsShared("the evmeval fixture"), () => {
  it("lists every document's links, whose Dice sum to the document's plain credit", () => {
    const inputs = [
      "--format",
      "tbf",
      "--gold",
      join(CASE, "gold.tbf"),
      "--system",
      join(CASE, "system.tbf"),
      "--tokens",
      join(CASE, "tkn"),
    ];
    const html = join(mkdtempSync(join(tmpdir(), "goldgate-events-")), "report.html");
    cli(["run", ...inputs, "--source", "none", "--html", html]);
    const scores = JSON.parse(cli(["score", ...inputs, "--json"]));
    const page = readFileSync(html, "utf8");
    const sections = page.split('<section class="doc"').slice(1);
    assert.equal(sections.length, scores.events.documents.length, "every document is shown");
    for (const section of sections) {
      const id = /data-doc="([^"]+)"/.exec(section)?.[1];
      const doc = scores.events.documents.find((d: { id: string }) => d.id === id);
      assert.ok(doc !== undefined, `document ${id}`);
      const mapping = section.slice(
        section.indexOf('<table class="mapping">'),
        section.indexOf('<table class="diff">'),
      );
      const dice = [...mapping.matchAll(/<td class="num">(\d\.\d{3})<\/td>/g)].map((m) =>
        Number(m[1]),
      );
      const sum = dice.reduce((a, b) => a + b, 0);
      assert.ok(
        Math.abs(sum - doc.plain.tp) <= 0.0005 * dice.length + 1e-9,
        `${id}: ${sum} vs ${doc.plain.tp}`,
      );
      const unlinkedGold = (mapping.match(/<tr class="rel-missing">/g) ?? []).length;
      assert.equal(
        dice.length + unlinkedGold,
        doc.plain.gold,
        `${id}: every gold mention is a row`,
      );
    }
  });
});
