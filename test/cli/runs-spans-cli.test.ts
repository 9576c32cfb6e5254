import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

/**
 * Repeated runs of a span system (docs/runs.md): two identical runs of the bundled NER output
 * must state, for every micro figure, exactly the one run's own figure as mean, worst and best
 * run, a run-to-run sd of 0 and full stability — the witness that the runs' span measure is the
 * scorer's own, under the default profile and under conlleval's (0/0 printed as 0).
 */

const NER = join(REPO, "examples", "ner");

type Tree = { readonly [key: string]: Tree | number | null };

function leaves(tree: Tree, at: string[] = []): [string, number | null][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === "object" ? leaves(v, [...at, k]) : [[[...at, k].join("."), v]],
  );
}

function valueAt(doc: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], doc);
}

for (const compat of ["default", "conlleval"]) {
  test(`two identical span runs (${compat}): mean, worst and best are the run's own figures`, () => {
    const dir = writeTree({
      "gold.conll": readFileSync(join(NER, "gold.conll"), "utf8"),
      "system.conll": readFileSync(join(NER, "system.conll"), "utf8"),
      "goldgate.yml": `inputs:\n  format: conll\n  gold: gold.conll\n  system: [system.conll, system.conll]\nscoring:\n  compat: ${compat}\n`,
    });
    const one = goldgate(
      ["score", "--gold", "gold.conll", "--system", "system.conll", "--compat", compat, "--json"],
      dir,
    );
    const two = goldgate(["score", "--config", "goldgate.yml", "--json"], dir);
    assert.equal(one.code, 0, one.stderr);
    assert.equal(two.code, 0, two.stderr);
    const plain = JSON.parse(one.stdout) as unknown;
    const runs = (JSON.parse(two.stdout) as { runs: Record<string, Tree | number> }).runs;
    const mean = leaves(runs.mean as Tree);
    assert.ok(
      mean.some(([p]) => p.startsWith("types.")),
      "per-type figures are stated",
    );
    assert.ok(mean.length >= 18, `every scheme's overall rates: ${mean.length}`);
    for (const [path, value] of mean) {
      assert.equal(value, valueAt(plain, path), `runs.mean.${path}`);
      assert.equal(valueAt(runs.min, path), value, `runs.min.${path}`);
      assert.equal(valueAt(runs.max, path), value, `runs.max.${path}`);
      assert.equal(valueAt(runs.sd, path), 0, `runs.sd.${path}`);
    }
    assert.equal(runs.stability, 1);
  });
}
