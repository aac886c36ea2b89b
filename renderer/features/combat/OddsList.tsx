import { memo } from 'react';
import type { ChoiceGroup } from './odds-choices';
import { formatOdds, type OddsLine } from './odds-format';

export type OddsRow = { group: ChoiceGroup; key: string; label: string; mine: OddsLine | null; against: OddsLine | null; chosen: boolean; ally?: boolean };

const TITLES: Record<ChoiceGroup, string> = { target: 'Targets', location: 'Called shot', fire: 'Single or burst', stance: 'Stance' };
const ORDER: ChoiceGroup[] = ['target', 'location', 'fire', 'stance'];

type Props = {
  rows: readonly OddsRow[];
  best: Partial<Record<ChoiceGroup, string>>;
  /** The edition's name of the Serious level and its word for suppression. */
  serious?: string;
  stress?: string;
  onChoose: (group: ChoiceGroup, key: string) => void;
  disabled: boolean;
};

/**
 * Issue 18: every choice of the declare panel with its odds; pressing a row makes that choice.
 * The best row of each group says "best" in words (see odds-choices.ts for what best means).
 */
export const OddsList = memo(function OddsList({ rows, best, serious, stress, onChoose, disabled }: Props) {
  const text = (o: OddsLine | null) => (o ? formatOdds(o, serious, stress) : '—');
  return (
    <div className="odds-choices" data-testid="odds-choices">
      <p className="muted small odds-legend">
        Odds of each choice; <span className="chip best">best</span> marks the highest chance of {serious ?? 'Serious'} or worse (stances: after the chosen target’s shot back).
      </p>
      {ORDER.map((group) => {
        const list = rows.filter((r) => r.group === group);
        if (list.length === 0) return null;
        return (
          // No accessible name on the group: its heading says what it is, and a name would also
          // label-match the panel's own fields ("Target", "Stance"...).
          <section key={group} className="odds-group" data-testid={`odds-${group}`}>
            <h3>{TITLES[group]}</h3>
            <ul className={`odds-rows${group === 'target' ? ' scroll' : ''}`}>
              {list.map((r) => (
                <li key={r.key}>
                  <button
                    type="button"
                    className={`odds-row${r.chosen ? ' is-chosen' : ''}`}
                    aria-pressed={r.chosen}
                    data-best={best[group] === r.key ? 'true' : undefined}
                    disabled={disabled}
                    onClick={() => onChoose(group, r.key)}
                  >
                    <span className="odds-label">{r.label}</span>
                    {best[group] === r.key && <span className="chip best">best</span>}
                    <span className="odds-figure">
                      {group === 'stance' ? `yours: ${text(r.mine)} · back at you: ${r.against ? text(r.against) : '—'}` : text(r.mine)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
