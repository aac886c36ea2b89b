/**
 * The template form's fields as text, and their check before sending (messages name the field,
 * like Quick NPCs'). Ratings are typed as on the Quick NPCs form: "Firearms 6, Melee 5".
 */
import type { NpcTemplateInput } from '../../../shared/encounters/schemas';
import { parseRatings } from '../home/roster-logic';

export type TemplateFields = {
  name: string;
  concept: string;
  ratings: string;
  defaultRating: string;
  /** '' = the catalog default. */
  weapon: string;
  /** '' = none. */
  armor: string;
  chart: string;
  stance: string;
  /** '' = the edition's default level. */
  level: string;
};
export type TemplateErrors = Partial<Record<keyof TemplateFields, string>>;

export const EMPTY_TEMPLATE: TemplateFields = { name: '', concept: '', ratings: '', defaultRating: '', weapon: '', armor: '', chart: 'Humanoid', stance: 'normal', level: '' };

export function ratingsText(ratings: readonly { name: string; rating: number }[]): string {
  return ratings.map((r) => `${r.name} ${r.rating}`).join(', ');
}

export function fieldsOf(t: NpcTemplateInput): TemplateFields {
  return {
    name: t.name,
    concept: t.concept ?? '',
    ratings: ratingsText(t.ratings ?? []),
    defaultRating: t.defaultRating == null ? '' : String(t.defaultRating),
    weapon: t.weapon ?? '',
    armor: t.armor ?? '',
    chart: t.chart ?? 'Humanoid',
    stance: t.stance ?? 'normal',
    level: t.level ?? '',
  };
}

const MAX_NAME = 120;

export function validateTemplate(f: TemplateFields): { input: NpcTemplateInput; errors: null } | { input: null; errors: TemplateErrors } {
  const errors: TemplateErrors = {};
  const name = f.name.trim();
  if (!name) errors.name = 'Name: give the template a name, e.g. Centurion.';
  else if (name.length > MAX_NAME) errors.name = `Name: at most ${MAX_NAME} characters.`;
  if (f.concept.length > 2000) errors.concept = 'Concept: at most 2000 characters.';
  const parsed = parseRatings(f.ratings);
  if (parsed.error) errors.ratings = parsed.error;
  let defaultRating: number | null = null;
  if (f.defaultRating.trim()) {
    defaultRating = /^\s*\d+\s*$/.test(f.defaultRating) ? Number(f.defaultRating) : null;
    if (defaultRating === null || defaultRating > 15) errors.defaultRating = 'Default rating: a whole number from 0 to 15, or empty.';
  }
  if (Object.keys(errors).length > 0 || parsed.ratings === null) return { input: null, errors };
  return {
    input: {
      name,
      concept: f.concept.trim(),
      ratings: parsed.ratings,
      defaultRating,
      weapon: f.weapon || null,
      armor: f.armor || null,
      chart: f.chart || 'Humanoid',
      stance: f.stance || 'normal',
      level: f.level || null,
    },
    errors: null,
  };
}

/** Which field a refusal from main is about (`encounter/template.weapon` → weapon). */
export function fieldOfCode(code: string | undefined): keyof TemplateFields | null {
  const m = /^encounter\/template\.(\w+)$/.exec(code ?? '');
  if (!m) return code === 'character/rating-out-of-range' ? 'ratings' : null;
  const f = m[1] as keyof TemplateFields;
  return f in EMPTY_TEMPLATE ? f : null;
}
