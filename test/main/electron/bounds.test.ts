/** Issue 43 item 5: the saved window position is checked against the displays connected now. */
import { describe, expect, it } from 'vitest';
import { fitWindowBounds } from '../../../main/electron/bounds';

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const left = { x: -1280, y: 200, width: 1280, height: 984 };

describe('fitWindowBounds', () => {
  it('keeps a window whose title bar is on a display, on either display', () => {
    expect(fitWindowBounds({ x: 100, y: 50, width: 1280, height: 800 }, [primary, left])).toEqual({ x: 100, y: 50, width: 1280, height: 800 });
    expect(fitWindowBounds({ x: -1200, y: 300, width: 1000, height: 700 }, [primary, left])).toEqual({ x: -1200, y: 300, width: 1000, height: 700 });
  });

  it('recentres a window saved on a display that is gone, or above the top, or with only a sliver showing', () => {
    // The left monitor unplugged.
    expect(fitWindowBounds({ x: -1200, y: 300, width: 1000, height: 700 }, [primary])).toEqual({ width: 1000, height: 700 });
    // Title bar above the work area: cannot be grabbed.
    expect(fitWindowBounds({ x: 100, y: -400, width: 1000, height: 700 }, [primary])).toEqual({ width: 1000, height: 700 });
    // 20 px of it at the right edge.
    expect(fitWindowBounds({ x: 1900, y: 100, width: 1000, height: 700 }, [primary])).toEqual({ width: 1000, height: 700 });
  });

  it('shrinks a window larger than the display it opens on', () => {
    expect(fitWindowBounds({ width: 2560, height: 1440 }, [primary])).toEqual({ width: 1920, height: 1040 });
    expect(fitWindowBounds({ x: -1280, y: 200, width: 2000, height: 1200 }, [primary, left])).toEqual({ x: -1280, y: 200, width: 1280, height: 984 });
  });

  it('with no display information (or nonsense), opens the saved size centred', () => {
    expect(fitWindowBounds({ x: 10, y: 10, width: 1280, height: 800 }, [])).toEqual({ width: 1280, height: 800 });
    expect(fitWindowBounds({ x: 10, y: 10, width: 1280, height: 800 }, [{ x: 0, y: 0, width: Number.NaN, height: 0 }])).toEqual({ width: 1280, height: 800 });
  });
});
