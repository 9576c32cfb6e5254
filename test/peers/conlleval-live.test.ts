/**
 * conlleval.pl itself beside `goldgate score --compat conlleval`, on seeded random CoNLL files:
 * the printed counts, accuracy, precision, recall and FB1, overall and per type, must be the same
 * text. The script is not part of this repository (it is another project's); point
 * GOLDGATE_CONLLEVAL at a copy of conlleval.pl 2004-01-26 to run this (docs/compat.md), else it
 * is skipped with one line. GOLDGATE_PEER_RUNS sets the number of files per tagging (default 100).
 *
 * The files hold what conlleval reads alike in every tagging it has rules for: ill-formed
 * sequences (I-X after O or after another type), types with hyphens, `-DOCSTART-` documents,
 * `-X-` boundary lines, empty documents, and corpora large enough for near ties in the rounding.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, tempDir } from "../cli/built-cli.ts";
import { random } from "../report/scenarios.ts";

const SCRIPT = process.env.GOLDGATE_CONLLEVAL ?? "";
const RUNS = Number(process.env.GOLDGATE_PEER_RUNS ?? 100);
const skip =
  SCRIPT === "" || !existsSync(SCRIPT)
    ? "GOLDGATE_CONLLEVAL names no conlleval.pl: the live comparison with conlleval is not run"
    : false;

/** A random conlleval file whose chunk tags use `prefixes` (B/I for IOB, I/E for IOE). */
function corpus(seed: number, prefixes: readonly string[]): string {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const types = ["PER", "LOC", "ORG", "MISC", "A-B", "X"].filter(() => r() < 0.6);
  if (types.length === 0) types.push("PER");
  const docstart = r() < 0.3;
  const documents = 1 + Math.floor(r() * (r() < 0.2 ? 40 : 6));
  const lines: string[] = [];
  const tags = (n: number) =>
    Array.from({ length: n }, () => (r() < 0.4 ? "O" : `${pick(prefixes)}-${pick(types)}`));
  for (let d = 0; d < documents; d++) {
    if (docstart) lines.push("-DOCSTART- -X- O O", "");
    const sentences = Math.floor(r() * 9);
    for (let s = 0; s < sentences; s++) {
      const n = 1 + Math.floor(r() * 25);
      const gold = tags(n);
      const other = tags(n);
      gold.forEach((g, k) => {
        lines.push(`w${k} NN ${g} ${r() < 0.7 ? g : other[k]}`);
      });
      if (r() < 0.1) lines.push("-X- -X- O O");
      lines.push("");
    }
  }
  return `${lines.join("\n")}\n`;
}

/** conlleval's figures as printed: overall, then per type (precision, recall, FB1, found). */
function conllevalFigures(out: string): { overall: string[]; types: Map<string, string[]> } {
  const counts =
    /processed (\d+) tokens with (\d+) phrases; found: (\d+) phrases; correct: (\d+)/.exec(out);
  const rates =
    /accuracy: +([\d.]+)%; precision: +([\d.]+)%; recall: +([\d.]+)%; FB1: +([\d.]+)/.exec(out);
  const types = new Map<string, string[]>();
  for (const m of out.matchAll(
    /^ *(\S+): precision: +([\d.]+)%; recall: +([\d.]+)%; FB1: +([\d.]+) +(\d+)$/gm,
  ))
    types.set(m[1] ?? "", m.slice(2));
  return { overall: [...(counts?.slice(1) ?? []), ...(rates?.slice(1) ?? [])], types };
}

/** Goldgate's table as the same figures: tokens, gold, found, correct, accuracy, P, R, F1. */
function goldgateFigures(out: string): { overall: string[]; types: Map<string, string[]> } {
  const lines = out.split("\n");
  const types = new Map<string, string[]>();
  const header = lines.findIndex((l) => /^strict +gold +sys/.test(l));
  for (const line of lines.slice(header + 1)) {
    const f = line.trim().split(/ +/);
    if (f.length !== 11 || f[0] === "micro") break;
    // P, R, F1 and the system's count (conlleval's `found`).
    types.set(f[0] ?? "", [f[8], f[9], f[10], f[2]].map(String));
  }
  const strict =
    lines
      .find((l) => /^strict +\d/.test(l))
      ?.trim()
      .split(/ +/) ?? [];
  const accuracy = /token accuracy: ([\d.]+)% \(\d+\/(\d+) tokens\)/.exec(out);
  const overall = [
    // No accuracy line: no token (conlleval prints no rates then either).
    accuracy?.[2] ?? "0",
    ...strict.slice(1, 4),
    accuracy?.[1] ?? "",
    ...strict.slice(8, 11),
  ];
  return { overall, types };
}

for (const [tagging, prefixes] of [
  ["iob2", ["B", "I"]],
  ["iob1", ["B", "I"]],
  ["ioe2", ["I", "E"]],
  ["ioe1", ["I", "E"]],
] as const)
  test(`conlleval.pl and --compat conlleval --tagging ${tagging} print the same figures on ${RUNS} random files`, {
    skip,
  }, () => {
    const dir = tempDir();
    const flags = ["--compat", "conlleval", "--tagging", tagging];
    let typeRows = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const file = join(dir, `c${seed}.conll`);
      const text = corpus(seed * 7919 + prefixes.length, prefixes);
      writeFileSync(file, text);
      const peer = spawnSync("perl", [SCRIPT], { input: text, encoding: "utf8" });
      assert.equal(peer.status, 0, peer.stderr);
      const ours = goldgate(["score", "--format", "conll", "--input", file, ...flags], dir);
      assert.equal(ours.code, 0, ours.stderr);
      const theirs = conllevalFigures(peer.stdout);
      const mine = goldgateFigures(ours.stdout);
      const where = `${file} (seed ${seed})`;
      assert.deepEqual(mine.overall.slice(0, 4), theirs.overall.slice(0, 4), where);
      // conlleval prints no rates for a file without tokens.
      if (theirs.overall.length > 4) assert.deepEqual(mine.overall, theirs.overall, where);
      assert.deepEqual(mine.types, theirs.types, where);
      typeRows += theirs.types.size;
    }
    // The files did reach what they are for.
    assert.ok(typeRows > RUNS, `${typeRows} type rows`);
    console.log(`# ${RUNS} files, ${typeRows} type rows, the same text on every one`);
  });
