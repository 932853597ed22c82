import { hash, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which verbatimModuleSyntax only allows as a type.
const ARGON2ID = 2 as Algorithm.Argon2id;
/**
 * The cheapest argon2id the library accepts. A login verifies with the parameters stored in the
 * hash, so users made by the factories sign in in well under a millisecond instead of ~40 ms of
 * production's 19 MiB × 2 passes; the suite signs in well over a thousand times. Hashes the app
 * writes itself (registration, password change, reset) keep production's parameters, which
 * lib/passwords.test.ts pins.
 */
const CHEAP = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

const hashes = new Map<string, Promise<string>>();

/** An argon2id hash of the password for a user stored straight in the database by a test. */
export function testPasswordHash(password: string): Promise<string> {
  let cached = hashes.get(password);
  if (!cached) {
    cached = hash(password, CHEAP);
    hashes.set(password, cached);
  }
  return cached;
}
