/**
 * The application menu's two wires (issue 23): the renderer reports what the menu needs to know
 * of the screen (`app.menuState`), and main pushes the commands the storyteller picks
 * (`app.menuCommand`). Campaign, recent list and theme are not reported: main knows them itself.
 * Names in `app-names.ts`.
 */
import { z } from 'zod';
import { RENDERER_COMMANDS, SCREEN_IDS } from '../app/menu-commands';

export const MenuReportSchema = z.strictObject({
  screen: z.enum(SCREEN_IDS),
  /** The GM screen of a fight is shown (`#/combat/<id>`): Edit ▸ Undo acts on the fight. */
  fightOpen: z.boolean(),
  /** The shown screen's own history (fight, gear editors, setting editor); null when it has none. */
  history: z.strictObject({ canUndo: z.boolean(), canRedo: z.boolean() }).nullable(),
  /** A text field has focus: Edit ▸ Undo is the field's own. */
  textFocus: z.boolean(),
});
export type MenuReport = z.infer<typeof MenuReportSchema>;

export const MenuCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('file.openRecent'), path: z.string().min(1).max(4096) }),
  z.strictObject({ command: z.enum(RENDERER_COMMANDS).exclude(['file.openRecent']) }),
]);
export type MenuCommandPayload = z.infer<typeof MenuCommandSchema>;

export const appContract = {
  /** Desktop: main rebuilds the menu when this changes. Browser mode has no menu and just accepts it. */
  'app.menuState': { input: MenuReportSchema, output: z.null() },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const appEvents = {
  'app.menuCommand': MenuCommandSchema,
} as const satisfies Record<string, z.ZodType>;
