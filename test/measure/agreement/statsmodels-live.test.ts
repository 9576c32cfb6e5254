import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import type { Judgement } from "../../../src/formats/labels.ts";
import type { KappaErrors } from "../../../src/measure/agreement/kappa-variance.ts";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";

/**
 * Cohen's κ with its large-sample ASE, 95% limits and ASE under H0, unweighted, linear and
 * quadratic, against statsmodels' `cohens_kappa` run here on 30 generated contingency tables (2 to
 * 5 ordered categories). The peer runs when /usr/bin/python3 imports statsmodels; otherwise the
 * test is skipped with a line saying so (the committed fixtures of kappa-errors.test.ts still hold).
 */
const PYTHON = "/usr/bin/python3";
const PEER = `
import json, sys
import numpy as np
from statsmodels.stats.inter_rater import cohens_kappa
out = []
for table in json.load(sys.stdin):
    row = {}
    for wt in (None, "linear", "quadratic"):
        r = cohens_kappa(np.array(table, dtype=float), wt=wt)
        row[wt or "none"] = [float(r.kappa), float(r.std_kappa), float(r.kappa_low), float(r.kappa_upp), float(r.std_kappa0)]
    out.append(row)
print(json.dumps(out))
`;

function peerMissing(): string | false {
  const r = spawnSync(PYTHON, ["-c", "import statsmodels, numpy"], { encoding: "utf8" });
  return r.status === 0
    ? false
    : `statsmodels is not importable under ${PYTHON}: the generated cases are not checked against it`;
}

/** Seeded tables: k × k counts 0..6, each diagonal cell at least 1 (every category in use). */
function tables(): number[][][] {
  let state = 20260101;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: 30 }, (_, t) => {
    const k = 2 + (t % 4);
    return Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j) => Math.floor(next() * 7) + (i === j ? 1 : 0)),
    );
  });
}

/** One item per count: coder a says the row's category, b the column's (categories 1..k). */
function judgementsOf(table: readonly (readonly number[])[]): Judgement[] {
  const out: Judgement[] = [];
  table.forEach((cells, i) => {
    cells.forEach((count, j) => {
      for (let c = 0; c < count; c++) {
        const item = `${i}-${j}-${c}`;
        out.push({ item, coder: "a", label: String(i + 1), line: 0 });
        out.push({ item, coder: "b", label: String(j + 1), line: 0 });
      }
    });
  });
  return out;
}

const close = (got: number | null | undefined, want: number, what: string) =>
  assert.ok(
    typeof got === "number" && Math.abs(got - want) <= 1e-11 * Math.abs(want) + 1e-14,
    `${what}: ${got} vs statsmodels ${want}`,
  );

test("Cohen's κ errors equal statsmodels' cohens_kappa on generated tables", {
  skip: peerMissing(),
}, () => {
  const all = tables();
  const run = spawnSync(PYTHON, ["-c", PEER], { input: JSON.stringify(all), encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  const peer = JSON.parse(run.stdout) as Record<string, number[]>[];
  all.forEach((table, t) => {
    const data = { file: `table-${t}`, judgements: judgementsOf(table) };
    const categories = table.map((_, i) => String(i + 1));
    for (const wt of ["none", "linear", "quadratic"] as const) {
      const s = measureAgreement(
        data,
        wt === "none" ? { categories } : { categories, weights: wt },
      );
      const got: (Partial<KappaErrors> & { kappa: number | null }) | undefined =
        wt === "none" ? s.byPair["a × b"] : s[wt]?.byPair["a × b"];
      const [kappa = 0, se = 0, low = 0, high = 0, se0 = 0] = peer[t]?.[wt] ?? [];
      const at = `table ${t} (${table.length}×${table.length}) ${wt}`;
      close(got?.kappa, kappa, `${at} κ`);
      close(got?.kappaSe, se, `${at} ASE`);
      close(got?.kappaLower, low, `${at} 95% low`);
      close(got?.kappaUpper, high, `${at} 95% high`);
      close(got?.kappaSe0, se0, `${at} ASE under H0`);
    }
  });
});
