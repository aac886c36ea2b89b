import { useRef, useState, type FormEvent } from 'react';
import { AppError } from '../../../shared/ipc/result';
import { useSaveTemplate, useTemplates } from '../encounters/encounter-api';
import { ratingsText } from '../encounters/template-logic';
import { describeNames, npcNames, validateQuickNpc, wholeNumberOr, type QuickNpcErrors, type QuickNpcFields } from './roster-logic';
import { useCharacterList, useCreateNpcs } from './useRoster';
import { Field } from '../../components/Field';

const EMPTY: QuickNpcFields = { name: '', count: '1', concept: '', ratings: '', defaultRating: '' };

/** Single-rating NPCs in one go: "5 × Centurion, Firearms 6, Melee 6, default 3". */
export function QuickNpcForm({ campaignPath }: { campaignPath: string }) {
  const [fields, setFields] = useState<QuickNpcFields>(EMPTY);
  const [errors, setErrors] = useState<QuickNpcErrors>({});
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState('');
  const create = useCreateNpcs();
  const templates = useTemplates();
  const saveTemplate = useSaveTemplate();
  const [templateId, setTemplateId] = useState('');
  const existing = useCharacterList(campaignPath).data?.characters;
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof QuickNpcFields, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    setDone('');
    // After a refused submit, errors follow the typing so the storyteller sees each one clear.
    if (tried) setErrors(validateQuickNpc(next).errors ?? {});
    else if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  /** A template fills the form (its name, concept and ratings); the count stays as typed. */
  const pick = (id: string) => {
    setTemplateId(id);
    setDone('');
    const t = templates.data?.templates.find((x) => x.id === id);
    if (!t) return;
    setFields({ ...fields, name: t.name, concept: t.concept, ratings: ratingsText(t.ratings), defaultRating: t.defaultRating === null ? '' : String(t.defaultRating) });
    setErrors({});
  };

  /** "Save as template": the form's stat block becomes a template named like the NPCs. */
  const saveAsTemplate = () => {
    setTried(true);
    const result = validateQuickNpc({ ...fields, count: '1' });
    if (!result.input) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`#npc-${first}`)?.focus();
      return;
    }
    const { baseName, concept, ratings, defaultRating } = result.input;
    saveTemplate.mutate(
      { id: null, template: { name: baseName, concept, ratings, defaultRating } },
      {
        onSuccess: (t) => {
          setTemplateId(t.id);
          setDone(`Saved the template ${t.name}.`);
        },
        onError: (error) => {
          const field = error instanceof AppError && error.code === 'encounter/template.name' ? 'name' : error instanceof AppError && /ratings|rating-out-of-range/.test(error.code) ? 'ratings' : null;
          if (field) {
            setErrors({ [field]: error.message });
            formRef.current?.querySelector<HTMLElement>(`#npc-${field}`)?.focus();
          } else setErrors({ name: `Could not save the template: ${error.message}` });
        },
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const result = validateQuickNpc(fields);
    if (!result.input) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`#npc-${first}`)?.focus();
      return;
    }
    setErrors({});
    const names = npcNames(result.input.baseName, result.input.count);
    create.mutate(result.input, {
      onSuccess: () => {
        setDone(`Added ${describeNames(names)}.`);
        setFields(EMPTY);
        setTried(false);
        formRef.current?.querySelector<HTMLElement>('#npc-name')?.focus();
      },
    });
  };

  const baseName = fields.name.trim();
  const count = wholeNumberOr(fields.count, 0);
  const preview = baseName && count >= 1 && count <= 50 ? npcNames(baseName, count) : [];
  const taken = new Set(existing?.map((c) => c.name.toLowerCase()));
  const clashes = preview.filter((n) => taken.has(n.toLowerCase()));

  return (
    <form ref={formRef} className="panel quick-npc" data-single-submit onSubmit={submit} aria-labelledby="quick-npc-title" noValidate>
      <h2 id="quick-npc-title">Quick NPCs</h2>
      <p className="muted intro">Single-rating NPCs: one number per ability, rolled as is.</p>
      {(templates.data?.templates.length ?? 0) > 0 && (
        <div className="field field-template">
          <label htmlFor="npc-template">From a template</label>
          <select id="npc-template" value={templateId} onChange={(e) => pick(e.target.value)}>
            <option value="">None</option>
            {templates.data!.templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="quick-npc-grid">
        <Field id="npc-name" className="field-name" label="NPC name" error={errors.name}>
          {(a) => <input {...a} value={fields.name} maxLength={180} autoComplete="off" onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field id="npc-count" className="field-count" label="How many" error={errors.count}>
          {(a) => <input {...a} type="number" min={1} max={50} inputMode="numeric" value={fields.count} onChange={(e) => set('count', e.target.value)} />}
        </Field>
      </div>
      <Field id="npc-concept" className="field-concept" label="Concept" error={errors.concept}>
        {(a) => <input {...a} value={fields.concept} maxLength={2000} onChange={(e) => set('concept', e.target.value)} />}
      </Field>
      <Field id="npc-ratings" className="field-ratings" label="Ratings" hint="An ability and its rating, separated by commas." error={errors.ratings}>
        {(a) => <input {...a} value={fields.ratings} autoComplete="off" placeholder="Firearms 5, Reaction 4" onChange={(e) => set('ratings', e.target.value)} />}
      </Field>
      <Field id="npc-defaultRating" className="field-defaultRating" label="Default rating" hint="Rolled for any ability not listed; empty for none." error={errors.defaultRating}>
        {(a) => <input {...a} type="number" min={0} max={15} inputMode="numeric" value={fields.defaultRating} onChange={(e) => set('defaultRating', e.target.value)} />}
      </Field>
      {preview.length > 0 && (
        <p className="muted preview" data-testid="npc-preview">
          Adds {describeNames(preview)}.
          {clashes.length > 0 && <span className="warning"> Already in the roster: {describeNames(clashes)}. Another name keeps them apart.</span>}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={create.isPending}>
          {count > 1 ? `Add ${count} NPCs` : 'Add NPC'}
        </button>
        <button type="button" onClick={saveAsTemplate} disabled={saveTemplate.isPending}>
          Save as template
        </button>
      </div>
      <p role="status" className="muted">
        {done}
      </p>
      {create.error && (
        <p role="alert" className="error-text">
          Could not add the NPCs: {create.error.message}
        </p>
      )}
    </form>
  );
}
