import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { DetailTable } from "../../src/align/detail-table.ts";
import type { DetailRow } from "../../src/align/details.ts";
import { annotationChanges, correctCategories } from "../../src/baseline/annotation-changes.ts";
import type { AnnotationChange } from "../../src/baseline/comparison.ts";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderAnnotations } from "../../src/report/markdown-details.ts";
import { REPO } from "../shared-fixtures.ts";

const span = (type: string, start: number, end: number, text: string) => ({
  type,
  start,
  end,
  text,
});

test("which categories count as right, per scheme (read from the scheme table)", () => {
  assert.deepEqual([...correctCategories("strict")], ["match"]);
  assert.deepEqual([...correctCategories("exact")], ["match", "tagclash"]);
  assert.deepEqual(
    [...correctCategories("lenient")],
    ["match", "overmark", "undermark", "overlap"],
  );
});

test("hand-made: a match that became an undermark, a miss that became a match, spurious in and out", () => {
  const smith = span("PER", 0, 2, "John Smith");
  const acme = span("ORG", 5, 6, "Acme");
  const baseline: DetailRow[] = [
    { document: "d1", category: "match", gold: smith, system: smith },
    { document: "d1", category: "missing", gold: acme },
    { document: "d2", category: "spurious", system: span("LOC", 3, 4, "Paris") },
  ];
  const current: DetailRow[] = [
    { document: "d1", category: "undermark", gold: smith, system: span("PER", 1, 2, "Smith") },
    { document: "d1", category: "match", gold: acme, system: acme },
    { document: "d2", category: "spurious", system: span("ORG", 7, 8, "Bank") },
  ];
  const strict = annotationChanges(DetailTable.from(baseline), DetailTable.from(current), "strict");
  assert.equal(strict.available, true);
  assert.deepEqual(strict.newlyBroken, [
    {
      kind: "gold",
      document: "d1",
      gold: smith,
      baseline: { category: "match", system: smith },
      current: { category: "undermark", system: span("PER", 1, 2, "Smith") },
    },
    { kind: "spurious", document: "d2", system: span("ORG", 7, 8, "Bank") },
  ]);
  assert.deepEqual(strict.newlyFixed, [
    {
      kind: "gold",
      document: "d1",
      gold: acme,
      baseline: { category: "missing", system: null },
      current: { category: "match", system: acme },
    },
    { kind: "spurious", document: "d2", system: span("LOC", 3, 4, "Paris") },
  ]);
  // Under lenient an undermark is still right: only the miss → match and the spurious remain.
  const lenient = annotationChanges(
    DetailTable.from(baseline),
    DetailTable.from(current),
    "lenient",
  );
  assert.deepEqual(
    lenient.newlyBroken.map((c) => c.kind),
    ["spurious"],
  );
});

test("duplicated gold annotations pair up as a multiset; a side without details makes it unavailable", () => {
  const a = span("PER", 0, 1, "A");
  const baseline: DetailRow[] = [
    { document: "d", category: "match", gold: a, system: a },
    { document: "d", category: "missing", gold: a },
  ];
  const current: DetailRow[] = [
    { document: "d", category: "missing", gold: a },
    { document: "d", category: "match", gold: a, system: a },
  ];
  const same = annotationChanges(DetailTable.from(baseline), DetailTable.from(current), "strict");
  assert.deepEqual([same.newlyBroken.length, same.newlyFixed.length], [0, 0]);
  const none = annotationChanges(null, DetailTable.from(current), "strict");
  assert.equal(none.available, false);
  assert.match(none.reason ?? "", /the baseline has no alignment details/);
});

test("real example: from the example system to a perfect one, every miss is newly fixed with its text", () => {
  const gold = join(REPO, "examples/ner/gold.conll");
  const run = (system: string) =>
    scoreCorpus({ ...DEFAULT_SCORE_SETTINGS, format: "conll", gold, system }, nodeFiles, {
      details: true,
    });
  const base = run(join(REPO, "examples/ner/system.conll"));
  const perfect = run(gold);
  const diff = annotationChanges(base.details, perfect.details, "strict");
  const rows = base.details?.rows() ?? [];
  const wrongBefore = rows.filter((r) => r.gold !== undefined && r.category !== "match");
  const spuriousBefore = rows.filter((r) => r.gold === undefined);
  assert.equal(diff.newlyBroken.length, 0);
  assert.equal(diff.newlyFixed.length, wrongBefore.length + spuriousBefore.length);
  assert.equal(
    base.scores.overall.strict.correct + wrongBefore.length,
    base.scores.overall.strict.possible,
  );
  for (const change of diff.newlyFixed) {
    const s = change.kind === "gold" ? change.gold : change.system;
    assert.ok(s.text !== undefined && s.text.length > 0);
  }
});

test("a discontinuous gold span keeps its fragments in the changes and the comment prints them", () => {
  const hull = span("LOC", 0, 23, "North … America");
  const gold = { ...hull, fragments: [[0, 5] as const, [16, 23] as const] };
  const wide = span("LOC", 0, 23, "North and South America");
  // Baseline files keep hulls only: the baseline row has none of the fragments.
  const baseline: DetailRow[] = [{ document: "d", category: "match", gold: hull, system: hull }];
  const current: DetailRow[] = [{ document: "d", category: "overmark", gold, system: wide }];
  const changes = annotationChanges(
    DetailTable.from(baseline),
    DetailTable.from(current),
    "strict",
  );
  const [broken] = changes.newlyBroken;
  assert.ok(broken?.kind === "gold");
  assert.deepEqual(broken.gold.fragments, [
    [0, 5],
    [16, 23],
  ]);
  const body = renderAnnotations({ annotations: changes }, true);
  assert.match(
    body,
    /\| d \| LOC \| North … America \| 0–5,16–23 \| match: LOC "North … America" \| overmark: LOC "North and South America" \|/,
  );
});

test("changes are listed by document, then span start, end and type, a gold change before a spurious one", () => {
  const at = (type: string, start: number, end: number) => span(type, start, end, "x");
  // Gold spans out of order: the changes come out by document, start, end, type.
  const golds: [string, string, number, number][] = [
    ["d2", "PER", 0, 1],
    ["d1", "PER", 4, 6],
    ["d1", "ORG", 4, 5],
    ["d1", "LOC", 4, 6],
    ["d1", "PER", 2, 3],
  ];
  const rows = (category: "match" | "missing"): DetailRow[] =>
    golds.map(([document, type, start, end]) => ({
      document,
      category,
      gold: at(type, start, end),
      ...(category === "match" && { system: at(type, start, end) }),
    }));
  const spurious: DetailRow = { document: "d1", category: "spurious", system: at("LOC", 4, 6) };
  const diff = annotationChanges(
    DetailTable.from(rows("match")),
    DetailTable.from([...rows("missing"), spurious]),
    "strict",
  );
  assert.deepEqual(
    diff.newlyBroken.map((c) => {
      const s = c.kind === "gold" ? c.gold : c.system;
      return `${c.document} ${s.start}-${s.end} ${s.type} ${c.kind}`;
    }),
    [
      "d1 2-3 PER gold",
      "d1 4-5 ORG gold",
      "d1 4-6 LOC gold",
      "d1 4-6 LOC spurious",
      "d1 4-6 PER gold",
      "d2 0-1 PER gold",
    ],
  );
});

interface LoneRow {
  readonly document: string;
  readonly type: string;
  readonly start: number;
  readonly length: number;
}
interface GoldRow extends LoneRow {
  readonly category: "match" | "missing" | "tagclash";
}

test("property: spurious annotations counted per span, and the diff the other way round is its mirror", () => {
  const lone: fc.Arbitrary<LoneRow> = fc.record({
    document: fc.constantFrom("d0", "d1", "d2"),
    type: fc.constantFrom("A", "B"),
    start: fc.integer({ min: 0, max: 3 }),
    length: fc.integer({ min: 1, max: 2 }),
  });
  const gold: fc.Arbitrary<GoldRow> = fc.record({
    document: fc.constantFrom("d0", "d1"),
    type: fc.constantFrom("A", "B"),
    start: fc.integer({ min: 0, max: 3 }),
    length: fc.integer({ min: 1, max: 2 }),
    category: fc.constantFrom("match" as const, "missing" as const, "tagclash" as const),
  });
  const side = fc.tuple(fc.array(gold, { maxLength: 12 }), fc.array(lone, { maxLength: 12 }));
  const rows = ([golds, lones]: [GoldRow[], LoneRow[]]): DetailRow[] => [
    ...golds.map((g) => {
      const s = span(g.type, g.start, g.start + g.length, `t${g.start}`);
      const system = g.category === "match" ? s : { ...s, type: "C" };
      return g.category === "missing"
        ? { document: g.document, category: g.category, gold: s }
        : { document: g.document, category: g.category, gold: s, system };
    }),
    ...lones.map((l) => ({
      document: l.document,
      category: "spurious" as const,
      system: span(l.type, l.start, l.start + l.length, `u${l.start}`),
    })),
  ];
  fc.assert(
    fc.property(side, side, (b, c) => {
      const [base, cur] = [rows(b), rows(c)];
      const x = annotationChanges(DetailTable.from(base), DetailTable.from(cur), "strict");
      const y = annotationChanges(DetailTable.from(cur), DetailTable.from(base), "strict");
      const key = (r: DetailRow) =>
        `${r.document} ${r.system?.type} ${r.system?.start} ${r.system?.end}`;
      const count = (list: DetailRow[], k: string) =>
        list.filter((r) => r.gold === undefined && key(r) === k).length;
      const keys = new Set([...base, ...cur].filter((r) => r.gold === undefined).map(key));
      const spurious = [...keys].reduce(
        (n, k) => n + Math.max(0, count(cur, k) - count(base, k)),
        0,
      );
      assert.equal(x.newlyBroken.filter((ch) => ch.kind === "spurious").length, spurious);
      const mirror = (ch: AnnotationChange): AnnotationChange =>
        ch.kind === "gold" ? { ...ch, baseline: ch.current, current: ch.baseline } : ch;
      assert.deepEqual(y.newlyFixed, x.newlyBroken.map(mirror));
      assert.deepEqual(y.newlyBroken, x.newlyFixed.map(mirror));
    }),
    { seed: 85134, numRuns: 300 },
  );
});

test("property: documents whose links are the same on both sides are left out of the walk, and the diff is the same", () => {
  const row = fc.record({
    type: fc.constantFrom("A", "B"),
    start: fc.integer({ min: 0, max: 3 }),
    length: fc.integer({ min: 1, max: 2 }),
    category: fc.constantFrom(
      "match" as const,
      "missing" as const,
      "tagclash" as const,
      "spurious" as const,
    ),
  });
  type Row = typeof row extends fc.Arbitrary<infer T> ? T : never;
  const link = (document: string, r: Row): DetailRow => {
    const s = span(r.type, r.start, r.start + r.length, `t${r.start}`);
    if (r.category === "spurious") return { document, category: r.category, system: s };
    if (r.category === "missing") return { document, category: r.category, gold: s };
    const system = r.category === "match" ? s : { ...s, type: "C" };
    return { document, category: r.category, gold: s, system };
  };
  const documents = ["d0", "d1", "d2", "d3"];
  // Per document: the baseline's rows, and the current side's (its own, or the baseline's).
  const doc = fc.record({
    base: fc.array(row, { maxLength: 6 }),
    cur: fc.array(row, { maxLength: 6 }),
    same: fc.constantFrom("own", "same", "recategorised", "retyped"),
  });
  // The baseline's links with every match judged otherwise: the same spans, another outcome.
  const recategorised = (r: DetailRow): DetailRow =>
    r.category === "match" ? { ...r, category: "overlap" } : r;
  // The baseline's links with the type of every spurious span named otherwise.
  const retyped = (r: DetailRow): DetailRow =>
    r.system === undefined || r.gold !== undefined
      ? r
      : { ...r, system: { ...r.system, type: `${r.system.type}2` } };
  fc.assert(
    fc.property(fc.array(doc, { minLength: 4, maxLength: 4 }), (docs) => {
      const base = DetailTable.from(
        docs.flatMap((d, k) => d.base.map((r) => link(documents[k] as string, r))),
      ).sorted();
      // The current side in scoring order: a document's gold rows, then its lone system rows.
      const cur = DetailTable.from(
        docs.flatMap((d, k) => {
          const name = documents[k] as string;
          const mine = base.rows().filter((r) => r.document === name);
          const rows =
            d.same === "own"
              ? d.cur.map((r) => link(name, r))
              : d.same === "same"
                ? mine
                : mine.map(d.same === "retyped" ? retyped : recategorised);
          return [...rows.filter((r) => r.gold), ...rows.filter((r) => !r.gold)];
        }),
      );
      for (const scheme of ["strict", "lenient"] as const)
        assert.deepEqual(
          annotationChanges(base, cur, scheme),
          annotationChanges(base, cur, scheme, false),
        );
    }),
    { seed: 444120, numRuns: 500 },
  );
});
