/**
 * A refusal from main's edge as the storyteller reads it in a GM-screen dialog. The edge checks
 * every input against the contract and names each field by its path, for developers ("Invalid
 * input for combat.step: action.command.change.ally: Invalid input"); the dialog says the field
 * as its own label does ("Protects: …"). Refusals made by the rules themselves are already in
 * words and pass through unchanged.
 */
import type { CombatCommandType } from '../../../shared/core/combat/commands';

/** A dialog's labels by field path (list positions left out: "teams.name", not "teams.0.name"). */
export type FieldLabels = Readonly<Record<string, string>>;

/** The NPC automation dialog's columns. */
const NPC_AUTOMATION: FieldLabels = {
  'change.mode': 'Mode',
  'change.profile': 'Behaviour',
  'change.ally': 'Protects',
  change: 'Mode, Behaviour or Protects',
  combatantIds: 'NPC',
  teams: 'Team',
};

/** "Names for players". */
const FIGHT_NAMES: FieldLabels = { title: 'Fight title', 'teams.name': 'Team name for players', teams: 'Team names for players' };

/** The labels of each dialog that sends a command through `combat.step`, by the command it sends. */
export const COMMAND_LABELS: Partial<Record<CombatCommandType, FieldLabels>> = {
  'npc.setAuto': NPC_AUTOMATION,
  'privacy.names': FIGHT_NAMES,
};

/** "Add NPCs to the fight" (`encounter.addNpcs`). */
export const ADD_NPCS_LABELS: FieldLabels = {
  templateId: 'Template',
  baseName: 'Name',
  count: 'How many',
  team: 'Team',
  ratings: 'Ratings',
  defaultRating: 'Default rating',
  weapon: 'Weapon',
  stance: 'Stance',
  level: 'NPC level',
};

const EDGE = /^Invalid input for ([\w.]+): (.*)$/s;

/** zod's wording of the usual limits, in plain words. */
function plain(message: string): string {
  const long = /^Too big: expected string to have <=(\d+) characters?$/.exec(message);
  if (long) return `at most ${long[1]} characters`;
  if (/^Too small: expected string to have >=1 characters?$/.test(message)) return 'cannot be empty';
  const many = /^Too big: expected array to have <=(\d+) items?$/.exec(message);
  if (many) return `at most ${many[1]}`;
  const range = /^Too (big|small): expected number to be ([<>]=?)(-?[\d.]+)$/.exec(message);
  if (range) return `${range[2]!.startsWith('<') ? 'at most' : 'at least'} ${range[3]}`;
  // The choices are ids ("automatic"); the storyteller's list shows their labels.
  if (message.startsWith('Invalid option: expected one of ')) return 'not one of the choices offered';
  return message;
}

/** The label of the longest known path at the start of `path` (numbers dropped), or null. */
function labelOf(path: string, labels: FieldLabels): string | null {
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  for (let n = parts.length; n > 0; n--) {
    const label = labels[parts.slice(0, n).join('.')];
    if (label) return label;
  }
  return null;
}

/**
 * `message` with each field path that `labels` knows said as its label ("Protects: …"); `prefix`
 * is the path of the dialog's input inside the method's ("action.command." for a combat step).
 * A message that is not the edge's, or names a field the dialog has no label for, is unchanged.
 */
export function refusalWords(message: string, labels: FieldLabels | undefined, prefix = ''): string {
  const edge = EDGE.exec(message);
  if (!edge || !labels) return message;
  const issues = edge[2]!.split('; ').map((issue) => {
    const at = issue.indexOf(': ');
    const path = at < 0 ? '' : issue.slice(0, at);
    if (!path.startsWith(prefix)) return null;
    const label = labelOf(path.slice(prefix.length), labels);
    return label ? `${label}: ${plain(issue.slice(at + 2))}` : null;
  });
  if (issues.some((i) => i === null)) return message;
  return `${[...new Set(issues)].join('; ')}.`;
}

/** A GM-screen step's error in the words of the dialog that sent it. */
export function stepErrorWords(error: unknown, action: { kind: string; command?: { type: CombatCommandType } } | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  if (action?.kind !== 'command' || !action.command) return message;
  return refusalWords(message, COMMAND_LABELS[action.command.type], 'action.command.');
}
