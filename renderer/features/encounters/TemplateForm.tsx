import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppError } from '../../../shared/ipc/result';
import { Field } from '../../components/Field';
import { SaveFooter } from './SaveFooter';
import { useSaveTemplate, type Options, type Template } from './encounter-api';
import { EMPTY_TEMPLATE, fieldOfCode, fieldsOf, validateTemplate, type TemplateErrors, type TemplateFields } from './template-logic';

/**
 * The NPC template editor: the Quick NPC stat block plus the gear a fighter starts with. Main's
 * refusals (a name taken, gear gone) land under the field they name.
 */
export function TemplateForm({ template, options, onDone }: { template: Template | null; options: Options; onDone: (saved: Template | null) => void }) {
  const [fields, setFields] = useState<TemplateFields>(() => (template ? fieldsOf(template) : EMPTY_TEMPLATE));
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveTemplate();
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from a list button: the editor takes the focus (and comes into view).
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>('#tpl-name');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, []);
  const set = (field: keyof TemplateFields, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setRefusal(null);
  };
  const focus = (field: string) => formRef.current?.querySelector<HTMLElement>(`#tpl-${field}`)?.focus();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateTemplate(fields);
    if (!result.input) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) focus(first);
      return;
    }
    save.mutate(
      { id: template?.id ?? null, template: result.input },
      {
        onSuccess: (saved) => onDone(saved),
        onError: (error) => {
          const field = fieldOfCode(error instanceof AppError ? error.code : undefined);
          if (field) {
            setErrors({ [field]: error.message });
            focus(field);
          } else setRefusal(error.message);
        },
      },
    );
  };

  const title = template ? `Edit template ${template.name}` : 'New NPC template';
  return (
    <form ref={formRef} className="panel template-form" onSubmit={submit} aria-labelledby="template-form-title" noValidate>
      <h2 id="template-form-title">{title}</h2>
      <div className="form-grid">
        <Field id="tpl-name" label="Template name" error={errors.name}>
          {(a) => <input {...a} value={fields.name} maxLength={120} autoComplete="off" onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field id="tpl-defaultRating" label="Default rating" hint="Rolled for any ability not listed; empty for none." error={errors.defaultRating}>
          {(a) => <input {...a} type="number" min={0} max={15} inputMode="numeric" value={fields.defaultRating} onChange={(e) => set('defaultRating', e.target.value)} />}
        </Field>
        <Field id="tpl-concept" label="Concept" error={errors.concept} className="wide">
          {(a) => <input {...a} value={fields.concept} maxLength={2000} onChange={(e) => set('concept', e.target.value)} />}
        </Field>
        <Field id="tpl-ratings" label="Ratings" hint="An ability and its rating, separated by commas." error={errors.ratings} className="wide">
          {(a) => <input {...a} value={fields.ratings} autoComplete="off" placeholder="Firearms 6, Melee 5" onChange={(e) => set('ratings', e.target.value)} />}
        </Field>
        <Field id="tpl-weapon" label="Weapon" error={errors.weapon}>
          {(a) => (
            <select {...a} value={fields.weapon} onChange={(e) => set('weapon', e.target.value)}>
              <option value="">Catalog default{options.defaultWeapon ? ` (${options.defaultWeapon})` : ''}</option>
              {withCurrent(options.weapons, fields.weapon).map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="tpl-armor" label="Armor" error={errors.armor}>
          {(a) => (
            <select {...a} value={fields.armor} onChange={(e) => set('armor', e.target.value)}>
              <option value="">None</option>
              {withCurrent(options.armor, fields.armor).map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="tpl-chart" label="Hit chart" error={errors.chart}>
          {(a) => (
            <select {...a} value={fields.chart} onChange={(e) => set('chart', e.target.value)}>
              {withCurrent(options.charts, fields.chart).map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="tpl-stance" label="Stance" error={errors.stance}>
          {(a) => (
            <select {...a} value={fields.stance} onChange={(e) => set('stance', e.target.value)}>
              {withCurrentChoice(options.stances, fields.stance).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {(options.npcLevels || fields.level) && (
          <Field id="tpl-level" label="NPC level" error={errors.level}>
            {(a) => (
              <select {...a} value={fields.level} onChange={(e) => set('level', e.target.value)}>
                <option value="">Game default{options.npcLevels ? ` (${options.npcLevels.default})` : ''}</option>
                {withCurrentChoice(options.npcLevels?.choices ?? [], fields.level).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <SaveFooter saveLabel={template ? 'Save template' : 'Add template'} saving={save.isPending} onCancel={() => onDone(null)} refusal={refusal} what="template" />
    </form>
  );
}

/** The list with a stored value that is no longer in it (shown, so it is not silently replaced). */
export function withCurrent(list: readonly string[], value: string): string[] {
  return value && !list.includes(value) ? [...list, value] : [...list];
}

export function withCurrentChoice(list: readonly { id: string; label: string }[], value: string): { id: string; label: string }[] {
  return value && !list.some((c) => c.id === value) ? [...list, { id: value, label: `${value} (not in this game)` }] : [...list];
}
