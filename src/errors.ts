/** Where a data problem sits: file, 1-based line, or a byte offset when lines do not apply. */
export interface Location {
  readonly file: string;
  readonly line?: number;
  /** 1-based column (UTF-16 code units), given only with `line`. */
  readonly column?: number;
  readonly offset?: number;
}

/** Formats a location as `file:line:column`, `file:line`, `file@offset` or `file`. */
export function formatLocation(location: Location): string {
  if (location.line !== undefined && location.column !== undefined)
    return `${location.file}:${location.line}:${location.column}`;
  if (location.line !== undefined) return `${location.file}:${location.line}`;
  if (location.offset !== undefined) return `${location.file}@${location.offset}`;
  return location.file;
}

/** A wrong flag, setting or file name: the user can fix it. Exit code 2. */
export class UserError extends Error {
  override readonly name = "UserError";
}

/** Input data that breaks its format, with where it happened. Exit code 2. */
export class DataError extends Error {
  override readonly name = "DataError";
  readonly location: Location;
  readonly detail: string;
  constructor(location: Location, detail: string) {
    super(`${formatLocation(location)}: ${detail}`);
    this.location = location;
    this.detail = detail;
  }
}

/** A bug in Goldgate itself. Exit code 3. */
export class InternalError extends Error {
  override readonly name = "InternalError";
}

/** Describes any thrown value, Error or not, in one line. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
