/**
 * Whether the CLI paints its terminal output, decided once per command from the environment.
 * Precedence (as Node's own `tty.getColorDepth`): `FORCE_COLOR` wins (`0` or `false` turns colour
 * off, any other value on); then `NO_COLOR` (set and not empty: off, per no-color.org); then
 * GitHub Actions logs, which render ANSI colour though stdout is a pipe; then a terminal on stdout.
 * Written down in docs/cli.md.
 */
export function colorEnabled(
  env: Readonly<Record<string, string | undefined>>,
  stdoutIsTty: boolean,
): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.GITHUB_ACTIONS === "true") return true;
  return stdoutIsTty;
}
