/**
 * Issue 21: the player listeners. The screen's on 127.0.0.1 (the second window or tab), started
 * on first use; the LAN page's on the address the storyteller chose, off until shared. Each has its
 * own token, never the storyteller's; the storyteller's listener is not touched.
 */
import { AppError } from '../../shared/ipc/result';
import type { Logger } from '../core/logger';
import type { PlayerHub } from './hub';
import type { NetworkAddress } from './interfaces';
import { urlHost } from '../http/security';
import { startPlayerServer, type PlayerLimits, type PlayerServer, type PlayerSink } from './server';

export type PlayerListenersOptions = {
  hub: PlayerHub;
  /** Issue 42: where devices are handed (the play desk in front of the hub); absent: the hub. */
  sink?: PlayerSink;
  /** Issue 42: a personal link's id for its token. */
  personal?: (token: string) => string | null;
  /** Built renderer (out/renderer) with player.html. */
  staticDir?: string;
  /** The addresses sharing may use (os.networkInterfaces; tests pass their own). */
  addresses: () => NetworkAddress[];
  limits?: Partial<PlayerLimits>;
  log: Logger;
};

export class PlayerListeners {
  private screen: PlayerServer | null = null;
  private lan: PlayerServer | null = null;
  /** One start at a time: two quick clicks must not leave two listeners. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly o: PlayerListenersOptions) {}

  /** The screen's link, its listener started if needed. */
  openScreen(): Promise<string> {
    return this.serial(async () => {
      this.screen ??= await this.start('127.0.0.1', 0, 'screen');
      this.report();
      return this.screen.url();
    });
  }

  /** LAN sharing on `address` (one of the machine's), with a fresh token; any earlier sharing stops first. */
  share(address: string, port: number): Promise<void> {
    return this.serial(async () => {
      const known = this.o.addresses().find((a) => a.address === address);
      if (!known) throw new AppError('players/bad-address', `${address} is not an address of this computer. Choose one of its network interfaces.`);
      await this.lan?.close();
      this.lan = null;
      this.o.hub.drop((d) => d.channel === 'lan');
      try {
        this.lan = await this.start(address, port, 'lan');
      } catch (error) {
        this.report();
        const why = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${port} is in use` : error instanceof Error ? error.message : String(error);
        throw new AppError('players/cannot-listen', `Cannot share on ${address}: ${why}.`);
      }
      this.report();
    });
  }

  stopSharing(): Promise<void> {
    return this.serial(async () => {
      const lan = this.lan;
      this.lan = null;
      await lan?.close();
      this.o.hub.drop((d) => d.channel === 'lan');
      this.report();
    });
  }

  /** A new LAN token: the old link and QR code stop working, and every LAN device is cut. */
  newLink(): void {
    if (!this.lan) throw new AppError('players/not-sharing', 'The LAN page is not shared: there is no link to replace.');
    this.lan.newToken();
    this.o.hub.drop((d) => d.channel === 'lan');
    this.report();
  }

  disconnect(deviceId: string): void {
    if (!this.screen?.disconnect(deviceId) && !this.lan?.disconnect(deviceId)) {
      throw new AppError('players/no-device', `No player device with id ${deviceId} is connected.`);
    }
    this.o.hub.drop((d) => d.id === deviceId);
  }

  /** Issue 42: a personal link's address, on the LAN listener when sharing, else the screen's; null when neither runs. */
  linkUrl(token: string): string | null {
    const s = this.lan ?? this.screen;
    return s ? `http://${urlHost(s.host)}:${s.port}/?t=${token}` : null;
  }

  /** Issue 42: a revoked personal link's devices are closed on both listeners. */
  closeLink(linkId: string): void {
    this.screen?.closeLink(linkId);
    this.lan?.closeLink(linkId);
  }

  /** App closing: both listeners close, every device with them. */
  async closeAll(): Promise<void> {
    await this.queue.catch(() => undefined);
    const all = [this.screen, this.lan];
    this.screen = null;
    this.lan = null;
    await Promise.all(all.map((s) => s?.close()));
  }

  private start(host: string, port: number, channel: 'screen' | 'lan'): Promise<PlayerServer> {
    return startPlayerServer({ host, port, channel, sink: this.o.sink ?? this.o.hub, log: this.o.log, ...(this.o.personal ? { personal: this.o.personal } : {}), ...(this.o.staticDir ? { staticDir: this.o.staticDir } : {}), ...(this.o.limits ? { limits: this.o.limits } : {}) });
  }

  private report(): void {
    this.o.hub.setListeners({
      screen: this.screen ? { url: this.screen.url() } : null,
      lan: this.lan ? { url: this.lan.url(), address: this.lan.host, port: this.lan.port } : null,
    });
  }

  private serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.catch(() => undefined).then(run);
    this.queue = next;
    return next;
  }
}
