/**
 * The combat log's note for an `npc.setAuto` step, in the storyteller's words ("Centurion 1 now
 * protects Centurion 2; mode: automatic, behaviour: protect an ally."), never the command's field
 * names or ids. Made from the stored command each time the step is run or replayed; nothing about
 * the stored command changes.
 */
import type { CommandOf } from './commands';
import { findCombatant, type CombatContext } from './context';
import type { NpcMode, NpcProfile } from './npc-profiles';

/** As the NPC automation dialog names them, in lower case inside a sentence. */
const MODE: Record<NpcMode, string> = { automatic: 'automatic', suggest: 'suggest', manual: 'manual' };
const PROFILE: Record<NpcProfile, string> = { aggressive: 'aggressive', cautious: 'cautious', protect: 'protect an ally', wounded: 'focus the wounded', spread: 'spread fire' };

export function setAutoNote(ctx: CombatContext, cmd: CommandOf<'npc.setAuto'>): string {
  const teamName = (n: number) => ctx.teams.find((t) => t.id === n)?.name ?? `Team ${n}`;
  const who = [...cmd.combatantIds.map((id) => findCombatant(ctx, id)?.name ?? id), ...cmd.teams.map(teamName)].join(', ');
  // A cleared setting falls back: an NPC's to its team's, a team's to the default.
  const cleared = cmd.teams.length === 0 ? "as its team's" : cmd.combatantIds.length === 0 ? 'default' : 'cleared';
  const { mode, profile, ally, targetTeams, multi } = cmd.change;
  const settings: string[] = [];
  if (mode !== undefined) settings.push(`mode: ${mode === null ? cleared : MODE[mode]}`);
  if (profile !== undefined) settings.push(`behaviour: ${profile === null ? cleared : PROFILE[profile]}`);
  if (targetTeams !== undefined) settings.push(`targets: ${targetTeams === null ? 'any other team' : targetTeams.map(teamName).join(', ')}`);
  if (multi !== undefined) settings.push(`several actions a turn: ${multi === null ? cleared : multi ? 'yes' : 'no'}`);
  if (ally === undefined) return `NPC automation for ${who}: ${settings.join(', ') || 'no change'}.`;
  const protects = ally === null ? `${who} now protects no one` : `${who} now protects ${findCombatant(ctx, ally)?.name ?? 'someone no longer in the fight'}`;
  return `${[protects, settings.join(', ')].filter(Boolean).join('; ')}.`;
}
