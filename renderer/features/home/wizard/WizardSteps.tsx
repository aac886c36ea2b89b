/** The five steps of the new-campaign wizard; the shell (NewCampaignWizard) owns state and navigation. */
import { useId, type ReactNode } from 'react';
import { EDITIONS } from '../../../../shared/systems';
import { PickError, readPicked } from '../../config/read-files';
import {
  describeGear, describeSource, editionOf, playedEdition, readCampaignFile, sourceHasGear, withSource,
  type SourceChoice, type StepErrors, type WizardState,
} from './wizard-state';

export type StepProps = {
  state: WizardState;
  errors: StepErrors;
  update: (next: WizardState) => void;
  /** Reports a problem with a picked file (or clears it with undefined). */
  setError: (field: keyof StepErrors, message: string | undefined) => void;
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="field-error">{message}</p> : null;
}

/** A radio with a title line and a muted explanation under it. */
function Option(props: { name: string; value: string; checked: boolean; disabled?: boolean; onSelect: () => void; title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <div className={`wizard-option${props.disabled ? ' disabled' : ''}`}>
      <input
        type="radio" id={id} name={props.name} value={props.value} checked={props.checked} disabled={props.disabled}
        onChange={props.onSelect} aria-describedby={props.children ? `${id}-hint` : undefined}
      />
      <div className="wizard-option-text">
        <label htmlFor={id} className="wizard-option-title">{props.title}</label>
        {props.children && <span id={`${id}-hint`} className="hint">{props.children}</span>}
      </div>
    </div>
  );
}

export function NameStep({ state, errors, update }: StepProps) {
  return (
    <div className="stack wizard-fields">
      <div className="field">
        <label htmlFor="wizard-name">Campaign name</label>
        <input
          id="wizard-name" value={state.name} maxLength={200} autoComplete="off" data-autofocus
          onChange={(e) => update({ ...state, name: e.target.value })}
          aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? 'wizard-name-error' : undefined}
        />
        <FieldError id="wizard-name-error" message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor="wizard-description">Description <span className="muted">(optional)</span></label>
        <textarea id="wizard-description" rows={3} maxLength={10_000} value={state.description} onChange={(e) => update({ ...state, description: e.target.value })} />
      </div>
    </div>
  );
}

export function EditionStep({ state, errors, update }: StepProps) {
  return (
    <fieldset className="wizard-choices" aria-describedby={errors.edition ? 'wizard-edition-error' : undefined}>
      <legend>Edition</legend>
      {EDITIONS.map((e) => (
        <Option
          key={e.id} name="wizard-edition" value={e.id} checked={state.editionId === e.id} title={e.name}
          onSelect={() => update(withSource({ ...state, editionId: e.id, editionChosen: true }, { kind: 'template', id: e.templates[0]?.id ?? '' }))}
        >
          {e.summary}
        </Option>
      ))}
      <FieldError id="wizard-edition-error" message={errors.edition} />
    </fieldset>
  );
}

export function SettingStep({ state, errors, update, setError }: StepProps) {
  const edition = editionOf(state);
  const { source } = state;
  const choose = (next: SourceChoice) => update(withSource(state, next));
  const pickAres = async (files: File[]) => {
    setError('files', undefined);
    if (files.length === 0) return;
    try {
      const picked = await readPicked(files);
      const names = picked.zip ? [picked.zip.name] : (picked.files ?? []).map((f) => f.name);
      // A game's 17 files would fill the dialog: the count and the first few say enough.
      const label = names.length > 3 ? `${names.length} files (${names.slice(0, 3).join(', ')} and ${names.length - 3} more)` : names.join(', ');
      choose({ kind: 'aresmush', picked, label });
    } catch (error) {
      choose({ kind: 'aresmush', picked: null, label: '' });
      setError('files', `AresMUSH files: ${error instanceof PickError || error instanceof Error ? error.message : String(error)}`);
    }
  };
  const pickJson = async (file: File | undefined) => {
    setError('json', undefined);
    if (!file) return;
    try {
      choose({ kind: 'campaign-json', file: readCampaignFile(file.name, await file.text()) });
    } catch (error) {
      choose({ kind: 'campaign-json', file: null });
      setError('json', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="stack">
      <fieldset className="wizard-choices" aria-describedby={errors.source ? 'wizard-source-error' : undefined}>
        <legend>Starting setting</legend>
        {edition?.templates.map((t) => (
          <Option
            key={t.id} name="wizard-source" value={`template:${t.id}`} title={t.name}
            checked={source.kind === 'template' && source.id === t.id} onSelect={() => choose({ kind: 'template', id: t.id })}
          >
            {t.description}
          </Option>
        ))}
        <Option
          name="wizard-source" value="aresmush" title="AresMUSH game config files" checked={source.kind === 'aresmush'}
          onSelect={() => choose({ kind: 'aresmush', picked: null, label: '' })}
        >
          Your game&apos;s <code>fs3skills_*.yml</code> and <code>fs3combat_*.yml</code> files, or one .zip of them, read as the Game config import reads them.
        </Option>
        <Option
          name="wizard-source" value="campaign-json" title="Another campaign's JSON export" checked={source.kind === 'campaign-json'}
          onSelect={() => choose({ kind: 'campaign-json', file: null })}
        >
          Takes its setting, gear and edition with house rules; not its characters.
        </Option>
        <FieldError id="wizard-source-error" message={errors.source} />
      </fieldset>
      {source.kind === 'aresmush' && (
        <div className="field wizard-file">
          <label htmlFor="wizard-ares-files">AresMUSH config files (.yml or .zip)</label>
          <input
            id="wizard-ares-files" type="file" multiple accept=".yml,.yaml,.zip"
            onChange={(e) => void pickAres([...(e.target.files ?? [])])}
            aria-invalid={Boolean(errors.files)} aria-describedby={errors.files ? 'wizard-files-error' : 'wizard-files-picked'}
          />
          {source.picked && <span id="wizard-files-picked" className="hint">Picked: {source.label}</span>}
          <FieldError id="wizard-files-error" message={errors.files} />
        </div>
      )}
      {source.kind === 'campaign-json' && (
        <div className="field wizard-file">
          <label htmlFor="wizard-campaign-json">Campaign export (.json)</label>
          <input
            id="wizard-campaign-json" type="file" accept=".json,application/json"
            onChange={(e) => void pickJson(e.target.files?.[0])}
            aria-invalid={Boolean(errors.json)} aria-describedby={errors.json ? 'wizard-json-error' : 'wizard-json-picked'}
          />
          {source.file && (
            <span id="wizard-json-picked" className="hint">
              Picked: {source.file.name}
              {source.file.edition && source.file.edition !== state.editionId ? ` (plays ${playedEdition(state)?.name ?? source.file.edition})` : ''}
            </span>
          )}
          <FieldError id="wizard-json-error" message={errors.json} />
        </div>
      )}
    </div>
  );
}

export function GearStep({ state, errors, update }: StepProps) {
  const edition = playedEdition(state);
  const builtin = edition?.builtinGear();
  const counts = builtin ? `${builtin.weapons.length} weapons, ${builtin.armor.length} armor, ${builtin.vehicles.length} vehicles` : '';
  const fromSource = sourceHasGear(state.source);
  const set = (gear: WizardState['gear']) => update({ ...state, gear });
  return (
    <fieldset className="wizard-choices" aria-describedby={errors.gear ? 'wizard-gear-error' : undefined}>
      <legend>Starting gear</legend>
      <Option name="wizard-gear" value="from-source" checked={state.gear === 'from-source'} disabled={!fromSource} onSelect={() => set('from-source')}
        title={state.source.kind === 'aresmush' ? 'Gear from the AresMUSH files' : state.source.kind === 'campaign-json' ? 'Gear from the other campaign' : 'Gear from the source'}>
        {fromSource ? 'Weapons, armor, vehicles and hit charts as the source defines them.' : 'Only AresMUSH files or a campaign export bring gear of their own.'}
      </Option>
      <Option name="wizard-gear" value="builtin" checked={state.gear === 'builtin'} onSelect={() => set('builtin')} title={`Built-in ${edition?.name ?? ''} catalog`}>
        {counts}; edit it in the gear editors.
      </Option>
      <Option name="wizard-gear" value="empty" checked={state.gear === 'empty'} onSelect={() => set('empty')} title="None">
        An empty catalog: add your own gear later.
      </Option>
      <FieldError id="wizard-gear-error" message={errors.gear} />
    </fieldset>
  );
}

export function ReviewStep({ state }: StepProps) {
  return (
    <dl className="facts wizard-review">
      <dt>Name</dt>
      <dd>{state.name.trim()}</dd>
      <dt>Description</dt>
      <dd>{state.description.trim() || <span className="muted">None</span>}</dd>
      <dt>Edition</dt>
      <dd>{playedEdition(state)?.name ?? state.editionId}</dd>
      <dt>Starting setting</dt>
      <dd>{describeSource(state)}</dd>
      <dt>Starting gear</dt>
      <dd>{describeGear(state)}</dd>
    </dl>
  );
}
