import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A SECRETS_KEY value (32 bytes as base64 or hex) as bytes, or null when it is not one. */
export function parseSecretsKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const key = Buffer.from(value, 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  return null;
}

/** Thrown when a stored secret cannot be opened: another key, or the ciphertext was altered. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('The stored secret cannot be decrypted: wrong SECRETS_KEY or altered ciphertext');
    this.name = 'SecretUnreadableError';
  }
}

/**
 * AES-256-GCM with a fresh random 12-byte IV per write. The stored form is base64url of
 * iv ‖ auth tag ‖ ciphertext; the tag makes a wrong key or any altered byte fail loudly instead
 * of yielding garbage. `context` (e.g. hotel id and name) is bound as additional data, so a
 * ciphertext copied to another hotel's or name's row does not open there.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== KEY_BYTES) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plaintext: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },

    open(sealed: string, context: string): string {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
        return Buffer.concat([plain, decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadableError();
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
