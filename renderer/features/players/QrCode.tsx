/**
 * Issue 21: the LAN link as a QR code, an SVG of rects (no canvas, no image: nothing the page's
 * CSP must allow). Black on white whatever the theme, with the standard quiet zone of four
 * modules: phone cameras read dark-on-light codes with a margin most reliably.
 */
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET = 4;

/** Dark modules as horizontal runs: one rect per run keeps the SVG small. */
export function qrRuns(text: string): { size: number; runs: { x: number; y: number; w: number }[] } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const runs: { x: number; y: number; w: number }[] = [];
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!qr.isDark(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && qr.isDark(y, x)) x++;
      runs.push({ x: start + QUIET, y: y + QUIET, w: x - start });
    }
  }
  return { size: n + 2 * QUIET, runs };
}

export function QrCode({ text, pixels = 240 }: { text: string; pixels?: number }) {
  const { size, runs } = useMemo(() => qrRuns(text), [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label="QR code of the players’ link"
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={size} height={size} fill="#fff" />
      {runs.map((r) => <rect key={`${r.y}-${r.x}`} x={r.x} y={r.y} width={r.w} height={1} fill="#000" />)}
    </svg>
  );
}
