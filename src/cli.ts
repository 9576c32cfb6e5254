import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { runCli } from "./cli/run-cli.ts";
import { UserError } from "./errors.ts";
import { nodeFiles } from "./ports/node-files.ts";

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTty: process.stdout.isTTY === true,
  stderrIsTty: process.stderr.isTTY === true,
  files: nodeFiles,
  writeFile: (path, content) => {
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    } catch (error) {
      throw new UserError(
        `Cannot write '${path}': ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
      );
    }
  },
});
