import { describe, expect, it } from 'vitest';
import { initialState, withSource } from '../../../renderer/features/home/wizard/wizard-state';

const ares = { kind: 'aresmush' as const, picked: null, label: '' };

describe('wizard choices', () => {
  it('plays AresMUSH files by AresMUSH Third Edition unless the storyteller picked an edition', () => {
    const offered = initialState();
    expect(offered.editionId).toBe('fs3.2');
    expect(withSource(offered, ares)).toMatchObject({ editionId: 'aresmush-3e', gear: 'from-source' });
    const chosen = { ...offered, editionChosen: true };
    expect(withSource(chosen, ares).editionId).toBe('fs3.2');
    expect(withSource(offered, { kind: 'template', id: 'minimal' }).editionId).toBe('fs3.2');
  });
});
