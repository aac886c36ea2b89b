/**
 * Raw TCP exchanges with a listener, for requests no HTTP client would send (issue 35): the bytes
 * go out as given, and whatever comes back before the server closes (or the timeout) is returned.
 */
import { connect } from 'node:net';

export type RawAnswer = {
  /** Everything received, as latin1 text (bytes stay bytes). */
  text: string;
  /** The status code of the first answer, or null when none came (the socket was just closed). */
  status: number | null;
  /** True when the server closed or reset the connection before the timeout or a whole answer. */
  closed: boolean;
};

export function rawExchange(port: number, data: string | Buffer, options: { host?: string; timeoutMs?: number; end?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let closed = false;
    const socket = connect(port, options.host ?? '127.0.0.1', () => {
      socket.write(data);
      if (options.end) socket.end();
    });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ text, status: m ? Number(m[1]) : null, closed });
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 2000);
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      if (answerComplete(Buffer.concat(chunks))) finish();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
  });
}

/** True once `bytes` hold a whole answer with a Content-Length (a keep-alive server would not close). */
function answerComplete(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)\r\n/i.exec(bytes.subarray(0, end + 2).toString('latin1'));
  return length !== null && bytes.length >= end + 4 + Number(length[1]);
}

/** A WebSocket upgrade request to `target` with the given Host, as bytes on the wire. */
export function upgradeRequest(target: string, host: string, extra: Record<string, string> = {}): string {
  const headers: Record<string, string> = {
    Host: host, Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', ...extra,
  };
  return `GET ${target} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
}
