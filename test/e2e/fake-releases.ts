/**
 * Releases of the fake GitHub: latest, by id and by tag, assets listed, downloaded (a redirect
 * to the bytes, as GitHub redirects to storage), uploaded through `upload_url`, deleted.
 */
import type { FakeHttp, FakeRequest, FakeResponse } from "./fake-http.ts";

export interface FakeAsset {
  readonly id: number;
  readonly name: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface FakeRelease {
  readonly id: number;
  readonly tag: string;
  readonly prerelease: boolean;
  readonly draft: boolean;
  readonly assets: FakeAsset[];
}

const NOT_FOUND: FakeResponse = { status: 404, json: { message: "Not Found" } };

export class FakeReleases {
  readonly releases: FakeRelease[] = [];
  private nextId = 5000;

  constructor(
    private readonly http: FakeHttp,
    private readonly repoPath: string,
    private readonly readOnly: () => boolean,
  ) {
    const route = (method: string, path: string, handle: (r: FakeRequest) => FakeResponse) => ({
      method,
      path: new RegExp(`^${repoPath}${path}$`),
      handle,
    });
    http.add([
      route("GET", "/releases/latest", () => this.latestRelease()),
      route("GET", "/releases/tags/([^/]+)", (r) =>
        this.releaseWhere((x) => x.tag === r.params[0]),
      ),
      route("GET", "/releases/(\\d+)", (r) =>
        this.releaseWhere((x) => x.id === Number(r.params[0])),
      ),
      route("GET", "/releases/(\\d+)/assets", (r) => this.listAssets(r)),
      route("GET", "/releases/assets/(\\d+)", (r) => this.asset(r)),
      route("DELETE", "/releases/assets/(\\d+)", (r) => this.deleteAsset(r)),
      route("POST", "/releases/(\\d+)/assets", (r) => this.uploadAsset(r)),
      { method: "GET", path: /^\/downloads\/assets\/(\d+)$/, handle: (r) => this.assetBytes(r) },
    ]);
  }

  add(tag: string, options: { prerelease?: boolean; draft?: boolean }): FakeRelease {
    const release = {
      id: this.nextId++,
      tag,
      prerelease: options.prerelease ?? false,
      draft: options.draft ?? false,
      assets: [],
    };
    this.releases.push(release);
    return release;
  }

  addAsset(
    release: FakeRelease,
    name: string,
    data: Buffer,
    contentType = "application/json",
  ): void {
    release.assets.push({ id: this.nextId++, name, contentType, data });
  }

  private denied(): FakeResponse {
    return { status: 403, json: { message: "Resource not accessible by integration" } };
  }

  private releaseJson(x: FakeRelease): unknown {
    const upload = `${this.http.url}${this.repoPath}/releases/${x.id}/assets{?name,label}`;
    return {
      id: x.id,
      tag_name: x.tag,
      draft: x.draft,
      prerelease: x.prerelease,
      upload_url: upload,
    };
  }

  latestRelease(): FakeResponse {
    const published = this.releases.filter((x) => !x.draft && !x.prerelease);
    return this.releaseWhere((x) => x === published.at(-1));
  }

  private releaseWhere(test: (x: FakeRelease) => boolean): FakeResponse {
    const found = this.releases.find(test);
    return found === undefined ? NOT_FOUND : { status: 200, json: this.releaseJson(found) };
  }

  private assetJson(a: FakeAsset): unknown {
    const url = `${this.http.url}${this.repoPath}/releases/assets/${a.id}`;
    return {
      id: a.id,
      name: a.name,
      content_type: a.contentType,
      size: a.data.length,
      state: "uploaded",
      url,
    };
  }

  private listAssets(r: FakeRequest): FakeResponse {
    const release = this.releases.find((x) => x.id === Number(r.params[0]));
    if (release === undefined) return NOT_FOUND;
    return { status: 200, json: release.assets.map((a) => this.assetJson(a)) };
  }

  private findAsset(id: number): FakeAsset | undefined {
    return this.releases.flatMap((x) => x.assets).find((a) => a.id === id);
  }

  /** JSON metadata, or with `Accept: application/octet-stream` a redirect to the bytes. */
  private asset(r: FakeRequest): FakeResponse {
    const asset = this.findAsset(Number(r.params[0]));
    if (asset === undefined) return NOT_FOUND;
    if (String(r.headers.accept).includes("application/octet-stream"))
      return {
        status: 302,
        headers: { location: `${this.http.url}/downloads/assets/${asset.id}` },
      };
    return { status: 200, json: this.assetJson(asset) };
  }

  private assetBytes(r: FakeRequest): FakeResponse {
    const asset = this.findAsset(Number(r.params[0]));
    if (asset === undefined) return NOT_FOUND;
    return {
      status: 200,
      body: asset.data,
      headers: { "content-type": "application/octet-stream" },
    };
  }

  private deleteAsset(r: FakeRequest): FakeResponse {
    if (this.readOnly()) return this.denied();
    for (const release of this.releases) {
      const k = release.assets.findIndex((a) => a.id === Number(r.params[0]));
      if (k >= 0) release.assets.splice(k, 1);
    }
    return { status: 204 };
  }

  private uploadAsset(r: FakeRequest): FakeResponse {
    if (this.readOnly()) return this.denied();
    const release = this.releases.find((x) => x.id === Number(r.params[0]));
    const name = r.query.get("name") ?? "";
    if (release === undefined) return NOT_FOUND;
    if (release.assets.some((a) => a.name === name))
      return {
        status: 422,
        json: { message: "Validation Failed", errors: [{ code: "already_exists" }] },
      };
    const type = String(r.headers["content-type"] ?? "application/octet-stream");
    this.addAsset(release, name, r.body, type);
    const asset = release.assets.at(-1);
    return { status: 201, json: asset === undefined ? {} : this.assetJson(asset) };
  }
}
