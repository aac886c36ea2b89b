/** The sheet's healing panel: care, carers with their limits, first aid per wound, forecast, history. */
import type { HealingSheet } from '../../../shared/ipc/calendar-contract';
import { doctorPatientLimit, forecastHealing, healingAbilities, type GameSystem } from '../../../shared/systems';
import { toRulesWound } from '../combat/character-wounds';
import type { Repos } from '../db/repos';
import { requireCharacter } from '../sheets/sheet';
import { careFor, poolOrNull, ratingIn } from './patients';
import { firstAidRefusalFor } from './wound-ops';
import { unfinishedFightOf } from './in-fight';

/** Days the forecast looks ahead; a wound not healed by then shows as "beyond". */
export const FORECAST_HORIZON = 365;

export function buildHealingSheet(repos: Repos, system: GameSystem, id: string, now: Date): HealingSheet {
  const character = requireCharacter(repos, id);
  const abilities = healingAbilities(system);
  const wounds = repos.wounds.listFor(id);
  const care = repos.care.get(id);
  const lists = system.edition.listsFor?.(system) ?? system.lists;
  const patientsByDoctor = new Map<string, string[]>();
  const names = new Map<string, string>();
  const all = repos.characters.listAll();
  for (const c of all) names.set(c.id, c.name);
  for (const c of repos.care.list()) {
    if (c.doctorId === null) continue;
    patientsByDoctor.set(c.doctorId, [...(patientsByDoctor.get(c.doctorId) ?? []), names.get(c.patientId) ?? c.patientId]);
  }
  const carers = all
    .filter((c) => c.id !== id)
    .map((c) => {
      const rating = ratingIn(poolOrNull(system, c, abilities.doctor), abilities.doctor);
      return { id: c.id, name: c.name, rating, limit: doctorPatientLimit(system, rating), patients: patientsByDoctor.get(c.id) ?? [] };
    });
  const recovery = poolOrNull(system, character, abilities.recovery);
  const forecast = forecastHealing(system, { name: character.name, wounds: wounds.map((w) => toRulesWound(system, w)), recovery, ...(character.kind === 'npc' ? { npc: true } : {}) }, careFor(repos, system, id), FORECAST_HORIZON);
  const last = repos.campaignLog.lastDone();
  return {
    characterId: id,
    fight: unfinishedFightOf(repos, id),
    severities: lists.woundSeverities.map((s) => ({ id: s.id as HealingSheet['severities'][number]['id'], label: s.label })),
    care: { doctorId: care?.doctorId ?? null, doctorName: care?.doctorId ? (names.get(care.doctorId) ?? null) : null, inHospital: care?.inHospital ?? false },
    carers,
    abilities,
    firstAid: wounds.map((w) => ({ woundId: w.id, refusal: firstAidRefusalFor(repos, system, w, now), state: w.firstAid ?? 'none', attempts: w.firstAidAttempts ?? 0 })),
    forecast: forecast.map((f) => ({
      woundId: wounds[f.index]!.id,
      median: f.median,
      p90: f.p90,
      beyond: f.beyond,
      perDay: f.cdf.map((v, i) => Math.max(0, v - (i > 0 ? f.cdf[i - 1]! : 0))),
      horizon: FORECAST_HORIZON,
    })),
    history: repos.campaignLog.ofCharacter(id, 50).map(({ changeJson: _c, ...e }) => e),
    undo: last ? { id: last.id, label: last.label } : null,
  };
}
