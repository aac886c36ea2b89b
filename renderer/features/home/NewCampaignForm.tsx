import { useState, type FormEvent } from 'react';
import { useClient } from '../../api/client';
import { useCampaignCommand } from '../../api/queries';

export function NewCampaignForm() {
  const client = useClient();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<'blank' | 'sample'>('sample');
  const create = useCampaignCommand((input: { name: string; template: 'blank' | 'sample' }) => client.call('campaign.create', input));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, template }, { onSuccess: () => setName('') });
  };
  return (
    <form className="stack" onSubmit={submit} aria-labelledby="new-campaign-title">
      <h2 id="new-campaign-title">New campaign</h2>
      <label>
        Campaign name
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
      </label>
      <label>
        Start from
        <select value={template} onChange={(e) => setTemplate(e.target.value as 'blank' | 'sample')}>
          <option value="sample">Storyteller&apos;s Guide sample (crew and Centurions)</option>
          <option value="blank">Blank (sample setting, no characters)</option>
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
