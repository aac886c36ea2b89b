/**
 * Issue 21: the LAN page for players' own devices, off by default. A second, read-only listener on
 * the chosen network interface with its own token; this panel shows its link and QR code, who is
 * connected, and revokes or stops it.
 */
import { useMemo, useState } from 'react';
import type { PlayersStatus } from '../../../shared/ipc/players-contract';
import { useClient } from '../../api/client';
import { QrCode } from './QrCode';
import { useInterfaces, useStatusCommand } from './players-api';

type Iface = { name: string; address: string; family: 'IPv4' | 'IPv6'; internal: boolean };

/** Network interfaces a phone can reach first (not loopback), IPv4 before IPv6. */
export function sortInterfaces(list: readonly Iface[]): Iface[] {
  const rank = (i: Iface): number => (i.internal ? 2 : 0) + (i.family === 'IPv6' ? 1 : 0);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

function since(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <div className="share-link">
      <label htmlFor="share-url">Players’ link</label>
      <div className="row">
        <input id="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
        <button
          type="button"
          onClick={() => {
            // No clipboard (an http:// page that is not localhost): the field is selectable by hand.
            if (!navigator.clipboard) {
              setCopied('no');
              return;
            }
            navigator.clipboard.writeText(url).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            );
          }}
        >
          Copy link
        </button>
      </div>
      {copied && <span className="small" role="status">{copied === 'yes' ? 'Copied.' : 'Copy failed: select the link and copy it by hand.'}</span>}
    </div>
  );
}

export function Devices({ devices, onDisconnect, busy }: { devices: PlayersStatus['devices']; onDisconnect: (id: string) => void; busy: boolean }) {
  if (devices.length === 0) return <p className="muted" data-testid="no-devices">No device is connected.</p>;
  return (
    <table className="players-table" aria-label="Connected devices">
      <thead>
        <tr><th scope="col">Name</th><th scope="col">Address</th><th scope="col">Where</th><th scope="col">Since</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
      </thead>
      <tbody>
        {devices.map((d) => (
          <tr key={d.id} data-testid="device-row">
            <td>{d.name}</td>
            <td>{d.address}</td>
            <td>{d.channel === 'screen' ? 'player screen' : 'network'}</td>
            <td>{since(d.connectedAt)}</td>
            <td>
              <button type="button" disabled={busy} onClick={() => onDisconnect(d.id)}>
                Disconnect <span className="visually-hidden">{d.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShareSection({ status }: { status: PlayersStatus }) {
  const client = useClient();
  const [wanted, setWanted] = useState(false);
  const lan = status.lan;
  const interfaces = useInterfaces(wanted || lan !== null);
  const sorted = useMemo(() => sortInterfaces(interfaces.data?.interfaces ?? []), [interfaces.data]);
  const [address, setAddress] = useState('');
  const chosen = address || sorted[0]?.address || '';
  const share = useStatusCommand((a: string) => client.call('players.share', { address: a }));
  const stop = useStatusCommand(() => client.call('players.stopSharing', {}));
  const renew = useStatusCommand(() => client.call('players.newLink', {}));
  const disconnect = useStatusCommand((deviceId: string) => client.call('players.disconnect', { deviceId }));
  const busy = share.isPending || stop.isPending || renew.isPending || disconnect.isPending;
  const error = share.error ?? stop.error ?? renew.error ?? disconnect.error ?? interfaces.error;

  return (
    <section className="panel players-section" aria-labelledby="share-title">
      <h2 id="share-title">Share with players’ devices</h2>
      <p className="notice">
        Anyone on this network who has the link (or photographs the QR code) can watch the player view. They cannot change
        anything. Stop sharing or make a new link when the session ends.
      </p>
      {lan === null ? (
        <>
          <label className="radio">
            <input type="checkbox" checked={wanted} onChange={(e) => setWanted(e.target.checked)} /> Share the player view on the network
          </label>
          {wanted && (
            <div className="row share-start">
              <label htmlFor="share-iface">Network</label>
              <select id="share-iface" value={chosen} onChange={(e) => setAddress(e.target.value)} disabled={sorted.length === 0}>
                {sorted.map((i) => (
                  <option key={`${i.name}-${i.address}`} value={i.address}>
                    {i.name}: {i.address}{i.internal ? ' (this machine only)' : ''}
                  </option>
                ))}
              </select>
              <button type="button" className="primary" disabled={busy || !chosen} onClick={() => share.mutate(chosen)}>
                Start sharing
              </button>
            </div>
          )}
        </>
      ) : (
        <div className="share-on" data-testid="share-on">
          <div className="share-grid">
            <QrCode text={lan.url} />
            <div>
              <CopyLink url={lan.url} />
              <p className="small muted">Listening on {lan.address}:{lan.port}. Players open the link or scan the code with their phone’s camera.</p>
              <div className="row">
                <button type="button" disabled={busy} onClick={() => renew.mutate(undefined)}>New link (revokes the old one)</button>
                <button type="button" disabled={busy} onClick={() => { stop.mutate(undefined); setWanted(false); }}>Stop sharing</button>
              </div>
            </div>
          </div>
        </div>
      )}
      {error && <p className="error-text" role="alert">{error.message}</p>}
      <h3>Connected</h3>
      <Devices devices={status.devices} busy={busy} onDisconnect={(id) => disconnect.mutate(id)} />
    </section>
  );
}
