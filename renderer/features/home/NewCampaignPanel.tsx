import { useRef, useState } from 'react';
import { DEFAULT_EDITION_ID, findEdition } from '../../../shared/systems';
import { useClient } from '../../api/client';
import { useCampaignCommand } from '../../api/queries';
import { usePanelAction } from '../../app/menu/menu-actions';
import { ImportGameForm } from './ImportGameForm';
import { NewCampaignWizard } from './wizard/NewCampaignWizard';

/** The default edition's sample, named and described as the edition does. */
const SAMPLE = findEdition(DEFAULT_EDITION_ID)?.sampleCampaign?.();

/**
 * New campaigns: the wizard for a campaign of one's own, and the ready-to-play sample one click
 * away (a new file each time, so the storyteller can always start the sample over).
 */
export function NewCampaignPanel() {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const sample = useCampaignCommand(() => client.call('campaign.create', { name: SAMPLE?.name ?? 'Sample campaign', template: 'sample' }));
  // File ▸ New campaign… in the desktop menu opens the same wizard.
  usePanelAction('file.new', () => setOpen(true));
  const close = () => {
    setOpen(false);
    // Back where the storyteller was, as a dialog should leave things.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div className="stack new-campaign" data-single-submit>
      <h2 id="new-campaign-title">New campaign</h2>
      <p className="muted">
        Choose the edition, a starting setting (a template, your AresMUSH files or another campaign) and starting gear.
      </p>
      <div className="row">
        <button type="button" className="primary" ref={opener} onClick={() => setOpen(true)} aria-haspopup="dialog">
          New campaign…
        </button>
        {SAMPLE && (
          <button type="button" onClick={() => sample.mutate(undefined)} disabled={sample.isPending} aria-describedby="new-sample-hint">
            New from sample
          </button>
        )}
      </div>
      {SAMPLE && (
        <p id="new-sample-hint" className="hint">
          The ready-to-play sample, {SAMPLE.name.replace(/^Sample: /, '')}: {SAMPLE.description}
        </p>
      )}
      {sample.error && (
        <p role="alert" className="error-text">
          {sample.error.message}
        </p>
      )}
      <ImportGameForm />
      {open && <NewCampaignWizard onClose={close} />}
    </div>
  );
}
