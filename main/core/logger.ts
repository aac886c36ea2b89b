/** Where main writes diagnostics; tests pass a recording logger to assert warnings. */
export type Logger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, cause?: unknown): void;
};

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(`warning: ${m}`),
  error: (m, cause) => console.error(`error: ${m}`, cause ?? ''),
};

export type RecordingLogger = Logger & { lines: string[] };

export function createRecordingLogger(): RecordingLogger {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warn: (m) => lines.push(`warn: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
  };
}
