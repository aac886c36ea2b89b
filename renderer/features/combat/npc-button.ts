/**
 * The Next banner's button for NPCs still to declare. Where one of them is set to automatic (NPC
 * automation, issue 41) it is "Auto-declare NPCs", so the primary button declares them by their
 * own behaviour; the walk found "Quick-declare NPCs" offered there instead, which gives automatic
 * NPCs the fixed quick choice and ignores their behaviour. Otherwise Quick-declare, as before.
 */
import type { CombatCommandInput } from '../../../shared/core/combat/commands';
import { npcSettingsOf } from '../../../shared/core/combat/npc-profiles';
import type { CombatView } from '../../../shared/core/combat/view';

export type NpcButton = { label: string; command: CombatCommandInput } | null;

export function npcButton(view: CombatView, waiting: readonly string[]): NpcButton {
  const npcs = view.combatants.filter((c) => c.kind === 'npc' && waiting.includes(c.id));
  if (npcs.length === 0) return null;
  const teamAuto = new Map(view.teams.map((t) => [t.id, t.npcAuto]));
  const automatic = npcs.some((c) => npcSettingsOf(c.npcAuto, teamAuto.get(c.team)).mode === 'automatic');
  if (automatic && view.allowed['npc.autoDeclare']) return { label: 'Auto-declare NPCs', command: { type: 'npc.autoDeclare' } };
  return view.allowed['action.quickDeclare'] ? { label: 'Quick-declare NPCs', command: { type: 'action.quickDeclare' } } : null;
}
