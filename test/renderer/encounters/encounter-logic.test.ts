import { describe, expect, it } from 'vitest';
import { NEW_DRAFT, draftOf, previewNames, removeTeam, removeVehicle, seatFrom, seatOptions, seatValue, teamInUse, validateDraft, type Draft } from '../../../renderer/features/encounters/encounter-logic';
import { EncounterBodySchema } from '../../../shared/encounters/schemas';
import { fieldOfCode, fieldsOf, validateTemplate, EMPTY_TEMPLATE } from '../../../renderer/features/encounters/template-logic';

const draft = (patch: Partial<Draft>): Draft => ({ ...NEW_DRAFT, name: 'Ambush', ...patch });
const group = (patch: Partial<Draft['groups'][number]> = {}) => ({ templateId: 't1', templateName: 'Centurion', baseName: '', count: '4', team: 2, stance: '', seat: null, ...patch });
const character = (patch: Partial<Draft['characters'][number]> = {}) => ({ characterId: 'c1', name: 'Okafor', team: 1, weapon: '', armor: '', stance: '', seat: null, ...patch });

describe('encounter editor draft', () => {
  it('turns into the contract body: empty choices become null (template or catalog defaults)', () => {
    const r = validateDraft(draft({ groups: [group()], characters: [character({ weapon: 'Pistol', seat: { vehicle: 'v1', role: 'pilot' } })], vehicles: [{ key: 'v1', vehicle: 'Light Truck', name: ' ' }] }));
    expect(r.input).toEqual({
      name: 'Ambush',
      notes: '',
      mock: false,
      teams: [{ name: 'Player characters' }, { name: 'Opposition' }],
      groups: [{ templateId: 't1', templateName: 'Centurion', baseName: '', count: 4, team: 2, stance: null, seat: null }],
      characters: [{ characterId: 'c1', name: 'Okafor', team: 1, weapon: 'Pistol', armor: null, stance: null, seat: { vehicle: 'v1', role: 'pilot' } }],
      vehicles: [{ key: 'v1', vehicle: 'Light Truck', name: null }],
    });
  });

  it('keeps a campaign vehicle by id through the draft and back (issue 39); a catalog vehicle stays without one', () => {
    const r = validateDraft(draft({ vehicles: [{ key: 'v1', vehicle: 'Viper', name: '', campaignVehicleId: 'red-one' }, { key: 'v2', vehicle: 'APC', name: '' }] }));
    expect(r.input!.vehicles).toEqual([{ key: 'v1', vehicle: 'Viper', name: null, campaignVehicleId: 'red-one' }, { key: 'v2', vehicle: 'APC', name: null }]);
    const back = draftOf({ id: 'e1', body: EncounterBodySchema.parse(r.input), createdAt: '', updatedAt: '' });
    expect(back.vehicles).toEqual([{ key: 'v1', vehicle: 'Viper', name: '', campaignVehicleId: 'red-one' }, { key: 'v2', vehicle: 'APC', name: '' }]);
  });

  it('names each problem by the field it belongs to: name, team name, count, two pilots', () => {
    const r = validateDraft(draft({ name: ' ', teams: ['A', ''], groups: [group({ count: '0' }), group({ seat: { vehicle: 'v1', role: 'pilot' } })], characters: [character({ seat: { vehicle: 'v1', role: 'pilot' } })] }));
    expect(r.errors).toEqual({
      'enc-name': 'Name: give the encounter a name, e.g. Ambush at the ford.',
      'enc-team-1': 'Team 2: give the team a name.',
      'enc-group-0-count': 'Group 1, how many: a whole number from 1 to 50.',
      'enc-group-1-seat': 'Centurion: Okafor already pilots that vehicle.',
    });
  });

  it('removes a team (later rows move down) only when unused, and a vehicle puts its crew on foot', () => {
    const d = draft({ teams: ['A', 'B', 'C'], groups: [group({ team: 3 })], characters: [character({ team: 1, seat: { vehicle: 'v1', role: 'pilot' } })], vehicles: [{ key: 'v1', vehicle: 'APC', name: '' }] });
    expect([teamInUse(d, 0), teamInUse(d, 1), teamInUse(d, 2)]).toEqual([true, false, true]);
    const fewer = removeTeam(d, 1);
    expect(fewer.teams).toEqual(['A', 'C']);
    expect(fewer.groups[0]!.team).toBe(2);
    const walking = removeVehicle(d, 'v1');
    expect(walking.vehicles).toEqual([]);
    expect(walking.characters[0]!.seat).toBeNull();
    expect(seatFrom(seatValue({ vehicle: 'v1', role: 'passenger' }))).toEqual({ vehicle: 'v1', role: 'passenger' });
    expect(seatFrom('')).toBeNull();
  });

  it('previews names as main gives them, past the roster', () => {
    const d = draft({ groups: [group(), group({ count: '2', baseName: 'Decurion' })] });
    expect(previewNames(d, () => 'Centurion', ['Centurion 1', 'Centurion 2'])).toEqual([
      ['Centurion 3', 'Centurion 4', 'Centurion 5', 'Centurion 6'],
      ['Decurion 1', 'Decurion 2'],
    ]);
  });
});

describe('template form', () => {
  it('round-trips a template and names bad fields', () => {
    const t = { name: 'Centurion', concept: 'Vet', ratings: [{ name: 'Firearms', rating: 6 }], defaultRating: 3, weapon: 'Rifle', armor: null, chart: 'Humanoid', stance: 'cautious', level: null };
    expect(validateTemplate(fieldsOf(t)).input).toEqual(t);
    expect(validateTemplate({ ...EMPTY_TEMPLATE, ratings: 'Firearms', defaultRating: '16' }).errors).toEqual({
      name: 'Name: give the template a name, e.g. Centurion.',
      ratings: 'Ratings: "Firearms" needs a number, e.g. Firearms 5.',
      defaultRating: 'Default rating: a whole number from 0 to 15, or empty.',
    });
    expect([fieldOfCode('encounter/template.weapon'), fieldOfCode('encounter/template.name'), fieldOfCode('encounter/name'), fieldOfCode('character/rating-out-of-range')]).toEqual(['weapon', 'name', null, 'ratings']);
  });
});

describe('encounter seat pickers', () => {
  it('label a campaign vehicle by its own name with its type in brackets, a catalog vehicle by its name in the fight or type', () => {
    const names = (id: string) => (id === 'red-one' ? 'Red One' : undefined);
    const labels = seatOptions(
      [
        { key: 'v1', vehicle: 'Viper', name: '', campaignVehicleId: 'red-one' },
        { key: 'v2', vehicle: 'Viper', name: 'Lead', campaignVehicleId: 'red-one' },
        { key: 'v3', vehicle: 'APC', name: '' },
        { key: 'v4', vehicle: 'APC', name: ' Hauler ' },
        { key: 'v5', vehicle: 'Raptor', name: '', campaignVehicleId: 'gone' },
      ],
      names,
    ).map((o) => `${o.value} ${o.label}`);
    expect(labels).toEqual([
      'v1|pilot Red One (Viper): pilot', 'v1|passenger Red One (Viper): passenger',
      'v2|pilot Lead (Viper): pilot', 'v2|passenger Lead (Viper): passenger',
      'v3|pilot APC: pilot', 'v3|passenger APC: passenger',
      'v4|pilot Hauler: pilot', 'v4|passenger Hauler: passenger',
      'v5|pilot Raptor (Raptor): pilot', 'v5|passenger Raptor (Raptor): passenger',
    ]);
  });
});
