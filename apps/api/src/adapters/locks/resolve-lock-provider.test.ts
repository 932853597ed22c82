import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { hotels, type LockSettingsRow } from '../../db/schema';
import { createSecretBox } from '../../lib/secret-box';
import { createCredentialsService } from '../../modules/credentials';
import { createHotel, createUser } from '../../test/factories';
import {
  startFakeBwOnline,
  startFakeNuki,
  type FakeBwOnline,
  type FakeNuki,
} from '../../test/lock-provider-fakes';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { activeLockProvider, createLockProviderResolver } from './resolve-lock-provider';
import { addSimulatedLocks } from './simulator-lock-provider';

const TOKEN = 'nuki-token-for-the-resolver-0001';
const PASSWORD = 'bw-password-for-the-resolver';

let testDatabase: TestDatabase;
let db: Db;
let nuki: FakeNuki;
let bw: FakeBwOnline;
let credentials: ReturnType<typeof createCredentialsService>;
let lockProviderFor: ReturnType<typeof createLockProviderResolver>;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  nuki = await startFakeNuki({ apiToken: TOKEN });
  bw = await startFakeBwOnline({ username: 'sonne', password: PASSWORD });
  credentials = createCredentialsService({ db, secretBox: createSecretBox(Buffer.alloc(32, 3)) });
  lockProviderFor = createLockProviderResolver({
    db,
    credentials,
    config: { nukiApiUrl: nuki.url },
    log: Fastify({ logger: false }).log,
  });
});
afterAll(async () => {
  await nuki.close();
  await bw.close();
  await testDatabase.destroy();
});

async function hotelWith(settings: Partial<LockSettingsRow>) {
  const hotel = await createHotel(db, await createUser(db));
  const lockSettings = { hardware: 'bwOnline', bwOnlineEndpoint: '', bwOnlineUsername: '' };
  await db
    .update(hotels)
    .set({ lockSettings: { ...lockSettings, ...settings } as LockSettingsRow })
    .where(eq(hotels.id, hotel.id));
  return hotel.id;
}

/** The provider the resolver builds, what activeLockProvider says, and what the locks are. */
async function resolved(hotelId: string) {
  const provider = await lockProviderFor(hotelId);
  return {
    kind: provider.kind,
    active: await activeLockProvider({ db, credentials }, hotelId),
    locks: (await provider.listLocks()).map((lock) => lock.name),
  };
}

describe('the lock provider of a hotel', () => {
  it('is the simulator without configuration (the quick start)', async () => {
    const hotelId = await hotelWith({});
    await addSimulatedLocks(db, hotelId, [{ providerId: 'SIM-1', name: 'Simulierter Eingang' }]);
    expect(await resolved(hotelId)).toEqual({
      kind: 'simulator',
      active: 'simulator',
      locks: ['Simulierter Eingang'],
    });
  });

  it('is bwOnline’s SOAP service with an endpoint and a stored password', async () => {
    const hotelId = await hotelWith({ bwOnlineEndpoint: bw.url, bwOnlineUsername: 'sonne' });
    // An endpoint alone is not enough: without the password the simulator answers.
    expect((await resolved(hotelId)).active).toBe('simulator');
    await credentials.put(hotelId, 'locks.bwonline_password', PASSWORD);
    expect(await resolved(hotelId)).toEqual({
      kind: 'bwOnline',
      active: 'bwOnline',
      locks: ['Eingang Nord', 'Zimmer 101', 'Zimmer 102 & Suite'],
    });
  });

  it('is Nuki’s Web API with a stored token, at the configured API address', async () => {
    const hotelId = await hotelWith({ hardware: 'nuki', bwOnlineEndpoint: bw.url });
    expect((await resolved(hotelId)).active).toBe('simulator');
    await credentials.put(hotelId, 'locks.nuki_api_token', TOKEN);
    // bwOnline's password is kept for a switch back, but the hardware decides.
    await credentials.put(hotelId, 'locks.bwonline_password', PASSWORD);
    expect(await resolved(hotelId)).toEqual({
      kind: 'nuki',
      active: 'nuki',
      locks: ['Haupteingang', 'Zimmer 101'],
    });
    expect(nuki.requests.at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});
