import type { ConfigSummaryView } from '../../../shared/ipc/config-contract';
import { useCampaign } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { useConfigLint, useConfigPushInvalidation, useConfigSummary } from './config-queries';
import { ImportPanel } from './ImportPanel';
import { LintList } from './LintList';
import { SharePanel } from './SharePanel';
import './config.css';
import { useGameSystem } from '../../api/game-system';

type Counts = ConfigSummaryView['counts'];

const GROUPS: { title: string; items: { key: keyof Counts; label: string }[] }[] = [
  {
    title: 'Gear',
    items: [
      { key: 'weapons', label: 'Weapons' },
      { key: 'weaponSpecials', label: 'Weapon specials' },
      { key: 'armor', label: 'Armor' },
      { key: 'armorSpecials', label: 'Armor specials' },
      { key: 'vehicles', label: 'Vehicles' },
      { key: 'mounts', label: 'Mounts' },
      { key: 'hitCharts', label: 'Hit charts' },
      { key: 'hitChartAreas', label: 'Hit chart areas' },
    ],
  },
  {
    title: 'Combat',
    items: [
      { key: 'npcTypes', label: 'NPC types' },
      { key: 'stances', label: 'Stances' },
      { key: 'combatantTypes', label: 'Combatant types' },
    ],
  },
  {
    title: 'Abilities',
    items: [
      { key: 'attributes', label: 'Attributes' },
      { key: 'actionSkills', label: 'Action skills' },
      { key: 'backgroundSkills', label: 'Background skills' },
      { key: 'languages', label: 'Languages' },
      { key: 'advantages', label: 'Advantages' },
    ],
  },
];

function ConfigCounts({ summary }: { summary: ConfigSummaryView }) {
  const edition = useGameSystem().system?.edition.name ?? 'edition';
  return (
    <>
      <p data-testid="config-source">
        {summary.source === 'aresmush'
          ? `Imported from AresMUSH (${summary.files.length} file${summary.files.length === 1 ? '' : 's'}).`
          : `The campaign’s own ${edition} setting and gear (nothing imported from AresMUSH).`}
      </p>
      <div className="config-counts">
        {GROUPS.map((g) => (
          <section key={g.title} aria-labelledby={`counts-${g.title}`}>
            <h3 id={`counts-${g.title}`}>{g.title}</h3>
            <dl>
              {g.items.map((item) => (
                <div key={item.key} className="count">
                  <dt>{item.label}</dt>
                  <dd data-testid={`count-${item.key}`}>{summary.counts[item.key]}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}

/** Game config: what the campaign holds, the live linter, AresMUSH import/export and JSON sharing. */
export function ConfigScreen() {
  useConfigPushInvalidation();
  const campaign = useCampaign();
  const summary = useConfigSummary();
  const lint = useConfigLint();

  if (campaign.isSuccess && campaign.data === null) {
    return (
      <section className="panel" aria-labelledby="config-title">
        <h1 id="config-title">Game config</h1>
        <p>No campaign is open. Open or create one on the Home screen first.</p>
      </section>
    );
  }

  return (
    <div className="stack config-screen">
      <section className="panel" aria-labelledby="config-title">
        <h1 id="config-title">Game config</h1>
        <QueryState isPending={summary.isPending} error={summary.error}>
          {summary.data && <ConfigCounts summary={summary.data} />}
        </QueryState>
      </section>
      <section className="panel" aria-labelledby="config-lint-title">
        <h2 id="config-lint-title">Problems</h2>
        <p className="muted">Checked again after every change. Warnings never block anything.</p>
        <QueryState isPending={lint.isPending} error={lint.error}>
          {lint.data && <LintList problems={lint.data.problems} label="Configuration problems" empty="No problems found in this configuration." />}
        </QueryState>
      </section>
      <ImportPanel />
      <SharePanel />
    </div>
  );
}
