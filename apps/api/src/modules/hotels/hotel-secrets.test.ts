import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelSchema } from '@hotel/shared/contracts/hotel';
import { hotels } from '../../db/schema';
import { createSecretBox } from '../../lib/secret-box';
import { createApiKeysService } from '../api-keys';
import { createCredentialsService } from '../credentials';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';

/** Issue 10: no role ever receives a stored secret from the hotel responses. */
const SMOOBU_KEY = 'smoobu-api-key-that-must-stay-7f3a';
const SMB_PASSWORD = 'smb-password-that-must-stay-91c2';
const LEGACY_KEY = 'legacy-plaintext-smoobu-key-4e5d';

let t: TestApp;
let hotelId: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  hotelId = (await createHotel(t.db, owner)).id;
  const credentials = createCredentialsService({
    db: t.db,
    secretBox: createSecretBox(testConfig().secretsKey),
  });
  await credentials.put(hotelId, 'smoobu.api_key', SMOOBU_KEY);
  await credentials.put(hotelId, 'csv_import.smb_password', SMB_PASSWORD);
  // As an older version stored it, before the startup step moves it out.
  await t.db
    .update(hotels)
    .set({
      plugins: {
        public_page: { enabled: true },
        smoobu: { enabled: true, smoobu_api: LEGACY_KEY, customer_id: 4711 },
      },
      csvImport: { method: 'smb', username: 'import', password: LEGACY_KEY },
    })
    .where(eq(hotels.id, hotelId));

  const people = {
    owner,
    allPermissions: await createMember(t.db, hotelId, [
      'viewBookings',
      'manageBookings',
      'manageHotel',
    ]),
    noPermissions: await createMember(t.db, hotelId, []),
    superAdmin: await createUser(t.db, { superAdmin: true }),
  };
  for (const [role, user] of Object.entries(people)) tokens[role] = await loginAs(t.app, user);
  tokens.apiKey = (
    await createApiKeysService({ db: t.db }).create(
      hotelId,
      {
        name: 'Everything',
        permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'],
      },
      null,
    )
  ).key;
});
afterAll(() => t.close());

const ROLES = ['owner', 'allPermissions', 'noPermissions', 'superAdmin', 'apiKey'];

describe('GET /api/hotel and GET /api/hotel/{id}', () => {
  for (const role of ROLES) {
    it(`never give ${role} a stored secret`, async () => {
      for (const url of ['/api/hotel', `/api/hotel/${hotelId}`]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: bearer(tokens[role]!, hotelId),
        });
        expect(response.statusCode, url).toBe(role === 'apiKey' ? 403 : 200);
        for (const secret of [SMOOBU_KEY, SMB_PASSWORD, LEGACY_KEY]) {
          expect(response.body, `${role} ${url}`).not.toContain(secret);
        }
      }
    });
  }

  it('say only that the secrets are configured, and the key by its last four characters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}`,
      headers: bearer(tokens.owner!),
    });
    const hotel = hotelSchema.parse(response.json());
    expect(hotel.plugins.smoobu).toEqual({
      enabled: true,
      customer_id: '4711',
      smoobu_channel_id: null,
      api_key: { configured: true, last4: '7f3a' },
    });
    expect(hotel.csv_import).toMatchObject({
      method: 'smb',
      username: 'import',
      password: { configured: true, last4: null },
    });
    expect(hotel.plugins.public_page.disabled).toBe(false);
  });
});
