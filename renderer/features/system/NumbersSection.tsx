import type { Setting } from '../../../shared/domain/setting';
import { SETTING_NUMBER_FIELDS, valueAt, type SettingFinding } from '../../../shared/systems';
import { FieldProblems } from './AbilitySections';
import { fieldId, setAt, withSetting } from './fields';
import type { SystemEditor } from './useSystemEditor';

import type { Edition } from '../../../shared/systems';

type Props = { setting: Setting; edit: SystemEditor['edit']; problems: readonly SettingFinding[]; edition?: Edition | undefined };
type Field = (typeof SETTING_NUMBER_FIELDS)[number];

/** What each number does, in the storyteller's words (seed 000 "Ability Limits", seed 004). */
const HINTS: Record<string, string> = {
  abilityPoints: 'Points to spend on abilities at creation.',
  maxAttributePoints: 'Blank: no limit.',
  maxActionSkillPoints: 'Blank: no limit.',
  highRatingThreshold: 'A rating at or above this counts as high.',
  maxHighRatedAbilities: 'Blank: no limit.',
  minBackgroundSkills: 'Rated above 0.',
  minQuirks: '',
  maxQuirks: 'Blank: no limit.',
  languageEach: 'Ability points per language.',
  weeklyAward: 'XP every character gains each week.',
  daysBetweenRaises: 'Blank: raise any time.',
  maxSavedXp: 'Most XP a character may hoard. Blank: no cap.',
  startingPoints: 'Luck points a new character has.',
  maxPoints: 'Most luck a character may hold. Blank: no cap.',
  bonusDice: 'Dice a luck point adds to one’s own roll.',
  penaltyDice: 'Dice a luck point takes from another’s roll.',
  maxPointsPerRoll: 'Luck points that may go on one roll.',
};

/** Issue 19: luck's numbers are percent on a d100 for an edition whose modifiers are (FS3.1, 002 "+50"). */
const PERCENT_HINTS: Record<string, string> = {
  bonusDice: 'Percent a luck point adds to one’s own roll (seed 002: +50).',
  penaltyDice: 'Percent a luck point takes from another’s roll (seed 002: −50).',
};

const text = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

function NumberInput({ field, setting, edit, problems, edition }: Props & { field: Field }) {
  const key = String(field.path[field.path.length - 1]);
  const percent = edition?.dice.modifierUnit === 'percent' && PERCENT_HINTS[key] !== undefined;
  const label = percent ? field.label.replace(/ dice$/, ' (%)') : field.label;
  const hint = percent ? PERCENT_HINTS[key] : HINTS[key];
  const path = [...field.path];
  const bad = problems.some((p) => p.severity === 'error' && p.path.join('.') === path.join('.'));
  return (
    <div className={`field${bad ? ' invalid' : ''}`}>
      <label htmlFor={fieldId(path)}>{label}</label>
      <input id={fieldId(path)} type="number" inputMode="numeric" step={1} min={field.min} value={text(valueAt(setting, path))}
        placeholder={field.nullable ? 'No limit' : undefined} aria-invalid={bad || undefined}
        onChange={(e) => {
          const raw = e.target.value.trim();
          // Blank is "no limit" where the rules allow one; elsewhere it stays blank and the lint says so.
          const next = raw === '' ? (field.nullable ? null : Number.NaN) : Number(raw);
          edit(field.label.toLowerCase(), withSetting((s) => setAt(s, path, next)));
        }} />
      {hint ? <small className="muted">{hint}</small> : null}
      <FieldProblems problems={problems} path={path} />
    </div>
  );
}

const group = (prefix: string) => SETTING_NUMBER_FIELDS.filter((f) => f.path.join('.').startsWith(prefix));

/** The XP raise-cost table: one number per rating step, as a row. */
function RaiseCosts({ setting, edit, problems }: Props) {
  const costs = setting.ruleset.xp.raiseCost;
  const top = Math.max(setting.ruleset.ratings.actionSkill.max, setting.ruleset.ratings.backgroundSkill.max);
  const setCosts = (next: number[]) => edit('XP raise costs', withSetting((s) => setAt(s, ['ruleset', 'xp', 'raiseCost'], next)));
  return (
    <div className="raise-costs" id={fieldId(['ruleset', 'xp', 'raiseCost'])} tabIndex={-1}>
      <div className="field-label">XP to raise a skill, by current rating</div>
      <div className="cost-row" role="group" aria-label="XP raise costs">
        {costs.map((c, i) => (
          <label key={i} className={`cost${problems.some((p) => p.path.join('.') === `ruleset.xp.raiseCost.${i}`) ? ' invalid' : ''}`}>
            <span>{i}→{i + 1}</span>
            <input id={fieldId(['ruleset', 'xp', 'raiseCost', i])} type="number" min={1} step={1} aria-label={`XP from ${i} to ${i + 1}`} value={text(c)}
              onChange={(e) => setCosts(costs.map((x, j) => (j === i ? (e.target.value.trim() === '' ? Number.NaN : Number(e.target.value)) : x)))} />
          </label>
        ))}
        <span className="cost-tools">
          <button type="button" className="icon" aria-label="Add a raise step" onClick={() => setCosts([...costs, costs[costs.length - 1] ?? 1])}>+</button>
          <button type="button" className="icon" aria-label="Remove the last raise step" disabled={costs.length === 0} onClick={() => setCosts(costs.slice(0, -1))}>−</button>
        </span>
      </div>
      <small className="muted">Skills are rated up to {top}: the table needs {top} steps.</small>
      <FieldProblems problems={problems} path={['ruleset', 'xp', 'raiseCost']} />
      {costs.map((_, i) => <FieldProblems key={i} problems={problems} path={['ruleset', 'xp', 'raiseCost', i]} />)}
    </div>
  );
}

/**
 * Which calendar the raise interval and weekly awards follow (issue 16): the real one (the
 * default, as before) or the campaign's in-game date. Both editions: a Third Edition game's
 * `days_between_learning` then counts in-game days.
 */
function XpClockField({ setting, edit }: Props) {
  const id = fieldId(['ruleset', 'xp', 'clock']);
  const value = setting.ruleset.xp.clock ?? 'real';
  return (
    <div className="field">
      <label htmlFor={id}>XP follows</label>
      <select id={id} value={value}
        onChange={(e) => edit('XP clock', withSetting((s) => setAt(s, ['ruleset', 'xp', 'clock'], e.target.value === 'game' ? 'game' : 'real')))}>
        <option value="real">The real calendar</option>
        <option value="game">The game calendar (in-game date)</option>
      </select>
      <small className="muted">The days between raises and the weekly award count on this calendar.</small>
    </div>
  );
}

export function NumbersSection(props: Props) {
  return (
    <>
      <section className="sys-card" aria-labelledby="sys-h-chargen">
        <h2 id="sys-h-chargen">Character creation limits</h2>
        <div className="number-grid">
          {[...group('ruleset.chargen'), ...group('ruleset.pointCosts')].map((f) => <NumberInput key={f.path.join('.')} {...props} field={f} />)}
        </div>
      </section>
      <section className="sys-card" aria-labelledby="sys-h-xp">
        <h2 id="sys-h-xp">Experience and luck</h2>
        <div className="number-grid">
          {group('ruleset.xp').map((f) => <NumberInput key={f.path.join('.')} {...props} field={f} />)}
        </div>
        <XpClockField {...props} />
        <RaiseCosts {...props} />
        <h3>Luck</h3>
        <div className="number-grid">
          {group('ruleset.luck').map((f) => <NumberInput key={f.path.join('.')} {...props} field={f} />)}
        </div>
      </section>
    </>
  );
}
