import { useState } from 'react';
import { findRated, type BackgroundSkill, type Character, type RatedAbility } from '../../../shared/domain/character';
import type { Setting } from '../../../shared/domain/setting';
import { listedLanguageRuling, raiseOffer, sheetWords, xpCostToRaise, type ChargenFinding, type GameSystem, type RaisableKind } from '../../../shared/systems';
import { plainPoolText, ratingTag, ratingWords, type RatingKindWord } from '../../../shared/sheet/rating-words';
import { Findings, findingsFor, findingsIn } from './findings';
import { RatingInput } from './RatingInput';

type Edit = (change: (c: Character) => Character) => void;
type Common = {
  character: Character;
  system: GameSystem;
  setting: Setting;
  findings: readonly ChargenFinding[];
  edit: Edit;
  onBlur: () => void;
  onRoll: (ability: string) => void;
};

/** Issue 19: the edition's word and result-table row beside a rating ("Veteran · row 7"), the row's ranges as its tooltip. */
function RatingTag({ system, kind, rating, name, withRow = true }: { system: GameSystem; kind: RatingKindWord; rating: number; name: string; withRow?: boolean }) {
  const w = ratingWords(system, kind, rating, name);
  const tag = ratingTag(w, withRow);
  if (tag === '') return null;
  // The row's ranges (a result-table edition) or the seed's description of the rating (FS3.2, issue 39) as the tooltip.
  const title = [w.description, w.ranges ? `Result table row ${w.row}: ${w.ranges}` : null].filter((x) => x !== null).join(' ');
  return <span className="row-chip" data-testid={`rating-tag-${name}`} title={title === '' ? undefined : title}>{tag}</span>;
}

/** A die face drawn inline: emoji fonts are not everywhere. */
function DieIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="1.5" width="13" height="13" rx="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="5.5" cy="5.5" r="1.3" fill="currentColor" />
      <circle cx="10.5" cy="10.5" r="1.3" fill="currentColor" />
      <circle cx="10.5" cy="5.5" r="1.3" fill="currentColor" />
      <circle cx="5.5" cy="10.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

function RollButton({ ability, onRoll }: { ability: string; onRoll: (a: string) => void }) {
  return (
    <button type="button" className="icon-button" aria-label={`Roll ${ability}…`} title={`Roll ${ability}: set modifiers and luck in the dice roller`} onClick={() => onRoll(ability)}>
      <DieIcon />
    </button>
  );
}

function setRated(list: readonly RatedAbility[], name: string, rating: number, dropZero: boolean): RatedAbility[] {
  const found = findRated(list, name);
  if (dropZero && rating === 0) return list.filter((a) => a !== found);
  return found ? list.map((a) => (a === found ? { ...a, rating } : a)) : [...list, { name, rating }];
}

export function AttributesTable(props: Common & XpProps) {
  const { character, setting, findings, edit, onBlur, onRoll } = props;
  const r = setting.ruleset.ratings.attribute;
  return (
    <section className="sheet-section" aria-labelledby="attrs-title">
      <h2 id="attrs-title">{sheetWords(props.system).attributes}</h2>
      <Findings items={findingsIn(findings, 'attributes')} />
      <table className="abilities">
        <tbody>
          {setting.attributes.map((def) => {
            const own = findingsFor(findings, def.name);
            const fid = own.length > 0 ? `f-attr-${def.name}` : undefined;
            return (
              <tr key={def.name}>
                <th scope="row" title={def.description}>{def.name}</th>
                <td>
                  <RatingInput
                    label={`${def.name} rating`}
                    value={findRated(character.attributes, def.name)?.rating ?? 0}
                    min={r.min}
                    max={r.max}
                    describedBy={fid}
                    onChange={(n) => edit((c) => ({ ...c, attributes: setRated(c.attributes, def.name, n, false) }))}
                    onBlur={onBlur}
                  />
                  <RatingTag system={props.system} kind="attribute" rating={findRated(character.attributes, def.name)?.rating ?? 0} name={def.name} />
                </td>
                <td className="actions">
                  <RollButton ability={def.name} onRoll={onRoll} />
                  <RaiseButton {...props} skill={def.name} kind="attribute" />
                </td>
                <td className="finding-cell"><Findings items={own} id={fid} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

type XpProps = { onRaise: (skill: string, rulingAttribute?: string) => void; busy: boolean; today: string };

/** The edition's raise control: FS3.2's "+1 (N XP)", or Third Edition's "Learn (1 XP) — 1/2 toward Competent". */
function RaiseButton({ system, character, skill, kind, onRaise, busy, today }: XpProps & { system: GameSystem; character: Character; skill: string; kind: RaisableKind }) {
  const offer = raiseOffer(system, character, skill, kind, today);
  if (offer === null) return kind === 'attribute' ? null : <span className="muted small">max</span>;
  // The accessible name says what the button does, then holds the words shown ("+1 (2 XP)",
  // "Learn (1 XP) 0/2 toward Competent"): a speech-input user says what they see (issue 18).
  const shown = offer.detail === undefined ? offer.text : `${offer.text} ${offer.detail}`;
  return (
    <button
      type="button"
      className="xp-button"
      disabled={busy}
      aria-label={`${offer.label} — ${shown}`}
      title={offer.hint}
      data-wait={offer.waitDays > 0 ? offer.waitDays : undefined}
      onClick={() => onRaise(skill)}
    >
      {offer.text.startsWith('+1 ') ? <>+1 <span className="muted">{offer.text.slice(3)}</span></> : offer.text}
      {offer.detail !== undefined && <> <span className="xp-progress">{offer.detail}</span></>}
    </button>
  );
}

export function ActionSkillsTable(props: Common & XpProps) {
  const { character, setting, findings, edit, onBlur, onRoll } = props;
  const r = setting.ruleset.ratings.actionSkill;
  const unknown = character.actionSkills.filter((s) => !findRated(setting.actionSkills, s.name));
  return (
    <section className="sheet-section" aria-labelledby="action-title">
      <h2 id="action-title">{sheetWords(props.system).actionSkills}</h2>
      <Findings items={findingsIn(findings, 'action')} />
      <table className="abilities">
        <tbody>
          {setting.actionSkills.map((def) => {
            const rating = findRated(character.actionSkills, def.name)?.rating ?? 0;
            const own = findingsFor(findings, def.name);
            const fid = own.length > 0 ? `f-action-${def.name}` : undefined;
            const pool = plainPoolText(props.system, character, def.name);
            return (
              <tr key={def.name} className={rating === 0 ? 'untrained' : undefined}>
                <th scope="row" title={def.description}>
                  {def.name} <span className="muted small">({def.rulingAttribute})</span>
                  {/* Issue 18: the whole pool a plain roll takes (skill + ruling attribute, by the edition). */}
                  {pool !== null && <span className="muted small" data-testid={`pool-${def.name}`}> · {pool}</span>}
                </th>
                <td>
                  <RatingInput
                    label={`${def.name} rating`}
                    value={rating}
                    min={r.min}
                    max={r.max}
                    describedBy={fid}
                    onChange={(n) => edit((c) => ({ ...c, actionSkills: setRated(c.actionSkills, def.name, n, true) }))}
                    onBlur={onBlur}
                  />
                  {/* The row is in the pool beside the name ("row 5 +4"): the word only here. */}
                  <RatingTag system={props.system} kind="action-skill" rating={rating} name={def.name} withRow={false} />
                </td>
                <td className="actions">
                  <RollButton ability={def.name} onRoll={onRoll} />
                  <RaiseButton {...props} skill={def.name} kind="action-skill" />
                </td>
                <td className="finding-cell"><Findings items={own} id={fid} /></td>
              </tr>
            );
          })}
          {unknown.map((s) => (
            <tr key={`unknown-${s.name}`}>
              <th scope="row">{s.name}</th>
              <td>{s.rating}</td>
              <td className="actions">
                <button type="button" onClick={() => edit((c) => ({ ...c, actionSkills: c.actionSkills.filter((x) => x !== s) }))}>Remove</button>
              </td>
              <td className="finding-cell"><Findings items={findingsFor(findings, s.name)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function BackgroundSkillsTable(props: Common & XpProps) {
  const { character, setting, findings, edit, onBlur, onRoll } = props;
  const r = setting.ruleset.ratings.backgroundSkill;
  const [name, setName] = useState('');
  const [ruling, setRuling] = useState(setting.attributes[0]?.name ?? '');
  const update = (skill: BackgroundSkill, patch: Partial<BackgroundSkill>) =>
    edit((c) => ({ ...c, backgroundSkills: c.backgroundSkills.map((b) => (b === skill ? { ...b, ...patch } : b)) }));
  const trimmed = name.trim();
  const known = trimmed !== '' && findRated(character.backgroundSkills, trimmed) !== undefined;
  return (
    <section className="sheet-section" aria-labelledby="bg-title">
      <h2 id="bg-title">{sheetWords(props.system).backgroundSkills}</h2>
      <Findings items={findingsIn(findings, 'background')} />
      <table className="abilities">
        <thead>
          <tr>
            <th scope="col">Skill</th>
            <th scope="col">Rating</th>
            <th scope="col">{sheetWords(props.system).rulingAttribute}</th>
            <th scope="col"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {character.backgroundSkills.map((b, i) => {
            const own = findingsFor(findings, b.name);
            const fid = own.length > 0 ? `f-bg-${i}` : undefined;
            return (
              <tr key={i}>
                <th scope="row">
                  <input className="name-input" aria-label={`Background skill ${i + 1} name`} value={b.name} onChange={(e) => update(b, { name: e.target.value })} onBlur={onBlur} />
                  <Findings items={own} id={fid} />
                </th>
                <td>
                  <RatingInput label={`${b.name} rating`} value={b.rating} min={r.min} max={r.max} describedBy={fid} onChange={(n) => update(b, { rating: n })} onBlur={onBlur} />
                  <RatingTag system={props.system} kind="background-skill" rating={b.rating} name={b.name} />
                </td>
                <td>
                  {/* Issue 39: a language ruled in the skill list (FS3.1 seed 002) shows the storyteller's choice. */}
                  {listedLanguageRuling(props.system, b.name) ?? (
                  <select aria-label={`${b.name} ruling attribute`} value={b.rulingAttribute} onChange={(e) => update(b, { rulingAttribute: e.target.value })} onBlur={onBlur}>
                    {!setting.attributes.some((a) => a.name === b.rulingAttribute) && <option value={b.rulingAttribute}>{b.rulingAttribute || '(choose)'}</option>}
                    {setting.attributes.map((a) => <option key={a.name} value={a.name}>{a.name}</option>)}
                  </select>)}
                </td>
                <td className="actions">
                  <RollButton ability={b.name} onRoll={onRoll} />
                  <RaiseButton {...props} skill={b.name} kind="background-skill" />
                  <button type="button" aria-label={`Remove ${b.name}`} onClick={() => edit((c) => ({ ...c, backgroundSkills: c.backgroundSkills.filter((x) => x !== b) }))}>
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <form
        className="row add-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed === '' || known) return;
          edit((c) => ({ ...c, backgroundSkills: [...c.backgroundSkills, { name: trimmed, rating: 1, rulingAttribute: ruling }] }));
          setName('');
        }}
      >
        <label className="inline">
          New background skill
          <input value={name} onChange={(e) => setName(e.target.value)} list="bg-ideas" placeholder="e.g. Card Games" />
        </label>
        <datalist id="bg-ideas">{setting.backgroundSkillIdeas.map((i) => <option key={i} value={i} />)}</datalist>
        <label className="inline">
          {sheetWords(props.system).rulingAttribute}
          <select value={ruling} onChange={(e) => setRuling(e.target.value)}>
            {setting.attributes.map((a) => <option key={a.name} value={a.name}>{a.name}</option>)}
          </select>
        </label>
        <button type="submit" disabled={trimmed === '' || known}>Add at 1</button>
        <button type="button" disabled={trimmed === '' || known || props.busy} onClick={() => { props.onRaise(trimmed, ruling); setName(''); }}>
          Learn with XP ({raiseOffer(props.system, props.character, trimmed || 'New skill', 'background-skill', props.today)?.cost ?? xpCostToRaise(props.system, 0, 'background-skill') ?? '–'} XP)
        </button>
        {known && <span className="muted small">{trimmed} is already on the sheet.</span>}
      </form>
    </section>
  );
}
