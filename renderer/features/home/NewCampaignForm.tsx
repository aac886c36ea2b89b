import { useRef, useState, type FormEvent } from 'react';
import { useClient } from '../../api/client';
import { useCampaignCommand } from '../../api/queries';

type Template = 'blank' | 'sample';

/** A new campaign file from a template; it becomes the open campaign. */
export function NewCampaignForm() {
  const client = useClient();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<Template>('sample');
  const [nameError, setNameError] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCampaignCommand((input: { name: string; template: Template }) => client.call('campaign.create', input));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError('Campaign name: give the campaign a name.');
      nameRef.current?.focus();
      return;
    }
    setNameError('');
    create.mutate({ name: name.trim(), template }, { onSuccess: () => setName('') });
  };
  return (
    <form className="stack" onSubmit={submit} aria-labelledby="new-campaign-title" noValidate>
      <h2 id="new-campaign-title">New campaign</h2>
      <div className="field new-campaign-name">
        <label htmlFor="new-campaign-name">Campaign name</label>
        <input
          id="new-campaign-name"
          ref={nameRef}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (e.target.value.trim()) setNameError('');
          }}
          maxLength={200}
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? 'new-campaign-name-error' : undefined}
        />
        {nameError && (
          <span id="new-campaign-name-error" className="field-error">
            {nameError}
          </span>
        )}
      </div>
      <label>
        Start from
        <select value={template} onChange={(e) => setTemplate(e.target.value as Template)}>
          <option value="sample">Sample (crew, Centurions and gear)</option>
          <option value="blank">Blank (setting only, no characters)</option>
        </select>
      </label>
      <div>
        <button type="submit" className="primary" disabled={create.isPending}>
          Create campaign
        </button>
      </div>
      {create.error && (
        <p role="alert" className="error-text">
          {create.error.message}
        </p>
      )}
    </form>
  );
}
