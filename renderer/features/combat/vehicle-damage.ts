/**
 * A damaged vehicle's chip on the GM screen: how many wounds and their modifier, signed as the
 * penalty it is and with its unit in the tooltip, as a person's row shows it ("2 wounds · −2",
 * never "2 damage · 2", which read as two numbers of the same thing).
 */
export function vehicleDamageChip(wounds: number, modifier: number, unit: string | undefined): { text: string; title: string } {
  const penalty = modifier > 0 ? `−${modifier}` : '0';
  const unitText = unit === 'percent' ? '%' : unit === 'goal' ? ' goal' : ' dice';
  return { text: `${wounds} ${wounds === 1 ? 'wound' : 'wounds'} · ${penalty}`, title: `Wound modifier ${penalty}${unitText}` };
}
