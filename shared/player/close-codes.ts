/**
 * Issue 21: why the player listener closed a device's WebSocket, so the page can say so (the
 * browser never sees the HTTP status of a refused upgrade). Codes 4000–4999 are the application's.
 * Standard ones used too: 1008 a frame broke the protocol or the rate limit, 1009 a frame too
 * large, 1001 the listener is closing (sharing turned off, the app quitting).
 */
export const PLAYER_CLOSE = {
  /** The storyteller made a new link: this one no longer works (the page asks for the new one). */
  linkRevoked: 4001,
  /** The storyteller disconnected this device (it may reconnect with the same link). */
  disconnected: 4002,
} as const;
