/** The bits of a WebFrameMain we look at; kept structural so the check is testable without Electron. */
export type FrameLike = { url: string; parent: unknown } | null | undefined;

/**
 * True when `url` is the app's own page: on app://fs3 (the packaged and built app), under the
 * bundled renderer folder (file://, before issue 43) or on the dev server's origin. Anything else (a navigated-away page, an injected frame) is not trusted.
 */
export function isAppUrl(url: string, appBase: string): boolean {
  // app://fs3/… (issue 43): a non-special scheme has an opaque origin ("null"), so scheme and
  // host are compared, and no ".." may appear (the protocol handler refuses it too).
  if (appBase.startsWith('app://')) {
    try {
      const a = new URL(url);
      const b = new URL(appBase);
      return a.protocol === b.protocol && a.host === b.host && !url.includes('..');
    } catch {
      return false;
    }
  }
  if (appBase.startsWith('file://')) {
    const folder = appBase.slice(0, appBase.lastIndexOf('/') + 1);
    return url.startsWith(folder) && !url.slice(folder.length).includes('..');
  }
  try {
    return new URL(url).origin === new URL(appBase).origin;
  } catch {
    return false;
  }
}

/** Only our own top-level page may call the contract. */
export function isTrustedFrame(frame: FrameLike, appBase: string): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url, appBase);
}
