/**
 * Plain lists of the contract's method and event names. Zod-free on purpose: the sandboxed
 * preload imports this file alone and must not pull a schema library into its bundle.
 * A contract test asserts these lists equal the keys of `contract` and `events`.
 */
export const METHOD_NAMES = [
  'app.about',
  'prefs.get',
  'prefs.set',
  'campaign.current',
  'campaign.create',
  'campaign.open',
  'campaign.saveAs',
  'campaign.backup',
  'campaign.listBackups',
  'campaign.restore',
  'campaign.exportJson',
  'campaign.importJson',
] as const;

export const EVENT_NAMES = ['prefs.changed', 'campaign.changed'] as const;

export type MethodName = (typeof METHOD_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];

/** The one Electron channel requests travel on; push events use `EVENT_CHANNEL_PREFIX + name`. */
export const RPC_CHANNEL = 'gm:rpc';
export const EVENT_CHANNEL_PREFIX = 'gm:event:';

export function isMethodName(value: unknown): value is MethodName {
  return typeof value === 'string' && (METHOD_NAMES as readonly string[]).includes(value);
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && (EVENT_NAMES as readonly string[]).includes(value);
}
