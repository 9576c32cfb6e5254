import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// `agree --bdm FILE` on span sets: BDM-credited strict (same span) and lenient (overlapping) agreement,
// per pair, per type and averaged, gateable under agreement.bdm.*, worked by hand.
const TEXT = "Paris is home to Acme and to Bob.";
const A = "T1\tCity 0 5\tParis\nT2\tOrg 17 21\tAcme\nT3\tPerson 29 32\tBob\n";
// B: a near-miss type on Paris (BDM 0.6), a longer Org span (overlap), the same Person.
const B = "T1\tLocation 0 5\tParis\nT2\tOrg 17 25\tAcme and\nT3\tPerson 29 32\tBob\n";
// GATE's BDM computation starts with a meta line; this copy has lost its '#'.
const BDM =
  "The following are the BDM scores for each pair of concepts in the ontology named t.\nkey=Location, response=City, bdm=0.6, msca=Location, cp=1\n";

function corpus() {
  return writeTree({
    "a/d.txt": TEXT,
    "a/d.ann": A,
    "b/d.txt": TEXT,
    "b/d.ann": B,
    "c/d.txt": TEXT,
    "c/d.ann": A,
    "bdm.txt": BDM,
    "goldgate.yml": "gate:\n  rules:\n    - metric: agreement.bdm.strict.f1\n      min: 0.8\n",
  });
}

type Rates = { precision: number; recall: number; f1: number; credit?: number };
interface Doc {
  agreement: {
    pairs: { bdm: { strict: Rates; lenient: Rates; types: Record<string, { lenient: Rates }> } }[];
    bdm: {
      strict: Rates;
      lenient: Rates;
      types: Record<string, { strict: Rates; lenient: Rates }>;
    };
  };
}

const near = (a: number | undefined, b: number) => Math.abs((a ?? Number.NaN) - b) < 1e-12;

test("agree --bdm: strict credits the same span, lenient also the overlap; means over pairs", () => {
  const dir = corpus();
  const sets = ["a", "b", "c"].map((s) => join(dir, s));
  const r = goldgate([
    "agree",
    "--format",
    "brat",
    ...sets,
    "--bdm",
    join(dir, "bdm.txt"),
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout) as Doc;
  const ab = doc.agreement.pairs[0]?.bdm;
  // a × b: Paris 0.6 (same span, near miss), Acme 0 strict / 1 lenient, Bob 1; 3 annotations each.
  assert.ok(near(ab?.strict.credit, 1.6) && near(ab?.strict.f1, 1.6 / 3), JSON.stringify(ab));
  assert.ok(near(ab?.lenient.credit, 2.6) && near(ab?.lenient.f1, 2.6 / 3));
  assert.equal(ab?.types.Org?.lenient.f1, 1);
  // a × c agree fully; b × c is a × b mirrored: means (1.6/3 + 1 + 1.6/3)/3 and (2.6/3 + 1 + 2.6/3)/3.
  assert.ok(near(doc.agreement.bdm.strict.f1, (3.2 / 3 + 1) / 3));
  assert.ok(near(doc.agreement.bdm.lenient.f1, (5.2 / 3 + 1) / 3));
  // Org's strict F1 is 0, 1, 0 over the three pairs; so is City's (a × b: R 0.6 but P 0, so F1
  // 0); Location occurs in two pairs only (b × c, a × b), F1 0 in both.
  assert.ok(near(doc.agreement.bdm.types.Org?.strict.f1, 1 / 3));
  assert.ok(near(doc.agreement.bdm.types.City?.strict.f1, 1 / 3));
  assert.equal(doc.agreement.bdm.types.Location?.strict.f1, 0);
  const table = goldgate(["agree", "--format", "brat", ...sets, "--bdm", join(dir, "bdm.txt")]);
  assert.match(table.stdout, /BDM-based agreement: mean over pairs/);
});

test("agree --bdm with --config: a floor on agreement.bdm.strict.f1 is checked", () => {
  const dir = corpus();
  const sets = ["a", "b", "c"].map((s) => join(dir, s));
  const r = goldgate([
    "agree",
    "--format",
    "brat",
    ...sets,
    "--bdm",
    join(dir, "bdm.txt"),
    "--config",
    join(dir, "goldgate.yml"),
  ]);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /FAIL {2}agreement bdm strict F1 68\.9 is below min 80\.0/);
});
