import type { Trend } from "../baseline/trend.ts";
import { figureText, MINUS, unitOfPath } from "../number-format.ts";
import { type Html, html } from "./html-escape.ts";
import { type Md, raw } from "./markdown-escape.ts";

/** Colours of the series, in order (the headline first); more series reuse them. */
const PALETTE = [
  "#1a73e8",
  "#d93025",
  "#1e8e3e",
  "#f9ab00",
  "#9334e6",
  "#12b5cb",
  "#e8710a",
  "#5f6368",
];

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { left: 44, right: 160, top: 16, bottom: 46 } as const;

/** Whether the trend's figures are coefficients (κ, α: axis 0..1), else rates (axis in points). */
const coefficient = (trend: Trend): boolean => unitOfPath(trend.metric) === "coefficient";

/** A point's figure as the report spells it (points for a rate, four decimals for α). */
const shown = (trend: Trend, v: number): string => figureText(unitOfPath(trend.metric), v, "brief");

function x(i: number, n: number): number {
  const span = WIDTH - PAD.left - PAD.right;
  return PAD.left + (n <= 1 ? span / 2 : (span * i) / (n - 1));
}

function y(v: number): number {
  return PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - v);
}

function axes(trend: Trend): Html {
  const grid = [0, 0.25, 0.5, 0.75, 1].map(
    (v) =>
      html`<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(v)}" y2="${y(v)}" stroke="#e0e0e0"/><text x="${PAD.left - 6}" y="${y(v) + 4}" text-anchor="end">${coefficient(trend) ? String(v) : String(100 * v)}</text>`,
  );
  const n = trend.points.length;
  const labels = trend.points.map(
    (p, i) =>
      html`<text x="${x(i, n)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle">${p.label}</text>`,
  );
  return html`${grid}${labels}`;
}

function series(trend: Trend, name: string, k: number): Html {
  const colour = PALETTE[k % PALETTE.length] ?? "#000";
  const n = trend.points.length;
  const at = trend.points
    .map((p, i) => ({ i, v: p.values[k], label: p.label }))
    .filter((p): p is { i: number; v: number; label: string } => typeof p.v === "number");
  const path = at.map((p) => `${x(p.i, n).toFixed(1)},${y(p.v).toFixed(1)}`).join(" ");
  const dots = at.map(
    (p) =>
      html`<circle cx="${x(p.i, n).toFixed(1)}" cy="${y(p.v).toFixed(1)}" r="3" fill="${colour}"><title>${name} at ${p.label}: ${shown(trend, p.v)}</title></circle>`,
  );
  const ly = PAD.top + 14 * k + 6;
  return html`<polyline fill="none" stroke="${colour}" stroke-width="${k === 0 ? 2.5 : 1.5}" points="${path}"/>${dots}<line x1="${WIDTH - PAD.right + 10}" x2="${WIDTH - PAD.right + 26}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2"/><text x="${WIDTH - PAD.right + 30}" y="${ly + 4}">${name}</text>`;
}

/** The trend as an inline SVG: one line per series (the headline first), values in percent. */
export function renderTrendSvg(trend: Trend): Html {
  const lines = trend.series.map((name, k) => series(trend, name, k));
  return html`<svg role="img" aria-label="${trend.metric} by release" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" xmlns="http://www.w3.org/2000/svg"><title>${trend.metric} by release</title>${axes(trend)}${lines}</svg>`;
}

/** A label safe inside a mermaid string: letters, digits and `._+-/ ` only, at most 24 characters. */
function mermaidLabel(label: string): string {
  const safe = label.replace(/[^\w.+\-/ ]/g, "_").slice(0, 24);
  return `"${safe}"`;
}

/**
 * The headline series as a mermaid `xychart-beta` block, which GitHub renders as a chart. Labels
 * are reduced to a safe alphabet, so data can neither close the code fence nor inject directives.
 */
export function renderTrendMermaid(trend: Trend): Md | null {
  const name = trend.series[0];
  if (name === undefined) return null;
  const points = trend.points.filter((p) => typeof p.values[0] === "number");
  if (points.length < 2) return null;
  const xs = points.map((p) => mermaidLabel(p.label)).join(", ");
  // mermaid reads numbers: an ASCII minus.
  const ys = points.map((p) => shown(trend, p.values[0] ?? 0).replace(MINUS, "-")).join(", ");
  const axis = coefficient(trend) ? ["", '"coefficient" 0 --> 1'] : [" (%)", '"%" 0 --> 100'];
  return raw(
    [
      "```mermaid",
      "xychart-beta",
      `  title "${mermaidLabel(trend.metric).slice(1, -1)} by release${axis[0]}"`,
      `  x-axis [${xs}]`,
      `  y-axis ${axis[1]}`,
      `  line [${ys}]`,
      "```",
    ].join("\n"),
  );
}
