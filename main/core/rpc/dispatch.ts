import type { z } from 'zod';
import { contract } from '../../../shared/ipc/contract';
import { isMethodName } from '../../../shared/ipc/names';
import { AppError, fail, ok, type Result } from '../../../shared/ipc/result';
import type { Handlers, Method } from '../../../shared/ipc/types';
import type { Logger } from '../logger';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../shared/domain/json';
import { campaignFailure } from '../db/errors';

export type Dispatch = (method: string, payload: unknown) => Promise<Result<unknown>>;

/** Turns zod issues into one sentence that names each offending field. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(input)';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * The single entry both transports use: checks the method is in the contract, parses the input,
 * runs the handler and wraps everything (thrown errors included) in a Result envelope.
 * With `checkOutput` (dev and tests) a handler answering off-contract is caught as a bug.
 */
export function createDispatch(
  handlers: Handlers,
  log: Logger,
  options: { checkOutput?: boolean } = {},
): Dispatch {
  return async (method, payload) => {
    if (!isMethodName(method)) return fail('unknown-method', `Unknown method "${String(method)}"`);
    const spec = contract[method];
    // The schemas recurse: a value nested thousands deep would overflow the stack in them (a 500).
    if (jsonDepth(payload, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return fail('bad-request', `Invalid input for ${method}: nested deeper than ${MAX_JSON_DEPTH} levels.`);
    const parsed = spec.input.safeParse(payload ?? {});
    if (!parsed.success) return fail('bad-request', `Invalid input for ${method}: ${describeIssues(parsed.error.issues)}`);
    try {
      const handler = handlers[method] as (input: unknown) => unknown;
      const value = await handler(parsed.data);
      if (options.checkOutput) {
        const checked = spec.output.safeParse(value);
        if (!checked.success) {
          log.error(`Handler ${method} answered off-contract: ${describeIssues(checked.error.issues)}`);
          return fail('internal', `Internal error in ${method}`);
        }
      }
      return ok(value);
    } catch (error) {
      if (error instanceof AppError) return fail(error.code, error.message);
      const refusal = campaignFailure(error);
      if (refusal) {
        log.warn(`Handler ${method} refused: ${error instanceof Error ? error.message : String(error)}`);
        return fail(refusal.code, refusal.message);
      }
      log.error(`Handler ${method} failed`, error);
      return fail('internal', `Something went wrong in ${method}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

export type { Method };
