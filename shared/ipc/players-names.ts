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
  // Issue 42: personal links, claims, player declarations (players-play-contract.ts).
  'players.links',
  'players.createLink',
  'players.bindLink',
  'players.revokeLink',
  'players.confirmClaim',
  'players.play',
  'players.setPlay',
  'players.declarations',
  'players.acceptDeclarations',
  'players.rejectDeclaration',
  // Issue 42 item 3: roll answers held for the storyteller.
  'players.rollAnswers',
  'players.acceptRoll',
  'players.rejectRoll',
] as const;

export const PLAYERS_EVENT_NAMES = ['players.changed', 'players.rolled', 'players.linksChanged', 'players.declarations', 'players.rollAnswers'] as const;
