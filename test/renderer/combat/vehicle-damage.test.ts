// A damaged vehicle's chip on the GM screen says how many wounds and signs their modifier.
import { describe, expect, it } from 'vitest';
import { vehicleDamageChip } from '../../../renderer/features/combat/vehicle-damage';

describe('vehicle damage chip', () => {
  it('counts wounds and shows the modifier as the penalty it is, its unit in the tooltip', () => {
    expect(vehicleDamageChip(4, 4, 'dice')).toEqual({ text: '4 wounds · −4', title: 'Wound modifier −4 dice' });
    expect(vehicleDamageChip(1, 0, undefined)).toEqual({ text: '1 wound · 0', title: 'Wound modifier 0 dice' });
    expect(vehicleDamageChip(2, 20, 'percent')).toEqual({ text: '2 wounds · −20', title: 'Wound modifier −20%' });
  });
});
