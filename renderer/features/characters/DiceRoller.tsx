import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Character } from '../../../shared/domain/character';
import type { RollLogEntry } from '../../../shared/domain/sheet';
import type { GameSystem } from '../../../shared/systems';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import type { RollSide } from '../../../shared/ipc/roll-contract';
import { planSheetRoll } from '../../../shared/sheet/roll-plan';
import { planRoll } from '../../../shared/sheet/roller';
import { luckBeforeRollRefusal, luckPointWord } from '../../../shared/systems';
import { useClient } from '../../api/client';
import { errorText, useCharacterList, useRollLog } from './api';
import { useRollCall } from './useRollCall';
import { OpposedRoller } from './OpposedRoller';
import { SituationGuidance } from './SituationGuidance';
import { PresetRolls } from './PresetRolls';
import { modifierText, rollShort, woundText } from '../../../shared/sheet/roll-words';
import { abilityRatingLine } from '../../../shared/sheet/rating-words';
import { emptyTask, luckText, ModifierInput, pct, rerollOffer, rerollText, ResultOdds, rolledByText, RollFaces, TaskFields, taskInput, type TaskOptions } from './roll-ui';

type Offer = { by: string; effect: 'bonus' | 'penalty' | 'cancel' | 'announce'; on: 'first' };

/**
 * Rolls the chosen ability in main (main's dice, the campaign's roll log). The exact odds of the
 * pool show before the roll: from the same plan main rolls, computed here for a plain roll and
 * by `roll.preview` once a substituted attribute, defaulting or someone else's luck is in play.
 * After the roll the roller may spend luck to re-roll, where the edition allows it.
 */
export function DiceRoller(props: { sheet: CharacterSheet; character: Character; system: GameSystem; ability: string; onAbility: (a: string) => void }) {
  const { sheet, character, system, ability } = props;
  const setting = system.setting;
  const client = useClient();
  const log = useRollLog(character.id);
  const list = useCharacterList();
  const announces = system.edition.luckOutsideCombat === 'announce';
  // Seed 003's hero pool: nothing before a sheet roll (its +4 goal is for combat rounds), re-rolls after it.
  const heroOnly = luckBeforeRollRefusal(system) !== null;
  const [opts, setOpts] = useState<TaskOptions>(emptyTask());
  const [modifier, setModifier] = useState(0);
  const [luck, setLuck] = useState(false);
  const [applyWounds, setApplyWounds] = useState(true);
  const [more, setMore] = useState(false);
  const [attribute, setAttribute] = useState('');
  const [task, setTask] = useState('');
  const [defaultMod, setDefaultMod] = useState(system.core.defaultingModifier);
  const [other, setOther] = useState<{ by: string; effect: Offer['effect'] }>({ by: '', effect: announces ? 'announce' : 'penalty' });
  const { busy, error, call } = useRollCall();
  const [result, setResult] = useState<RollLogEntry | null>(null);
  const woundPenalty = applyWounds ? sheet.woundModifier.total : 0;
  const advanced = more && (attribute !== '' || task.trim() !== '' || other.by !== '');

  const offers: Offer[] = [];
  if (luck && !announces && !heroOnly) offers.push({ by: character.id, effect: 'bonus', on: 'first' });
  if (more && other.by !== '' && !heroOnly) offers.push({ by: other.by, effect: other.effect, on: 'first' });
  const side: RollSide = {
    id: character.id, ability, modifier, applyWounds,
    ...(more && attribute !== '' ? { attribute } : {}),
    ...(more && task.trim() !== '' ? { defaulting: { task: task.trim(), modifier: defaultMod } } : {}),
    ...taskInput(opts),
  };
  const local = useMemo(() => {
    try {
      const taskOptions = taskInput(opts);
      if (Object.keys(taskOptions).length > 0) {
        // Accent, SFX range or a tagged situation: the roller's own plan, as main builds it.
        const planned = planRoll(system, [{ character, request: { ability, modifier, ...taskOptions }, woundPenalty, field: '' }]).sides[0]!;
        return { ok: true as const, plan: { poolText: planned.poolText, odds: planned.odds } };
      }
      return { ok: true as const, plan: planSheetRoll(system, character, { ability, modifier, luck: luck && !announces && !heroOnly, woundPenalty }) };
    } catch (e) {
      return { ok: false as const, message: errorText(e) };
    }
  }, [system, character, ability, modifier, luck, announces, heroOnly, woundPenalty, opts]);
  const preview = useQuery({
    queryKey: ['roll.preview', side, offers],
    queryFn: () => client.call('roll.preview', { first: side, luck: offers }),
    enabled: advanced,
    retry: false,
  });
  const plan = advanced
    ? preview.data
      ? { ok: true as const, plan: { poolText: preview.data.sides[0]!.poolText, odds: preview.data.sides[0]!.odds } }
      : { ok: false as const, message: preview.error ? errorText(preview.error) : 'Working out the odds…' }
    : local;
  const others = (list.data?.characters ?? []).filter((c) => c.id !== character.id);

  const roll = (): Promise<void> =>
    call(async () => {
      const { entries } = await client.call('roll.single', { first: side, luck: offers });
      setResult(entries[0] ?? null);
      setLuck(false);
      setOther((o) => ({ ...o, by: '' }));
      void log.refetch();
    });
  const reroll = (id: number): Promise<void> =>
    call(async () => {
      const { entries } = await client.call('roll.reroll', { rollId: id });
      setResult(entries[0] ?? null);
      void log.refetch();
    });
  const abilities = [
    ...setting.attributes.map((a) => a.name),
    ...setting.actionSkills.map((a) => a.name),
    ...character.backgroundSkills.map((b) => b.name).filter((n) => n.trim() !== ''),
    ...(character.npc?.ratings.map((r) => r.name) ?? []),
  ];
  const rated = abilityRatingLine(system, character, ability);
  const r = result?.roll;
  const offer = r ? rerollOffer(system, r) : null;

  return (
    <>
      <section className="sheet-section roller" aria-labelledby="roller-title">
        <h2 id="roller-title">Dice roller</h2>
        <div className="roller-controls">
          <label className="inline grow">
            Ability
            <select value={ability} onChange={(e) => props.onAbility(e.target.value)}>
              {[...new Set([...abilities, ability])].map((a) => <option key={a} value={a}>{a}</option>)}
            </select>
          </label>
          <ModifierInput label="Modifier" system={system} value={modifier} onChange={setModifier} />
        </div>
        <SituationGuidance system={system} value={modifier} onChange={setModifier} />
        <PresetRolls system={system} character={character} onPick={(p) => { props.onAbility(p.ability); setMore(true); setAttribute(p.attribute); }} />
        {/* Issue 39: the edition's word for the rating rolled, with the seed's description where it has one. */}
        {rated && <p className="muted small" data-testid="roller-rating">{rated.text}{rated.description ? ` \u2014 ${rated.description}` : ''}</p>}
        <div className="roller-controls">
          {announces ? (
            <p className="muted small" data-testid="luck-note">
              Luck adds no dice outside combat here; announce a spend under More options (it is recorded in the luck ledger).
            </p>
          ) : heroOnly ? (
            <p className="muted small" data-testid="luck-note">
              {character.luckPoints} {luckPointWord(system)}{character.luckPoints === 1 ? '' : 's'} left: spend them after the roll to re-roll
              (keep the better; a second re-roll costs 2 more, a Bad SFX 5). The +4 goal is for combat rounds only.
            </p>
          ) : (
            <label className="check">
              <input type="checkbox" checked={luck} disabled={character.luckPoints < 1} onChange={(e) => setLuck(e.target.checked)} />
              Spend 1 luck ({modifierText(system, system.core.luck.bonusDice)}; {character.luckPoints} left)
            </label>
          )}
          <label className="check">
            <input type="checkbox" checked={applyWounds} onChange={(e) => setApplyWounds(e.target.checked)} />
            Wound modifier ({woundText(sheet.woundModifier.total)})
          </label>
          <button type="button" className="small" aria-expanded={more} onClick={() => setMore(!more)}>
            {more ? 'Fewer options' : 'More options'}
          </button>
        </div>
        {more && (
          <div className="roller-controls" data-testid="roller-more">
            <label className="inline">
              Substitute attribute
              <select value={attribute} onChange={(e) => setAttribute(e.target.value)}>
                <option value="">Ruling attribute</option>
                {setting.attributes.map((a) => <option key={a.name} value={a.name}>{a.name}</option>)}
              </select>
            </label>
            <label className="inline">
              Defaulting for task
              <input value={task} maxLength={100} placeholder="skill it lacks" onChange={(e) => setTask(e.target.value)} />
            </label>
            {task.trim() !== '' && (
              <ModifierInput label="Defaulting modifier" system={system} value={defaultMod} max={0} onChange={(n) => setDefaultMod(Math.min(0, n))} />
            )}
            {!heroOnly && <label className="inline">
              {announces ? 'Luck announced by' : 'Luck from'}
              <select value={other.by} onChange={(e) => setOther({ ...other, by: e.target.value })}>
                <option value="">Nobody</option>
                {announces && <option value={character.id}>{character.name}</option>}
                {others.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </select>
            </label>}
            {!announces && !heroOnly && (
              <label className="inline">
                Luck effect
                <select value={other.effect} onChange={(e) => setOther({ ...other, effect: e.target.value as Offer['effect'] })}>
                  <option value="penalty">Penalty {modifierText(system, -system.core.luck.penaltyDice)}</option>
                  <option value="bonus">Bonus {modifierText(system, system.core.luck.bonusDice)}</option>
                </select>
              </label>
            )}
          </div>
        )}
        <TaskFields system={system} value={opts} onChange={setOpts} />
        {plan.ok ? (
          <div className="odds" data-testid="roll-odds">
            {plan.plan.poolText}: <strong>{pct(plan.plan.odds.pSuccess)}</strong> to succeed
            {!plan.plan.odds.results && (
              <span className="muted small">
                {' '}· good {pct(plan.plan.odds.levels['good-success'] + plan.plan.odds.levels['great-success'] + plan.plan.odds.levels['amazing-success'])}
                {' '}· embarrassing {pct(plan.plan.odds.levels['embarrassing-failure'])}
              </span>
            )}
            <ResultOdds odds={plan.plan.odds} />
          </div>
        ) : (
          <p className="error-text small">{plan.message}</p>
        )}
        <button id="roll-now" type="button" className="primary" disabled={busy || !plan.ok} onClick={() => void roll()}>
          Roll {ability} now
        </button>
        {error && <p role="alert" className="error-text">{error}</p>}
        {result && r && (
          <div className={`roll-result ${r.isSuccess ? 'ok' : 'fail'}`} role="status" data-testid="roll-result">
            <strong>{r.label}</strong>{r.percentile || r.goal ? '' : <> — {r.hits} {r.hits === 1 ? 'hit' : 'hits'} on {r.diceRolled} dice</>}
            <RollFaces roll={r} system={system} />
            <span className="muted small">
              Odds were {pct(r.odds.pSuccess)}{luckText(r) ? `; luck: ${luckText(r)}` : ''}
              {r.reroll ? `; re-rolled ${rerollText(r)}` : ''}.
            </span>
            {offer && result.characterId === character.id && (
              <button type="button" className="small" disabled={busy || character.luckPoints < offer.points} onClick={() => void reroll(result.id)}>
                {offer.label}
              </button>
            )}
          </div>
        )}
        {log.data && log.data.entries.length > 0 && (
          <details className="roll-log">
            <summary>Recent rolls ({log.data.entries.length})</summary>
            <ol>
              {log.data.entries.map((e) => (
                <li key={e.id}>
                  <span className="muted small">{e.recordedAt.slice(0, 16).replace('T', ' ')}</span> {e.roll.ability}: {e.roll.label} ({rollShort(e.roll)})
                  {e.roll.opposed ? ` · ${e.roll.opposed.text}` : ''}
                  {e.roll.rolledBy ? ` · ${rolledByText(e.roll)}` : ''}
                </li>
              ))}
            </ol>
          </details>
        )}
      </section>
      <OpposedRoller character={character} system={system} />
    </>
  );
}
