import { useQuery } from '@tanstack/react-query';
import type { Character } from '../../../shared/domain/character';
import type { RollLogEntry, SheetRoll } from '../../../shared/domain/sheet';
import type { RollSide } from '../../../shared/ipc/roll-contract';
import type { GameSystem } from '../../../shared/systems';
import { isPercentile, modifierField, resultOddsText, rollLine, signed } from '../../../shared/sheet/roll-words';
import { useClient } from '../../api/client';

/** Pieces the sheet's roller, the opposed roller and the group roller share. */

export const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** The side of a roll as the form edits it (`attribute` '' = the ruling one; `task` '' = no defaulting). */
export type SideDraft = { ability: string; modifier: number; attribute: string; task: string; defaultMod: number; applyWounds: boolean };

export const emptySide = (ability: string, defaultMod: number): SideDraft => ({ ability, modifier: 0, attribute: '', task: '', defaultMod, applyWounds: true });

/** The contract's side for a draft. */
export function sideInput(id: string, d: SideDraft): RollSide {
  return {
    id,
    ability: d.ability,
    modifier: d.modifier,
    applyWounds: d.applyWounds,
    ...(d.attribute !== '' ? { attribute: d.attribute } : {}),
    ...(d.task.trim() !== '' ? { defaulting: { task: d.task.trim(), modifier: d.defaultMod } } : {}),
  };
}

/** What a character can be asked to roll: the setting's attributes and action skills, its backgrounds, an NPC's ratings. */
export function abilitiesOf(system: GameSystem, character: Character | null | undefined): string[] {
  const s = system.setting;
  return [...new Set([
    ...s.attributes.map((a) => a.name),
    ...s.actionSkills.map((a) => a.name),
    ...(character?.backgroundSkills.map((b) => b.name).filter((n) => n.trim() !== '') ?? []),
    ...(character?.npc?.ratings.map((r) => r.name) ?? []),
  ])];
}

/** One character of the campaign, for the other side of an opposed roll. */
export function useCharacter(id: string | null) {
  const client = useClient();
  return useQuery({ queryKey: ['character.get', id], queryFn: () => client.call('character.get', { id: id! }), enabled: id !== null && id !== '' });
}

/** Ability, modifier, substituted attribute and defaulting of one side. `prefix` keeps the labels apart. */
export function SideFields(props: { system: GameSystem; character: Character | null | undefined; draft: SideDraft; onChange: (d: SideDraft) => void; prefix: string }) {
  const { system, draft, prefix } = props;
  const set = (patch: Partial<SideDraft>) => props.onChange({ ...draft, ...patch });
  const abilities = abilitiesOf(system, props.character);
  return (
    <div className="roller-controls">
      <label className="inline grow">
        {prefix} ability
        <select value={draft.ability} onChange={(e) => set({ ability: e.target.value })}>
          {[...new Set([...abilities, draft.ability])].filter((a) => a !== '').map((a) => <option key={a} value={a}>{a}</option>)}
        </select>
      </label>
      <ModifierInput label={`${prefix} modifier`} system={system} value={draft.modifier} onChange={(modifier) => set({ modifier })} />
      <label className="inline">
        {prefix} attribute
        <select value={draft.attribute} onChange={(e) => set({ attribute: e.target.value })} title="Roll the skill with another attribute than its ruling one">
          <option value="">Ruling attribute</option>
          {system.setting.attributes.map((a) => <option key={a.name} value={a.name}>{a.name}</option>)}
        </select>
      </label>
      <label className="inline">
        {prefix} defaulting for
        <input value={draft.task} placeholder="task it lacks" maxLength={100} onChange={(e) => set({ task: e.target.value })}
          title="Roll the ability above as a loosely related one for a task the character has no rating in" />
      </label>
      {draft.task.trim() !== '' && (
        <ModifierInput label={`${prefix} defaulting modifier`} system={system} value={draft.defaultMod} max={0} onChange={(defaultMod) => set({ defaultMod: Math.min(0, defaultMod) })} />
      )}
      <label className="check">
        <input type="checkbox" checked={draft.applyWounds} onChange={(e) => set({ applyWounds: e.target.checked })} />
        {prefix} wound modifier
      </label>
    </div>
  );
}

/** A modifier field in the edition's unit: dice (−20 … +20) or percent (−100 … +100 in fives, seed 002). */
export function ModifierInput(props: { label: string; system: GameSystem; value: number; onChange: (n: number) => void; max?: number }) {
  const f = modifierField(props.system);
  const percent = isPercentile(props.system);
  return (
    <label className="inline narrow">
      {props.label}{percent ? ' (%)' : ''}
      <input type="number" min={f.min} max={props.max ?? f.max} step={f.step} value={props.value}
        onChange={(e) => props.onChange(Number.parseInt(e.target.value, 10) || 0)} />
    </label>
  );
}

/** A rolled result's dice: the d8 faces against the hit threshold, or the d100 line of a percentile roll. */
export function RollFaces({ roll, system }: { roll: SheetRoll; system: GameSystem }) {
  if (roll.percentile) return <div className="dice percentile" aria-label="Roll" data-testid="percentile-line">{rollLine(system, roll)}</div>;
  return <DiceFaces dice={roll.dice} threshold={system.core.dice.hitThreshold} />;
}

/** The result in words: "Success — 3 hits on 6 dice" or "Success — d100 63 +10 → 73 on row 5 → +1 Success". */
export function resultSummary(system: GameSystem, roll: SheetRoll): string {
  return roll.percentile ? `${signed(roll.percentile.result)} ${roll.label}` : `${roll.label} — ${rollLine(system, roll)}`;
}

/** Every Roll Result with its exact chance (percentile engines), else nothing. */
export function ResultOdds({ odds }: { odds: SheetRoll['odds'] }) {
  if (!odds.results) return null;
  return (
    <ul className="result-odds muted small" aria-label="Chance of each Roll Result" data-testid="result-odds">
      {odds.results.map((r) => <li key={r.value}>{signed(r.value)} {r.label} <strong>{pct(r.p)}</strong></li>)}
    </ul>
  );
}

/** The odds in one line for a table cell or a log. */
export const resultOddsLine = (odds: SheetRoll['odds']): string => (odds.results ? resultOddsText(odds.results, pct) : '');

export function DiceFaces({ dice, threshold }: { dice: readonly number[]; threshold: number }) {
  return <div className="dice" aria-label="Dice">{dice.map((d, i) => <span key={i} className={d >= threshold ? 'die hit' : d === 1 ? 'die one' : 'die'}>{d}</span>)}</div>;
}

/** "Luck: Okafor penalty −5; Ruiz cancel". */
export function luckText(roll: SheetRoll): string {
  const luck = roll.luck ?? [];
  if (luck.length === 0) return roll.luckSpent ? 'luck spent' : '';
  return luck.map((l) => `${l.by} ${l.effect === 'announce' ? 'announced luck' : l.effect}${l.dice !== 0 ? ` ${l.dice > 0 ? '+' : ''}${l.dice}` : ''}`).join('; ');
}

/** "63 → 88, kept the second" (a d100 shows its one die, a pool its faces). */
export function rerollText(r: SheetRoll): string {
  if (!r.reroll) return '';
  return `${r.reroll.firstDice.join(' ')} → ${r.reroll.secondDice.join(' ')}, kept the ${r.reroll.kept}`;
}

/** Whether the campaign's edition lets a roller re-roll with luck outside combat. */
export const canReroll = (system: GameSystem): boolean => system.edition.luckOutsideCombat !== 'announce' && system.core.luck.allowReroll;

/** One logged side as the roller shows it, with the re-roll offer. */
export function RolledSide(props: { entry: RollLogEntry; system: GameSystem; onReroll?: (() => void) | undefined; busy?: boolean }) {
  const { entry, system } = props;
  const r = entry.roll;
  return (
    <div className={`roll-result ${r.isSuccess ? 'ok' : 'fail'}`} data-testid="rolled-side">
      <strong>{entry.characterName}</strong>: <strong>{r.label}</strong>{r.percentile ? '' : ` — ${rollLine(system, r)}`}
      <span className="muted small"> ({r.poolText})</span>
      <RollFaces roll={r} system={system} />
      {r.reroll && <span className="muted small">Re-rolled with luck: {rerollText(r)}. </span>}
      {luckText(r) && <span className="muted small">Luck: {luckText(r)}. </span>}
      {props.onReroll && !r.reroll && (r.luck ?? []).length === 0 && (
        <button type="button" className="small" disabled={props.busy} onClick={props.onReroll}>
          Re-roll with luck ({entry.characterName})
        </button>
      )}
    </div>
  );
}
