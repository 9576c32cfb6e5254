import * as core from "@actions/core";
import { describeError, UserError } from "../errors.ts";
import type { InputName, OutputName } from "./inputs.ts";

/** What the action says to the runner: inputs, outputs, log lines, the summary, the verdict. */
export interface ActionIo {
  /** The input's value, trimmed; "" when not set. */
  readonly getInput: (name: InputName) => string;
  readonly setOutput: (name: OutputName, value: string) => void;
  readonly info: (line: string) => void;
  readonly notice: (line: string) => void;
  readonly warning: (line: string) => void;
  /** Marks the step failed with a one-line reason (exit code 1). */
  readonly setFailed: (line: string) => void;
  /** Masks a value in every later log line. */
  readonly setSecret: (value: string) => void;
  /** Appends markdown to the job summary (GITHUB_STEP_SUMMARY). */
  readonly appendSummary: (markdown: string) => Promise<void>;
}

/** The runner's side of ActionIo, through @actions/core. */
export function coreActionIo(): ActionIo {
  return {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => {
      try {
        core.setOutput(name, value);
      } catch (error) {
        // The runner creates GITHUB_OUTPUT's file; a missing one is the environment's, not a bug.
        throw new UserError(
          `could not set the step output '${name}': ${describeError(error)}. The runner creates the file GITHUB_OUTPUT names; outside a runner, create it or unset GITHUB_OUTPUT.`,
        );
      }
    },
    info: (line) => core.info(line),
    notice: (line) => core.notice(line),
    warning: (line) => core.warning(line),
    setFailed: (line) => core.setFailed(line),
    setSecret: (value) => core.setSecret(value),
    appendSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write();
      core.summary.emptyBuffer();
    },
  };
}
