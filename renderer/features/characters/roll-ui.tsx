import { useQuery } from '@tanstack/react-query';
import type { Character } from '../../../shared/domain/character';
import type { RollLogEntry, SheetRoll } from '../../../shared/domain/sheet';
import type { RollSide } from '../../../shared/ipc/roll-contract';
import type { GameSystem } from '../../../shared/systems';
import { isPercentile, modifierField, resultOddsText, rollLine, sfxOddsText, signed } from '../../../shared/sheet/roll-words';
import { rerollPrice } from '../../../shared/sheet/roller';
import { luckPointWord, maxLuckRerolls, rollOptionsOffered, rollSituations } from '../../../shared/systems';
import { useClient } from '../../api/client';

/** Pieces the sheet's roller, the opposed roller and the group roller share. */

export const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** A task's own options (issue 22, seed 003): tagged situations in force, the accent ('' none) and the SFX range. */
export type TaskOptions = { situations: string[]; accent: '' | 'negative' | 'positive'; sfx: { good: number; bad: number } };

/** Seed 003's SFX die reads Good on 1 and Bad on 20 unless a blessing or curse widens them. */
export const DEFAULT_SFX_RANGE = { good: 1, bad: 20 } as const;

export const emptyTask = (): TaskOptions => ({ situations: [], accent: '', sfx: { ...DEFAULT_SFX_RANGE } });

/** The side of a roll as the form edits it (`attribute` '' = the ruling one; `task` '' = no defaulting). */
export type SideDraft = { ability: string; modifier: number; attribute: string; task: string; defaultMod: number; applyWounds: boolean; options?: TaskOptions };

export const emptySide = (ability: string, defaultMod: number): SideDraft => ({ ability, modifier: 0, attribute: '', task: '', defaultMod, applyWounds: true });

/** The contract's fields for a task's options (only what differs from a plain roll). */
export function taskInput(o: TaskOptions | undefined): Pick<RollSide, 'situations' | 'accent' | 'sfx'> {
  if (!o) return {};
  return {
    ...(o.situations.length > 0 ? { situations: [...o.situations] } : {}),
    ...(o.accent !== '' ? { accent: o.accent } : {}),
    ...(o.sfx.good !== DEFAULT_SFX_RANGE.good || o.sfx.bad !== DEFAULT_SFX_RANGE.bad ? { sfx: { ...o.sfx } } : {}),
  };
}

/** The contract's side for a draft. */
export function sideInput(id: string, d: SideDraft): RollSide {
  return {
    id,
    ability: d.ability,
    modifier: d.modifier,
    applyWounds: d.applyWounds,
    ...(d.attribute !== '' ? { attribute: d.attribute } : {}),
    ...(d.task.trim() !== '' ? { defaulting: { task: d.task.trim(), modifier: d.defaultMod } } : {}),
    ...taskInput(d.options),
  };
}

/**
 * The task's options where the edition has them (seed 003): its tagged situations as switches
 * ("Non-stressful (+2, not in combat)"), the accent, and the SFX range the storyteller sets for a
 * blessing or a curse. Nothing for an edition without them.
 */
export function TaskFields(props: { system: GameSystem; value: TaskOptions; onChange: (o: TaskOptions) => void; prefix?: string }) {
  const { system, value } = props;
  const situations = rollSituations(system).filter((x) => x.tag !== undefined);
  if (!rollOptionsOffered(system) && situations.length === 0) return null;
  const p = props.prefix ? `${props.prefix} ` : '';
  const set = (patch: Partial<TaskOptions>) => props.onChange({ ...value, ...patch });
  return (
    <div className="roller-controls" data-testid="task-options">
      {situations.map((x) => (
        <label className="check" key={x.tag} title={x.hint}>
          <input type="checkbox" checked={value.situations.includes(x.tag!)}
            onChange={(e) => set({ situations: e.target.checked ? [...value.situations, x.tag!] : value.situations.filter((t) => t !== x.tag) })} />
          {p}{x.label}
        </label>
      ))}
      {rollOptionsOffered(system) && (
        <>
          <label className="inline">
            {p}Accent
            <select value={value.accent} onChange={(e) => set({ accent: e.target.value as TaskOptions['accent'] })}>
              <option value="">None</option>
              <option value="negative">Negative (one die more, 1 VP per 4)</option>
              <option value="positive">Positive (one die fewer, 1 VP per 2)</option>
            </select>
          </label>
          <label className="inline narrow" title="A blessing widens Good SFX (1 or 2)">
            {p}Good SFX on ≤
            <input type="number" min={0} max={19} value={value.sfx.good} onChange={(e) => set({ sfx: { ...value.sfx, good: Number.parseInt(e.target.value, 10) || 0 } })} />
          </label>
          <label className="inline narrow" title="A curse widens Bad SFX (19 or 20)">
            {p}Bad SFX on ≥
            <input type="number" min={2} max={21} value={value.sfx.bad} onChange={(e) => set({ sfx: { ...value.sfx, bad: Number.parseInt(e.target.value, 10) || 0 } })} />
          </label>
        </>
      )}
    </div>
  );
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
      <TaskFields system={system} value={draft.options ?? emptyTask()} onChange={(options) => set({ options })} prefix={prefix} />
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

/**
 * A goal roll (seed 003): each skill d20 (the kept die marked, dice over the goal dimmed), the SFX
 * die with its reading, the effect and the whole line as the log tells it.
 */
export function GoalFaces({ roll, system }: { roll: SheetRoll; system: GameSystem }) {
  const g = roll.goal!;
  const sfx = g.sfx === 'good' ? 'Good SFX' : g.sfx === 'bad' ? 'Bad SFX' : 'no SFX';
  return (
    <div className="goal-roll" data-testid="goal-roll">
      <div className="dice" aria-label={`d20s against goal ${g.goal}`}>
        {g.dice.map((d, i) => (
          <span key={i} className={i === g.kept ? 'die hit kept' : d <= g.goal ? 'die' : 'die over'} title={i === g.kept ? 'Kept: the best die at or under the goal' : undefined}>{d}</span>
        ))}
        <span className={`die sfx ${g.sfx ?? ''}`} aria-label={`SFX die ${g.sfxDie}: ${sfx}`} title="SFX die">{g.sfxDie}</span>
        {g.effectDie !== null && <span className={`die sfx ${g.sfx ?? ''}`} aria-label={`Effect die ${g.effectDie}`} title="Effect die">{g.effectDie}</span>}
      </div>
      {g.effectText && <p className={`sfx-effect ${g.sfx ?? ''}`} data-testid="sfx-effect"><strong>{sfx} ({g.band}):</strong> {g.effectText}</p>}
      <p className="muted small goal-line" data-testid="goal-line">{rollLine(system, roll)}</p>
    </div>
  );
}

/** A rolled result's dice: the d8 faces against the hit threshold, the d100 line of a percentile roll, or a goal roll's d20s and SFX. */
export function RollFaces({ roll, system }: { roll: SheetRoll; system: GameSystem }) {
  if (roll.goal) return <GoalFaces roll={roll} system={system} />;
  if (roll.percentile) return <div className="dice percentile" aria-label="Roll" data-testid="percentile-line">{rollLine(system, roll)}</div>;
  return <DiceFaces dice={roll.dice} threshold={system.core.dice.hitThreshold} />;
}

/** The result in words: "Success — 3 hits on 6 dice" or "Success — d100 63 +10 → 73 on row 5 → +1 Success". */
export function resultSummary(system: GameSystem, roll: SheetRoll): string {
  return roll.percentile ? `${signed(roll.percentile.result)} ${roll.label}` : `${roll.label} — ${rollLine(system, roll)}`;
}

/**
 * Every result with its exact chance (percentile engines' Roll Results; a goal roll's Failure and
 * each VP count, with its SFX chances and the task under its other choices), else nothing.
 */
export function ResultOdds({ odds }: { odds: SheetRoll['odds'] }) {
  if (!odds.results) return null;
  const named = odds.sfx !== undefined;
  return (
    <>
      <ul className="result-odds muted small" aria-label={named ? 'Chance of each result' : 'Chance of each Roll Result'} data-testid="result-odds">
        {odds.results.filter((r) => !named || r.p > 0).map((r) => <li key={r.value}>{named ? '' : `${signed(r.value)} `}{r.label} <strong>{pct(r.p)}</strong></li>)}
      </ul>
      {odds.sfx && (
        <p className="muted small" data-testid="sfx-odds">
          {sfxOddsText('Good', odds.sfx.pGood, odds.sfx.good, pct)} · {sfxOddsText('Bad', odds.sfx.pBad, odds.sfx.bad, pct)}
        </p>
      )}
      {odds.variants && odds.variants.length > 0 && (
        <table className="ledger variants" aria-label="The same task with other choices" data-testid="odds-variants">
          <thead><tr><th scope="col">Choice</th><th scope="col">Success</th><th scope="col">Average VP</th></tr></thead>
          <tbody>
            {odds.variants.map((v) => (
              <tr key={v.label}>
                <td>{v.label}</td>
                {v.refused ? <td colSpan={2} className="muted small">{v.refused}</td> : <><td>{pct(v.pSuccess)}</td><td>{v.expected.toFixed(2)}</td></>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The odds in one line for a table cell or a log. */
export const resultOddsLine = (odds: SheetRoll['odds']): string => (odds.results ? resultOddsText(odds.results, pct, odds.sfx !== undefined) : '');

export function DiceFaces({ dice, threshold }: { dice: readonly number[]; threshold: number }) {
  return <div className="dice" aria-label="Dice">{dice.map((d, i) => <span key={i} className={d >= threshold ? 'die hit' : d === 1 ? 'die one' : 'die'}>{d}</span>)}</div>;
}

/** "Luck: Okafor penalty −5; Ruiz cancel". */
export function luckText(roll: SheetRoll): string {
  const luck = roll.luck ?? [];
  if (luck.length === 0) return roll.luckSpent ? 'luck spent' : '';
  return luck.map((l) => `${l.by} ${l.effect === 'announce' ? 'announced luck' : l.effect}${l.dice !== 0 ? ` ${l.dice > 0 ? '+' : ''}${l.dice}` : ''}`).join('; ');
}

/** "63 → 88, kept the second" (a d100 shows its one die, a pool its faces, a goal roll its SFX die too). */
export function rerollText(r: SheetRoll): string {
  if (!r.reroll) return '';
  const x = r.reroll;
  const sfx = (d: number | undefined) => (d === undefined ? '' : ` SFX ${d}`);
  const nth = x.nth && x.nth > 1 ? ` (re-roll ${x.nth})` : '';
  return `${x.firstDice.join(' ')}${sfx(x.firstSfx)} → ${x.secondDice.join(' ')}${sfx(x.secondSfx)}, kept the ${x.kept}${nth}`;
}

/** Whether the campaign's edition lets a roller re-roll with luck outside combat. */
export const canReroll = (system: GameSystem): boolean => system.edition.luckOutsideCombat !== 'announce' && system.core.luck.allowReroll;

/**
 * The re-roll a logged roll offers its roller, with its price (seed 004: "Re-roll with luck" for one
 * point; seed 003's hero pool: "Re-roll with 1 hero point", then 2, a Bad SFX 5), or null.
 */
export function rerollOffer(system: GameSystem, roll: SheetRoll): { points: number; label: string } | null {
  if (!canReroll(system)) return null;
  if ((roll.luck ?? []).some((l) => l.effect !== 'reroll')) return null;
  const price = rerollPrice(system, roll);
  if ('refused' in price) return null;
  const plain = maxLuckRerolls(system) === 1 && price.points === 1 && luckPointWord(system) === 'luck point';
  const word = luckPointWord(system);
  return { points: price.points, label: plain ? 'Re-roll with luck' : `Re-roll with ${price.points} ${word}${price.points === 1 ? '' : 's'}` };
}

/** Issue 21: a roll a player made on their device names the device ("rolled by Kim's phone"); '' for the storyteller's own. */
export const rolledByText = (roll: SheetRoll): string => (roll.rolledBy ? `rolled by ${roll.rolledBy}` : '');

/** One logged side as the roller shows it, with the re-roll offer. */
export function RolledSide(props: { entry: RollLogEntry; system: GameSystem; onReroll?: (() => void) | undefined; busy?: boolean; points?: number }) {
  const { entry, system } = props;
  const r = entry.roll;
  const offer = rerollOffer(system, r);
  return (
    <div className={`roll-result ${r.isSuccess ? 'ok' : 'fail'}`} data-testid="rolled-side">
      <strong>{entry.characterName}</strong>: <strong>{r.label}</strong>{r.percentile || r.goal ? '' : ` — ${rollLine(system, r)}`}
      <span className="muted small"> ({r.poolText}){r.rolledBy ? `, ${rolledByText(r)}` : ''}</span>
      <RollFaces roll={r} system={system} />
      {r.reroll && <span className="muted small">Re-rolled with luck: {rerollText(r)}. </span>}
      {luckText(r) && <span className="muted small">Luck: {luckText(r)}. </span>}
      {props.onReroll && offer && (
        <button type="button" className="small" disabled={props.busy || (props.points !== undefined && props.points < offer.points)} onClick={props.onReroll}>
          {offer.label} ({entry.characterName})
        </button>
      )}
    </div>
  );
}
