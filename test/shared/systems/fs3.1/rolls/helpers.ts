/** An FS3.1 campaign system on seed 000's sample setting (Battlestar Galactica) and characters for the roll tests. */
import { makeCharacter, type Character, type NewCharacterInput } from '../../../../../shared/domain/character';
import type { Setting } from '../../../../../shared/domain/setting';
import { createWound, type Wound } from '../../../../../shared/core/mechanics/wounds';
import { cloneJson } from '../../../../../shared/systems/clone';
import { resolveSettingSystem, type GameSystem } from '../../../../../shared/systems';
import { FS31_RULESET } from '../../../../../shared/systems/fs3.1/ruleset';
import { BSG_SETTING } from '../../../../../shared/core/content/battlestar-galactica';

export const ATTRIBUTES = ['Academic', 'Creative', 'Technical', 'Athletic', 'Reactive', 'Social'] as const;

/** Seed 000's sample setting played by FS3.1 (its ruleset, ruling attributes as the console's sample gives them). */
export function fs31Setting(): Setting {
  return { ...cloneJson(BSG_SETTING), ruleset: cloneJson(FS31_RULESET) };
}

export function fs31System(setting: Setting = fs31Setting(), mutate?: (s: GameSystem) => GameSystem): GameSystem {
  const s = resolveSettingSystem({ edition: 'fs3.1', houseRules: {} }, setting);
  return mutate ? mutate(s) : s;
}

/** A PC with every sample attribute at 5 (modifier 0) unless given. */
export function pc(input: Partial<NewCharacterInput> & { attrs?: Partial<Record<(typeof ATTRIBUTES)[number], number>> } = {}): Character {
  const { attrs = {}, ...rest } = input;
  return makeCharacter({
    id: rest.id ?? 'c1',
    name: rest.name ?? 'Kara',
    luckPoints: 1,
    attributes: ATTRIBUTES.map((name) => ({ name, rating: attrs[name] ?? 5 })),
    ...rest,
  });
}

export function wound(severity: Wound['initialSeverity'], extra: Partial<Wound> = {}): Wound {
  return { ...createWound({ location: 'Chest', severity, type: 'wound', source: 'Pistol' }), ...extra };
}
