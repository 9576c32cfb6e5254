import { join } from "node:path";
import { describeError } from "../errors.ts";
import type { RunArtifactQuery } from "../github/artifacts.ts";
import type { GitHubClient } from "../github/github-client.ts";
import type { ArchivedScores, BaseBranchPort } from "../ports/base-branch.ts";
import type { GitPort } from "../ports/git.ts";
import { REPORT_FILES } from "./report-files.ts";

/** What reading the base branch's archived scores needs. */
export interface BaseBranchQuery {
  readonly client: GitHubClient;
  readonly git: GitPort;
  readonly owner: string;
  readonly repo: string;
  readonly token: string;
  /** The pull request's base branch and its commit; null for other events. */
  readonly base: { readonly ref: string; readonly sha: string } | null;
  /** The per-commit artifact's name (`goldgate-<sha>[-<report-key>]`). */
  readonly artifactName: (sha: string) => string;
  readonly download: (query: RunArtifactQuery, directory: string) => Promise<string>;
  readonly readText: (path: string) => string;
  /** Where artifacts are unzipped. */
  readonly directory: string;
}

/** How far back the merge base's ancestry is searched for a commit with a run. */
const ANCESTRY = 500;

/**
 * `baseline.source: base-branch` in the Action: the successful workflow runs on the base branch
 * (newest first, the first 100), the merge-base commit's when one ran there, else the newest
 * ancestor's with one; of that commit's runs, the first whose per-commit artifact holds
 * `scores.json`. No run, or no such artifact (expired, another workflow), is no baseline, said.
 */
export function baseBranchScores(q: BaseBranchQuery): BaseBranchPort {
  return { archivedScores: () => archived(q) };
}

const short = (sha: string): string => sha.slice(0, 12);

async function archived(q: BaseBranchQuery): Promise<ArchivedScores> {
  if (q.base === null)
    return {
      kind: "missing",
      reason: "this run is not for a pull request, so there is no base branch to read",
    };
  const { ref, sha } = q.base;
  const mergeBase = (await q.git.mergeBase("HEAD", sha)) ?? sha;
  const { data } = await q.client.request("GET /repos/{owner}/{repo}/actions/runs", {
    owner: q.owner,
    repo: q.repo,
    branch: ref,
    status: "success",
    per_page: 100,
  });
  const bySha = new Map<string, number[]>();
  for (const run of data.workflow_runs)
    bySha.set(run.head_sha, [...(bySha.get(run.head_sha) ?? []), Number(run.id)]);
  const ancestry = bySha.has(mergeBase) ? [mergeBase] : await q.git.ancestors(mergeBase, ANCESTRY);
  const commit = ancestry.find((c) => bySha.has(c));
  if (commit === undefined)
    return {
      kind: "missing",
      reason: `no successful workflow run on ${ref} at the merge base ${short(mergeBase)} or before it`,
    };
  const notes =
    commit === mergeBase
      ? []
      : [
          `base-branch: the merge base ${short(mergeBase)} has no successful run on ${ref}; the newest commit before it with one is ${short(commit)}.`,
        ];
  return fromRuns(q, commit, bySha.get(commit) ?? [], notes);
}

async function fromRuns(
  q: BaseBranchQuery,
  commit: string,
  runs: readonly number[],
  notes: readonly string[],
): Promise<ArchivedScores> {
  const name = q.artifactName(commit);
  const why: string[] = [];
  for (const runId of runs) {
    const query = { name, runId, owner: q.owner, repo: q.repo, token: q.token };
    try {
      const dir = await q.download(query, join(q.directory, `run-${runId}`));
      const text = q.readText(join(dir, REPORT_FILES.scores));
      const where = `${q.base?.ref ?? ""} run ${runId}, artifact ${name}/${REPORT_FILES.scores}`;
      return { kind: "found", text, commit, where, notes };
    } catch (error) {
      why.push(`run ${runId}: ${describeError(error)}`);
    }
  }
  return {
    kind: "missing",
    reason: `no run of ${short(commit)} has the artifact ${name} with ${REPORT_FILES.scores} (${why.join("; ")})`,
  };
}
