import { cliFiles } from "./cli/cli-files.ts";
import { runCli } from "./cli/run-cli.ts";
import { nodeFiles } from "./ports/node-files.ts";
import { openFileAtomic, writeFileAtomic } from "./ports/write-file.ts";
import { capYoungGeneration, SEMI_SPACE_MIB } from "./ports/young-generation.ts";

// A reader that stops early (`goldgate run | head`, `| true`) is no failure: the rest of the
// output is dropped and the exit code stays the verdict's.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});
// Memory that grows with the corpus's length only by what it keeps (docs/performance.md).
capYoungGeneration(SEMI_SPACE_MIB, {
  execArgv: process.execArgv,
  nodeOptions: process.env.NODE_OPTIONS,
});
const argv = process.argv.slice(2);

/** Resolves when stdout has room again, or is closed (the reader went away). */
const drained = (): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      process.stdout.off("drain", done).off("close", done);
      resolve();
    };
    process.stdout.once("drain", done).once("close", done);
  });

process.exitCode = await runCli(argv, {
  stdout: (text) => process.stdout.write(text),
  stdoutChunks: async (chunks) => {
    for (const chunk of chunks) {
      if (process.stdout.destroyed) return;
      if (!process.stdout.write(chunk)) await drained();
    }
  },
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTty: process.stdout.isTTY === true,
  stderrIsTty: process.stderr.isTTY === true,
  files: cliFiles(nodeFiles, argv, process.cwd(), process.env),
  writeFile: (path, content) => writeFileAtomic(path, content),
  writeFileChunks: (path, chunks) => writeFileAtomic(path, chunks),
  openFile: (path) => openFileAtomic(path),
});
