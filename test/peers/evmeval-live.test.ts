/**
 * EvmEval's scorer_v1.8.py itself beside `goldgate score --format tbf --compat evmeval`, on seeded
 * random corpora in character and in token mode: every figure the scorer prints (each document's
 * P, R and F1 of the four rows, the per-type table, the micro and macro table) must be the digits
 * Goldgate prints for it. The scorer is not part of this repository (it is another project's);
 * point GOLDGATE_EVMEVAL at a checkout of EvmEval (the directory holding scorer_v1.8.py) and
 * GOLDGATE_PYTHON2 at a Python 2.7 (default `python2`) to run this, else it is skipped with one
 * line. GOLDGATE_PEER_RUNS sets the number of corpora per mode (default 100).
 *
 * The same for `--compat tac-kbp-2015` beside EvmEval's 2014 scorer.py, the scorer that profile
 * follows (`git show b45e761:scorer.py` in an EvmEval checkout; GOLDGATE_EVMEVAL_2014 names the
 * copy): token mode, each document's TP, FP, gold mentions, P, R, F1 and type and realis
 * accuracy, and the micro and macro figures, as it prints them (`%.2f` and `%.4f`). Its own
 * character mode is left out: it divides the overlap by the shorter span, where the profile (the
 * 2015 specification) takes Dice.
 *
 * The corpora are small (1–4 documents, up to 30 mentions each) so that percentages of small
 * counts land on exact .xx5 ties, where an ulp decides the printed digit; Dice credits come from
 * boundaries moved by a unit; documents without system output, without gold mentions, and
 * spurious mentions are drawn too. No duplicate mention is drawn (the scorer counts one twice,
 * Goldgate drops it: docs/compat.md).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { formatFixed, percentText } from "../../src/number-format.ts";
import { goldgate, tempDir } from "../cli/built-cli.ts";
import { random } from "../report/scenarios.ts";

const HOME = process.env.GOLDGATE_EVMEVAL ?? "";
const SCORER = join(HOME, "scorer_v1.8.py");
const PYTHON2 = process.env.GOLDGATE_PYTHON2 ?? "python2";
const RUNS = Number(process.env.GOLDGATE_PEER_RUNS ?? 100);
const skip =
  HOME === "" || !existsSync(SCORER)
    ? "GOLDGATE_EVMEVAL names no EvmEval checkout: the live comparison with scorer_v1.8.py is not run"
    : false;

const TYPES = ["attack", "meet", "die"];
const REALIS = ["actual", "generic", "other"];
/** Token texts, some on the scorer's list of invisible words. */
const WORDS = ["the", "a", "storm", "hit", "city", "an", "met", "who", "died", "army", "when"];

interface Corpus {
  readonly gold: string;
  readonly system: string;
  /** Token mode: each document's token table. */
  readonly tables: Readonly<Record<string, string>>;
}

/**
 * How a corpus is laid out: character offsets, token ids (`t3`) with their tables, or the 2014
 * scorer's (`3`, its tables read with spaces; every document has a gold mention, since it stops at
 * one without, and a system block, since it reads both files' documents in step).
 */
type Layout = "char" | "token" | "token-2014";

/** A random tbf corpus in `layout`. */
function corpus(seed: number, layout: Layout): Corpus {
  const tokens = layout !== "char";
  const old = layout === "token-2014";
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const gold: string[] = [];
  const system: string[] = [];
  const tables: Record<string, string> = {};
  const documents = 1 + Math.floor(r() * 4);
  for (let d = 0; d < documents; d++) {
    const id = `doc${d}`;
    const spans = (side: string, k: number, b: number, e: number, type: string, realis: string) => {
      const where = tokens
        ? Array.from({ length: e - b }, (_, j) => (old ? `${b + j + 1}` : `t${b + j}`)).join(",")
        : `${b},${e}`;
      return `${side}\t${id}\tE${k}\t${where}\tw\t${type}\t${realis}`;
    };
    const g = [`#BeginOfDocument ${id}`];
    const s = [`#BeginOfDocument ${id}`];
    const drawn = new Set<string>();
    const answer = (b: number, e: number, type: string, realis: string) => {
      const key = `${b},${e},${type}`;
      if (e <= b || drawn.has(key)) return;
      drawn.add(key);
      s.push(spans("sys", s.length, b, e, type, realis));
    };
    let at = 0;
    const mentions = (old ? 1 : 0) + Math.floor(r() * (r() < 0.5 ? 6 : 30));
    for (let m = 0; m < mentions; m++) {
      at += 1 + Math.floor(r() * 6);
      const end = at + 1 + Math.floor(r() * 6);
      const type = pick(TYPES);
      const realis = pick(REALIS);
      g.push(spans("gold", g.length, at, end, type, realis));
      const u = r();
      const typeAnswered = r() < 0.8 ? type : pick(TYPES);
      if (u < 0.45) answer(at, end, typeAnswered, r() < 0.8 ? realis : pick(REALIS));
      else if (u < 0.75) {
        const shift = () => Math.floor(r() * 3) - 1;
        answer(Math.max(0, at + shift()), end + shift(), typeAnswered, realis);
      }
      if (r() < 0.1) answer(end + 1, end + 3, pick(TYPES), pick(REALIS));
      at = end;
    }
    if (r() < 0.2) answer(at + 2, at + 5, pick(TYPES), pick(REALIS));
    if (tokens) {
      let offset = 0;
      const rows = Array.from({ length: at + 8 }, (_, j) => {
        const word = pick(WORDS);
        const row = `${old ? j + 1 : `t${j}`}\t${word}\t${offset}\t${offset + word.length - 1}`;
        offset += word.length + 1;
        return row;
      });
      tables[id] = `${rows.join("\n")}\n`;
    }
    gold.push(...g, "#EndOfDocument");
    if (r() < 0.95) system.push(...s, "#EndOfDocument");
    else if (old) system.push(`#BeginOfDocument ${id}`, "#EndOfDocument");
  }
  return { gold: `${gold.join("\n")}\n`, system: `${system.join("\n")}\n`, tables };
}

/** The scorer's attribute rows by Goldgate's names. */
const ROWS: Readonly<Record<string, string>> = {
  plain: "plain",
  mention_type: "type",
  realis_status: "realis",
  "mention_type+realis_status": "typeRealis",
};

type Rate = number | null;
type Figures = Map<string, string>;

/** Every figure the scorer printed, by place: `doc0 type f1`, `type die precision`, `micro plain recall`. */
function scorerFigures(report: string): Figures {
  const lines = report.split("\n");
  const out: Figures = new Map();
  const rates = ["precision", "recall", "f1"];
  const byDocument = lines.indexOf("========Document Mention Detection Results==========");
  for (let i = byDocument + 3; i < lines.length && lines[i] !== ""; i++) {
    const [first = "", ...attributes] = (lines[i] as string).split("\t|\t");
    const [id = "", ...plain] = first.split("\t");
    [plain, ...attributes.map((a) => a.split("\t"))].forEach((cells, k) => {
      const row = Object.values(ROWS)[k];
      rates.forEach((m, j) => {
        out.set(`${id.trim()} ${row} ${m}`, cells[j] ?? "");
      });
    });
  }
  const byType = lines.indexOf("========Mention Type Results==========");
  if (lines[byType + 1]?.includes("\tPrec\tRec\tF1\t#Gold") === true)
    for (let i = byType + 2; i < lines.length && lines[i] !== ""; i++) {
      const [name, ...cells] = (lines[i] as string).split("\t").map((c) => c.trim());
      rates.forEach((m, j) => {
        out.set(`type ${name} ${m}`, cells[j] ?? "");
      });
    }
  const final = lines.indexOf("=======Final Mention Detection Results=========");
  for (let i = final + 3; i < final + 7; i++) {
    const [name = "", ...cells] = (lines[i] ?? "").split("\t").map((c) => c.trim());
    ["micro", "macro"].forEach((a, h) => {
      rates.forEach((m, j) => {
        out.set(`${a} ${ROWS[name]} ${m}`, cells[3 * h + j] ?? "");
      });
    });
  }
  return out;
}

interface EventJson {
  readonly documents: readonly ({ readonly id: string } & Record<string, Record<string, Rate>>)[];
  readonly types: Readonly<Record<string, Record<string, Rate>>>;
  readonly [row: string]: unknown;
}

/**
 * Goldgate's figure at each place the scorer printed one, as Goldgate prints it (points with two
 * decimals; nan for null). The per-type table is the scorer's fractions with two decimals.
 */
function goldgateFigure(events: EventJson, place: string): string {
  const [where = "", row = "", rate = ""] = place.split(" ");
  const points = (x: Rate | undefined) => (x == null ? "nan" : percentText(x, 2));
  if (where === "type") {
    // A type the scorer lists and Goldgate does not is a difference, not a row of zeros.
    const x = events.types[row]?.[rate];
    return x === undefined ? "missing" : formatFixed(x ?? 0, 2);
  }
  if (where === "micro" || where === "macro") {
    const averages = events[row] as Record<string, Record<string, Rate>>;
    return points(averages[where]?.[rate]);
  }
  return points(events.documents.find((d) => d.id === where)?.[row]?.[rate]);
}

/** One scorer beside Goldgate: its command, Goldgate's flags, and how each reads its figures. */
interface SideBySide {
  readonly layout: Layout;
  readonly peer: readonly string[];
  readonly flags: readonly string[];
  readonly theirs: (report: string) => Figures;
  readonly ours: (events: EventJson, place: string) => string;
}

/** Runs both on RUNS corpora and holds every figure the scorer prints to Goldgate's text. */
function sideBySide(how: SideBySide): string {
  const root = tempDir();
  let figures = 0;
  for (let seed = 1; seed <= RUNS; seed++) {
    const dir = join(root, String(seed));
    mkdirSync(join(dir, "tkn"), { recursive: true });
    const c = corpus(seed * 7919 + ["char", "token", "token-2014"].indexOf(how.layout), how.layout);
    writeFileSync(join(dir, "gold.tbf"), c.gold);
    writeFileSync(join(dir, "system.tbf"), c.system);
    for (const [id, table] of Object.entries(c.tables)) {
      writeFileSync(join(dir, "tkn", `${id}.tab`), table);
      writeFileSync(join(dir, "tkn", `${id}.tkn`), table.replaceAll("\t", " "));
    }
    const peer = spawnSync(PYTHON2, how.peer, { cwd: dir, encoding: "utf8" });
    assert.equal(peer.status, 0, peer.stderr);
    const ours = goldgate(
      ["score", "--format", "tbf", "--gold", "gold.tbf", "--system", "system.tbf", ...how.flags],
      dir,
    );
    assert.ok(ours.code === 0 || ours.code === 1, ours.stderr);
    const events = (JSON.parse(ours.stdout) as { events: EventJson }).events;
    const theirs = how.theirs(readFileSync(join(dir, "report.txt"), "utf8"));
    const differing = [...theirs]
      .filter(([place, text]) => how.ours(events, place) !== text)
      .map(([place, text]) => `${place}: scorer ${text}, Goldgate ${how.ours(events, place)}`);
    assert.deepEqual(differing, [], `${dir} (seed ${seed})`);
    figures += theirs.size;
  }
  // The corpora did reach what they are for: every table, dozens of figures a corpus.
  assert.ok(figures > 20 * RUNS, `${figures} figures`);
  return `# ${RUNS} ${how.layout} corpora, ${figures} figures, the same digits on every one`;
}

for (const mode of ["char", "token"] as const)
  test(`EvmEval's scorer_v1.8.py and --compat evmeval print the same figures on ${RUNS} random ${mode}-mode corpora`, {
    skip,
  }, () => {
    const tokens = mode === "token";
    const report = sideBySide({
      layout: mode,
      peer: [SCORER, "-g", "gold.tbf", "-s", "system.tbf", "-o", "report.txt"].concat(
        tokens ? ["-t", "tkn", "-te", "tab"] : [],
      ),
      flags: ["--compat", "evmeval", "--json", ...(tokens ? ["--tokens", "tkn"] : [])],
      theirs: scorerFigures,
      ours: goldgateFigure,
    });
    console.log(report);
  });

/**
 * The 2014 scorer's figures by place: each document's `TP FP #Gold Prec Recall F1 Type Realis`
 * (`doc0 tp`, …) and the final `micro|macro precision|recall|f1|type|realis`.
 */
function scorer2014Figures(report: string): Figures {
  const out: Figures = new Map();
  const names = ["tp", "fp", "gold", "precision", "recall", "f1", "type", "realis"];
  const finals: Readonly<Record<string, string>> = {
    Precision: "precision",
    Recall: "recall",
    F1: "f1",
    "Mention type detection accuracy": "type",
    "Mention realis status accuracy": "realis",
  };
  for (const line of report.split("\n")) {
    const cells = line.split("\t");
    if (cells.length === 9 && cells[0] !== "TP")
      names.forEach((name, k) => {
        out.set(`${cells[8]} ${name}`, cells[k] ?? "");
      });
    const final = /^(.+) \((Micro|Macro) Average\): ?(\S+)$/.exec(line);
    if (final !== null)
      out.set(`${(final[2] ?? "").toLowerCase()} ${finals[final[1] ?? ""]}`, final[3] ?? "");
  }
  return out;
}

/** Goldgate's figure where the 2014 scorer printed one: its `%.4f` of fractions, `%.2f` of credit. */
function goldgate2014Figure(events: EventJson, place: string): string {
  const [where = "", name = ""] = place.split(" ");
  const fixed = (x: Rate | undefined, digits: number) =>
    x == null ? "nan" : formatFixed(x, digits);
  const accuracy = events.accuracy as Record<string, Record<string, Rate>>;
  if (where === "micro" || where === "macro") {
    if (name === "type" || name === "realis") return fixed(accuracy[name]?.[where], 4);
    return fixed((events.plain as Record<string, Record<string, Rate>>)[where]?.[name], 4);
  }
  const doc = events.documents.find((d) => d.id === where) as
    | (Record<string, Record<string, Rate>> & { credit?: Record<string, number> })
    | undefined;
  const plain = doc?.plain ?? {};
  const gold = plain.gold ?? 0;
  if (name === "gold") return String(gold);
  if (name === "tp" || name === "fp") return fixed(plain[name], 2);
  if (name === "type" || name === "realis") return fixed((doc?.credit?.[name] ?? 0) / gold, 4);
  return fixed(plain[name], 4);
}

const SCORER_2014 = process.env.GOLDGATE_EVMEVAL_2014 ?? "";

test(`EvmEval's 2014 scorer.py and --compat tac-kbp-2015 print the same figures on ${RUNS} random token-mode corpora`, {
  skip:
    SCORER_2014 === "" || !existsSync(SCORER_2014)
      ? "GOLDGATE_EVMEVAL_2014 names no copy of EvmEval's 2014 scorer.py: the live comparison with it is not run"
      : false,
}, () => {
  const report = sideBySide({
    layout: "token-2014",
    peer: [SCORER_2014, "-g", "gold.tbf", "-s", "system.tbf", "-o", "report.txt", "-p", "tkn"],
    flags: ["--compat", "tac-kbp-2015", "--json", "--tokens", "tkn"],
    theirs: scorer2014Figures,
    ours: goldgate2014Figure,
  });
  console.log(report);
});
