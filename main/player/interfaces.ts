import { networkInterfaces } from 'node:os';

export type NetworkAddress = { name: string; address: string; family: 'IPv4' | 'IPv6'; internal: boolean };

/**
 * The machine's addresses the LAN page can listen on. IPv6 link-local ones (fe80::) are left
 * out: binding one needs its interface's scope, and a phone's browser cannot open such a link.
 */
export function machineAddresses(): NetworkAddress[] {
  const out: NetworkAddress[] = [];
  for (const [name, list] of Object.entries(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family !== 'IPv4' && a.family !== 'IPv6') continue;
      if (a.family === 'IPv6' && a.address.toLowerCase().startsWith('fe80:')) continue;
      out.push({ name, address: a.address, family: a.family, internal: a.internal });
    }
  }
  return out;
}
