/** What the preload exposes: exactly two functions, validated again in main. */
export type GmBridge = {
  call(method: string, input: unknown): Promise<unknown>;
  on(event: string, cb: (payload: unknown) => void): () => void;
};

declare global {
  interface Window {
    gm?: GmBridge;
    /** Issue 21, the player page: when each view was painted (the lead's benchmark reads it). */
    __fs3PlayerPainted?: { version: number; at: number };
  }
}
