/**
 * How every figure Goldgate prints is spelled (docs/numbers.md): one module decides the unit, the
 * digits, the sign and the interval notation, and every output (terminal, PR comment, HTML, gate
 * messages, `record`) asks it. A figure is a fraction in the scores (0..1; coefficients −1..1;
 * usage a raw amount); the spelling depends on what it is, not on where it is printed, except that
 * rates carry two decimals where a reader checks them against a peer (the terminal, conlleval's
 * `%.2f`) and one where a reviewer skims them (the comment, the HTML page, the gate's messages).
 */

/** What a figure is: a rate (P, R, F, accuracy: shown in points), a coefficient, a raw amount. */
export type FigureUnit = "rate" | "coefficient" | "raw";

/** `full`: the terminal's digits (rates with 2 decimals); `brief`: comment, HTML, messages (1). */
export type Spelling = "full" | "brief";

/** Decimals of a rate in points, per spelling. */
export const RATE_DIGITS: Readonly<Record<Spelling, number>> = { full: 2, brief: 1 };
/** Decimals of a coefficient, in every output (as agreement tools print κ and α). */
export const COEFFICIENT_DIGITS = 4;
/** Significant digits of a raw amount (tokens, cost, milliseconds). */
export const RAW_SIGNIFICANT = 6;
/** Decimals of a p-value; below 10^−3 it reads `<0.001`. */
export const P_DIGITS = 3;

/** An undefined figure (0/0) or one with no change: an en dash, `null` in JSON. */
export const UNDEFINED_TEXT = "\u2013";
/** The true minus sign every human-read output uses (CSV and JSON keep plain numbers). */
export const MINUS = "\u2212";
/** Between the ends of an interval: `−3.1 … −1.4`. */
export const INTERVAL_JOIN = " \u2026 ";

/**
 * Metric leaves that are chance-corrected coefficients (on −1..1) wherever they appear, and the
 * observed agreement proportion shown beside them (read in the same unit).
 */
const COEFFICIENTS: ReadonlySet<string> = new Set([
  "observed",
  "alpha",
  "kappa",
  "pi",
  "s",
  "multiKappa",
  "multiPi",
  "meanPairPi",
  "ac1",
  "ac2",
  "brennanPrediger",
  "mcc",
]);

/** Whether the figure at a metric path is a coefficient (`agreement.alpha`, `labels.kappa`). */
export function isCoefficient(path: string): boolean {
  return COEFFICIENTS.has(path.split(".").at(-1) ?? "");
}

/**
 * Whether the figure at a metric path is a raw amount, not a fraction: a usage figure
 * (`usage.cost.total`), alone or as a statistic of repeated runs (`runs.mean.usage.cost.mean`).
 */
export function isRawFigure(path: string): boolean {
  return path.startsWith("usage.") || RUNS_USAGE.test(path);
}

/** A usage figure's statistic over repeated runs (`runs.<stat>.usage.…`). */
const RUNS_USAGE = /^runs\.[^.]+\.usage\./;

/** The unit of the figure at a metric path. */
export function unitOfPath(path: string): FigureUnit {
  return isRawFigure(path) ? "raw" : isCoefficient(path) ? "coefficient" : "rate";
}

/** Whether `x` lies within a hair of a rounding tie at `digits` decimals (else `toFixed` is exact). */
function nearTie(x: number, digits: number): boolean {
  const scaled = Math.abs(x) * 10 ** digits;
  return Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6;
}

/**
 * `%.Nf` as C and Python print it: the exact binary value of the double, exact ties to even.
 * JavaScript's `toFixed` rounds exact ties up (0.125 → "0.13" where C prints "0.12"), so every
 * figure Goldgate prints goes through here.
 */
export function formatFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? "nan" : x > 0 ? "inf" : "-inf";
  if (!nearTie(x, digits)) return x.toFixed(digits);
  // 100 digits hold the exact expansion of every double ≥ 1e-40 whose digits matter here.
  const [whole = "0", frac = ""] = Math.abs(x).toFixed(100).split(".");
  const unit = 10n ** BigInt(frac.length - digits);
  const scaled = BigInt(whole + frac);
  let q = scaled / unit;
  const r = scaled % unit;
  if (r * 2n > unit || (r * 2n === unit && q % 2n === 1n)) q += 1n;
  const text = q.toString().padStart(digits + 1, "0");
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return `${x < 0 ? "-" : ""}${body}`;
}

/** A number's text with the true minus sign, and no sign on a value that rounds to zero. */
function withMinus(text: string): string {
  if (!text.startsWith("-")) return text;
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : `${MINUS}${text.slice(1)}`;
}

/** The digits of a value in its unit, ASCII minus (rates are given as fractions). */
function digitsOf(unit: FigureUnit, value: number, spelling: Spelling): string {
  if (unit === "raw") return String(Number(value.toPrecision(RAW_SIGNIFICANT)));
  if (unit === "coefficient") return formatFixed(value, COEFFICIENT_DIGITS);
  return percentText(value, RATE_DIGITS[spelling]);
}

/**
 * A fraction in points with `digits` decimals, rounded from the fraction's own exact binary value:
 * `%.{digits + 2}f` of the fraction with its point moved two places, so no rounding in a
 * multiplication by 100 can carry a figure across a tie. 0.08125 lies just above its tie: seqeval
 * prints it 0.0813 and so does this, 8.13, where 100 × 0.08125 is 8.125 exactly and prints 8.12.
 */
export function percentText(fraction: number, digits: number): string {
  const text = formatFixed(fraction, digits + 2);
  if (!Number.isFinite(fraction)) return text;
  const sign = text.startsWith("-") ? "-" : "";
  const [whole = "0", frac = ""] = text.slice(sign.length).split(".");
  const points = `${whole}${frac.slice(0, 2)}`.replace(/^0+(?=\d)/, "");
  return `${sign}${points}${digits === 0 ? "" : `.${frac.slice(2)}`}`;
}

/** A figure in its unit: a rate in points (`81.23`/`81.2`), a coefficient `0.4998`, raw `1250`. */
export function figureText(unit: FigureUnit, value: number | null, spelling: Spelling): string {
  return value === null ? UNDEFINED_TEXT : withMinus(digitsOf(unit, value, spelling));
}

/** A change in its figure's unit, signed: `+1.2`, `−0.3001`, `0.0` (zero unsigned). */
export function deltaText(unit: FigureUnit, value: number | null, spelling: Spelling): string {
  const text = figureText(unit, value, spelling);
  if (value === null || text.startsWith(MINUS) || /^0(\.0*)?$/.test(text)) return text;
  return `+${text}`;
}

/**
 * A 95% interval, one notation everywhere: `−3.1 … −1.4`. `signed`: the interval of a change
 * (each end signed, as deltas); else of a figure (`78.1 … 84.0`).
 */
export function intervalText(
  unit: FigureUnit,
  lower: number | null,
  upper: number | null,
  spelling: Spelling,
  signed = true,
): string {
  if (lower === null || upper === null) return UNDEFINED_TEXT;
  const end = signed ? deltaText : figureText;
  return `${end(unit, lower, spelling)}${INTERVAL_JOIN}${end(unit, upper, spelling)}`;
}

/** A p-value: three decimals, `<0.001` below a thousandth. */
export function pText(p: number | null): string {
  if (p === null) return UNDEFINED_TEXT;
  return p < 10 ** -P_DIGITS
    ? `<${formatFixed(10 ** -P_DIGITS, P_DIGITS)}`
    : formatFixed(p, P_DIGITS);
}

/** A count: an integer as itself, a weighted count to three decimals at most. */
export function countText(n: number | null): string {
  if (n === null) return UNDEFINED_TEXT;
  return withMinus(String(Math.round(n * 1000) / 1000));
}

/**
 * A typed table cell: what the figure is, so each output spells it with the functions above and
 * the same figure reads the same wherever it is shown. Deltas and intervals carry their figure's
 * unit; `p` is a p-value; `path` a metric path or file path shown as it is.
 */
export type Cell =
  | { readonly kind: FigureUnit; readonly value: number | null }
  | { readonly kind: "delta"; readonly unit: FigureUnit; readonly value: number | null }
  | {
      readonly kind: "interval";
      readonly unit: FigureUnit;
      readonly lower: number | null;
      readonly upper: number | null;
      /** The interval of a change (ends signed), else of a figure. */
      readonly signed: boolean;
    }
  | { readonly kind: "count" | "p"; readonly value: number | null }
  | { readonly kind: "text" | "path"; readonly text: string };

/** A cell as an output spells it. */
export function cellText(cell: Cell, spelling: Spelling): string {
  switch (cell.kind) {
    case "rate":
    case "coefficient":
    case "raw":
      return figureText(cell.kind, cell.value, spelling);
    case "delta":
      return deltaText(cell.unit, cell.value, spelling);
    case "interval":
      return intervalText(cell.unit, cell.lower, cell.upper, spelling, cell.signed);
    case "count":
      return countText(cell.value);
    case "p":
      return pText(cell.value);
    case "text":
    case "path":
      return cell.text;
  }
}

/** A cell's number (a sort key, a CSV value): the figure as stored, an interval's lower end. */
export function cellNumber(cell: Cell): number | null {
  switch (cell.kind) {
    case "text":
    case "path":
      return null;
    case "interval":
      return cell.lower;
    default:
      return cell.value;
  }
}

/** A figure's cell from its metric path. */
export function figureCell(path: string, value: number | null): Cell {
  return { kind: unitOfPath(path), value };
}
