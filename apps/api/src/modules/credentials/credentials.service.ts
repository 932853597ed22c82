import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createCredentialsRepository } from './credentials.repository';

/**
 * Every kind of stored secret and whether staff may see its last four characters (an API key
 * is recognised by them; a password never shows any part of itself).
 */
export const CREDENTIALS = {
  'smoobu.api_key': { showsLast4: true },
  'csv_import.smb_password': { showsLast4: false },
  // Guest SMS (issue 12): the hotel's own provider account.
  'sms.seven_api_key': { showsLast4: true },
  'sms.seven_signing_secret': { showsLast4: false },
  'sms.twilio_auth_token': { showsLast4: false },
  // Door locks (issue 15): bwOnline's SOAP password, Nuki's Web API token.
  'locks.bwonline_password': { showsLast4: false },
  'locks.nuki_api_token': { showsLast4: true },
  // Admin area (issue 18): the platform's own bwOnline SOAP account (hotel null), for hotels
  // that use the platform's service instead of their own.
  'platform.bwonline_password': { showsLast4: false },
  // Channel managers (issue 16): the WS-Security password RoomRaccoon signs its OTA pushes with.
  'roomraccoon.ota_password': { showsLast4: false },
  // API plugin (issue 17): one signing secret per webhook endpoint (a keyed credential).
  'webhook.signing_secret': { showsLast4: false },
} as const;
export type CredentialName = keyof typeof CREDENTIALS;

/**
 * A secret kept once per object of a hotel (a webhook endpoint's signing secret): stored under
 * the row name `<name>:<key>`, and sealed with that full name as part of its AES-GCM context, so
 * one endpoint's ciphertext never opens as another's.
 */
export interface KeyedCredential {
  name: CredentialName;
  key: string;
}
/** A plain name, or a name with the key of the object it belongs to. */
export type CredentialRef = CredentialName | KeyedCredential;

const kindOf = (ref: CredentialRef): CredentialName => (typeof ref === 'string' ? ref : ref.name);
const rowNameOf = (ref: CredentialRef) =>
  typeof ref === 'string' ? ref : `${ref.name}:${ref.key}`;

/** What the API may say about a secret: whether it is there, at most its last four characters. */
export interface CredentialStatus {
  configured: boolean;
  last4: string | null;
}

/** Shorter secrets would give away too large a part of themselves. */
const MIN_LENGTH_FOR_LAST4 = 12;

const NOT_CONFIGURED: CredentialStatus = { configured: false, last4: null };

const contextOf = (hotelId: string | null, name: string) => `${hotelId ?? 'platform'}:${name}`;

/**
 * Integration secrets, encrypted at rest (DESIGN decision 11). `get` is for server-side use
 * (calling Smoobu, the SMB share …); responses use `status` and never the secret itself.
 */
export function createCredentialsService(deps: { db: Db; secretBox: SecretBox }) {
  const repository = createCredentialsRepository(deps.db);
  const repositoryOf = (executor?: Db) =>
    executor ? createCredentialsRepository(executor) : repository;

  function statusOf(name: CredentialName, last4: string): CredentialStatus {
    return { configured: true, last4: CREDENTIALS[name].showsLast4 && last4 ? last4 : null };
  }

  return {
    /** `executor`: the caller's transaction, so the secret and what it belongs to commit together. */
    async put(
      hotelId: string | null,
      ref: CredentialRef,
      plaintext: string,
      executor?: Db,
    ): Promise<void> {
      const name = rowNameOf(ref);
      const last4 =
        CREDENTIALS[kindOf(ref)].showsLast4 && plaintext.length >= MIN_LENGTH_FOR_LAST4
          ? plaintext.slice(-4)
          : '';
      const ciphertext = deps.secretBox.seal(plaintext, contextOf(hotelId, name));
      await repositoryOf(executor).upsert(hotelId, name, ciphertext, last4);
    },

    /**
     * The plaintext, or null when none is stored; throws SecretUnreadableError on a wrong key.
     * `executor`: the caller's transaction (PGlite has one connection: a read beside an open
     * transaction would wait for it for ever).
     */
    async get(hotelId: string | null, ref: CredentialRef, executor?: Db): Promise<string | null> {
      const name = rowNameOf(ref);
      const row = await repositoryOf(executor).find(hotelId, name);
      return row ? deps.secretBox.open(row.ciphertext, contextOf(hotelId, name)) : null;
    },

    async status(hotelId: string | null, name: CredentialName): Promise<CredentialStatus> {
      const row = await repository.find(hotelId, name);
      return row ? statusOf(name, row.last4) : NOT_CONFIGURED;
    },

    /** Statuses of every known secret of several hotels in one query (hotel lists). */
    async statusesOf(
      hotelIds: string[],
    ): Promise<(hotelId: string, name: CredentialName) => CredentialStatus> {
      const rows = await repository.listConfigured(hotelIds);
      const byKey = new Map(rows.map((row) => [`${row.hotelId}:${row.name}`, row.last4]));
      return (hotelId, name) => {
        const last4 = byKey.get(`${hotelId}:${name}`);
        return last4 === undefined ? NOT_CONFIGURED : statusOf(name, last4);
      };
    },

    async remove(hotelId: string | null, ref: CredentialRef, executor?: Db): Promise<void> {
      await repositoryOf(executor).delete(hotelId, rowNameOf(ref));
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
