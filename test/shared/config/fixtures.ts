import { planImport } from '../../../shared/config/plan';
import type { GameConfig } from '../../../shared/config/model';
import { fixtureFiles } from '../../helpers/ares-fixtures';

export { FIXTURE_DIR, fixtureFiles, fixtureText, withFile } from '../../helpers/ares-fixtures';

/** The default config imported into an empty campaign; throws if the import was refused. */
export function importedDefault(): GameConfig {
  const plan = planImport(null, fixtureFiles());
  if (!plan.next) throw new Error(`default config refused: ${plan.problems.map((p) => p.message).join('; ')}`);
  return plan.next;
}
