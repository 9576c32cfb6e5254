import { DefaultArtifactClient } from "@actions/artifact";
import { InternalError } from "../errors.ts";

/** Artifact names GitHub accepts: no `"`, `:`, `<`, `>`, `|`, `*`, `?`, `\`, `/`, CR or LF. */
export const ARTIFACT_NAME_PATTERN = /^[^"':<>|*?\\/\r\n]{1,200}$/;

/** An uploaded artifact: its id (the `artifact-id` output) and name. */
export interface UploadedArtifact {
  readonly id: number;
  readonly name: string;
}

/**
 * Uploads files of one directory as one zipped artifact of this job's run, through the
 * artifact service at `ACTIONS_RESULTS_URL` (read by @actions/artifact when called).
 */
export async function uploadArtifact(
  name: string,
  files: readonly string[],
  rootDirectory: string,
  retentionDays: number | null,
): Promise<UploadedArtifact> {
  const client = new DefaultArtifactClient();
  const options = retentionDays === null ? {} : { retentionDays };
  const result = await client.uploadArtifact(name, [...files], rootDirectory, options);
  if (result.id === undefined)
    throw new InternalError(`The artifact service returned no id for '${name}'.`);
  return { id: result.id, name };
}

/** Which run's artifact to fetch: another workflow run of this repository (needs `actions: read`). */
export interface RunArtifactQuery {
  readonly name: string;
  readonly runId: number;
  readonly owner: string;
  readonly repo: string;
  readonly token: string;
}

/**
 * Downloads and unzips the named artifact of another workflow run into `directory`, through the
 * public REST API (list the run's artifacts, then follow the download redirect).
 */
export async function downloadRunArtifact(
  query: RunArtifactQuery,
  directory: string,
): Promise<string> {
  const client = new DefaultArtifactClient();
  const findBy = {
    token: query.token,
    workflowRunId: query.runId,
    repositoryOwner: query.owner,
    repositoryName: query.repo,
  };
  const { artifact } = await client.getArtifact(query.name, { findBy });
  await client.downloadArtifact(artifact.id, { findBy, path: directory });
  return directory;
}

/** The artifacts of this job's own workflow run (the latest of each name), through the artifact service. */
export async function listRunArtifacts(): Promise<UploadedArtifact[]> {
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true });
  return artifacts.map((a) => ({ id: a.id, name: a.name }));
}

/** Downloads and unzips an artifact of this job's own workflow run into `directory`. */
export async function downloadOwnArtifact(id: number, directory: string): Promise<string> {
  const client = new DefaultArtifactClient();
  await client.downloadArtifact(id, { path: directory });
  return directory;
}
