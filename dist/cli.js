#!/usr/bin/env node
// Goldgate's CLI: dist/cli-main.mjs, compiled from Node's compile cache where there is one.
import module from "node:module";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
if (!/^\/proc(\/|$)/.test(resolve(tmpdir()))) module.enableCompileCache?.();
await import("./cli-main.mjs");
