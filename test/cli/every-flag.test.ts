import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { AGREE_OPTIONS } from "../../src/cli/command-labels.ts";
import { RUN_OPTIONS } from "../../src/cli/command-run.ts";
import { COMMAND_SETTING_TABLE } from "../../src/cli/command-setting-table.ts";
import { COMPARE_OPTIONS, RECORD_OPTIONS } from "../../src/cli/commands-baseline.ts";
import { SCORE_OPTIONS } from "../../src/cli/options.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import {
  COMMAND_TASKS,
  flagsReadBy,
  SCORE_SETTING_TABLE,
  type SettingCommand,
  type SettingSpec,
  type TaskKind,
} from "../../src/config/setting-table.ts";
import { filesIn } from "../baseline/git-repo.ts";
import { writeTree } from "./built-cli.ts";

const TABLE: Readonly<Record<string, SettingSpec>> = {
  ...SCORE_SETTING_TABLE,
  ...COMMAND_SETTING_TABLE,
};

test("a command takes a flag only when one of the tasks it measures reads it", () => {
  const never: string[] = [];
  for (const [flag, spec] of Object.entries(TABLE))
    for (const command of spec.commands) {
      const reads = spec.readsIn?.[command] ?? spec.reads;
      if (!COMMAND_TASKS[command].some((kind) => reads.includes(kind)))
        never.push(`${command} --${flag}`);
    }
  assert.deepEqual(never, []);
});

const FILES = {
  "gold.conll": "Ann B-PER\nsaw O\nBob I-PER\nin O\nParis B-LOC\n",
  "system.conll": "Ann B-PER\nsaw O\nBob B-PER\nin O\nParis B-PER\n",
  "runs/1.conll": "Ann B-PER\nsaw O\nBob B-PER\nin O\nParis B-PER\n",
  "runs/2.conll": "Ann B-PER\nsaw O\nBob I-PER\nin O\nParis B-PER\n",
  "runs/1.tsv": "item\tlabel\nu1\tpos\nu2\tpos\nu3\tpos\n",
  "runs/2.tsv": "item\tlabel\nu1\tneg\nu2\tneg\nu3\tpos\n",
  "runs/1.jsonl": '{"id": "q1", "metrics": {"m": 1}}\n{"id": "q2", "metrics": {"m": 0}}\n',
  "runs/2.jsonl": '{"id": "q1", "metrics": {"m": 0}}\n{"id": "q2", "metrics": {"m": 0}}\n',
  "gold.tsv": "item\tlabel\nu1\tpos\nu2\tneg\nu3\tneg\n",
  "system.tsv": "item\tlabel\nu1\tpos\nu2\tpos\nu3\tpos\n",
  "items.jsonl": '{"id": "q1", "metrics": {"m": 1}}\n{"id": "q2", "metrics": {"m": 0}}\n',
  "items2.jsonl": '{"id": "q1", "metrics": {"m": 0}}\n',
  "j.tsv": "item\tcoder\tlabel\ni1\ta\tx\ni1\tb\tx\ni2\ta\ty\ni2\tb\tx\ni3\ta\ty\ni3\tb\ty\n",
  "j2.tsv": "item\tcoder\tlabel\ni1\ta\tx\ni1\tb\ty\ni2\ta\ty\ni2\tb\tx\n",
  "cfg.yml": "scoring:\n  beta: 2\n",
  "gated.yml": "gate:\n  rules:\n    - metric: agreement.kappa\n      min: 0.99\n",
  "gated-spans.yml": "gate:\n  rules:\n    - metric: agreement.mean.strict.f1\n      min: 0.99\n",
};

/** The value of a flag another needs (`needsIn`), per task: a gate that fails, for `--waive`. */
const NEEDED: Readonly<Record<string, Partial<Record<TaskKind, string>>>> = {
  config: { agreement: "gated.yml", spanAgreement: "gated-spans.yml" },
};

/** What each command is given to measure each task (the flag under test comes on top). */
const BASES: Record<SettingCommand, Partial<Record<TaskKind, readonly string[]>>> = {
  score: {
    corpus: ["--gold", "gold.conll", "--system", "system.conll", "--json"],
    labels: ["--format", "labels", "--gold", "gold.tsv", "--system", "system.tsv", "--json"],
    items: ["--format", "items", "--system", "items.jsonl", "--json"],
  },
  run: {},
  record: {},
  compare: {},
  agree: {
    agreement: ["--format", "labels", "j.tsv", "--json"],
    spanAgreement: ["--format", "conll", "gold.conll", "system.conll", "--json"],
  },
};
// `record` prints its file with `--out -` (a later `--out FILE` wins).
for (const command of ["run", "record", "compare"] as const) {
  const tail = command === "record" ? ["--out", "-"] : ["--json"];
  BASES[command] = {
    ...Object.fromEntries(
      Object.entries(BASES.score).map(([kind, args]) => [kind, [...args.slice(0, -1), ...tail]]),
    ),
    agreement: ["--task", "agreement", "--judgements", "j.tsv", ...tail],
    spanAgreement: [
      ...["--task", "agreement", "--format", "conll", "--sets", "gold.conll,system.conll"],
      ...tail,
    ],
  };
}
// A scores file made before (written by the test).
BASES.compare.scoresFile = ["--current", "cur.json", "--json"];

/** Repeated runs (a glob in --system, two runs) of each base that names a system file. */
const RUN_GLOBS: Readonly<Record<string, string>> = {
  "system.conll": "runs/*.conll",
  "system.tsv": "runs/*.tsv",
  "items.jsonl": "runs/*.jsonl",
};
const runsOf = (base: readonly string[]): readonly string[] | undefined =>
  base.some((arg) => arg in RUN_GLOBS) ? base.map((arg) => RUN_GLOBS[arg] ?? arg) : undefined;

/** Flags that choose what a command reads: tried only where they choose nothing (beside --current). */
const CHOOSERS: ReadonlySet<string> = new Set(["format", "task", "current"]);

/** A value each flag takes that is valid or tells on itself (a file that is not there). */
const VALUES: Readonly<Record<string, string | true>> = {
  config: "cfg.yml",
  "gold-format": "jsonl",
  "system-format": "jsonl",
  input: "gold.conll",
  gold: "system.tsv",
  system: "gold.conll",
  compat: "evmeval",
  tagging: "iobes",
  "gold-column": "0",
  "system-column": "0",
  offsets: "token",
  beta: "2",
  "min-overlap": "50",
  mentions: "strings",
  "symmetric-relations": "R",
  map: "PER=X",
  ignore: "PER",
  types: "PER",
  attributes: "a",
  "scored-attributes": "a",
  glob: "*.txt",
  "gold-suffix": ".g",
  "system-suffix": ".s",
  "text-dir": "texts",
  "char-offsets": "utf16",
  "gold-char-offsets": "utf16",
  "system-char-offsets": "utf16",
  "label-studio-system": "annotations",
  tokens: "tokens",
  "token-suffix": ".tok",
  "invisible-words": "a,the",
  "tag-names": "O,B-PER,I-PER",
  "span-group": "sc",
  "span-layer": "NamedEntity|value",
  bdm: "missing-bdm.txt",
  "gold-set": "G",
  "system-set": "S",
  "token-type": "Tok",
  levels: "token",
  hierarchy: "missing-tree.json",
  "zero-division": "1",
  judgements: "j2.tsv",
  categories: "x,y,z",
  weights: "linear",
  level: "ordinal",
  baseline: "missing-base.json",
  "baseline-ref": "no-such-ref",
  current: "missing-current.json",
  "current-details": "missing-details.json",
  source: "path",
  "scores-file": "s.json",
  "tag-pattern": "r*",
  "base-ref": "main",
  resamples: "200",
  seed: "7",
  "max-age-days": "3",
  top: "1",
  scheme: "lenient",
  waive: "because",
  link: "Docs=https://example.org",
  markdown: "out.md",
  html: "out.html",
  out: "out.json",
  shard: "1/2",
  details: "details.json",
  csv: "csvdir",
  tag: "v9",
  commit: "abc",
  "annotation-sets": "A,B",
  "kappa-feature": "class",
  sets: "system.conll,gold.conll",
};

/**
 * Flags whose effect this small fixture cannot show: each is read by one format's reader, one
 * baseline source, one family (relations, attributes, usage) or one case (an empty side, a CoNLL
 * label column, a tagging repair, a git tag).
 */
const NOT_SHOWN: ReadonlySet<string> = new Set([
  ...["tagging", "gold-column", "system-column", "both-annotated", "json", "symmetric-relations"],
  ...["offsets", "glob", "gold-suffix", "system-suffix", "text-dir", "char-offsets"],
  ...["gold-char-offsets", "system-char-offsets", "label-studio-system", "tokens"],
  ...["token-suffix", "invisible-words", "gold-set", "system-set", "token-type", "attributes"],
  ...["allow-empty", "allow-text-mismatch", "strict-tags", "confidence", "tag-pattern"],
  ...["scores-file", "base-ref", "max-age-days", "top", "waive", "without-details", "tag"],
  ...["baseline-ref", "commit", "config", "link", "resamples", "seed", "attribute-scheme"],
  ...["usage-tokens", "usage-cost", "usage-latency", "tag-names", "span-group"],
  ...["span-layer", "scored-attributes"],
]);

/**
 * Whether the walk's span corpora (CoNLL) are read by the flag: one of another format's readers
 * (`--gold-set`: GATE) is refused beside them as an unread task's flag is.
 */
function readByConll(flag: string): boolean {
  const formats = TABLE[flag]?.formats;
  return formats === undefined || formats.includes("conll");
}

/**
 * The class limit (`--limit NAME=N`) each task counts its classes against, where the walk's input
 * has two or more of them: `--limit NAME=1` must stop the run, naming the limit. `--current`'s
 * scores file (a span corpus's) is counted as scoring it would be.
 */
const CLASS_LIMIT: Readonly<Record<TaskKind, "types" | "labels" | null>> = {
  corpus: "types",
  labels: "labels",
  items: null,
  agreement: "labels",
  spanAgreement: "types",
  scoresFile: "types",
};

/** Flags of the terminal table: tried without `--json`. */
const TERMINAL: ReadonlySet<string> = new Set(["confusion", "scheme", "quiet"]);

interface Outcome {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

async function cli(dir: string, args: readonly string[]): Promise<Outcome> {
  let out = "";
  let err = "";
  const code = await runCli(args, {
    stdout: (t) => {
      out += t;
    },
    stderr: (t) => {
      err += t;
    },
    cwd: dir,
    env: { NO_COLOR: "1" },
    stdoutIsTty: false,
    stderrIsTty: false,
    files: filesIn(dir),
    writeFile: (path, content) => {
      out += `\n[wrote ${path}: ${content.length} characters]`;
    },
  });
  return { code, out, err };
}

/** The flag and its value: from VALUES, else a switch, the last of a closed set, or a word. */
function argsOf(flag: string): string[] {
  const spec = TABLE[flag];
  const value = VALUES[flag] ?? (spec?.type === "boolean" ? true : (spec?.choices?.at(-1) ?? "x"));
  return value === true ? [`--${flag}`] : [`--${flag}`, value];
}

/** `--flag` alone is refused, naming the flag it needs; beside that flag it is read and tells. */
async function walkNeed(
  dir: string,
  command: SettingCommand,
  kind: TaskKind,
  base: readonly string[],
  flag: string,
  needed: string,
): Promise<string[]> {
  const at = `${command} ${base.join(" ")} --${flag}`;
  const alone = await cli(dir, [command, ...base, ...argsOf(flag)]);
  const named = new RegExp(`--${flag}\\b[^\\n]*not used by[^\\n]*without --${needed}\\b`);
  const problems =
    alone.code === 2 && named.test(alone.err)
      ? []
      : [`${at}: given without --${needed}, yet not refused so (exit ${alone.code}) ${alone.err}`];
  const value = NEEDED[needed]?.[kind] ?? VALUES[needed];
  const companion =
    value === undefined || value === true ? [`--${needed}`] : [`--${needed}`, value];
  const without = await cli(dir, [command, ...base, ...companion]);
  const r = await cli(dir, [command, ...base, ...companion, ...argsOf(flag)]);
  if (r.code === 2) problems.push(`${at} --${needed}: refused: ${r.err.trim()}`);
  else if (r.code === without.code && r.out === without.out && r.err === without.err)
    problems.push(`${at} --${needed}: read, yet nothing changed (exit ${r.code})`);
  return problems;
}

test("the walk below tries every command in every mode it reads (COMMAND_TASKS)", () => {
  for (const command of Object.keys(BASES) as SettingCommand[])
    assert.deepEqual(
      Object.keys(BASES[command]).sort(),
      [...COMMAND_TASKS[command]].sort(),
      command,
    );
});

/** Writes `file` in `dir`: what `score … --json` prints there. */
async function scoresInto(dir: string, args: readonly string[], file: string): Promise<void> {
  const r = await cli(dir, ["score", ...args, "--json"]);
  assert.equal(r.code, 0, r.err);
  writeFileSync(join(dir, file), r.out);
}

test("every command × task × flag: a flag is refused when the task does not read it, else it tells", async () => {
  const dir = writeTree(FILES);
  await scoresInto(dir, ["--gold", "gold.conll", "--system", "system.conll"], "cur.json");
  const problems: string[] = [];
  const options: Readonly<Record<SettingCommand, Readonly<Record<string, unknown>>>> = {
    score: SCORE_OPTIONS,
    run: RUN_OPTIONS,
    record: RECORD_OPTIONS,
    compare: COMPARE_OPTIONS,
    agree: AGREE_OPTIONS,
  };
  const cases = (Object.keys(BASES) as SettingCommand[]).flatMap((command) => [
    ...(Object.entries(BASES[command]) as [TaskKind, string[]][]).map(
      ([kind, base]) => [command, kind, base, false] as const,
    ),
    // `agree` compares annotation sets, named one by one: there are no runs.
    ...(Object.entries(BASES[command]) as [TaskKind, string[]][]).flatMap(([kind, base]) => {
      const runs = command === "agree" ? undefined : runsOf(base);
      return runs === undefined ? [] : [[command, kind, runs, true] as const];
    }),
  ]);
  for (const [command, kind, base, runs] of cases) {
    {
      const plain = await cli(dir, [command, ...base]);
      const table = base.filter((arg) => arg !== "--json");
      const plainTable = await cli(dir, [command, ...table]);
      const read = new Set(
        [
          ...flagsReadBy(SCORE_SETTING_TABLE, command, kind, runs),
          ...flagsReadBy(COMMAND_SETTING_TABLE, command, kind, runs),
        ].filter(readByConll),
      );
      const limit = CLASS_LIMIT[kind];
      if (limit !== null) {
        const r = await cli(dir, [command, ...base, "--limit", `${limit}=1`]);
        if (r.code !== 2 || !r.err.includes(`exceeds the ${limit} limit (1 names)`))
          problems.push(
            `${command} ${base.join(" ")} --limit ${limit}=1: not counted (exit ${r.code}) ${r.err}`,
          );
      }
      for (const flag of Object.keys(options[command])) {
        if (flag === "help" || (CHOOSERS.has(flag) && kind !== "scoresFile")) continue;
        const need = TABLE[flag]?.needsIn?.[command];
        if (need !== undefined) {
          problems.push(...(await walkNeed(dir, command, kind, base, flag, need.flag)));
          continue;
        }
        const terminal = TERMINAL.has(flag);
        const r = await cli(dir, [command, ...(terminal ? table : base), ...argsOf(flag)]);
        const without = terminal ? plainTable : plain;
        const at = `${command} ${base.join(" ")} --${flag}`;
        // "applies only to": a refusal of its own where the flag needs another (--current).
        const refused = r.code === 2 && new RegExp(`--${flag}\\b[^\\n]*not used by`).test(r.err);
        const conditional = new RegExp(`--${flag}\\b[^\\n]*appl(y|ies) only to`).test(r.err);
        if (!read.has(flag)) {
          if (!refused && !(r.code === 2 && conditional))
            problems.push(`${at}: not read, yet not refused (exit ${r.code}) ${r.err}`);
        } else if (refused) problems.push(`${at}: read, yet refused: ${r.err.trim()}`);
        else if (!NOT_SHOWN.has(flag) && r.code === without.code && r.out === without.out)
          problems.push(`${at}: read, yet nothing changed (exit ${r.code})`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test("score --shard-ids × flag: every flag asking for scores output is refused, every setting of the corpus is taken", async () => {
  const dir = writeTree(FILES);
  const problems: string[] = [];
  for (const kind of ["corpus", "labels"] as const) {
    const base = [...(BASES.score[kind] ?? []).filter((a) => a !== "--json"), "--shard", "1/2"];
    const read = new Set(
      [
        ...flagsReadBy(SCORE_SETTING_TABLE, "score", kind),
        ...flagsReadBy(COMMAND_SETTING_TABLE, "score", kind),
      ].filter(readByConll),
    );
    for (const flag of read) {
      if (["help", "format", "shard", "shard-ids"].includes(flag)) continue;
      const r = await cli(dir, ["score", ...base, "--shard-ids", ...argsOf(flag)]);
      const refused = r.code === 2 && new RegExp(`--${flag}\\b[^\\n]*not used by`).test(r.err);
      const at = `score ${base.join(" ")} --shard-ids --${flag}`;
      if (TABLE[flag]?.output === true && !refused)
        problems.push(`${at}: asks for output, yet not refused (exit ${r.code}) ${r.err}`);
      if (TABLE[flag]?.output !== true && refused) problems.push(`${at}: refused: ${r.err}`);
    }
  }
  assert.deepEqual(problems, []);
});
