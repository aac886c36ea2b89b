import { EDITIONS, findEdition, houseRulesInForce, settingForEdition, type Edition, type SystemChoice } from '../../../shared/systems';
import { fieldId } from './fields';
import type { SystemEditor } from './useSystemEditor';

type Props = { choice: SystemChoice; edition: Edition | undefined; edit: SystemEditor['edit'] };

export function EditionSection({ choice, edition, edit }: Props) {
  // One edition's numbers mean something else in another (FS3.2 attributes 1–4, FS3.1 1–12), and
  // its house rules are its own: the setting takes the new edition's numbers, the rules start off.
  const switchTo = (id: string) => {
    const next = findEdition(id);
    edit('edition', (d) => ({ ...d, choice: { edition: id, houseRules: {} }, setting: next ? settingForEdition(d.setting, next) : d.setting }));
  };
  return (
    <section className="sys-card edition-card" aria-labelledby="sys-h-edition">
      <h2 id="sys-h-edition">Edition</h2>
      <div className="edition-row">
        <div className="field">
          <label htmlFor={fieldId(['edition'])}>Rules edition</label>
          <select id={fieldId(['edition'])} value={choice.edition} aria-describedby="sys-edition-switch" onChange={(e) => switchTo(e.target.value)}>
            {!edition && <option value={choice.edition}>{choice.edition} (unknown)</option>}
            {EDITIONS.map((e) => <option key={e.id} value={e.id}>{e.name}</option>)}
          </select>
          <p id="sys-edition-switch" className="muted small">
            Another edition brings its own numbers (ratings, chargen, XP, luck, dice); names, lists and characters stay. Undo restores them.
          </p>
        </div>
        {edition ? (
          <div className="edition-about">
            <p>{edition.summary}</p>
            <p className="muted small">Seeds: {edition.seeds.map((s, i) => <code key={s}>{i > 0 ? ', ' : ''}{s}</code>)}</p>
          </div>
        ) : (
          <p className="error-text">This version of FS3 Console does not know edition “{choice.edition}”.</p>
        )}
      </div>
    </section>
  );
}

/** A radio group per house rule of the edition, each option with the seed sentence it comes from. */
export function HouseRulesSection({ choice, edition, edit }: Props) {
  if (!edition) return null;
  return (
    <section className="sys-card" aria-labelledby="sys-h-house">
      <h2 id="sys-h-house">House rules</h2>
      <p className="muted small">Where the seeds disagree or leave it to the storyteller. Each choice quotes its source.</p>
      <div className="house-rules">
        {houseRulesInForce(edition, choice.houseRules).map(({ rule, option: inForce }) => (
          <fieldset key={rule.id} id={fieldId(['houseRules', rule.id])}>
            <legend>{rule.label}</legend>
            <p className="muted small">{rule.description}</p>
            {rule.options.map((o) => (
              <label key={o.id} className={`house-option${o.id === inForce.id ? ' chosen' : ''}`}>
                <span className="radio">
                  <input type="radio" name={`house-${rule.id}`} value={o.id} checked={o.id === inForce.id}
                    onChange={() => edit(`house rule ${rule.label}`, (d) => ({ ...d, choice: { ...d.choice, houseRules: { ...d.choice.houseRules, [rule.id]: o.id } } }))} />
                  <span>{o.label}{o.id === rule.defaultOption ? <span className="tag">default</span> : null}</span>
                </span>
                <blockquote>“{o.source.quote}” <cite>seed {o.source.seed}</cite></blockquote>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </section>
  );
}
