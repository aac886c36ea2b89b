/** Issue 21: what the players' screens may show, for the whole campaign (each combatant can override it on the GM screen). */
import type { PlayerPrivacy, WoundDisplay } from '../../../shared/player/privacy';
import { usePrivacy, useSetPrivacy } from './players-api';

const WOUND_WORDS: Record<WoundDisplay, string> = {
  exact: 'Exact: each wound with its location',
  severity: 'Severity words only ("Serious, Light")',
  status: 'One word: hurt, badly hurt, out',
  none: 'Nothing',
};

type Choice<K extends keyof PlayerPrivacy> = { key: K; legend: string; help: string; options: { value: PlayerPrivacy[K]; label: string }[] };

const woundChoice = (key: 'pcWounds' | 'npcWounds', legend: string, help: string): Choice<typeof key> => ({
  key, legend, help, options: (Object.keys(WOUND_WORDS) as WoundDisplay[]).map((value) => ({ value, label: WOUND_WORDS[value] })),
});

const CHOICES = [
  { key: 'npcNames', legend: 'NPC names', help: 'Generic names keep a surprise: "NPC 1" instead of "Centurion Three". A combatant’s own public name always wins.', options: [{ value: 'generic', label: 'Generic (NPC 1, NPC 2…)' }, { value: 'real', label: 'Their names in the fight' }] },
  woundChoice('pcWounds', 'PC wounds', 'Players usually know their own wounds.'),
  woundChoice('npcWounds', 'NPC wounds', 'How badly the opposition is hurt: exact, in words, or not at all.'),
  { key: 'pcRolls', legend: 'PC rolls', help: 'The dice of the players’ own characters in the log.', options: [{ value: 'shown', label: 'Shown' }, { value: 'hidden', label: 'Hidden' }] },
  { key: 'forecast', legend: 'Turn forecast', help: 'The chances of being hit, badly wounded or knocked out this turn. Hidden keeps the odds yours; shown, they leave out what combatants hidden from players do.', options: [{ value: 'hidden', label: 'Hidden' }, { value: 'shown', label: 'Shown' }] },
  { key: 'npcRolls', legend: 'NPC rolls', help: 'Hidden keeps NPC skill levels secret: the log says what happened, not the dice.', options: [{ value: 'shown', label: 'Shown' }, { value: 'hidden', label: 'Hidden' }] },
] as const satisfies readonly Choice<keyof PlayerPrivacy>[];

export function PrivacySection() {
  const privacy = usePrivacy();
  const set = useSetPrivacy();
  const p = privacy.data;
  return (
    <section className="panel players-section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">What players see</h2>
      <p className="muted">For this campaign. FS3 Console builds the players’ view with these rules on this machine: anything hidden never reaches their screens.</p>
      {privacy.isError && <p className="error-text" role="alert">{privacy.error.message}</p>}
      {set.isError && <p className="error-text" role="alert">{set.error.message}</p>}
      {p && (
        <div className="privacy-grid">
          {CHOICES.map((c) => (
            <fieldset key={c.key}>
              <legend>{c.legend}</legend>
              {c.options.map((o) => (
                <label key={o.value} className="radio">
                  <input
                    type="radio"
                    name={`privacy-${c.key}`}
                    checked={p[c.key] === o.value}
                    onChange={() => set.mutate({ ...p, [c.key]: o.value })}
                  />
                  {o.label}
                </label>
              ))}
              <p className="small muted">{c.help}</p>
            </fieldset>
          ))}
          <fieldset>
            <legend>Hidden NPCs</legend>
            <label className="radio">
              <input type="checkbox" checked={p.npcsJoinHidden} onChange={(e) => set.mutate({ ...p, npcsJoinHidden: e.target.checked })} />
              NPCs join fights hidden
            </label>
            <p className="small muted">A hidden NPC is not on the players’ screens at all (no row, name, log line or dice) until you reveal it on the GM screen.</p>
          </fieldset>
        </div>
      )}
    </section>
  );
}
