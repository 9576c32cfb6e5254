import { describeError } from "../errors.ts";
import type { FailedCall } from "./retry-policy.ts";

/** Octokit's wording when a token lacks a permission (fork PRs, Dependabot, missing `permissions:`). */
const INTEGRATION_DENIED = /resource not accessible by integration/i;

function asRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

function headerText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

/**
 * Reads a thrown value as a failed call: Octokit's RequestError carries `status` and
 * `response.headers`; anything else is a call without a response. Never reads request headers
 * (they hold the token).
 */
export function failedCallOf(error: unknown): FailedCall {
  const record = asRecord(error);
  const status = typeof record?.status === "number" && record.status > 0 ? record.status : null;
  const rawHeaders = asRecord(asRecord(record?.response)?.headers) ?? {};
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(rawHeaders))
    headers[name.toLowerCase()] = headerText(value);
  // Octokit reports a failed fetch as status 500 with the cause; keep it a lost connection.
  const noResponse = status === 500 && asRecord(record?.response) === null;
  return { status: noResponse ? null : status, headers, message: describeError(error) };
}

/** True when GitHub refused because the token may not do this (HTTP 403, "…by integration"). */
export function isIntegrationDenied(error: unknown): boolean {
  const call = failedCallOf(error);
  return call.status === 403 && INTEGRATION_DENIED.test(call.message);
}

function errorName(error: unknown): string {
  if (error instanceof Error) return error.name || "an error";
  return error === undefined || error === null ? "no error value" : `a ${typeof error}`;
}

/**
 * What an error without a message still says: the storage client's errors (`RestError`) carry
 * `statusCode`, `code` and the answer's body instead. Never request details (they hold the token).
 */
function silentErrorText(error: unknown): string {
  const record = asRecord(error);
  const response = asRecord(record?.response);
  const status = record?.statusCode ?? response?.status;
  const body = typeof response?.bodyAsText === "string" ? response.bodyAsText : "";
  const said = body.replace(/\s+/g, " ").trim().slice(0, 200);
  const parts = [
    typeof status === "number" ? `HTTP ${status}` : null,
    typeof record?.code === "string" && record.code !== "" ? `code ${record.code}` : null,
    said === "" ? null : `the service answered '${said}'`,
  ].filter((p): p is string => p !== null);
  const name = errorName(error);
  return parts.length === 0
    ? `${name} without a message or a status (the service gave no reason)`
    : `${name} without a message: ${parts.join(", ")}`;
}

/** One line for a log: `HTTP 502: Bad Gateway` or the error's message. No request details. */
export function describeFailure(error: unknown): string {
  const call = failedCallOf(error);
  const first = (call.message.split("\n")[0] ?? "").trim();
  // Some clients throw errors without a message; say what else they carry rather than print "()".
  const text = first !== "" ? first : silentErrorText(error);
  return call.status === null ? text : `HTTP ${call.status}: ${text}`;
}

/** True for Octokit's request errors (an answer with a status, or a lost connection). */
export function isRequestFailure(error: unknown): boolean {
  return typeof asRecord(error)?.status === "number";
}
