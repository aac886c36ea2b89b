import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../main/core/handlers';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import { BUILTIN_GEAR } from '../../../../shared/core/content/builtin-gear';
import type { Result } from '../../../../shared/ipc/result';
import { makeTestContext, type TestContext } from '../../../helpers/app-context';

const open: TestContext[] = [];
afterEach(async () => {
  for (const ctx of open.splice(0)) await ctx.campaigns.close();
});

function setup() {
  const ctx = makeTestContext();
  open.push(ctx);
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  return { ctx, dispatch: (method: string, input: unknown = {}) => dispatch(method, input) as Promise<Result<{ vehicles: { name: string }[] }>> };
}

describe('roster.vehicles', () => {
  it('lists the vehicle types of the open campaign gear catalog, in catalog order', async () => {
    const { ctx, dispatch } = setup();
    // A blank campaign starts from the built-in catalog, as the sample does.
    await ctx.campaigns.create({ name: 'Convoy', template: 'blank' });
    const blank = await dispatch('roster.vehicles');
    expect(blank.ok && blank.value.vehicles.map((v) => v.name)).toEqual(BUILTIN_GEAR.vehicles.map((v) => v.name));
    await ctx.campaigns.create({ name: 'Convoy', template: 'sample' });
    const r = await dispatch('roster.vehicles');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.vehicles.map((v) => v.name)).toEqual(BUILTIN_GEAR.vehicles.map((v) => v.name));
    expect(r.value.vehicles[0]).toEqual(BUILTIN_GEAR.vehicles[0]);
    // Catalog edits show at once: the list is read from the file, not cached.
    const { gear } = ctx.campaigns.requireSession().repos;
    gear.remove('vehicles', 'Viper');
    const after = await dispatch('roster.vehicles');
    expect(after.ok && after.value.vehicles.map((v) => v.name)).toEqual(BUILTIN_GEAR.vehicles.slice(1).map((v) => v.name));
    for (const v of BUILTIN_GEAR.vehicles.slice(1)) gear.remove('vehicles', v.name);
    expect(await dispatch('roster.vehicles')).toEqual({ ok: true, value: { vehicles: [] } });
  });

  it('says plainly that no campaign is open', async () => {
    const { dispatch } = setup();
    expect(await dispatch('roster.vehicles')).toEqual({
      ok: false,
      error: { code: 'campaign/none-open', message: 'No campaign is open. Open or create one first.' },
    });
  });

  it('refuses unknown input fields at the edge', async () => {
    const { ctx, dispatch } = setup();
    await ctx.campaigns.create({ name: 'Convoy', template: 'blank' });
    const r = await dispatch('roster.vehicles', { kind: 'viper' });
    expect(r.ok).toBe(false);
  });
});
