import { Fragment } from 'react';
import { useCampaign } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { CalendarPanel } from '../calendar/CalendarPanel';
import { BackupsPanel } from './BackupsPanel';
import { CampaignPanel } from './CampaignPanel';
import { MissingCampaignsNotice } from './CampaignFileNotices';
import { NewCampaignPanel } from './NewCampaignPanel';
import { OpenCampaignPanel } from './OpenCampaignPanel';
import { QuickNpcForm } from './QuickNpcForm';
import { RosterPanel } from './RosterPanel';
import './home.css';

/** Campaign home (`#/home`): the open campaign, its roster, quick NPCs, and switching campaigns. */
export function HomeScreen() {
  const campaign = useCampaign();
  const c = campaign.data;
  return (
    <div className="stack home">
      <MissingCampaignsNotice />
      <QueryState isPending={campaign.isPending} error={campaign.error}>
        {c ? (
          // Keyed by file: another campaign starts with fresh messages, search and form.
          <Fragment key={c.path}>
            <CampaignPanel campaign={c} />
            <CalendarPanel />
            <div className="home-grid">
              <RosterPanel campaignPath={c.path} />
              <QuickNpcForm campaignPath={c.path} />
            </div>
          </Fragment>
        ) : (
          <section className="panel" aria-labelledby="home-title">
            <h1 id="home-title">Campaign</h1>
            <p>No campaign is open. Create one below or open a recent one.</p>
          </section>
        )}
      </QueryState>
      <div className="home-files">
        <OpenCampaignPanel currentPath={c?.path} />
        <section className="panel">
          <NewCampaignPanel />
        </section>
      </div>
      {c && <BackupsPanel key={c.path} campaignName={c.name} />}
    </div>
  );
}
