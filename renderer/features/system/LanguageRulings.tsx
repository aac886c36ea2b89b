/**
 * Each language's ruling attribute, set in the skill list (issue 39; FS3.1 seed 002: "The
 * Storyteller sets the Ruling Attribute for Action and Language skills as part of the skill
 * list"). Shown only for an edition that rates languages (`Edition.languageRulings`). "Each
 * character's own" leaves the entry on the character's sheet in force (campaigns made before).
 */
import type { Setting } from '../../../shared/domain/setting';
import { abilityKey } from '../../../shared/domain/character';
import type { Edition, SettingFinding } from '../../../shared/systems';
import { FieldProblems } from './AbilitySections';
import { fieldId, withSetting } from './fields';
import type { SystemEditor } from './useSystemEditor';

export function LanguageRulingsSection({ setting, edit, problems, edition }: { setting: Setting; edit: SystemEditor['edit']; problems: readonly SettingFinding[]; edition: Edition | undefined }) {
  if (!edition?.languageRulings) return null;
  const languages = setting.languages.filter((l) => l.trim() !== '');
  const attrs = setting.attributes.map((a) => a.name).filter((x) => x.trim() !== '');
  const rulings = setting.languageRulingAttributes ?? {};
  const valueOf = (language: string) => Object.entries(rulings).find(([name]) => abilityKey(name) === abilityKey(language))?.[1] ?? '';
  const set = (language: string, attribute: string) =>
    edit(`ruling attribute of ${language}`, withSetting((s) => {
      const rest = Object.fromEntries(Object.entries(s.languageRulingAttributes ?? {}).filter(([name]) => abilityKey(name) !== abilityKey(language)));
      return { ...s, languageRulingAttributes: attribute === '' ? rest : { ...rest, [language]: attribute } };
    }));
  return (
    <section className="sys-card" aria-labelledby="sys-h-language-rulings">
      <h2 id="sys-h-language-rulings">Languages&rsquo; ruling attributes</h2>
      <p className="muted small">Seed 002: &ldquo;The Storyteller sets the Ruling Attribute for Action and Language skills as part of the skill list.&rdquo;</p>
      {languages.length === 0 && <p className="muted small">The setting lists no languages.</p>}
      <div className="roles-grid">
        {languages.map((language) => {
          const path = ['languageRulingAttributes', language];
          const value = valueOf(language);
          return (
            <div key={language} className="field">
              <label htmlFor={fieldId(path)}>{language}</label>
              <select id={fieldId(path)} value={value} onChange={(e) => set(language, e.target.value)}>
                <option value="">Each character&rsquo;s own</option>
                {value !== '' && !attrs.some((a) => abilityKey(a) === abilityKey(value)) && <option value={value}>{`${value} (missing)`}</option>}
                {attrs.map((a) => <option key={a} value={a}>{a}</option>)}
              </select>
              <FieldProblems problems={problems} path={path} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
