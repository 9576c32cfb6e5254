/**
 * Hostile inputs for every reader and command of the CLI: a valid sample per target, and seeded
 * mutations of it (truncated, binary, invalid UTF-8, NUL bytes, huge numbers, deep nesting,
 * prototype keys, alias bombs, long lines). `hostile-cli.test.ts` runs the built CLI on them.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { REPO } from "../shared-fixtures.ts";

/** A file's content: text, or raw bytes. */
export type Content = string | Uint8Array;

/** One reader or command: its sample files, which of them to mutate, and the command line. */
export interface Target {
  readonly name: string;
  readonly files: Readonly<Record<string, Content>>;
  /** The files a case mutates (one of them per case). */
  readonly mutable: readonly string[];
  readonly argv: readonly string[];
  /** The files packed into this one ZIP archive (stored), read through it, not written apart. */
  readonly archive?: string;
}

const CONLL_GOLD = "EU B-ORG\nrejects O\nGerman B-MISC\ncall O\n\nPeter B-PER\nBlackburn I-PER\n";
const CONLL_SYSTEM = "EU B-ORG\nrejects O\nGerman B-PER\ncall O\n\nPeter B-PER\nBlackburn O\n";
const CONLL_INPUT =
  "EU NNP B-ORG B-ORG\nrejects VBZ O O\nGerman JJ B-MISC B-PER\n\nPeter NNP B-PER B-PER\n";
const jsonl = (type: string) =>
  `${JSON.stringify({
    id: "d1",
    text: "Alice met Bob.",
    spans: [
      { start: 0, end: 5, type },
      { start: 10, end: 13, type: "PER" },
    ],
  })}\n${JSON.stringify({ id: "d2", tokens: ["a", "b"], spans: [] })}\n`;
const doccano = (label: string) =>
  `${JSON.stringify({
    id: 1,
    text: "Alice met Bob in Rome.",
    label: [
      [0, 5, label],
      [17, 21, "LOC"],
    ],
  })}\n${JSON.stringify({ id: 2, text: "Paris.", entities: [{ id: 7, start_offset: 0, end_offset: 5, label: "LOC" }] })}\n`;
const labelStudio = (label: string) =>
  JSON.stringify(
    [
      {
        id: 1,
        data: { text: "Alice met Bob." },
        annotations: [
          {
            id: 1,
            result: [
              {
                id: "a",
                from_name: "label",
                to_name: "text",
                type: "labels",
                value: { start: 0, end: 5, labels: [label] },
              },
            ],
          },
        ],
      },
    ],
    null,
    1,
  );
const TBF_CHAR =
  "#BeginOfDocument d0\nsys\td0\tE1\t0,3\tthe\tAttack\tActual\nsys\td0\tE2\t6,9\tcat\tConflict_Attack\tGeneric\n#EndOfDocument\n";
const TBF_TOKEN =
  "#BeginOfDocument d0\nsys\td0\tE1\tt1\tthe\tAttack\tActual\nsys\td0\tE2\tt0,t2\tA c\tAttack\tGeneric\n#EndOfDocument\n";
const TABLE = "t0\tA\t0\t0\nt1\tthe\t2\t4\nt2\tc\t6\t6\n";
const LABELS_TSV = "item\tlabel\ni1\tPER\ni2\tLOC\ni3\tORG\n";
const LABELS_SYS = "item\tlabel\ni1\tPER\ni2\tORG\ni3\tORG\n";
const AGREE = "item\tcoder\tlabel\ni1\ta\tx\ni1\tb\tx\ni2\ta\ty\ni2\tb\tx\ni3\ta\ty\ni3\tb\ty\n";
const TREE = { A: { "A.1": {}, "A.2": {} }, B: { "B.1": {} } };
const TREE_GOLD = "item\tlabel\ni1\tA.1\ni2\tB.1\ni3\tA.2\n";
const TREE_SYS = "item\tlabel\ni1\tA.2\ni2\tB.1\ni3\tA\n";
const BDM = "key=PER, response=ORG, bdm=0.25\nkey=LOC, response=ORG, bdm=0.5, msca=Thing\n";
const CONFIG =
  "inputs:\n  format: conll\n  gold: g.conll\n  system: s.conll\n  tagging: iob2\nscoring:\n  compat: default\nbaseline:\n  source: none\ngate:\n  rules:\n    - metric: overall.strict.f1\n      min: 0.1\n";

const conll = { "g.conll": CONLL_GOLD, "s.conll": CONLL_SYSTEM };
const CONLLU_GOLD =
  "# newdoc id = d1\n# sent_id = s1\n1-2\tAnnas\t_\t_\t_\t_\t_\t_\t_\t_\n1\tAnna\tAnna\tPROPN\t_\t_\t0\troot\t_\tNER=B-PER\n2\ts\ts\tPART\t_\t_\t1\tcase\t_\tNER=O\n2.1\tx\t_\t_\t_\t_\t_\t_\t_\t_\n3\tcat\tcat\tNOUN\t_\t_\t1\tdep\t_\tSpaceAfter=No|NER=B-ANI\n\n";
const CONLLU_SYSTEM = CONLLU_GOLD.replace("NER=B-ANI", "NER=O");

const WEBANNO = (name: string) => readFileSync(join(REPO, "test/fixtures/webanno", name), "utf8");
const WEBANNO_GOLD = WEBANNO("gold.tsv");
const WEBANNO_SYSTEM = WEBANNO("system.tsv");

/** Every reader and command, with a valid sample (baselines are recorded by the test first). */
export function targets(baseline: string): Target[] {
  return [
    {
      name: "conll",
      files: conll,
      mutable: ["g.conll", "s.conll"],
      argv: ["score", "--gold", "g.conll", "--system", "s.conll"],
    },
    {
      name: "conllu",
      files: { "g.conllu": CONLLU_GOLD, "s.conllu": CONLLU_SYSTEM },
      mutable: ["g.conllu", "s.conllu"],
      argv: ["score", "--format", "conllu", "--gold", "g.conllu", "--system", "s.conllu"],
    },
    {
      name: "conll-input",
      files: { "in.conll": CONLL_INPUT },
      mutable: ["in.conll"],
      argv: ["score", "--input", "in.conll"],
    },
    {
      name: "jsonl",
      files: { "g.jsonl": jsonl("PER"), "s.jsonl": jsonl("ORG") },
      mutable: ["g.jsonl", "s.jsonl"],
      argv: ["score", "--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl"],
    },
    {
      name: "brat",
      files: {
        "g/d1.ann": "T1\tPER 0 5\tAlice\nT2\tPER 10 13\tBob\n",
        "g/d1.txt": "Alice met Bob.",
        "s/d1.ann": "T1\tPER 0 5\tAlice\n",
        "s/d1.txt": "Alice met Bob.",
      },
      mutable: ["g/d1.ann", "s/d1.ann", "g/d1.txt"],
      argv: ["score", "--format", "brat", "--gold", "g", "--system", "s"],
    },
    {
      name: "doccano",
      files: { "g.jsonl": doccano("PER"), "s.jsonl": doccano("ORG") },
      mutable: ["g.jsonl", "s.jsonl"],
      argv: ["score", "--format", "doccano", "--gold", "g.jsonl", "--system", "s.jsonl"],
    },
    {
      name: "label-studio",
      files: { "g.json": labelStudio("PER"), "s.json": labelStudio("ORG") },
      mutable: ["g.json", "s.json"],
      argv: ["score", "--format", "label-studio", "--gold", "g.json", "--system", "s.json"],
    },
    {
      name: "tbf-char",
      files: { "g.tbf": TBF_CHAR, "s.tbf": TBF_CHAR },
      mutable: ["g.tbf", "s.tbf"],
      argv: ["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf"],
    },
    {
      name: "tbf-token",
      files: { "g.tbf": TBF_TOKEN, "s.tbf": TBF_TOKEN, "tkn/d0.tab": TABLE },
      mutable: ["g.tbf", "tkn/d0.tab"],
      argv: ["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf", "--tokens", "tkn"],
    },
    {
      name: "labels-tsv",
      files: { "g.tsv": LABELS_TSV, "s.tsv": LABELS_SYS },
      mutable: ["g.tsv", "s.tsv"],
      argv: ["score", "--format", "labels", "--gold", "g.tsv", "--system", "s.tsv"],
    },
    {
      name: "labels-csv",
      files: {
        "g.csv": LABELS_TSV.replaceAll("\t", ","),
        "s.csv": LABELS_SYS.replaceAll("\t", ","),
      },
      mutable: ["g.csv"],
      argv: ["score", "--format", "labels", "--gold", "g.csv", "--system", "s.csv"],
    },
    {
      name: "labels-jsonl",
      files: {
        "g.jsonl": '{"item": "i1", "label": "PER"}\n{"item": "i2", "label": "LOC"}\n',
        "s.jsonl": '{"item": "i1", "label": "LOC"}\n{"item": "i2", "label": "LOC"}\n',
      },
      mutable: ["g.jsonl"],
      argv: ["score", "--format", "labels", "--gold", "g.jsonl", "--system", "s.jsonl"],
    },
    { name: "agreement", files: { "a.tsv": AGREE }, mutable: ["a.tsv"], argv: ["agree", "a.tsv"] },
    {
      name: "hierarchy-json",
      files: { "t.json": JSON.stringify(TREE), "g.tsv": TREE_GOLD, "s.tsv": TREE_SYS },
      mutable: ["t.json"],
      argv: hierarchyArgv("s.tsv", "t.json"),
    },
    {
      name: "hierarchy-yaml",
      files: {
        "t.yml": "A:\n  A.1: {}\n  A.2: {}\nB:\n  B.1: {}\n",
        "g.tsv": TREE_GOLD,
        "s.tsv": TREE_SYS,
      },
      mutable: ["t.yml"],
      argv: hierarchyArgv("s.tsv", "t.yml"),
    },
    {
      name: "bdm",
      files: { ...conll, "b.txt": BDM },
      mutable: ["b.txt"],
      argv: ["score", "--gold", "g.conll", "--system", "s.conll", "--bdm", "b.txt"],
    },
    {
      name: "goldgate.yml",
      files: { ...conll, "goldgate.yml": CONFIG },
      mutable: ["goldgate.yml"],
      argv: ["run", "--config", "goldgate.yml"],
    },
    {
      name: "webanno-tsv agree, an export's .zip",
      files: {
        "annotation/d1.txt/alice.tsv": WEBANNO_GOLD,
        "annotation/d1.txt/bob.tsv": WEBANNO_SYSTEM,
        "annotation/d2.txt/alice.tsv": WEBANNO_SYSTEM,
        "annotation/d2.txt/bob.tsv": WEBANNO_GOLD,
      },
      mutable: ["annotation/d1.txt/alice.tsv", "annotation/d1.txt/bob.tsv"],
      archive: "export.zip",
      argv: [
        "agree",
        "--format",
        "webanno-tsv",
        "export.zip/annotation",
        "--annotation-sets",
        "alice,bob",
      ],
    },
    {
      name: "run --baseline",
      files: { ...conll, "b.json": baseline },
      mutable: ["b.json"],
      argv: ["run", "--gold", "g.conll", "--system", "s.conll", "--baseline", "b.json"],
    },
    {
      name: "compare",
      files: { "c.json": baseline, "b.json": baseline },
      mutable: ["c.json", "b.json"],
      argv: ["compare", "--current", "c.json", "--baseline", "b.json"],
    },
  ];
}

/** `score --format labels` of g.tsv against `system` with the tag tree `tree`. */
export function hierarchyArgv(system: string, tree: string): string[] {
  return [
    "score",
    "--format",
    "labels",
    "--gold",
    "g.tsv",
    "--system",
    system,
    "--hierarchy",
    tree,
  ];
}

/** mulberry32: a small seeded generator, so every case is reproducible from its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const at = (rng: Rng, text: string): number => Math.floor(rng() * (text.length + 1));
const splice = (text: string, i: number, insert: string, remove = 0): string =>
  text.slice(0, i) + insert + text.slice(i + remove);

const HUGE = [
  "1e308",
  "9007199254740993",
  "-1",
  "1e400",
  "-0",
  "4294967296",
  "0.5",
  "NaN",
  "99999999999999999999",
];
const PROTO = ["__proto__", "constructor", "hasOwnProperty", "toString", "prototype", "valueOf"];
const NAME =
  /\b(PER|ORG|LOC|MISC|Attack|Actual|A\.1|A|B\.1|x|y|i1|a|b|d0|d1|E1|t1|key|label|item|coder|id|text|spans|type|gold|system)\b/g;

/** Replaces one number of the text with a hostile one. */
function hugeNumber(rng: Rng, text: string): string {
  const numbers = [...text.matchAll(/\d+/g)];
  const m = numbers.length === 0 ? undefined : pick(rng, numbers);
  return m === undefined ? text : splice(text, m.index, pick(rng, HUGE), m[0].length);
}

/** Renames one name (or every occurrence of it) to a prototype key. */
function protoName(rng: Rng, text: string): string {
  const names = [...new Set([...text.matchAll(NAME)].map((m) => m[0]))];
  const name = names.length === 0 ? undefined : pick(rng, names);
  return name === undefined
    ? text
    : text.replaceAll(new RegExp(`\\b${name.replace(".", "\\.")}\\b`, "g"), pick(rng, PROTO));
}

/** Wraps a point of the text in deep JSON/YAML nesting. */
function deep(rng: Rng, text: string): string {
  const n = pick(rng, [999, 1001, 5000, 100_000]);
  const [open, close] = pick(rng, [
    ["[", "]"],
    ['{"a":', "}"],
    ["- ", ""],
  ]);
  const i = at(rng, text);
  return splice(text, i, `${open.repeat(n)}1${rng() < 0.5 ? close.repeat(n) : ""}`);
}

const ALIAS_BOMB =
  'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n';

const bytes = (rng: Rng, n: number): Uint8Array =>
  Uint8Array.from({ length: n }, () => Math.floor(rng() * 256));

/** The mutations, each named for the failure report. */
const MUTATIONS: readonly (readonly [string, (rng: Rng, text: string) => Content])[] = [
  ["truncated", (rng, t) => t.slice(0, at(rng, t))],
  ["empty", () => ""],
  ["whitespace", () => " \n\t\r\n"],
  ["binary", (rng) => bytes(rng, 1 + Math.floor(rng() * 2000))],
  [
    "binary inside",
    (rng, t) =>
      Buffer.concat([Buffer.from(t.slice(0, at(rng, t))), bytes(rng, 40), Buffer.from(t)]),
  ],
  [
    "invalid UTF-8",
    (rng, t) => {
      const i = at(rng, t);
      return Buffer.concat([
        Buffer.from(t.slice(0, i)),
        Uint8Array.of(pick(rng, [0xc0, 0xff, 0xed, 0xf4, 0xe2])),
        Buffer.from(t.slice(i)),
      ]);
    },
  ],
  // The sample as the user may have it in the repository: gzip-compressed.
  ["gzipped", (_, t) => gzipSync(t)],
  ["NUL bytes", (rng, t) => splice(t, at(rng, t), "\0".repeat(1 + Math.floor(rng() * 3)))],
  ["huge number", (rng, t) => hugeNumber(rng, hugeNumber(rng, t))],
  ["prototype name", (rng, t) => protoName(rng, t)],
  ["deep nesting", (rng, t) => deep(rng, t)],
  ["alias bomb", (rng, t) => (rng() < 0.5 ? ALIAS_BOMB : `${t}\n${ALIAS_BOMB}`)],
  [
    "long line",
    (rng, t) => splice(t, at(rng, t), "x".repeat(200_000 + Math.floor(rng() * 300_000))),
  ],
  [
    "deleted line",
    (rng, t) => {
      const lines = t.split("\n");
      lines.splice(Math.floor(rng() * lines.length), 1);
      return lines.join("\n");
    },
  ],
  [
    "duplicated line",
    (rng, t) => {
      const lines = t.split("\n");
      const k = Math.floor(rng() * lines.length);
      lines.splice(k, 0, lines[k] ?? "");
      return lines.join("\n");
    },
  ],
  [
    "swapped characters",
    (rng, t) => {
      const i = at(rng, t);
      return splice(t, i, t.slice(i + 1, i + 2) + t.slice(i, i + 1), 2);
    },
  ],
  ["CRLF and BOM", (_, t) => `\uFEFF${t.replaceAll("\n", "\r\n")}`],
  [
    "random characters",
    (rng, t) =>
      splice(
        t,
        at(rng, t),
        pick(rng, [
          "\t",
          ",",
          '"',
          "'",
          ":",
          "{",
          "]",
          "#",
          "-",
          "&x",
          "*x",
          "\\",
          "\u2028",
          "\ud800",
          "%",
        ]).repeat(1 + Math.floor(rng() * 4)),
      ),
  ],
];

/** One generated case: which file of the target, which mutation, and the mutated files. */
export interface HostileCase {
  readonly seed: number;
  readonly target: Target;
  readonly file: string;
  readonly mutation: string;
  readonly files: Readonly<Record<string, Content>>;
}

/** The case of `seed` for `target`: one of its mutable files, mutated once (or twice). */
export function hostileCase(target: Target, seed: number): HostileCase {
  const rng = random(seed);
  const file = pick(rng, target.mutable);
  const [name, mutate] = pick(rng, MUTATIONS);
  const original = target.files[file];
  let content = mutate(rng, typeof original === "string" ? original : "");
  let mutation = name;
  if (rng() < 0.2 && typeof content === "string") {
    const [second, again] = pick(rng, MUTATIONS);
    content = again(rng, content);
    mutation = `${name} + ${second}`;
  }
  return { seed, target, file, mutation, files: { ...target.files, [file]: content } };
}
