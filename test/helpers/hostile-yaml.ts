/** Hostile AresMUSH config files of issue 17 item 3, generated (nothing large is committed): tests and the bench share them. */

/** Like the issue's 400 kB probe: one anchored mapping of 2,000 keys merged into 20,000 others with `<<: *b`. */
export function mergeBomb(): string {
  const lines = ['fs3combat:', '  base: &b'];
  for (let i = 0; i < 2_000; i++) lines.push(`    k${i}: ${i}`);
  for (let i = 0; i < 20_000; i++) lines.push(`  m${i}:`, '    <<: *b');
  return `${lines.join('\n')}\n`;
}

/** A chain of merges: each mapping merges the one before it and adds a key (8,000 links). */
export function mergeChain(): string {
  const lines = ['fs3combat:', '  a0: &a0 {x0: 0}'];
  for (let i = 1; i < 8_000; i++) lines.push(`  a${i}: &a${i}`, `    <<: *a${i - 1}`, `    x${i}: ${i}`);
  return `${lines.join('\n')}\n`;
}

/** The classic "billion laughs": ten levels of ten aliases each. */
export function billionLaughs(): string {
  const lines = ['fs3combat:', '  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i < 10; i++) lines.push(`  l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
}

/** Alias-free YAML of about `bytes` bytes: weapons written out one per line. */
export function plainYaml(bytes: number): string {
  const lines = ['fs3combat:', '  weapons:'];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `    Weapon${i}: {skill: Firearms, damage: ${i % 10}, penetration: 2, ammo: 30}`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}
