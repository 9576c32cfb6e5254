import { resolveLimits } from "../config/limits.ts";
import { DataError, describeError, InternalError, UserError } from "../errors.ts";
import { SCORES_SCHEMA } from "../measure/scores.ts";
import { filesWithin } from "../ports/files.ts";
import { terminalSafe } from "../report/terminal-text.ts";
import { VERSION } from "../version.ts";
import { type CliIo, EXIT } from "./io.ts";
import { workflowSafeIo } from "./workflow-commands.ts";

/** Every command: name → runner. The no-argument job is `DEFAULT_JOB`. */
const COMMANDS: Readonly<Record<string, (args: readonly string[], io: CliIo) => Promise<number>>> =
  {
    score: async (a, io) => (await import("./command-score.ts")).runScore(a, io),
    agree: async (a, io) => (await import("./command-labels.ts")).runAgree(a, io),
    merge: async (a, io) => (await import("./command-merge.ts")).runMerge(a, io),
    record: async (a, io) => (await import("./commands-baseline.ts")).runRecord(a, io),
    compare: async (a, io) => (await import("./commands-baseline.ts")).runCompare(a, io),
    run: async (a, io) => (await import("./command-run.ts")).runRun(a, io),
    init: async (a, io) => (await import("./command-init.ts")).runInit(a, io),
  };

/** What `goldgate` with no arguments runs. */
const DEFAULT_JOB: readonly [string, ...string[]] = ["run", "--config", "goldgate.yml"];

const USAGE = `Usage: goldgate [command] [options]

Commands:
  score    score system output against the gold standard (spans, events, labels)
  agree    agreement among annotators (κ, π, S, α)
  merge    combine shard scores (score --shard I/N) into the whole corpus's scores
  record   score and write the baseline file of this commit (goldgate-scores.json)
  compare  compare with the baseline: deltas, 95% intervals, p-values
  run      score, compare, gate and report (exit 1 when the gate fails)
  init     write goldgate.yml and the pull request and release workflows for this repository
  (none)   run with ./goldgate.yml (options after it go to run: goldgate --quiet)

Options:
  --version  print the version and the scores schema version
  --help     show this help

Every command also takes --limit NAME=N (repeatable) to raise a resource limit:
file-size, document-size, line-length, yaml-size, types, labels, tree-size
(docs/limits.md).

Run 'goldgate <command> --help' for its options.`;

/** No command, or only options (`goldgate --quiet`): the default job, with those options. */
function withDefaultJob(argv: readonly string[]): readonly string[] {
  const first = argv[0];
  if (first === undefined) return DEFAULT_JOB;
  const ownFlag = ["--version", "--help", "-h"].includes(first);
  return first.startsWith("-") && !ownFlag ? [...DEFAULT_JOB, ...argv] : argv;
}

/** Takes every `--limit NAME=N` / `--limit=NAME=N` off the arguments. */
export function takeLimitFlags(argv: readonly string[]): { args: string[]; limits: string[] } {
  const args: string[] = [];
  const limits: string[] = [];
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (arg.startsWith("--limit=")) limits.push(arg.slice("--limit=".length));
    else if (arg !== "--limit") args.push(arg);
    else if (k + 1 < argv.length) limits.push(argv[++k] as string);
    else throw new UserError("--limit needs a value: --limit NAME=N (docs/limits.md).");
  }
  return { args, limits };
}

/** The io with `--limit` flags applied to its files (goldgate.yml's `limits` come later). */
function limitedIo(io: CliIo, limits: readonly string[]): CliIo {
  if (limits.length === 0) return io;
  return { ...io, files: filesWithin(io.files, resolveLimits({}, limits)), limitFlags: limits };
}

/** Runs the CLI; returns the exit code. Only here are errors turned into exit codes. */
export async function runCli(argv: readonly string[], given: CliIo): Promise<number> {
  const io = workflowSafeIo(given, argv);
  try {
    const { args, limits } = takeLimitFlags(argv);
    const [command, ...rest] = withDefaultJob(args);
    const run = command === undefined ? undefined : COMMANDS[command];
    if (run !== undefined) return await run(rest, limitedIo(io, limits));
    if (command === "--version" || command === "version") {
      io.stdout(`goldgate ${VERSION} (scores schema ${SCORES_SCHEMA})\n`);
      return EXIT.ok;
    }
    if (command === "--help" || command === "help" || command === "-h") {
      io.stdout(`${USAGE}\n`);
      return EXIT.ok;
    }
    const known = Object.keys(COMMANDS).join(", ");
    throw new UserError(`Unknown command '${command}'. Expected one of: ${known}.\n\n${USAGE}`);
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIo): number {
  if (error instanceof UserError || error instanceof DataError) {
    // A message names files and values from the data: no escape sequence reaches the terminal.
    io.stderr(`goldgate: error: ${terminalSafe(error.message, false)}\n`);
    return EXIT.userError;
  }
  const detail = error instanceof InternalError ? error.message : describeError(error);
  io.stderr(
    `goldgate: internal error: ${detail}\nThis is a bug in Goldgate ${VERSION}; please report it.\n`,
  );
  if (io.env.GOLDGATE_DEBUG === "1" && error instanceof Error && error.stack !== undefined)
    io.stderr(`${error.stack}\n`);
  return EXIT.internalError;
}
