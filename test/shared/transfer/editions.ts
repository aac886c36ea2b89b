import { EDITIONS, resolveSettingSystem, type GameSystem } from '../../../shared/systems';

/** Each registered edition's system on its fullest setting template (the tests run in all of them). */
export function everyEditionSystem(): { id: string; system: GameSystem }[] {
  return EDITIONS.map((e) => {
    const settings = e.templates.map((t) => t.setting());
    const fullest = settings.reduce((a, b) => (b.actionSkills.length > a.actionSkills.length ? b : a));
    return { id: e.id, system: resolveSettingSystem({ edition: e.id, houseRules: {} }, fullest) };
  });
}
