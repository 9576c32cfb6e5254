import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { alignSpans } from "../../src/align/align-spans.ts";
import { DiffCollector } from "../../src/align/diff-view.ts";
import type { Annotation, Document } from "../../src/corpus/model.ts";
import { renderAnnotationDiff } from "../../src/report/html-diff.ts";
import { escapeHtml, html } from "../../src/report/html-escape.ts";

const doc = (id: string, text: string, annotations: Annotation[]): Document => ({
  id,
  unit: "char",
  text,
  annotations,
});

const HOSTILE = `<img src=x onerror="alert(1)">\u202e'&`;

describe("HTML escaping", () => {
  it("escapes markup, quotes and removes bidi overrides and controls", () => {
    assert.equal(escapeHtml(HOSTILE), "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;");
    assert.equal(escapeHtml("a\u0000b\u001bc\u2066d"), "abcd");
  });
  it("escapes every interpolated string, passes only Html", () => {
    const inner = html`<b>${"<i>"}</b>`;
    assert.equal(
      String(html`<p>${inner}${"<script>"}${[inner, inner]}${null}${false}${3}</p>`),
      "<p><b>&lt;i&gt;</b>&lt;script&gt;<b>&lt;i&gt;</b><b>&lt;i&gt;</b>3</p>",
    );
  });
});

describe("annotation diff", () => {
  const gold = doc("d<1>", "Ada met Bob in Paris.", [
    { type: "PER", start: 0, end: 3 },
    { type: "PER", start: 8, end: 11 },
    { type: HOSTILE, start: 15, end: 20 },
  ]);
  const system = doc("d<1>", "Ada met Bob in Paris.", [
    { type: "PER", start: 0, end: 3 },
    { type: "ORG", start: 8, end: 11 },
    { type: "LOC", start: 12, end: 20 },
  ]);

  it("renders text, every row colour-coded and no markup from the data", () => {
    const c = new DiffCollector({ documents: 10, units: 1000 });
    c.add(gold.id, gold, system, alignSpans(gold.annotations, system.annotations).links);
    const page = String(renderAnnotationDiff(c.result()));
    assert.ok(!page.includes("<img"), "no markup from the data");
    assert.ok(page.includes("d&lt;1&gt;"));
    for (const rel of ["match", "tagclash", "tagOvermark"])
      assert.ok(page.includes(`data-rel="${rel}"`), rel);
    assert.match(page, /<mark class="g s" title="gold: PER; system: PER">Ada<\/mark>/);
    assert.match(page, /2 disagreements in 3 rows/);
  });

  it("keeps the documents with the most disagreements, whatever the order they come in", () => {
    const sizes = fc.array(fc.nat(6), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(sizes, fc.nat(12), (errors, limit) => {
        const docs = errors.map((n, i) => {
          const g = doc(`d${i}`, "x".repeat(40), []);
          const s = doc(
            `d${i}`,
            "x".repeat(40),
            Array.from({ length: n }, (_, k) => ({ type: "T", start: k, end: k + 1 })),
          );
          return { g, s };
        });
        const kept = (order: typeof docs) => {
          const c = new DiffCollector({ documents: limit, units: 10 });
          for (const { g, s } of order)
            c.add(g.id, g, s, alignSpans(g.annotations, s.annotations).links);
          return c.result().documents.map((d) => `${d.id}:${d.disagreements}`);
        };
        const forward = kept(docs);
        assert.deepEqual(kept([...docs].reverse()), forward);
        assert.equal(forward.length, Math.min(limit, docs.length));
        const all = docs
          .map(({ s }, i) => ({ id: `d${i}`, n: s.annotations.length }))
          .sort((a, b) => b.n - a.n || (a.id < b.id ? -1 : 1));
        assert.deepEqual(
          forward,
          all.slice(0, limit).map((d) => `${d.id}:${d.n}`),
        );
      }),
      { seed: 14, numRuns: 200 },
    );
  });

  it("cuts long text, says so, and still lists every row", () => {
    const long = doc("long", "y".repeat(50), [{ type: "T", start: 40, end: 45 }]);
    const c = new DiffCollector({ documents: 1, units: 10 });
    c.add("long", long, { ...long, annotations: [] }, alignSpans(long.annotations, []).links);
    const page = String(renderAnnotationDiff(c.result()));
    assert.match(page, /Text cut after 10 of 50 characters/);
    assert.match(page, /data-rel="missing"/);
  });
});

describe("annotation diff: other families' disagreements", () => {
  it("ranks a document by its span disagreements and its others (wrong relations) together", () => {
    const text = "x".repeat(10);
    const spanWrong = doc("a", text, [{ type: "T", start: 0, end: 1 }]);
    const relationsWrong = doc("b", text, []);
    const c = new DiffCollector({ documents: 1, units: 10 });
    c.add(
      "a",
      spanWrong,
      { ...spanWrong, annotations: [] },
      alignSpans(spanWrong.annotations, []).links,
    );
    c.add("b", relationsWrong, relationsWrong, [], 2);
    assert.deepEqual(
      c.result().documents.map((d) => [d.id, d.disagreements, d.others]),
      [["b", 0, 2]],
    );
  });
});
