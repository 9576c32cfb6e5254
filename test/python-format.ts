/**
 * Python's `"%.Nf" % x` (= C's printf), written with integer arithmetic only and no `toFixed`, as
 * an independent oracle: the double's exact value (mantissa · 2^shift), scaled by 10^N and rounded
 * half to even.
 */
export function pythonFixed(x: number, digits: number): string {
  if (Number.isNaN(x)) return "nan";
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const raw = view.getBigUint64(0);
  const exponent = Number((raw >> 52n) & 0x7ffn);
  const fraction = raw & ((1n << 52n) - 1n);
  const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
  const shift = BigInt(Math.max(exponent, 1) - 1075);
  const [num, den] = shift >= 0n ? [mantissa << shift, 1n] : [mantissa, 1n << -shift];
  const scale = 10n ** BigInt(digits);
  let q = (num * scale) / den;
  const r = (num * scale) % den;
  if (2n * r > den || (2n * r === den && q % 2n === 1n)) q += 1n;
  const text = q.toString().padStart(digits + 1, "0");
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return `${x < 0 ? "-" : ""}${body}`;
}
