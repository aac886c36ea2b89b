/**
 * Issue 35: the error boundary every listener's handlers sit behind (the storyteller's and both
 * player listeners). A throw out of an event handler of a node:http server is an uncaught exception
 * that ends the whole app; behind these wrappers it costs only the connection it came on (500 or a
 * closed socket), is logged, and the process and every other connection go on.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export type Warn = (message: string) => void;

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  408: 'Request Timeout', 413: 'Content Too Large', 429: 'Too Many Requests', 431: 'Request Header Fields Too Large',
  500: 'Internal Server Error', 503: 'Service Unavailable',
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A bare status line and close, where there is no ServerResponse (an upgrade, a parse error). No body:
 * nothing is said about why. A socket that cannot be written is just destroyed.
 */
export function closeWithStatus(socket: Duplex, status: number): void {
  try {
    if (!socket.writable || socket.destroyed) {
      socket.destroy();
      return;
    }
    socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
  } catch {
    socket.destroy();
  }
}

/**
 * A 'request' listener that cannot throw: a synchronous throw or a rejected promise of `handler`
 * answers 500 (or, once headers went out, destroys the response) and is logged.
 */
export function totalRequest(handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>, warn?: Warn): (req: IncomingMessage, res: ServerResponse) => void {
  const fault = (res: ServerResponse, error: unknown) => {
    warn?.(`Listener: request handler failed: ${messageOf(error)}`);
    try {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Length': 0, Connection: 'close' }).end();
    } catch {
      res.destroy();
    }
  };
  return (req, res) => {
    try {
      const done = handler(req, res);
      if (done) done.catch((error: unknown) => fault(res, error));
    } catch (error) {
      fault(res, error);
    }
  };
}

/**
 * An 'upgrade' listener that cannot throw. The socket gets an error listener first of all (Node
 * takes its own off before 'upgrade': an error on it would otherwise be uncaught); a throw of
 * `handler` destroys this socket only, and is logged.
 */
export function totalUpgrade(handler: (req: IncomingMessage, socket: Duplex, head: Buffer) => void, warn?: Warn): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    try {
      handler(req, socket, head);
    } catch (error) {
      warn?.(`Listener: upgrade handler failed: ${messageOf(error)}`);
      socket.destroy();
    }
  };
}

/** Status for a request Node's parser refused, as Node's own default answers it. */
function clientErrorStatus(error: NodeJS.ErrnoException): number {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/**
 * The server-level guards every listener gets: a request Node's parser refuses (bad request line,
 * bad header, a chunked-encoding lie, headers too large, too slow) is answered 400/408/413/431 when
 * nothing has been written on that connection yet, and the socket is destroyed; errors of the server
 * itself after it listens (EMFILE on accept) are logged, not thrown. Per-socket errors of HTTP
 * connections are Node's (they come here as 'clientError'); upgraded sockets get theirs in
 * `totalUpgrade`.
 */
export function guardServer(server: Server, warn?: Warn): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    try {
      const written = (socket as Partial<Socket>).bytesWritten ?? 1;
      if (error.code === 'ECONNRESET' || !socket.writable || written > 0) socket.destroy();
      else closeWithStatus(socket, clientErrorStatus(error));
    } catch {
      socket.destroy();
    }
  });
  server.on('error', (error) => warn?.(`Listener: ${messageOf(error)}`));
}
