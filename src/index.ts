import { runCli } from "./cli/run-cli.ts";
import { nodeFiles } from "./ports/node-files.ts";

// The GitHub Action entry. Until the action issue lands it runs the CLI's default job
// (goldgate.yml in the workspace) so `uses: ./` already scores the repository's corpus.
process.exitCode = await runCli([], {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.env.GITHUB_WORKSPACE ?? process.cwd(),
  env: process.env,
  stdoutIsTty: false,
  files: nodeFiles,
  writeFile: () => undefined,
});
