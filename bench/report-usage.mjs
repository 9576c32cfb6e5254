// Preloaded into each measured child: reports its peak resident memory when it exits.
import { writeSync } from "node:fs";

process.on("exit", () => {
  writeSync(2, `\n@@usage ${JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS })}\n`);
});
