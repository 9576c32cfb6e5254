import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { DEFAULT_SCORE_SETTINGS, PROFILE_OVERRIDES } from "../../src/config/settings.ts";
import type { DocumentPair } from "../../src/corpus/model.ts";
import { conllReader } from "../../src/formats/conll.ts";
import { decodeTags } from "../../src/formats/tags.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { needsShared } from "../shared-fixtures.ts";

/**
 * Decoding witnessed by the peers' own figures in ../shared/fixtures/peers (read in place):
 * conlleval.pl's token, phrase and accuracy counts, and seqeval's per-type entity counts.
 * Matching (tp) belongs to the scoring engine and is tested there.
 */
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PEERS = resolve(REPO, "../shared/fixtures/peers");

interface SpanJson {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}
interface CaseJson {
  readonly documents: readonly {
    readonly id: string;
    readonly tokens: readonly string[];
    readonly gold: readonly SpanJson[];
    readonly system: readonly SpanJson[];
  }[];
}
interface ConllevalExpected {
  readonly overall: {
    tokens: number;
    gold_phrases: number;
    found_phrases: number;
    accuracy: number;
  };
}
interface TypeCounts {
  readonly n_true: number;
  readonly n_pred: number;
}
interface SeqevalExpected {
  readonly token_accuracy: number;
  readonly default: { readonly per_type: Readonly<Record<string, TypeCounts>> };
  readonly strict_iob2: { readonly per_type: Readonly<Record<string, TypeCounts>> };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;
const casesOf = (peer: string): string[] => readdirSync(join(PEERS, peer)).sort();
const spans = (list: readonly SpanJson[] | undefined): string =>
  (list ?? []).map((s) => `${s.type}[${s.start},${s.end})`).join(" ");

function readConll(path: string): DocumentPair[] {
  const settings = { ...DEFAULT_SCORE_SETTINGS, ...PROFILE_OVERRIDES.conlleval, input: path };
  const result = conllReader.read(settings, nodeFiles, () => {});
  assert.equal(result.kind, "paired");
  return result.kind === "paired" ? [...result.pairs] : [];
}

describe(
  "peers: conlleval.pl 2004-01-26 counts on input.conll",
  needsShared("conlleval and seqeval figures"),
  () => {
    const cases = casesOf("conlleval");
    it("finds the peer cases", () =>
      assert.ok(cases.length >= 4, `cases under ${PEERS}/conlleval`));

    for (const name of cases) {
      it(name, () => {
        const dir = join(PEERS, "conlleval", name);
        const { overall } = readJson<ConllevalExpected>(join(dir, "expected.json"));
        const pairs = readConll(join(dir, "input.conll"));
        const sum = (f: (p: DocumentPair) => number) => pairs.reduce((n, p) => n + f(p), 0);
        const tokens = sum((p) => p.tokenTally?.tokens ?? 0);
        assert.equal(tokens, overall.tokens);
        assert.equal(
          sum((p) => p.gold?.annotations.length ?? 0),
          overall.gold_phrases,
        );
        assert.equal(
          sum((p) => p.system?.annotations.length ?? 0),
          overall.found_phrases,
        );
        const accuracy = (100 * sum((p) => p.tokenTally?.correctTags ?? 0)) / tokens;
        assert.equal(Number(accuracy.toFixed(2)), overall.accuracy);

        // Without -DOCSTART-, blank-line runs collapse: an empty document leaves no trace.
        const documents = readJson<CaseJson>(join(dir, "case.json")).documents.filter(
          (d) => d.tokens.length > 0,
        );
        assert.equal(pairs.length, documents.length);
        documents.forEach((d, k) => {
          const pair = pairs[k];
          assert.deepEqual(pair?.gold?.tokens, d.tokens, d.id);
          assert.equal(spans(pair?.gold?.annotations), spans(d.gold), `${d.id} gold`);
          assert.equal(spans(pair?.system?.annotations), spans(d.system), `${d.id} system`);
        });
      });
    }
  },
);

function countTypes(
  sequences: readonly (readonly string[])[],
  strict: boolean,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tags of sequences) {
    for (const { type } of decodeTags(tags, "iob2", strict))
      counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts;
}

describe(
  "peers: seqeval 1.2.2 entity counts on tags.json",
  needsShared("conlleval and seqeval figures"),
  () => {
    const cases = casesOf("seqeval");
    it("finds the peer cases", () => assert.ok(cases.length >= 4, `cases under ${PEERS}/seqeval`));

    for (const name of cases) {
      it(name, () => {
        const dir = join(PEERS, "seqeval", name);
        const expected = readJson<SeqevalExpected>(join(dir, "expected.json"));
        const { y_true, y_pred } = readJson<{ y_true: string[][]; y_pred: string[][] }>(
          join(dir, "tags.json"),
        );
        for (const [mode, strict] of [
          ["default", false],
          ["strict_iob2", true],
        ] as const) {
          const perType = expected[mode].per_type;
          const want = Object.entries(perType).map(([t, c]) => `${t}:${c.n_true}/${c.n_pred}`);
          const gold = countTypes(y_true, strict);
          const system = countTypes(y_pred, strict);
          const types = [
            ...new Set([...gold.keys(), ...system.keys(), ...Object.keys(perType)]),
          ].sort();
          const got = types.map((t) => `${t}:${gold.get(t) ?? 0}/${system.get(t) ?? 0}`);
          assert.deepEqual(got, want, mode);
        }
        const flat = (s: string[][]) => s.flat();
        const truth = flat(y_true);
        const correct = flat(y_pred).filter((tag, i) => tag === truth[i]).length;
        assert.equal(correct / truth.length, expected.token_accuracy);
      });
    }
  },
);
