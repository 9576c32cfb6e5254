// Preloaded into each measured child: reports its peak resident memory and CPU time at exit.
import { writeSync } from "node:fs";

process.on("exit", () => {
  const u = process.resourceUsage();
  const usage = { maxRssKiB: u.maxRSS, cpuMicros: u.userCPUTime + u.systemCPUTime };
  writeSync(2, `\n@@usage ${JSON.stringify(usage)}\n`);
});
