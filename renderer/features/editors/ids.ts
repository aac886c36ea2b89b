import type { GearListName } from '../../../shared/editors/catalog-ops';

/** Sections of the editors screen, as the second segment of `#/editors/<section>/<name>`. */
export const SECTIONS = [
  { id: 'weapons', label: 'Weapons', list: 'weapons' },
  { id: 'armor', label: 'Armor', list: 'armor' },
  { id: 'vehicles', label: 'Vehicles', list: 'vehicles' },
  { id: 'charts', label: 'Hit charts', list: 'hitCharts' },
  { id: 'matchup', label: 'Weapon vs armor', list: null },
] as const satisfies readonly { id: string; label: string; list: GearListName | null }[];
export type SectionId = (typeof SECTIONS)[number]['id'];

export const sectionOfList = (list: GearListName): SectionId => SECTIONS.find((s) => s.list === list)!.id;
export const listOfSection = (id: string): GearListName | null => SECTIONS.find((s) => s.id === id)?.list ?? null;

/** The DOM id of a form field, so a problem in the list can jump to it. */
export const fieldId = (list: GearListName, field: string) => `ed-${list}-${field}`;

/** Percent with one decimal, "—" for exactly nothing. */
export const pct = (p: number) => (p <= 0 ? '—' : p >= 0.9995 ? '100%' : `${(p * 100).toFixed(1)}%`);
