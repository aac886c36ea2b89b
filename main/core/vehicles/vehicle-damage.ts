/**
 * The storyteller takes a wound off a campaign vehicle by hand (issue 39 item 5): the way out for
 * an edition that repairs nothing (AresMUSH Third Edition's §D.8 `damage/delete`; seed 003 has no
 * vehicles) and for a fix made off-screen. It is a campaign-log step, so the calendar's undo
 * takes it back like a wound removed from a character's sheet.
 */
import { AppError } from '../../../shared/ipc/result';
import type { GameSystem } from '../../../shared/systems';
import { recordStep } from '../calendar/log';
import type { Repos } from '../db/repos';
import { severityLabel } from '../healing/wound-ops';
import type { HeldVehicles } from './vehicle-fights';
import { requireVehicle } from './vehicle-ops';

export function removeVehicleWound(repos: Repos, system: GameSystem, input: { id: string; index: number }, held: HeldVehicles, now: Date): void {
  const v = requireVehicle(repos, input.id);
  const wound = v.wounds[input.index];
  if (!wound) throw new AppError('vehicle/no-wound', `index: ${v.name} has ${v.wounds.length} ${v.wounds.length === 1 ? 'wound' : 'wounds'}; there is no wound ${input.index + 1}.`);
  const fight = held.get(v.id);
  if (fight) throw new AppError('vehicle/in-fight', `${v.name} is in the unfinished fight "${fight.name}": change its damage on that fight's GM screen, or end the fight first.`);
  const after = v.wounds.filter((_, i) => i !== input.index);
  repos.vehicles.setWounds(v.id, after);
  recordStep(repos, {
    kind: 'vehicle-wound',
    label: `${v.name}: ${severityLabel(system, wound.severity)} damage (${wound.location}) removed`,
    recordedAt: now.toISOString(),
    change: { wounds: { before: [], after: [] }, date: null, ledgers: { xp: [], luck: [] }, report: null, vehicles: [{ id: v.id, name: v.name, before: v.wounds, after }] },
    characters: new Map(),
  });
}
