// @vitest-environment jsdom
/**
 * An edit's answer and its push travel apart: a push of an earlier edit that arrives after a later
 * edit was answered must not take the later edit back (main numbers every editor state).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GearState } from '../../../shared/ipc/gear-contract';
import type { Transport } from '../../../shared/ipc/types';
import { EditorsScreen } from '../../../renderer/features/editors/EditorsScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

let inner: ReturnType<typeof createInProcessTransport>;
/** Gear pushes held back instead of delivered, to be delivered late and out of order. */
let held: { state: GearState; deliver: () => void }[];

/** The real in-process transport, with every `gear.changed` push held until the test lets it go. */
function holdingGearPushes(): Transport {
  return {
    call: inner.call,
    on: (event, cb) => {
      if (event !== 'gear.changed') return inner.on(event, cb);
      return inner.on('gear.changed', (state) => held.push({ state, deliver: () => (cb as (s: GearState) => void)(state) }));
    },
  };
}

const penetration = async (): Promise<number> => {
  const r = await inner.call('gear.state', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value.catalog.weapons.find((w) => w.name === 'Pistol')!.penetration;
};

beforeEach(async () => {
  held = [];
  inner = createInProcessTransport();
  await inner.ctx.campaigns.openAtStartup();
  await inner.call('gear.addBuiltin', {});
});
afterEach(async () => {
  cleanup();
  await inner.ctx.campaigns.close();
});

describe('gear editors and late pushes', () => {
  it('keeps the later edit when the push of an earlier one arrives last', async () => {
    window.location.hash = '#/editors/weapons/Pistol';
    renderWithClient(<EditorsScreen />, holdingGearPushes());
    await screen.findByRole('heading', { name: 'Pistol' });
    const field = () => screen.getByLabelText('Penetration') as HTMLInputElement;
    for (const value of ['5', '6']) {
      fireEvent.change(field(), { target: { value } });
      fireEvent.blur(field());
      await waitFor(async () => expect(await penetration()).toBe(Number(value)));
    }
    await waitFor(() => expect(held.length).toBeGreaterThanOrEqual(2));
    expect(held.map((h) => h.state.revision.n)).toEqual([...held.map((h) => h.state.revision.n)].sort((a, b) => a - b));
    // The later push first, then the earlier one, late.
    for (const h of [...held].reverse()) h.deliver();
    await new Promise((done) => setTimeout(done, 50));
    await waitFor(() => expect(field().value).toBe('6'));
    expect(await penetration()).toBe(6);
  });
});
