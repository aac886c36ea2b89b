import { describe, expect, it } from 'vitest';
import { healthStatus } from '../../../shared/player/wounds';
import { createWound } from '../../../shared/core/mechanics/wounds';
import { FS32_LISTS } from '../../../shared/systems/fs3.2/lists';

const FOUR = [...FS32_LISTS.woundSeverities];
const THREE = [{ id: 'light', label: 'Light' }, { id: 'serious', label: 'Serious' }, { id: 'critical', label: 'Critical' }];
const w = (severity: 'light' | 'moderate' | 'serious' | 'critical') => createWound({ location: 'Chest', severity, type: 'wound', source: 'Test' });

describe('the one-word health of the status display', () => {
  it('FS3.2\'s four levels: Light and Moderate are hurt, Serious and Critical badly hurt; out beats all; healed wounds do not count', () => {
    expect(healthStatus({ wounds: [], knockedOut: false }, FOUR)).toBe('unhurt');
    expect(healthStatus({ wounds: [w('light'), w('moderate')], knockedOut: false }, FOUR)).toBe('hurt');
    expect(healthStatus({ wounds: [w('light'), w('serious')], knockedOut: false }, FOUR)).toBe('badly hurt');
    expect(healthStatus({ wounds: [w('critical')], knockedOut: false }, FOUR)).toBe('badly hurt');
    expect(healthStatus({ wounds: [], knockedOut: true }, FOUR)).toBe('out');
    expect(healthStatus({ wounds: [{ ...w('critical'), severity: 'healed' }], knockedOut: false }, FOUR)).toBe('unhurt');
  });

  it('a three-level edition: only its worst is badly hurt; a severity the list lacks is hurt', () => {
    expect(healthStatus({ wounds: [w('serious')], knockedOut: false }, THREE)).toBe('hurt');
    expect(healthStatus({ wounds: [w('critical')], knockedOut: false }, THREE)).toBe('badly hurt');
    expect(healthStatus({ wounds: [w('moderate')], knockedOut: false }, THREE)).toBe('hurt');
  });
});
