/** A step's log lines as heads with their indented details (dice, modifier sources). */
export function groupLogLines(lines: readonly string[]): { head: string; details: string[] }[] {
  const out: { head: string; details: string[] }[] = [];
  for (const line of lines) {
    const detail = /^\s+/.exec(line);
    const last = out[out.length - 1];
    if (detail && last) last.details.push(line.trim());
    else out.push({ head: line.trim(), details: [] });
  }
  return out;
}
