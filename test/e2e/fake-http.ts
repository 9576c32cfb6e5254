import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as a route sees it: path parameters, query, raw body, headers. */
export interface FakeRequest {
  readonly method: string;
  readonly params: readonly string[];
  readonly query: URLSearchParams;
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** What a route answers. `json` is serialized; `body` is sent as is. */
export interface FakeResponse {
  readonly status: number;
  readonly json?: unknown;
  readonly body?: Buffer | string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One endpoint: method and a path pattern whose groups become `params`. */
export interface Route {
  readonly method: string;
  readonly path: RegExp;
  readonly handle: (request: FakeRequest) => FakeResponse;
}

/** A logged request: method, path with query, and the status answered. */
export interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly authorization: string | undefined;
}

/** A failure served instead of the route's answer, `times` times, to requests that match. */
export interface InjectedFailure {
  readonly method: string;
  readonly path: RegExp;
  readonly status: number;
  readonly message: string;
  remaining: number;
  /** Extra response headers (`retry-after`, …). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A raw body sent instead of `{ message }` (malformed JSON, HTML). */
  readonly raw?: string;
  /** Never answer: the request hangs until the client gives up or the server stops. */
  readonly hang?: boolean;
}

/** A request the server never answers. */
const HANG: FakeResponse = { status: 0 };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, answer: FakeResponse): void {
  const headers: Record<string, string> = { ...answer.headers };
  let payload: Buffer | string = answer.body ?? "";
  if (answer.json !== undefined) {
    payload = JSON.stringify(answer.json);
    headers["content-type"] ??= "application/json; charset=utf-8";
  }
  headers["content-length"] = String(Buffer.byteLength(payload));
  response.writeHead(answer.status, headers);
  response.end(payload);
}

/** An HTTP server on 127.0.0.1 that routes requests, logs them and serves injected failures. */
export class FakeHttp {
  readonly requests: LoggedRequest[] = [];
  readonly failures: InjectedFailure[] = [];
  private readonly routes: Route[] = [];
  private server: Server | null = null;
  private base = "";

  /** The server's origin, `http://127.0.0.1:PORT`, once started. */
  get url(): string {
    return this.base;
  }

  add(routes: readonly Route[]): void {
    this.routes.push(...routes);
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      this.dispatch(req, res).catch((error: unknown) => {
        send(res, { status: 500, json: { message: String(error) } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.server = server;
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server === null) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private answer(method: string, path: string, request: Omit<FakeRequest, "params">): FakeResponse {
    const failure = this.failures.find(
      (f) => f.remaining > 0 && f.method === method && f.path.test(path),
    );
    if (failure !== undefined) {
      failure.remaining--;
      if (failure.hang === true) return HANG;
      const headers = failure.headers ?? {};
      return failure.raw === undefined
        ? { status: failure.status, json: { message: failure.message }, headers }
        : { status: failure.status, body: failure.raw, headers };
    }
    for (const route of this.routes) {
      const match = route.method === method ? route.path.exec(path) : null;
      if (match !== null)
        return route.handle({ ...request, params: match.slice(1).map((p) => p ?? "") });
    }
    return { status: 404, json: { message: `Not Found: ${method} ${path}` } };
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.base);
    const method = req.method ?? "GET";
    const body = await readBody(req);
    const answer = this.answer(method, url.pathname, {
      method,
      query: url.searchParams,
      body,
      headers: req.headers,
    });
    const authorization = req.headers.authorization;
    this.requests.push({
      method,
      url: `${url.pathname}${url.search}`,
      status: answer.status,
      authorization,
    });
    if (answer !== HANG) send(res, answer);
  }
}
