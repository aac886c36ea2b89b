import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonDepth, MAX_JSON_DEPTH } from '../../shared/domain/json';
import { inputBudget } from '../core/rpc/budgets';
import { openBodyStream, type BodyStream, type ParsedBody } from './json-off-thread';

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

/** A body as read: small ones whole, on main; a large one already on its way to the parsing worker. */
type ReadBody = { small: Buffer } | { large: BodyStream };

/**
 * Reads a request body within `limit` bytes: refused at once by its declared Content-Length, and
 * by the bytes actually read as they arrive (a chunked or lying body). A refused body is not read
 * on: the connection is closed once the 413 has been sent. Up to SMALL_BODY_BYTES are kept here;
 * past that, what was read and every later chunk go to the parsing worker as they arrive
 * (`openBodyStream`), so main never gathers a large body (`bytesFields`: see `readInput`).
 */
function readBody(req: IncomingMessage, res: ServerResponse, method: string, limit: number, bytesFields: readonly string[]): Promise<ReadBody> {
  return new Promise((resolve, reject) => {
    let stream: BodyStream | null = null;
    const refuse = () => {
      stream?.abort();
      // Answered, then the connection ends: the rest of the body is never read.
      res.setHeader('Connection', 'close');
      res.once('finish', () => req.destroy());
      req.pause();
      reject(tooLarge(method, limit));
    };
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return refuse();
    let chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        req.off('data', onData);
        refuse();
        return;
      }
      if (stream) return stream.push(chunk);
      chunks.push(chunk);
      if (total <= SMALL_BODY_BYTES) return;
      stream = openBodyStream(bytesFields);
      for (const c of chunks) stream.push(c);
      chunks = [];
    };
    req.on('data', onData);
    req.on('end', () => resolve(stream ? { large: stream } : { small: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total) }));
    req.on('error', (error) => {
      stream?.abort();
      reject(error);
    });
    // A client gone mid-upload: the worker drops what it was sent (after 'end' this does nothing).
    req.on('close', () => {
      if (!req.complete) stream?.abort();
    });
  });
}

function refusal(parsed: Exclude<ParsedBody, { ok: true }>): BodyError {
  if (parsed.reason === 'depth') return new BodyError(400, 'bad-request', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  if (parsed.reason === 'values') return new BodyError(400, 'bad-request', 'Request body holds more values than any request needs');
  return new BodyError(400, 'bad-request', 'Request body is not valid JSON');
}

/**
 * A request's input from its body: `{}` when empty; small bodies parsed here; large ones (only the
 * methods whose budget allows them) parsed in a worker as they arrive, their file text handed on as
 * bytes. `cap`: the host's own limit over every method's budget.
 */
export async function readInput(req: IncomingMessage, res: ServerResponse, method: string, cap = Infinity): Promise<unknown> {
  const budget = inputBudget(method);
  const body = await readBody(req, res, method, Math.min(budget.maxBytes, cap), budget.bytesFields ?? []);
  if ('large' in body) {
    const parsed = await body.large.end();
    if (parsed.ok) return parsed.payload;
    throw refusal(parsed);
  }
  if (body.small.length === 0) return {};
  let payload: unknown;
  try {
    payload = JSON.parse(body.small.toString('utf8'));
  } catch {
    throw new BodyError(400, 'bad-request', 'Request body is not valid JSON');
  }
  // Validators recurse: a very deep body would overflow the stack there (a 500) instead of being refused.
  if (jsonDepth(payload, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new BodyError(400, 'bad-request', `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return payload;
}
