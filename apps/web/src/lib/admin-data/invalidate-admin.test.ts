import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdmin, invalidateAdminHotels } from '@/lib/admin-data/invalidate-admin';

const HOTEL_ID = '11111111-1111-4111-8111-111111111111';

/** A client holding one cached value under each key, none of them stale yet. */
function clientWith(keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const isInvalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('admin query keys', () => {
  it('a hotel change marks every list and count that shows hotels, and nothing else', async () => {
    const list = adminKeys.hotelList({ filter: '', page: 2, limit: 25 });
    const problems = adminKeys.hotelList({ filter: '', problem: 'locks', page: 1, limit: 25 });
    const others = [adminKeys.servicePresets(), adminKeys.userLists(), adminKeys.soap()];
    const client = clientWith([
      list,
      problems,
      adminKeys.hotelOptions(),
      adminKeys.stats(),
      ...others,
    ]);

    await invalidateAdminHotels(client);

    for (const key of [list, problems, adminKeys.hotelOptions(), adminKeys.stats()]) {
      expect(isInvalidated(client, key), JSON.stringify(key)).toBe(true);
    }
    for (const key of others) expect(isInvalidated(client, key), JSON.stringify(key)).toBe(false);
  });

  it('keeps one key for the service presets, so a saved preset shows on every page', async () => {
    const client = clientWith([adminKeys.servicePresets()]);
    await invalidateAdmin(client, adminKeys.servicePresets());
    expect(isInvalidated(client, ['admin', 'service-presets'])).toBe(true);
  });

  it('nests a hotel’s configuration under its detail and every admin key under one root', () => {
    expect(adminKeys.hotelConfiguration(HOTEL_ID).slice(0, 4)).toEqual(adminKeys.hotel(HOTEL_ID));
    for (const key of [
      adminKeys.stats(),
      adminKeys.hotelLists(),
      adminKeys.servicePresets(),
      adminKeys.userLists(),
      adminKeys.deliveries(),
      adminKeys.errorLogLists(),
      adminKeys.locks(),
    ]) {
      expect(key[0]).toBe(adminKeys.all[0]);
    }
  });
});
