/**
 * The number rules of a verified scores file as docs/scores.md states them, value by value: no
 * whole number beyond 2^53 − 1 in magnitude, and none below 0 inside `documents` or `units`. The
 * plain reference the verification's and merge's walks are held to.
 */
export function plainlyFine(value: unknown, inRows: boolean): boolean {
  if (typeof value === "number")
    return (
      !(Number.isInteger(value) && Math.abs(value) > Number.MAX_SAFE_INTEGER) &&
      !(inRows && value < 0)
    );
  if (value === null || typeof value !== "object") return true;
  return Object.entries(value).every(([key, child]) =>
    plainlyFine(
      child,
      inRows || (!Array.isArray(value) && (key === "documents" || key === "units")),
    ),
  );
}
