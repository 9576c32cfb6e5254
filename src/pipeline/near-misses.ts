/** An id as people mean it: case folded, numbers without leading zeros (`Utt-001` → `utt-1`). */
function idKey(id: string): string {
  return id.toLowerCase().replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ""));
}

/**
 * Unpaired ids of one side that another side's unpaired id nearly equals (`utt-1` and `utt-001`,
 * `Doc7` and `doc7`), as `'gold' ~ 'system'`, at most `limit`.
 */
export function nearMisses(
  gold: readonly string[],
  system: readonly string[],
  limit = 3,
): string[] {
  const byKey = new Map<string, string>();
  for (const id of system) if (!byKey.has(idKey(id))) byKey.set(idKey(id), id);
  const out: string[] = [];
  for (const id of gold) {
    const other = byKey.get(idKey(id));
    if (other !== undefined && other !== id) out.push(`'${id}' ~ '${other}'`);
    if (out.length === limit) break;
  }
  return out;
}
