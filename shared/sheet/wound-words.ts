/**
 * A wound modifier as the sheet and the PDF print it (a penalty magnitude, shown with a minus):
 * FS3.2's dice fractions to two places ("−0.25", "−0.90"), a percent edition's percent as the
 * seed prints it ("−5", "−20"; a treated Light wound "−2.5"), never "−5.00".
 */
export function woundModifierText(magnitude: number, unit: 'dice' | 'percent' | 'goal' | undefined): string {
  if (magnitude === 0) return '0';
  const text = unit === 'percent' || unit === 'goal' ? String(Math.round(magnitude * 10) / 10) : magnitude.toFixed(2);
  return `\u2212${text}`;
}
