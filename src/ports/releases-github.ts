/**
 * The GitHub side of release assets: the ReleasePort baselines read (`release-asset`), and the
 * upload `mode: record` needs. Calls go through the caller's Octokit `request` (which retries);
 * shapes are checked here, since the answers are data from outside.
 */
import { type ReleaseAssetLookup, type ReleasePort, SCORES_ASSET } from "./releases.ts";

/** The slice of Octokit's `request` this port uses. */
export type GitHubRequest = (
  route: string,
  parameters?: Readonly<Record<string, unknown>>,
) => Promise<{ readonly status: number; readonly data: unknown }>;

/** A release as the upload needs it: id, tag and the templated upload URL. */
export interface ReleaseRef {
  readonly id: number;
  readonly tag: string;
  readonly prerelease: boolean;
  readonly uploadUrl: string;
}

/** Uploading side of releases (an adapter beside B's read-only ReleasePort). */
export interface ReleaseUploads {
  /** The release with this id or tag; null when there is none. */
  release(which: { readonly id: number } | { readonly tag: string }): Promise<ReleaseRef | null>;
  /** Uploads `text` as asset `name`, replacing an asset of that name (re-runs record again). */
  replaceAsset(release: ReleaseRef, name: string, text: string): Promise<void>;
}

type Json = Readonly<Record<string, unknown>>;

function record(value: unknown): Json {
  return typeof value === "object" && value !== null ? (value as Json) : {};
}

function statusOf(error: unknown): number | null {
  const status = record(error).status;
  return typeof status === "number" ? status : null;
}

/** 401, 403 and 404 mean "not there for this token"; anything else is a failure to reach it. */
async function orMissing<T>(call: () => Promise<T>): Promise<T | { readonly refused: number }> {
  try {
    return await call();
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 403 || status === 404) return { refused: status };
    throw error;
  }
}

function releaseRef(data: unknown): ReleaseRef | null {
  const r = record(data);
  if (typeof r.id !== "number" || typeof r.tag_name !== "string") return null;
  const uploadUrl = typeof r.upload_url === "string" ? r.upload_url : "";
  return { id: r.id, tag: r.tag_name, prerelease: r.prerelease === true, uploadUrl };
}

interface Asset {
  readonly id: number;
  readonly name: string;
}

function assetsOf(data: unknown): Asset[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((a) => {
    const r = record(a);
    return typeof r.id === "number" && typeof r.name === "string"
      ? [{ id: r.id, name: r.name }]
      : [];
  });
}

function decode(data: unknown): string {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  if (ArrayBuffer.isView(data))
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("utf8");
  return JSON.stringify(data);
}

const REFUSED: Readonly<Record<number, string>> = {
  401: "the token was refused (HTTP 401)",
  403: "the token may not read releases (HTTP 403; give the job 'permissions: contents: read')",
  404: "no published release (drafts and prereleases do not count)",
};

/** One repository's API: the request function and where. */
interface Api {
  readonly request: GitHubRequest;
  readonly owner: string;
  readonly repo: string;
}

async function listAssets(api: Api, releaseId: number): Promise<Asset[]> {
  const { owner, repo } = api;
  const route = "GET /repos/{owner}/{repo}/releases/{release_id}/assets";
  const { data } = await api.request(route, { owner, repo, release_id: releaseId, per_page: 100 });
  return assetsOf(data);
}

async function latestScoresAsset(api: Api, name: string): Promise<ReleaseAssetLookup> {
  const { owner, repo } = api;
  const latest = await orMissing(() =>
    api.request("GET /repos/{owner}/{repo}/releases/latest", { owner, repo }),
  );
  if ("refused" in latest) return { kind: "missing", reason: REFUSED[latest.refused] ?? "refused" };
  const release = releaseRef(latest.data);
  if (release === null) return { kind: "missing", reason: "the latest release could not be read" };
  const asset = (await listAssets(api, release.id)).find((a) => a.name === name);
  if (asset === undefined)
    return { kind: "missing", reason: `release ${release.tag} has no ${name} asset` };
  const { data } = await api.request("GET /repos/{owner}/{repo}/releases/assets/{asset_id}", {
    owner,
    repo,
    asset_id: asset.id,
    headers: { accept: "application/octet-stream" },
  });
  return { kind: "found", tag: release.tag, name: asset.name, text: decode(data) };
}

async function findRelease(
  api: Api,
  which: { readonly id: number } | { readonly tag: string },
): Promise<ReleaseRef | null> {
  const route =
    "id" in which
      ? "GET /repos/{owner}/{repo}/releases/{release_id}"
      : "GET /repos/{owner}/{repo}/releases/tags/{tag}";
  const params = "id" in which ? { release_id: which.id } : { tag: which.tag };
  const found = await orMissing(() =>
    api.request(route, { owner: api.owner, repo: api.repo, ...params }),
  );
  return "refused" in found ? null : releaseRef(found.data);
}

async function replaceAsset(api: Api, release: ReleaseRef, name: string, text: string) {
  const { owner, repo } = api;
  for (const old of (await listAssets(api, release.id)).filter((a) => a.name === name))
    await api.request("DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}", {
      owner,
      repo,
      asset_id: old.id,
    });
  const data = Buffer.from(text, "utf8");
  const headers = { "content-type": "application/json" };
  await api.request(`POST ${release.uploadUrl}`, { name, data, headers });
}

/** Releases of one repository through the GitHub REST API. */
export function githubReleases(
  request: GitHubRequest,
  repository: { readonly owner: string; readonly repo: string },
): ReleasePort & ReleaseUploads {
  const api: Api = { request, owner: repository.owner, repo: repository.repo };
  return {
    latestScoresAsset: (name = SCORES_ASSET) => latestScoresAsset(api, name),
    release: (which) => findRelease(api, which),
    replaceAsset: (release, name, text) => replaceAsset(api, release, name, text),
  };
}
