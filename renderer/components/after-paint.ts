/**
 * Runs `then` after the next frame has been painted (a frame callback, then a message: a message
 * posted in a frame callback is handled after that frame's paint); returns how to cancel it.
 * Work that must not hold back the frame showing a change waits on this (issue 38).
 */
export function afterPaint(then: () => void): () => void {
  let frame = 0;
  let port: MessagePort | null = null;
  frame = requestAnimationFrame(() => {
    frame = 0;
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = () => {
      port?.close();
      port = null;
      then();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    if (frame) cancelAnimationFrame(frame);
    port?.close();
  };
}
