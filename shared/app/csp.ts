/** One Content-Security-Policy for the app page, in the Electron window and in browser mode alike. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the PDF export compile its layout engine (yoga, WebAssembly); it does
  // not allow eval() or inline scripts.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // data: is where the PDF export's inlined WebAssembly is fetched from (nothing leaves the machine).
  "connect-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');
