/**
 * Issue 41: the storyteller sets NPCs' (or whole teams') automation, `npc.setAuto`: one undoable
 * step, checked before anything changes (named combatants and teams exist, only NPCs, an ally
 * who is in the fight and not the protector itself, a 'protect' profile with someone to protect).
 * The storyteller reads a refusal on the GM screen beside the NPC automation dialog, so each one
 * names its field as the dialog labels it (its columns: Team or NPC, Mode, Behaviour, Protects),
 * never the command's field names.
 */
import type { CommandOf } from './commands';
import { findCombatant, type CombatContext } from './context';
import { changeAutomation, npcSettingsOf } from './npc-profiles';
import { setAutoNote } from './npc-settings-words';
import type { StepResult } from './step';

type SetAuto = CommandOf<'npc.setAuto'>;

export function setAutoRefusal(ctx: CombatContext, cmd: SetAuto): string | null {
  if (cmd.combatantIds.length === 0 && cmd.teams.length === 0) return 'Choose the NPCs or the teams to set.';
  if (Object.values(cmd.change).every((v) => v === undefined)) return 'Nothing to change: choose a mode, a behaviour or whom to protect.';
  const ally = cmd.change.ally ?? null;
  if (ally !== null && !findCombatant(ctx, ally)) return `Protects: no one with id ${ally} is in this fight; choose someone who is.`;
  for (const id of cmd.combatantIds) {
    const c = findCombatant(ctx, id);
    if (!c) return `NPC: no one with id ${id} is in this fight.`;
    if (c.kind !== 'npc') return `${c.name} is a player character: only NPCs act on their own.`;
    if (ally === id) return `Protects: ${c.name} cannot protect themselves; choose someone else.`;
  }
  for (const team of cmd.teams) if (!ctx.teams.some((t) => t.id === team)) return `Team: there is no team ${team} in this fight.`;
  const next = setAuto(ctx, cmd).context;
  for (const c of next.combatants) {
    if (c.kind !== 'npc' || !canChange(cmd, c.id, c.team)) continue;
    const s = npcSettingsOf(c.npcAuto, next.teams.find((t) => t.id === c.team)?.npcAuto);
    if (s.profile === 'protect' && s.ally === null) return `Protects: ${c.name} would protect nobody; choose a teammate, or another behaviour.`;
    if (s.ally === c.id && s.profile === 'protect') return `Protects: ${c.name} cannot protect themselves; choose someone else.`;
  }
  return null;
}

const canChange = (cmd: SetAuto, id: string, team: number) => cmd.combatantIds.includes(id) || cmd.teams.includes(team);

export function setAuto(ctx: CombatContext, cmd: SetAuto): StepResult {
  const ids = new Set(cmd.combatantIds);
  const teams = new Set(cmd.teams);
  const combatants = ctx.combatants.map((c) => {
    if (!ids.has(c.id)) return c;
    const npcAuto = changeAutomation(c.npcAuto, cmd.change);
    const { npcAuto: _old, ...rest } = c;
    return npcAuto ? { ...rest, npcAuto } : rest;
  });
  const teamList = ctx.teams.map((t) => {
    if (!teams.has(t.id)) return t;
    const npcAuto = changeAutomation(t.npcAuto, cmd.change);
    const { npcAuto: _old, ...rest } = t;
    return npcAuto ? { ...rest, npcAuto } : rest;
  });
  return { context: { ...ctx, combatants, teams: teamList }, entries: [{ kind: 'note', turn: ctx.turn, text: setAutoNote(ctx, cmd) }] };
}
