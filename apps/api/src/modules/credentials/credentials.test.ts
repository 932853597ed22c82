import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { credentials } from '../../db/schema-platform';
import { createSecretBox, parseSecretsKey, SecretUnreadableError } from '../../lib/secret-box';
import { createHotel, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCredentialsService } from './credentials.service';
import { moveLegacySecrets } from './legacy-secrets';

const SMOOBU_KEY = 'smoobu-live-key-0123456789-abcd';

let t: TestApp;
let hotelId: string;
const box = createSecretBox(randomBytes(32));

beforeAll(async () => {
  t = await createTestApp();
  hotelId = (await createHotel(t.db, await createUser(t.db))).id;
});
afterAll(() => t.close());

const storedCiphertext = async (name: string) =>
  (await t.db.select().from(credentials).where(eq(credentials.name, name)))
    .filter((row) => row.hotelId === hotelId)
    .map((row) => row.ciphertext)[0];

describe('secret box', () => {
  it('opens what it sealed, with a fresh IV per write', () => {
    const first = box.seal('p@ssw0rd ünicode', 'ctx');
    const second = box.seal('p@ssw0rd ünicode', 'ctx');
    expect(box.open(first, 'ctx')).toBe('p@ssw0rd ünicode');
    expect(first).not.toBe(second);
    const iv = (sealed: string) => Buffer.from(sealed, 'base64url').subarray(0, 12).toString('hex');
    expect(iv(first)).not.toBe(iv(second));
  });

  it('fails loudly for a wrong key, an altered byte or another context', () => {
    const sealed = box.seal('secret', 'hotel-a:smoobu.api_key');
    const otherBox = createSecretBox(randomBytes(32));
    expect(() => otherBox.open(sealed, 'hotel-a:smoobu.api_key')).toThrow(SecretUnreadableError);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 0x01;
    expect(() => box.open(bytes.toString('base64url'), 'hotel-a:smoobu.api_key')).toThrow(
      'wrong SECRETS_KEY or altered ciphertext',
    );
    expect(() => box.open(sealed, 'hotel-b:smoobu.api_key')).toThrow(SecretUnreadableError);
    expect(() => box.open('short', 'x')).toThrow(SecretUnreadableError);
  });

  it('reads SECRETS_KEY as 32 bytes of base64 or hex and nothing else', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseSecretsKey('not a key')).toBeNull();
  });
});

describe('credentials', () => {
  it('stores secrets encrypted and tells only whether they are configured', async () => {
    const service = createCredentialsService({ db: t.db, secretBox: box });
    expect(await service.status(hotelId, 'smoobu.api_key')).toEqual({
      configured: false,
      last4: null,
    });
    await service.put(hotelId, 'smoobu.api_key', SMOOBU_KEY);
    await service.put(hotelId, 'csv_import.smb_password', 'Samba-Password-1234');
    expect(await service.get(hotelId, 'smoobu.api_key')).toBe(SMOOBU_KEY);
    expect(await service.status(hotelId, 'smoobu.api_key')).toEqual({
      configured: true,
      last4: 'abcd',
    });
    // A password never shows any part of itself.
    expect(await service.status(hotelId, 'csv_import.smb_password')).toEqual({
      configured: true,
      last4: null,
    });
    const rows = JSON.stringify(await t.db.select().from(credentials));
    expect(rows).not.toContain(SMOOBU_KEY);
    expect(rows).not.toContain('Samba-Password-1234');

    const before = await storedCiphertext('smoobu.api_key');
    await service.put(hotelId, 'smoobu.api_key', SMOOBU_KEY);
    expect(await storedCiphertext('smoobu.api_key')).not.toBe(before);

    await service.remove(hotelId, 'smoobu.api_key');
    expect(await service.get(hotelId, 'smoobu.api_key')).toBeNull();
  });

  it('refuses to read them under another key', async () => {
    await createCredentialsService({ db: t.db, secretBox: box }).put(
      hotelId,
      'smoobu.api_key',
      SMOOBU_KEY,
    );
    const otherKey = createCredentialsService({
      db: t.db,
      secretBox: createSecretBox(randomBytes(32)),
    });
    await expect(otherKey.get(hotelId, 'smoobu.api_key')).rejects.toThrow(SecretUnreadableError);
  });

  it('moves plaintext secrets out of the hotel jsonb once, at startup', async () => {
    const owner = await createUser(t.db);
    const legacy = await createHotel(t.db, owner);
    await t.db
      .update(hotels)
      .set({
        plugins: {
          public_page: { enabled: true },
          smoobu: { enabled: true, smoobu_api: 'legacy-smoobu-key-9876', customer_id: 4711 },
        },
        csvImport: { method: 'smb', username: 'import', password: 'legacy-smb-pass' },
      })
      .where(eq(hotels.id, legacy.id));

    expect(await moveLegacySecrets(t.db, box)).toBe(1);
    expect(await moveLegacySecrets(t.db, box)).toBe(0);

    const [row] = await t.db.select().from(hotels).where(eq(hotels.id, legacy.id));
    expect(row!.plugins).toEqual({
      public_page: { enabled: true },
      smoobu: { enabled: true, customer_id: 4711 },
    });
    expect(row!.csvImport).toEqual({ method: 'smb', username: 'import' });
    const service = createCredentialsService({ db: t.db, secretBox: box });
    expect(await service.get(legacy.id, 'smoobu.api_key')).toBe('legacy-smoobu-key-9876');
    expect(await service.get(legacy.id, 'csv_import.smb_password')).toBe('legacy-smb-pass');
  });
});
