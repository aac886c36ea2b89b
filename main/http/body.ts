import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonDepth, MAX_JSON_DEPTH } from '../../shared/domain/json';
import { inputBudget } from '../core/rpc/budgets';
import { parseBodyOffThread } from './json-off-thread';

/** A refusal the host answers with this status and code. */
export class BodyError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** Bodies up to this are parsed on the main thread (well under a millisecond); larger ones in a worker. */
export const SMALL_BODY_BYTES = 256 * 1024;

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} kB`);

function tooLarge(method: string, limit: number): BodyError {
  return new BodyError(413, 'too-large', `Request body exceeds ${limit} bytes, the most ${method} takes (${sizeText(limit)})`);
}

/**
 * Reads a request body within `limit` bytes: refused at once by its declared Content-Length, and
 * by the bytes actually read as they arrive (a chunked or lying body). A refused body is not read
 * on: the connection is closed once the 413 has been sent.
 */
export function readBody(req: IncomingMessage, res: ServerResponse, method: string, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      // Answered, then the connection ends: the rest of the body is never read.
      res.setHeader('Connection', 'close');
      res.once('finish', () => req.destroy());
      req.pause();
      reject(tooLarge(method, limit));
    };
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return refuse();
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        req.off('data', onData);
        refuse();
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total)));
    req.on('error', reject);
  });
}

/**
 * A request's input from its body: `{}` when empty; small bodies parsed here; large ones (only the
 * methods whose budget allows them) parsed in a worker, their file text handed on as bytes. `cap`:
 * the host's own limit over every method's budget.
 */
export async function readInput(req: IncomingMessage, res: ServerResponse, method: string, cap = Infinity): Promise<unknown> {
  const budget = inputBudget(method);
  const body = await readBody(req, res, method, Math.min(budget.maxBytes, cap));
  if (body.length === 0) return {};
  if (body.length > SMALL_BODY_BYTES) {
    const parsed = await parseBodyOffThread(body, budget.bytesFields ?? []);
    if (parsed.ok) return parsed.payload;
    if (parsed.reason === 'depth') throw new BodyError(400, 'bad-request', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    if (parsed.reason === 'values') throw new BodyError(400, 'bad-request', 'Request body holds more values than any request needs');
    throw new BodyError(400, 'bad-request', 'Request body is not valid JSON');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BodyError(400, 'bad-request', 'Request body is not valid JSON');
  }
  // Validators recurse: a very deep body would overflow the stack there (a 500) instead of being refused.
  if (jsonDepth(payload, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new BodyError(400, 'bad-request', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return payload;
}
