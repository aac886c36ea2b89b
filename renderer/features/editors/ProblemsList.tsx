import type { GearCatalog } from '../../../shared/domain/gear';
import { GEAR_LISTS, type GearListName } from '../../../shared/editors/catalog-ops';
import type { GearState } from '../../../shared/ipc/gear-contract';
import { problemTally } from '../config/problem-format';

type Problem = GearState['problems'][number];

/** Where a finding points: the item, the field, and for a chart row the aimed location. */
export type ProblemTarget = { list: GearListName; name: string; field: string; aim?: string };

/** AresMUSH collection → gear list, and AresMUSH key → the gear field the editors show for it. */
const ARES_LISTS: Readonly<Record<string, GearListName>> = { weapons: 'weapons', armor: 'armor', vehicles: 'vehicles', hitloc: 'hitCharts' };
const ARES_FIELDS: Readonly<Record<string, string>> = {
  skill: 'attackSkill', weapon_type: 'type', damage_type: 'damageType', is_automatic: 'automatic', has_shrapnel: 'shrapnel',
  lethality: 'lethality', penetration: 'penetration', ammo: 'ammo', recoil: 'recoil', accuracy: 'accuracy', protection: 'protection',
  pilot_skill: 'pilotingSkill', toughness: 'toughness', armor: 'armor', hitloc_chart: 'hitChart', weapons: 'weapons', dodge: 'dodgeBonus',
  areas: 'targets',
};

/** A finding on an imported configuration (['fs3combat', 'weapons', 'Pistol', 'ammo']) pointed at the projected item. */
function aresTarget(catalog: GearCatalog, path: readonly (string | number)[]): ProblemTarget | null {
  const [, collection, name, key, extra] = path;
  const list = ARES_LISTS[String(collection)];
  if (!list || typeof name !== 'string') return null;
  const item = (catalog[list] as { name: string }[]).find((i) => i.name.toLowerCase() === name.toLowerCase());
  if (!item) return null;
  const field = typeof key === 'string' ? (ARES_FIELDS[key] ?? 'name') : 'name';
  return { list, name: item.name, field, aim: field === 'targets' && typeof extra === 'string' ? extra : undefined };
}

export function problemTarget(catalog: GearCatalog, p: Problem): ProblemTarget | null {
  if (p.path[0] === 'fs3combat') return aresTarget(catalog, p.path);
  const [root, list, index, field, extra] = p.path;
  if (root !== 'gear' || typeof index !== 'number' || !GEAR_LISTS.includes(list as GearListName)) return null;
  const item = (catalog[list as GearListName] as { name: string }[])[index];
  if (!item) return null;
  return { list: list as GearListName, name: item.name, field: typeof field === 'string' ? field : 'name', aim: field === 'targets' && typeof extra === 'string' ? extra : undefined };
}

/**
 * The campaign's lint (the same list the Game config screen shows); each finding that points at
 * a field jumps there. Info findings (stored, not used in play) are counted but not open by default.
 */
export function ProblemsList({ state, onJump }: { state: GearState; onJump: (t: ProblemTarget) => void }) {
  const serious = state.problems.filter((p) => p.severity !== 'info').length;
  return (
    <details className="problems" open={serious > 0 && serious <= 8}>
      <summary data-testid="problem-count">
        {state.problems.length === 0 ? 'No problems found' : `Problems: ${problemTally(state.problems)}`}
      </summary>
      <ul aria-label="Problems">
        {state.problems.map((p, i) => {
          const target = problemTarget(state.catalog, p);
          return (
            <li key={i} className={p.severity}>
              <span className="sev">{p.severity}</span>
              {target ? (
                <button type="button" className="linkish" onClick={() => onJump(target)}>{p.message}</button>
              ) : (
                <span>{p.message}</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
