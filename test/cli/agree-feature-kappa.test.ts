import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// `agree --kappa-feature class`: κ over a feature of same-span annotations, 'Non-cat' for none
// (GATE's AGREEMENTANDKAPPA on annotations), worked by hand.
const TEXT = "Paris is home to Acme and to Bob and Sue.";
const span = (start: number, end: number, cls?: string) => ({
  start,
  end,
  type: "Mention",
  ...(cls === undefined ? {} : { class: cls }),
});
const A = [span(0, 5, "City"), span(17, 21, "Org"), span(29, 32, "Person"), span(37, 40)];
// B agrees on Paris and Bob, calls Acme a Person, gives Sue a class A left out, and adds "home".
const B = [
  span(0, 5, "City"),
  span(17, 21, "Person"),
  span(29, 32, "Person"),
  span(37, 40, "Person"),
  span(9, 13, "Org"),
];

interface Doc {
  agreement: {
    pairs: {
      feature: {
        instances: number;
        observed: number;
        kappa: number;
        pi: number;
        cells: { a: string; b: string; count: number }[];
      };
    }[];
    feature: { name: string; kappa: number; pi: number; observed: number };
  };
}

function run(extra: readonly string[]) {
  const dir = writeTree({
    "a.jsonl": [{ id: "d", text: TEXT, spans: A }],
    "b.jsonl": [{ id: "d", text: TEXT, spans: B }],
    "goldgate.yml": "gate:\n  rules:\n    - metric: agreement.feature.kappa\n      min: 0.5\n",
  });
  const sets = [join(dir, "a.jsonl"), join(dir, "b.jsonl")];
  return { dir, r: goldgate(["agree", "--format", "jsonl", ...sets, ...extra]) };
}

/** `agree … --json` with `extra`: the document, its first pair's feature figures and cells. */
function pairFeature(extra: readonly string[]) {
  const { r } = run([...extra, "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout) as Doc & { agreement: { feature: { instances: string } } };
  const f = doc.agreement.pairs[0]?.feature;
  return { doc, f, cells: f?.cells.map((c) => [c.a, c.b, c.count]) };
}

test("κ over a feature: instances, Non-cat, Cohen's κ and Scott's π by hand", () => {
  const { doc, f, cells } = pairFeature(["--kappa-feature", "class"]);
  // Instances: (City, City), (Org, Person), (Person, Person), (Non-cat, Person) for Sue, whose A
  // annotation has no class, and (Non-cat, Org) for B's unpartnered "home": 5 in all.
  assert.deepEqual(cells, [
    ["City", "City", 1],
    ["Non-cat", "Org", 1],
    ["Non-cat", "Person", 1],
    ["Org", "Person", 1],
    ["Person", "Person", 1],
  ]);
  // Observed 2/5; A's shares .2 .4 .2 .2, B's .2 0 .2 .6 → chance .2, κ = (.4 − .2)/.8 = 1/4;
  // pooled shares .2 .2 .2 .4 → chance .28, π = .12/.72 = 1/6.
  assert.equal(f?.instances, 5);
  assert.ok(Math.abs((f?.observed ?? 0) - 0.4) < 1e-15);
  assert.ok(Math.abs((f?.kappa ?? 0) - 0.25) < 1e-15);
  assert.ok(Math.abs((f?.pi ?? 0) - 1 / 6) < 1e-15);
  assert.equal(doc.agreement.feature.name, "class");
  assert.equal(doc.agreement.feature.kappa, f?.kappa);
  // Naming the feature significant too (--attributes class) changes the alignment, not κ.
  const significant = run(["--kappa-feature", "class", "--attributes", "class", "--json"]).r;
  assert.equal(significant.code, 0, significant.stderr);
  assert.deepEqual((JSON.parse(significant.stdout) as Doc).agreement.pairs[0]?.feature, f);
  const text = run(["--kappa-feature", "class"]).r.stdout;
  assert.match(text, /κ over feature 'class' \('Non-cat': no same-span annotation or no value\)/);
  assert.match(text, /'class' values: set 1 \(rows\) × set 2 \(columns\)/);
});

test("--kappa-instances paired: same-span pairs that both carry the feature (GATE's Corpus QA)", () => {
  const { doc, f, cells } = pairFeature([
    "--kappa-feature",
    "class",
    "--kappa-instances",
    "paired",
  ]);
  // Sue (no class in A) and B's unpartnered "home" are left out: 3 instances, 2 agreeing. A's
  // shares 1/3 each of City, Org, Person; B's 1/3 City, 2/3 Person → chance 1/3, κ = 1/2; pooled
  // 2/6, 1/6, 3/6 → chance 7/18, π = (12/18 − 7/18)/(11/18) = 5/11.
  assert.deepEqual(cells, [
    ["City", "City", 1],
    ["Org", "Person", 1],
    ["Person", "Person", 1],
  ]);
  assert.ok(Math.abs((f?.kappa ?? 0) - 0.5) < 1e-15);
  assert.ok(Math.abs((f?.pi ?? 0) - 5 / 11) < 1e-15);
  assert.equal(doc.agreement.feature.instances, "paired");
  assert.match(
    run(["--kappa-feature", "class", "--kappa-instances", "paired"]).r.stdout,
    /κ over feature 'class' \(same-span pairs that both carry it, as GATE's Corpus QA\)/,
  );
  // A span held twice in a set (another annotation with the feature) is left out, as GATE does.
  const dir = writeTree({
    "a.jsonl": [{ id: "d", text: TEXT, spans: A }],
    "b.jsonl": [{ id: "d", text: TEXT, spans: [...B, span(29, 32, "Org")] }],
  });
  const sets = [join(dir, "a.jsonl"), join(dir, "b.jsonl")];
  const agree = (...extra: string[]) => goldgate(["agree", "--format", "jsonl", ...sets, ...extra]);
  const twice = agree("--kappa-feature", "class", "--kappa-instances", "paired", "--json");
  assert.equal(twice.code, 0, twice.stderr);
  assert.equal((JSON.parse(twice.stdout) as Doc).agreement.pairs[0]?.feature.instances, 2);
  // Without a feature the setting says what is missing; an unknown value names the choices.
  const alone = agree("--kappa-instances", "paired");
  assert.equal(alone.code, 2);
  assert.match(alone.stderr, /kappa-instances says which annotations --kappa-feature counts/);
  const bad = agree("--kappa-feature", "class", "--kappa-instances", "pairs");
  assert.equal(bad.code, 2);
  assert.match(
    bad.stderr,
    /Invalid value 'pairs' for 'kappa-instances'\. Expected one of: all, paired\./,
  );
});

test("a baseline whose feature instances were counted another way is not compared, and says why", () => {
  const config = (instances: string) =>
    `inputs:\n  task: agreement\n  format: jsonl\n  sets: [a.jsonl, b.jsonl]\nscoring:\n  kappaFeature: class\n  kappaInstances: ${instances}\n`;
  const dir = writeTree({
    "a.jsonl": [{ id: "d", text: TEXT, spans: A }],
    "b.jsonl": [{ id: "d", text: TEXT, spans: B }],
    "all.yml": config("all"),
    "paired.yml": config("paired"),
  });
  const recorded = goldgate(
    ["record", "--config", "all.yml", "--out", "b.json", "--tag", "v1", "--commit", "0"],
    dir,
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const same = goldgate(["run", "--config", "all.yml", "--baseline", "b.json"], dir);
  assert.equal(same.code, 0, same.stderr);
  assert.doesNotMatch(same.stdout, /not compared/);
  const other = goldgate(["run", "--config", "paired.yml", "--baseline", "b.json"], dir);
  assert.equal(other.code, 0, other.stderr);
  assert.match(
    other.stdout,
    /note: Span agreement is not compared with the baseline: it counted feature instances 'all' and this run 'paired' \(--kappa-instances\)/,
  );
  assert.doesNotMatch(other.stdout, /mean κ over 'class' +0\.2500 +0\.5000/);
});

test("a floor on agreement.feature.kappa is gated; the flag is refused for a label table", () => {
  const { dir } = run([]);
  const gated = goldgate(
    [
      "agree",
      "--format",
      "jsonl",
      join(dir, "a.jsonl"),
      join(dir, "b.jsonl"),
      "--kappa-feature",
      "class",
      "--config",
      join(dir, "goldgate.yml"),
    ],
    dir,
  );
  assert.equal(gated.code, 1, gated.stderr);
  assert.match(gated.stderr, /FAIL {2}agreement feature kappa 0\.2500 is below min 0\.5000/);
  const labels = goldgate(["agree", "--format", "labels", "t.tsv", "--kappa-feature", "class"]);
  assert.equal(labels.code, 2);
  assert.match(labels.stderr, /--kappa-feature/);
});

const mention = (id: number, start: number, end: number, cls: string) =>
  `<Annotation Id="${id}" Type="Mention" StartNode="${start}" EndNode="${end}">
<Feature><Name className="java.lang.String">class</Name><Value className="java.lang.String">${cls}</Value></Feature>
</Annotation>`;

test("GATE: κ over the class feature of two annotation sets of one corpus", () => {
  // "Paris met Bob.": both sets call Paris a City; Ann1 calls Bob a Person, Ann2 an Org.
  const xml = `<?xml version='1.0' encoding='UTF-8'?>
<GateDocument version="3">
<GateDocumentFeatures></GateDocumentFeatures>
<TextWithNodes><Node id="0"/>Paris<Node id="5"/> met <Node id="10"/>Bob<Node id="13"/>.</TextWithNodes>
<AnnotationSet Name="Ann1">
${mention(1, 0, 5, "City")}
${mention(2, 10, 13, "Person")}
</AnnotationSet>
<AnnotationSet Name="Ann2">
${mention(3, 0, 5, "City")}
${mention(4, 10, 13, "Org")}
</AnnotationSet>
</GateDocument>
`;
  const dir = writeTree({ "d.xml": xml });
  const r = goldgate([
    "agree",
    "--format",
    "gate",
    join(dir, "d.xml"),
    "--annotation-sets",
    "Ann1,Ann2",
    "--kappa-feature",
    "class",
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const f = (JSON.parse(r.stdout) as Doc).agreement.feature;
  // Observed 1/2; Ann1 City/Person, Ann2 City/Org → chance 1/4, κ = 1/3; pooled City 1/2,
  // Org 1/4, Person 1/4 → chance 3/8, π = (1/2 − 3/8)/(5/8) = 1/5.
  assert.ok(Math.abs(f.observed - 0.5) < 1e-15);
  assert.ok(Math.abs(f.kappa - 1 / 3) < 1e-15);
  assert.ok(Math.abs(f.pi - 0.2) < 1e-15);
});
