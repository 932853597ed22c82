import { describe, expect, it } from 'vitest';
import { testPasswordHash } from '../test/test-password-hash';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it("are argon2id with OWASP's baseline (19 MiB, 2 passes), salted per hash", async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse')).toBe(true);
    expect(await verifyPassword(first, 'correct horse ')).toBe(false);
  });

  it("verify the tests' cheap hashes by the parameters stored in them", async () => {
    const cheap = await testPasswordHash('secret-password');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'secret-password')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong')).toBe(false);
  });
});
