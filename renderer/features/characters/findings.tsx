import { abilityKey } from '../../../shared/domain/character';
import type { ChargenFinding } from '../../../shared/systems';

/** Where a finding without an ability belongs on the sheet. */
const SECTION_OF: Record<string, Section> = {
  'missing-concept': 'concept',
  'empty-quirk': 'quirks',
  'too-few-quirks': 'quirks',
  'too-many-quirks': 'quirks',
  'too-few-background-skills': 'background',
  'duplicate-language': 'languages',
  'unknown-language': 'languages',
  'unrated-language': 'languages',
  'too-many-points': 'points',
  'points-unspent': 'points',
  'too-many-attribute-points': 'attributes',
  'too-many-action-points': 'action',
  'too-many-high-ratings': 'points',
};
export type Section = 'concept' | 'quirks' | 'background' | 'languages' | 'points' | 'attributes' | 'action' | 'general';

export function sectionOf(f: ChargenFinding): Section | null {
  const s = SECTION_OF[f.code];
  if (s) return s;
  return f.ability === null ? 'general' : null;
}

/** Findings placed beside one section, or beside one ability's row. */
export function findingsIn(findings: readonly ChargenFinding[], section: Section): ChargenFinding[] {
  return findings.filter((f) => sectionOf(f) === section);
}

export function findingsFor(findings: readonly ChargenFinding[], ability: string): ChargenFinding[] {
  const key = abilityKey(ability);
  return findings.filter((f) => sectionOf(f) === null && f.ability !== null && abilityKey(f.ability) === key);
}

/** Findings as a short list; errors and warnings are marked in words as well as colour. */
export function Findings({ items, id }: { items: readonly ChargenFinding[]; id?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="findings" id={id} aria-live="polite">
      {items.map((f, i) => (
        <li key={`${f.code}-${i}`} className={`finding finding-${f.severity}`} data-code={f.code}>
          <span className="finding-tag">{f.severity === 'error' ? 'Rule' : 'Note'}</span> {f.message}
        </li>
      ))}
    </ul>
  );
}
