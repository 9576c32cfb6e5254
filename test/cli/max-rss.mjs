// Preloaded into the CLI child by hostile-cli.test.ts: at exit, writes the process's peak
// resident set size (kilobytes, from getrusage) to file descriptor 3, which the test reads.
import { writeSync } from "node:fs";

process.on("exit", () => {
  try {
    writeSync(3, `${process.resourceUsage().maxRSS}\n`);
  } catch {
    // fd 3 is not open: run outside the test.
  }
});
