import { nodeActionDeps } from "./action/node-deps.ts";
import { runAction } from "./action/run-action.ts";
import { capYoungGeneration, SEMI_SPACE_MIB } from "./ports/young-generation.ts";

capYoungGeneration(SEMI_SPACE_MIB, {
  execArgv: process.execArgv,
  nodeOptions: process.env.NODE_OPTIONS,
});

// The GitHub Action entry (action.yml `main`): the run's context is snapshotted from here down.
await runAction(nodeActionDeps(process.env));
// A request abandoned after its timeout may still hold a socket open: the verdict is set, so end.
process.exit();
