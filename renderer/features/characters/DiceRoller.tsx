import { useMemo, useState } from 'react';
import type { Character } from '../../../shared/domain/character';
import type { GameSystem } from '../../../shared/systems';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import { planSheetRoll } from '../../../shared/sheet/roll-plan';
import { useClient } from '../../api/client';
import { errorText, useRollLog } from './api';
import type { SheetRoll } from '../../../shared/domain/sheet';

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;

/**
 * Rolls the chosen ability in main (main's dice, the campaign's roll log). The exact odds of the
 * pool show before the roll, from the same plan main rolls.
 */
export function DiceRoller(props: { sheet: CharacterSheet; character: Character; system: GameSystem; ability: string; onAbility: (a: string) => void }) {
  const { sheet, character, system, ability } = props;
  const setting = system.setting;
  const client = useClient();
  const log = useRollLog(character.id);
  const [modifier, setModifier] = useState(0);
  const [luck, setLuck] = useState(false);
  const [applyWounds, setApplyWounds] = useState(true);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SheetRoll | null>(null);
  const [error, setError] = useState<string | null>(null);
  const woundPenalty = applyWounds ? sheet.woundModifier.total : 0;
  const plan = useMemo(() => {
    try {
      return { ok: true as const, plan: planSheetRoll(system, character, { ability, modifier, luck, woundPenalty }) };
    } catch (e) {
      return { ok: false as const, message: errorText(e) };
    }
  }, [system, character, ability, modifier, luck, woundPenalty]);
  const abilities = [
    ...setting.attributes.map((a) => a.name),
    ...setting.actionSkills.map((a) => a.name),
    ...character.backgroundSkills.map((b) => b.name).filter((n) => n.trim() !== ''),
    ...(character.npc?.ratings.map((r) => r.name) ?? []),
  ];

  const roll = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const { entry } = await client.call('character.roll', { id: character.id, ability, modifier, luck, applyWounds });
      setResult(entry.roll);
      setLuck(false);
      void log.refetch();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sheet-section roller" aria-labelledby="roller-title">
      <h2 id="roller-title">Dice roller</h2>
      <div className="roller-controls">
        <label className="inline grow">
          Ability
          <select value={ability} onChange={(e) => props.onAbility(e.target.value)}>
            {[...new Set([...abilities, ability])].map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </label>
        <label className="inline narrow">
          Modifier
          <input type="number" min={-20} max={20} value={modifier} onChange={(e) => setModifier(Number.parseInt(e.target.value, 10) || 0)} />
        </label>
      </div>
      <div className="roller-controls">
        {system.edition.luckOutsideCombat === 'announce' ? (
          <p className="muted small" data-testid="luck-note">
            Luck adds no dice outside combat here; spend it under XP and luck, where the spend is recorded.
          </p>
        ) : (
          <label className="check">
            <input type="checkbox" checked={luck} disabled={character.luckPoints < 1} onChange={(e) => setLuck(e.target.checked)} />
            Spend 1 luck (+{system.core.luck.bonusDice} dice; {character.luckPoints} left)
          </label>
        )}
        <label className="check">
          <input type="checkbox" checked={applyWounds} onChange={(e) => setApplyWounds(e.target.checked)} />
          Wound modifier (−{sheet.woundModifier.total})
        </label>
      </div>
      {plan.ok ? (
        <p className="odds" data-testid="roll-odds">
          {plan.plan.poolText}: <strong>{pct(plan.plan.odds.pSuccess)}</strong> to succeed
          <span className="muted small">
            {' '}· good {pct(plan.plan.odds.levels['good-success'] + plan.plan.odds.levels['great-success'] + plan.plan.odds.levels['amazing-success'])}
            {' '}· embarrassing {pct(plan.plan.odds.levels['embarrassing-failure'])}
          </span>
        </p>
      ) : (
        <p className="error-text small">{plan.message}</p>
      )}
      <button id="roll-now" type="button" className="primary" disabled={busy || !plan.ok} onClick={() => void roll()}>
        Roll {ability} now
      </button>
      {error && <p role="alert" className="error-text">{error}</p>}
      {result && (
        <div className={`roll-result ${result.isSuccess ? 'ok' : 'fail'}`} role="status" data-testid="roll-result">
          <strong>{result.label}</strong> — {result.hits} {result.hits === 1 ? 'hit' : 'hits'} on {result.diceRolled} dice
          <div className="dice" aria-label="Dice">{result.dice.map((d, i) => <span key={i} className={d >= system.core.dice.hitThreshold ? 'die hit' : d === 1 ? 'die one' : 'die'}>{d}</span>)}</div>
          <span className="muted small">Odds were {pct(result.odds.pSuccess)}{result.luckSpent ? '; 1 luck spent' : ''}.</span>
        </div>
      )}
      {log.data && log.data.entries.length > 0 && (
        <details className="roll-log">
          <summary>Recent rolls ({log.data.entries.length})</summary>
          <ol>
            {log.data.entries.map((e) => (
              <li key={e.id}>
                <span className="muted small">{e.recordedAt.slice(0, 16).replace('T', ' ')}</span> {e.roll.ability}: {e.roll.label} ({e.roll.hits}/{e.roll.diceRolled})
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
