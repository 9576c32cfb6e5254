/**
 * The artifact service as @actions/artifact 6 speaks to it: Twirp JSON calls under
 * `/twirp/github.actions.results.api.v1.ArtifactService/` (CreateArtifact, FinalizeArtifact,
 * ListArtifacts, GetSignedArtifactURL), Azure block-blob uploads to the signed URL it hands out
 * (PUT ?comp=block, then ?comp=blocklist), and the public REST calls that read another run's
 * artifacts (list by run, download redirect).
 */
import type { FakeHttp, FakeRequest, FakeResponse } from "./fake-http.ts";
import { readZipEntries } from "./zip-entries.ts";

const TWIRP = "/twirp/github.actions.results.api.v1.ArtifactService/";

/** One artifact: the run that made it (numeric id, from the runtime token), its zip once done. */
export interface FakeArtifact {
  readonly id: number;
  readonly name: string;
  readonly runId: number;
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly expiresAt: string | null;
  readonly blocks: Map<string, Buffer>;
  zip: Buffer | null;
}

/** The runtime token scope names the run as `run-<GITHUB_RUN_ID>` (test/e2e/action-harness.ts). */
function runIdOf(backendId: string): number {
  return Number(backendId.replace(/^run-/, ""));
}

type Json = Record<string, unknown>;

export class FakeArtifactService {
  readonly artifacts: FakeArtifact[] = [];
  private nextId = 7000;

  constructor(
    private readonly http: FakeHttp,
    repoPath: string,
  ) {
    const twirp = (method: string, handle: (body: Json) => FakeResponse) => ({
      method: "POST",
      path: new RegExp(`^${TWIRP}${method}$`),
      handle: (r: FakeRequest) => handle(JSON.parse(r.body.toString("utf8")) as Json),
    });
    http.add([
      twirp("CreateArtifact", (b) => this.create(b)),
      twirp("FinalizeArtifact", (b) => this.finalize(b)),
      twirp("ListArtifacts", (b) => this.list(b)),
      twirp("GetSignedArtifactURL", (b) => this.signedUrl(b)),
      { method: "PUT", path: /^\/blob\/artifacts\/(\d+)$/, handle: (r) => this.putBlob(r) },
      { method: "GET", path: /^\/blob\/artifacts\/(\d+)$/, handle: (r) => this.getBlob(r) },
      {
        method: "GET",
        path: new RegExp(`^${repoPath}/actions/runs/(\\d+)/artifacts$`),
        handle: (r) => this.listPublic(r),
      },
      {
        method: "GET",
        path: new RegExp(`^${repoPath}/actions/artifacts/(\\d+)/zip$`),
        handle: (r) => ({ status: 302, headers: { location: this.blobUrl(Number(r.params[0])) } }),
      },
    ]);
  }

  /** The files of a finished artifact, by name inside the zip. */
  files(name: string): ReadonlyMap<string, Buffer> {
    const artifact = this.artifacts.find((a) => a.name === name && a.zip !== null);
    if (artifact?.zip == null) throw new Error(`no finished artifact named ${name}`);
    return readZipEntries(artifact.zip);
  }

  private blobUrl(id: number): string {
    return `${this.http.url}/blob/artifacts/${id}?sig=fake-signature`;
  }

  private find(body: Json): FakeArtifact | undefined {
    return this.artifacts.find(
      (a) => a.runBackendId === body.workflow_run_backend_id && a.name === body.name,
    );
  }

  private create(body: Json): FakeResponse {
    if (this.find(body) !== undefined)
      return {
        status: 409,
        json: {
          code: "already_exists",
          msg: "an artifact with this name already exists on the workflow run",
        },
      };
    const runBackendId = String(body.workflow_run_backend_id);
    const artifact: FakeArtifact = {
      id: this.nextId++,
      name: String(body.name),
      runId: runIdOf(runBackendId),
      runBackendId,
      jobBackendId: String(body.workflow_job_run_backend_id),
      expiresAt: typeof body.expires_at === "string" ? body.expires_at : null,
      blocks: new Map(),
      zip: null,
    };
    this.artifacts.push(artifact);
    return { status: 200, json: { ok: true, signed_upload_url: this.blobUrl(artifact.id) } };
  }

  private finalize(body: Json): FakeResponse {
    const artifact = this.find(body);
    if (artifact?.zip == null)
      return { status: 404, json: { code: "not_found", msg: "no upload" } };
    return { status: 200, json: { ok: true, artifact_id: String(artifact.id) } };
  }

  private record(a: FakeArtifact): Json {
    return {
      workflow_run_backend_id: a.runBackendId,
      workflow_job_run_backend_id: a.jobBackendId,
      database_id: String(a.id),
      name: a.name,
      size: String(a.zip?.length ?? 0),
      created_at: "2025-01-01T00:00:00Z",
    };
  }

  private list(body: Json): FakeResponse {
    const found = this.artifacts.filter(
      (a) =>
        a.zip !== null &&
        a.runBackendId === body.workflow_run_backend_id &&
        (body.name_filter === undefined || a.name === body.name_filter) &&
        (body.id_filter === undefined || String(a.id) === String(body.id_filter)),
    );
    return { status: 200, json: { artifacts: found.map((a) => this.record(a)) } };
  }

  private signedUrl(body: Json): FakeResponse {
    const artifact = this.find(body);
    if (artifact === undefined)
      return { status: 404, json: { code: "not_found", msg: "no artifact" } };
    return { status: 200, json: { signed_url: this.blobUrl(artifact.id) } };
  }

  private putBlob(r: FakeRequest): FakeResponse {
    const artifact = this.artifacts.find((a) => a.id === Number(r.params[0]));
    if (artifact === undefined) return { status: 404 };
    if (r.query.get("comp") === "block") {
      artifact.blocks.set(r.query.get("blockid") ?? "", r.body);
    } else if (r.query.get("comp") === "blocklist") {
      const ids = [...r.body.toString("utf8").matchAll(/<(?:Latest|Uncommitted)>([^<]*)</g)];
      artifact.zip = Buffer.concat(
        ids.map((m) => artifact.blocks.get(m[1] ?? "") ?? Buffer.alloc(0)),
      );
    } else {
      artifact.zip = r.body;
    }
    return {
      status: 201,
      headers: { etag: `"${artifact.id}"`, "last-modified": new Date(0).toUTCString() },
    };
  }

  private getBlob(r: FakeRequest): FakeResponse {
    const artifact = this.artifacts.find((a) => a.id === Number(r.params[0]));
    if (artifact?.zip == null) return { status: 404 };
    return { status: 200, body: artifact.zip, headers: { "content-type": "application/zip" } };
  }

  private listPublic(r: FakeRequest): FakeResponse {
    const runId = Number(r.params[0]);
    const name = r.query.get("name");
    const found = this.artifacts.filter(
      (a) => a.zip !== null && a.runId === runId && (name === null || a.name === name),
    );
    const artifacts = found.map((a) => ({
      id: a.id,
      name: a.name,
      size_in_bytes: a.zip?.length ?? 0,
      created_at: "2025-01-01T00:00:00Z",
    }));
    return { status: 200, json: { total_count: artifacts.length, artifacts } };
  }
}
