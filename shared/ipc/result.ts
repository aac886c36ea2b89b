/** Error codes that cross the contract. Domain areas add their own `area/what` codes. */
export type ErrorCode =
  | 'bad-request'
  | 'unknown-method'
  | 'unauthorized'
  | 'too-large'
  | 'not-found'
  | 'conflict'
  | 'internal'
  | `${string}/${string}`;

export type AppErrorData = { code: ErrorCode; message: string };

/** Every reply is one of these envelopes: Electron only carries `message` across, so errors travel as data. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppErrorData };

/** An error a handler throws on purpose; its code and message reach the user unchanged. */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(code: ErrorCode, message: string): Result<never> {
  return { ok: false, error: { code, message } };
}
