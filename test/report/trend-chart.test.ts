/**
 * The trend of a coefficient headline (an agreement run's α) is drawn and labelled as a
 * coefficient (docs/numbers.md): values with four decimals on a 0..1 axis, never points; a rate
 * headline stays in points on a 0..100 axis.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Trend } from "../../src/baseline/trend.ts";
import { renderTrendMermaid, renderTrendSvg } from "../../src/report/trend-chart.ts";

const trend = (metric: string, values: readonly number[]): Trend => ({
  metric,
  series: [metric],
  points: values.map((v, i) => ({ label: `v1.${i}.0`, values: [v] })),
  notes: [],
});

test("an α trend reads as coefficients; an F1 trend in points", () => {
  const alpha = String(renderTrendMermaid(trend("agreement.alpha", [0.4998, -0.0317])));
  assert.match(alpha, /y-axis "coefficient" 0 --> 1/);
  assert.match(alpha, /line \[0\.4998, -0\.0317\]/);
  assert.match(String(renderTrendSvg(trend("agreement.alpha", [0.4998]))), /at v1\.0\.0: 0\.4998/);
  const f1 = String(renderTrendMermaid(trend("overall.strict.f1", [0.8123, 0.8])));
  assert.match(f1, /y-axis "%" 0 --> 100/);
  assert.match(f1, /line \[81\.2, 80\.0\]/);
});
