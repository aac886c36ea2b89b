/** Zod-free names of the player view's methods and events (issue 21; see `names.ts`). */
export const PLAYERS_METHOD_NAMES = [
  'players.status',
  'players.interfaces',
  'players.openScreen',
  'players.share',
  'players.stopSharing',
  'players.newLink',
  'players.disconnect',
  'players.requestRoll',
  'players.cancelRoll',
  'players.privacy',
  'players.setPrivacy',
  'players.preview',
  'players.setTimer',
] as const;

export const PLAYERS_EVENT_NAMES = ['players.changed', 'players.rolled'] as const;
