import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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

describe("HTML report: a discontinuous event mention in the Dice mapping", () => {
  it("shows its fragments and their words, as the annotation diff does, not its hull", () => {
    const dir = mkdtempSync(join(tmpdir(), "goldgate-events-"));
    const table = [
      "token_id\ttoken_str\ttkn_begin\ttkn_end",
      ...["the", "bomb", "blew", "up", "and", "killed", "five"].map(
        (w, i) => `t${i}\t${w}\t${4 * i}\t${4 * i + w.length - 1}`,
      ),
    ].join("\n");
    const side = (who: string, first: string, second: string) =>
      `#BeginOfDocument d1\n${who}\td1\tE1\t${first}\tConflict_Attack\tActual\t1\n${who}\td1\tE2\t${second}\tLife_Die\tActual\t1\n#EndOfDocument\n`;
    mkdirSync(join(dir, "tkn"));
    writeFileSync(join(dir, "tkn", "d1.tab"), `${table}\n`);
    writeFileSync(join(dir, "g.tbf"), side("g", "t2,t3\tblew up", "t5\tkilled"));
    writeFileSync(join(dir, "s.tbf"), side("s", "t2,t4\tblew and", "t5\tkilled"));
    const html = join(dir, "r.html");
    const args = ["--format", "tbf", "--tokens", join(dir, "tkn"), "--source", "none"];
    cli([
      "run",
      ...args,
      "--gold",
      join(dir, "g.tbf"),
      "--system",
      join(dir, "s.tbf"),
      "--html",
      html,
    ]);
    const page = readFileSync(html, "utf8");
    const mapping = page.slice(page.indexOf('<table class="mapping">'));
    assert.match(
      mapping,
      /<td>Conflict_Attack Actual<\/td><td class="num">2–4<\/td><td>blew up<\/td><td>Conflict_Attack Actual<\/td><td class="num">2–3,4–5<\/td><td>blew … and<\/td><td class="num">0\.500<\/td>/,
    );
    assert.doesNotMatch(mapping.slice(0, mapping.indexOf("</table>")), /2–5|blew up and/);
    // The annotation diff's row of that mention reads the same.
    const diff = page.slice(page.indexOf('<table class="diff">'));
    assert.match(diff, /<td class="num">2–3,4–5<\/td><td class="covered">blew … and<\/td>/);
  });
});
