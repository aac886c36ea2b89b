/** What the preload exposes: exactly two functions, validated again in main. */
export type GmBridge = {
  call(method: string, input: unknown): Promise<unknown>;
  on(event: string, cb: (payload: unknown) => void): () => void;
};

declare global {
  interface Window {
    gm?: GmBridge;
  }
}
