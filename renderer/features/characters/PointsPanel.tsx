import type { Setting } from '../../../shared/domain/setting';
import type { ChargenReport, RatingProblem, SheetWords } from '../../../shared/systems';
import { Findings, findingsIn } from './findings';

/**
 * Ability points spent against the campaign's chargen limits, with the check's verdict, and any
 * rating outside the edition's range (one stored before saves were checked, or being typed):
 * those are flagged here and refused when saved.
 */
export function PointsPanel({ report, setting, isNpc, outOfRange = [], words }: { report: ChargenReport; setting: Setting; isNpc: boolean; outOfRange?: readonly RatingProblem[]; words?: SheetWords }) {
  const p = report.points;
  const lim = setting.ruleset.chargen;
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.length - errors;
  const row = (label: string, value: number, max: number | null) => (
    <div className={max !== null && value > max ? 'over' : undefined}>
      <dt>{label}</dt>
      <dd>
        {value}
        {max !== null && <span className="muted"> / {max}</span>}
      </dd>
    </div>
  );
  return (
    <section className="sheet-section points" aria-labelledby="points-title">
      <h2 id="points-title">Character creation check</h2>
      <p data-testid="chargen-verdict" className={errors > 0 ? 'error-text' : 'ok-text'}>
        {errors === 0 && warnings === 0
          ? 'Every chargen rule is met.'
          : `${errors} ${errors === 1 ? 'rule' : 'rules'} broken, ${warnings} ${warnings === 1 ? 'note' : 'notes'}.`}
        {isNpc && <span className="muted small"> NPCs skip the point limits.</span>}
      </p>
      {outOfRange.length > 0 && (
        <div role="alert" className="warning-text" data-testid="ratings-out-of-range">
          <strong>Out of range: the sheet cannot be saved until these are fixed.</strong>
          <ul>
            {outOfRange.map((p, i) => <li key={i}>{p.message}.</li>)}
          </ul>
        </div>
      )}
      <dl className="point-totals">
        {row('Total', p.total, lim.abilityPoints)}
        {row(words?.attributes ?? 'Attributes', p.attributes, lim.maxAttributePoints)}
        {row(words?.actionSkills ?? 'Action skills', p.actionSkills, lim.maxActionSkillPoints)}
        {row(words ? words.backgroundSkills : 'Background', p.backgroundSkills, null)}
        {row('Languages', p.languages, null)}
      </dl>
      <Findings items={[...findingsIn(report.findings, 'points'), ...findingsIn(report.findings, 'general')]} />
    </section>
  );
}
