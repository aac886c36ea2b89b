import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import {
  ArmorSchema, DAMAGE_TYPES, GEAR_CLASSES, VehicleSchema, WEAPON_TYPES, WeaponSchema, type GearCatalog,
} from '../../../shared/domain/gear';
import type { GearListName } from '../../../shared/editors/catalog-ops';
import type { GearState } from '../../../shared/ipc/gear-contract';
import { navigate } from '../../app/routes';
import { useGameSystem } from '../../api/game-system';
import { lethalityHint } from './damage-bands';
import { fieldId, sectionOfList } from './ids';
import type { useGearEdit } from './useGear';
import { problemTarget } from './ProblemsList';

type Run = ReturnType<typeof useGearEdit>['run'];
/** A field a clicked problem asks to focus, once its item is on screen. */
export type FocusRequest = { list: GearListName; name: string; field: string };
type Item = Record<string, unknown> & { name: string };
type Options = (catalog: GearCatalog, draft: Item, abilities: string[]) => string[];

/** One form field: how it is edited, explained (unit, range, what it does) and when it shows. */
type Field = {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'select' | 'checkbox' | 'multi';
  hint: string;
  unit?: string;
  /** Blank means null (e.g. "no ammo"). */
  nullable?: boolean;
  options?: Options;
  /** For text fields: suggestions (a datalist). */
  suggest?: Options;
  show?: (draft: Item) => boolean;
};

const fixed = (values: readonly string[]): Options => () => [...values];
const abilities: Options = (_c, _d, a) => a;
const chartLocations = (catalog: GearCatalog, name: string) => catalog.hitCharts.find((c) => c.name === name)?.locations.map((l) => l.name) ?? [];

const WEAPON_FIELDS: Field[] = [
  { key: 'name', label: 'Name', kind: 'text', hint: 'Renaming updates every vehicle loadout that lists it.' },
  { key: 'type', label: 'Type', kind: 'select', options: fixed(WEAPON_TYPES), hint: 'Melee adds +3 dice to attack and defense; explosives hit everyone in the blast; defensive gear only suppresses.' },
  { key: 'class', label: 'Class', kind: 'select', options: fixed(GEAR_CLASSES), hint: 'Personal or vehicle-mounted. Reference only.' },
  { key: 'attackSkill', label: 'Attack skill', kind: 'text', suggest: abilities, hint: 'The attribute or action skill rolled to attack.' },
  { key: 'defenseSkill', label: 'Defense skill', kind: 'text', nullable: true, suggest: abilities, hint: 'Rolled by the target. Leave blank to use a raw defense rating instead.' },
  { key: 'defenseRating', label: 'Raw defense rating', kind: 'number', nullable: true, unit: 'dice rating', hint: '0 or more, instead of a skill. Seed 000 advises 3 for firearms ("no skill in dodging bullets").' },
  { key: 'penetration', label: 'Penetration', kind: 'number', hint: 'Greater than 0, on the same scale as armor protection: knife 1, pistol 3, rifle 4, .50 cal 8, anti-tank missile 70.' },
  { key: 'lethality', label: 'Lethality', kind: 'number', unit: 'points on d100', hint: lethalityHint(null) },
  { key: 'damageType', label: 'Damage', kind: 'select', options: fixed(DAMAGE_TYPES), hint: 'Stun wounds knock out rather than kill.' },
  { key: 'ammo', label: 'Ammo', kind: 'number', nullable: true, unit: 'shots', hint: 'Shots before a reload (1 or more). Blank: never reloads.' },
  { key: 'automatic', label: 'Automatic (bursts and full auto)', kind: 'checkbox', hint: 'Ranged weapons only: 3-round bursts, 10-round full auto.', show: (d) => d.type === 'ranged' || d.automatic === true },
  { key: 'rateOfFire', label: 'Rate of fire', kind: 'number', nullable: true, unit: 'shots a turn', hint: 'Ranged weapons only, 1 to 20: how many times the gun may be fired in a turn (fills the shots of a task). Blank: not given.', show: (d) => d.type === 'ranged' || (d.rateOfFire ?? null) !== null },
  { key: 'recoil', label: 'Recoil', kind: 'number', unit: 'dice per round fired', hint: '0 or more: dice lost for each round already fired in a burst (20% → 2, 30% → 3).' },
  { key: 'effectiveRange', label: 'Effective range', kind: 'number', nullable: true, unit: 'm', hint: 'Upper bound of medium range: short is up to half, long up to twice. Blank for melee.' },
  { key: 'blastRadius', label: 'Blast radius', kind: 'number', nullable: true, unit: 'm', hint: 'Explosives only: zone 0 inside it, zone 1 to twice it.', show: (d) => d.type === 'explosive' || d.blastRadius !== null },
  { key: 'shrapnel', label: 'Throws shrapnel', kind: 'checkbox', hint: 'Explosives only: fragments hit on the default row at penetration 3.', show: (d) => d.type === 'explosive' || d.shrapnel === true },
  { key: 'accuracy', label: 'Accuracy', kind: 'number', unit: 'dice', hint: 'Dice added to (or, negative, taken from) attack rolls.' },
];

const ARMOR_FIELDS: Field[] = [
  { key: 'name', label: 'Name', kind: 'text', hint: 'Renaming updates every vehicle that wears it.' },
  { key: 'class', label: 'Class', kind: 'select', options: fixed(GEAR_CLASSES), hint: 'Personal or vehicle armor. Reference only.' },
  { key: 'protection', label: 'Protection', kind: 'number', hint: 'Greater than 0, against weapon penetration: vest 3, kevlar 4, fighter jet 5, APC 15, heavy tank 75. Equal values stop 35%.' },
  {
    key: 'locations', label: 'Protected locations', kind: 'multi',
    options: (c, d) => [...new Set([...c.hitCharts.flatMap((h) => h.locations.map((l) => l.name)), ...((d.locations as string[] | undefined) ?? [])])],
    hint: 'A hit anywhere else ignores the armor. Locations of every chart are offered.',
  },
];

const VEHICLE_FIELDS: Field[] = [
  { key: 'name', label: 'Name', kind: 'text', hint: 'Vehicles are not referred to by other gear.' },
  { key: 'pilotingSkill', label: 'Piloting skill', kind: 'text', suggest: abilities, hint: 'Reference only (seed 000: "has no game effect").' },
  { key: 'toughness', label: 'Toughness', kind: 'number', unit: 'ability rating', hint: '0 or more: rolled for the vehicle\u2019s knockout, like a character\u2019s Toughness.' },
  { key: 'dodgeBonus', label: 'Dodge bonus', kind: 'number', unit: 'dice', hint: 'Added to the pilot\u2019s defense rolls; may be negative.' },
  { key: 'hitChart', label: 'Hit chart', kind: 'select', options: (c) => c.hitCharts.map((h) => h.name), hint: 'Where attacks on the vehicle land.' },
  { key: 'armor', label: 'Armor', kind: 'select', nullable: true, options: (c) => c.armor.map((a) => a.name), hint: 'None leaves every location bare.' },
  { key: 'crewLocations', label: 'Crew sit in', kind: 'multi', options: (c, d) => chartLocations(c, String(d.hitChart)), hint: 'Hits there endanger the crew five times more (seed 001).' },
  { key: 'weapons', label: 'Standard weapons', kind: 'multi', options: (c) => c.weapons.map((w) => w.name), hint: 'A guide for the storyteller, not a restriction.' },
];

/**
 * An edition whose roll modifiers are percent on a d100 (FS3.1): its gear holds seed 000's own
 * units, so these fields say percent (recoil 20 for a modern rifle, melee +30).
 */
const PERCENT_FIELDS: Readonly<Record<string, Partial<Field>>> = {
  type: { hint: 'Melee adds +30% to attack and defense; explosives hit everyone in the blast; defensive gear only suppresses.' },
  defenseRating: { unit: 'rating', hint: '0 or more, read on the result table instead of a skill. Seed 000 advises 3 for firearms ("no skill in dodging bullets").' },
  recoil: { unit: '% per round fired', hint: '0 or more: percent lost for each round already fired in a burst (seed 000: 20 for modern rifles, 30 for SMGs).' },
  accuracy: { unit: '%', hint: 'Percent added to (or, negative, taken from) attack rolls.' },
  dodgeBonus: { unit: '%', hint: 'Percent added to the pilot\u2019s defense rolls; may be negative.' },
};

const inPercent = (fields: Field[]): Field[] => fields.map((f) => (PERCENT_FIELDS[f.key] ? { ...f, ...PERCENT_FIELDS[f.key] } : f));

const SPECS: Record<Exclude<GearListName, 'hitCharts'>, { fields: Field[]; schema: z.ZodType }> = {
  weapons: { fields: WEAPON_FIELDS, schema: WeaponSchema },
  armor: { fields: ARMOR_FIELDS, schema: ArmorSchema },
  vehicles: { fields: VEHICLE_FIELDS, schema: VehicleSchema },
};

/** Text shown in an input for a stored value. */
const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The typed value of what the author typed (numbers stay text when not numbers, so the schema names them). */
function fromText(f: Field, text: string): unknown {
  const t = text.trim();
  if (t === '' && f.nullable) return null;
  if (f.kind === 'number') return t === '' ? Number.NaN : Number(t);
  return t;
}

/**
 * The form of one weapon, armor or vehicle. Each change is checked with the gear schema at once;
 * a valid change is saved at once (text and numbers when the field is left or Enter is pressed,
 * choices immediately), an invalid one shows its message under the field and is not saved.
 */
export function GearForm({ list, item, state, run, focusRef, onEdit }: {
  list: Exclude<GearListName, 'hitCharts'>; item: Item; state: GearState; run: Run; focusRef: React.RefObject<FocusRequest | null>;
  /** The author is typing again: a refusal about what was there no longer applies. */
  onEdit?: () => void;
}) {
  const { system } = useGameSystem();
  const percent = system?.edition.dice.modifierUnit === 'percent';
  const spec = SPECS[list];
  // The lethality hint names the campaign's own damage bands (issue 39), not FS3.2's fixed ones.
  const fields = useMemo(
    () => (percent ? inPercent(spec.fields) : spec.fields).map((f) => (f.key === 'lethality' ? { ...f, hint: lethalityHint(system) } : f)),
    [percent, spec.fields, system],
  );
  const schema = spec.schema;
  const [draft, setDraft] = useState<Item>(item);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The stored item changed (this save answered, an undo, another window): start from it again,
  // but keep what is being typed in fields whose stored value did not change, and keep focus.
  const [base, setBase] = useState<Item>(item);
  if (base !== item && JSON.stringify(base) !== JSON.stringify(item)) {
    const changed = (k: string) => JSON.stringify(base[k]) !== JSON.stringify(item[k]);
    setBase(item);
    setDraft(item);
    setTexts(Object.fromEntries(Object.entries(texts).filter(([k]) => !changed(k))));
    setErrors({});
  }
  // A problem clicked in the list asks for a field: focus it once it is on screen.
  useEffect(() => {
    const want = focusRef.current;
    if (!want || want.list !== list || want.name !== item.name) return;
    const el = document.getElementById(fieldId(list, want.field));
    if (el) {
      el.focus();
      // Optional: jsdom (component tests) has no scrolling.
      el.scrollIntoView?.({ block: 'center' });
      focusRef.current = null;
    }
  });

  // Findings on this item's field, whether the lint speaks of the gear or of the AresMUSH keys it came from.
  const lint = (key: string) => state.problems.filter((p) => {
    if (p.severity === 'info') return false;
    const t = problemTarget(state.catalog, p);
    return t !== null && t.list === list && t.name === item.name && t.field === key;
  });

  const commit = async (edited: Item) => {
    // A vehicle moved to another chart keeps only the crew locations that chart has.
    const next =
      list === 'vehicles' && edited.hitChart !== draft.hitChart
        ? { ...edited, crewLocations: ((edited.crewLocations as string[] | undefined) ?? []).filter((l) => chartLocations(state.catalog, String(edited.hitChart)).includes(l)) }
        : edited;
    setDraft(next);
    const parsed = schema.safeParse(next);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0] ?? 'name')] ??= issue.message;
      setErrors(out);
      return;
    }
    setErrors({});
    if (JSON.stringify(parsed.data) === JSON.stringify(item)) return;
    const value = parsed.data as Item;
    const saved = await run('gear.save', { list, item: value, previousName: item.name } as never);
    if (saved && value.name !== item.name) navigate('editors', sectionOfList(list), value.name);
  };

  return (
    <form className="gear-form" onSubmit={(e) => e.preventDefault()} aria-label={`${item.name} details`}>
      {fields.filter((f) => !f.show || f.show(draft)).map((f) => {
        const id = fieldId(list, f.key);
        const problems = [...(errors[f.key] ? [{ severity: 'error', message: errors[f.key]! }] : []), ...lint(f.key)];
        const describedBy = `${id}-hint${problems.length > 0 ? ` ${id}-problems` : ''}`;
        const invalid = problems.some((p) => p.severity === 'error');
        const value = draft[f.key];
        let control: React.JSX.Element;
        if (f.kind === 'checkbox') {
          control = <input id={id} type="checkbox" checked={value === true} aria-describedby={describedBy} onChange={(e) => void commit({ ...draft, [f.key]: e.target.checked })} />;
        } else if (f.kind === 'select') {
          const opts = f.options!(state.catalog, draft, state.abilities);
          control = (
            <select id={id} value={asText(value)} aria-describedby={describedBy} aria-invalid={invalid || undefined}
              onChange={(e) => void commit({ ...draft, [f.key]: e.target.value === '' && f.nullable ? null : e.target.value })}>
              {f.nullable && <option value="">None</option>}
              {opts.map((o) => (<option key={o} value={o}>{o}</option>))}
            </select>
          );
        } else if (f.kind === 'multi') {
          const chosen = (value as string[] | undefined) ?? [];
          const opts = f.options!(state.catalog, draft, state.abilities);
          control = (
            <fieldset id={id} className="checks" aria-labelledby={`${id}-label`} aria-describedby={describedBy} tabIndex={-1}>
              {opts.length === 0 && <span className="muted">Nothing to choose yet.</span>}
              {opts.map((o) => (
                <label key={o} className="check">
                  <input type="checkbox" checked={chosen.includes(o)}
                    onChange={(e) => void commit({ ...draft, [f.key]: e.target.checked ? [...chosen, o] : chosen.filter((x) => x !== o) })} />
                  {o}
                </label>
              ))}
            </fieldset>
          );
        } else {
          const text = texts[f.key] ?? asText(value);
          const suggestions = f.suggest?.(state.catalog, draft, state.abilities);
          const done = () => {
            if (texts[f.key] === undefined) return;
            void commit({ ...draft, [f.key]: fromText(f, texts[f.key]!) });
          };
          control = (
            <span className="with-unit">
              <input id={id} type={f.kind === 'number' ? 'number' : 'text'} inputMode={f.kind === 'number' ? 'decimal' : undefined} value={text}
                list={suggestions ? `${id}-list` : undefined} aria-describedby={describedBy} aria-invalid={invalid || undefined}
                onChange={(e) => {
                  setTexts({ ...texts, [f.key]: e.target.value });
                  // The field's message was about the old text: it goes, and comes back on leaving if still wrong.
                  if (errors[f.key]) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== f.key)));
                  onEdit?.();
                }} onBlur={done}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') done();
                }} />
              {f.unit && <span className="unit">{f.unit}</span>}
              {suggestions && (
                <datalist id={`${id}-list`}>
                  {suggestions.map((s) => (<option key={s} value={s} />))}
                </datalist>
              )}
            </span>
          );
        }
        return (
          <div key={f.key} className={`field${f.kind === 'checkbox' ? ' field-check' : ''}${invalid ? ' invalid' : ''}`}>
            {f.kind === 'multi' ? <span className="field-label" id={`${id}-label`}>{f.label}</span> : <label htmlFor={id}>{f.label}</label>}
            {control}
            <small id={`${id}-hint`} className="muted">{f.hint}</small>
            {problems.length > 0 && (
              <ul id={`${id}-problems`} className="field-problems">
                {problems.map((p, i) => (<li key={i} className={p.severity}>{p.message}</li>))}
              </ul>
            )}
          </div>
        );
      })}
    </form>
  );
}
