import type { LockProviderKind } from '@hotel/shared/locks';

/** A lock as its provider lists it. */
export interface ProviderLock {
  providerId: string;
  name: string;
}

/** A door code for one lock, valid in a window (the booking's access window). */
export interface CodeGrant {
  providerId: string;
  code: string;
  /** What the provider shows for it (the booking's number), never a guest's name. */
  label: string;
  validFrom: Date;
  validUntil: Date;
}

/**
 * A refused or failed call to the lock provider. `providerMessage` is the provider's own text
 * (staff see it; the spec prefers it to the generic message). `retryable` failures (the
 * provider down, a rate limit) are retried by the lock-access queue; the others are final.
 */
export class LockProviderError extends Error {
  constructor(
    readonly providerMessage: string | null,
    readonly retryable: boolean,
    /** The provider's status or fault code, for the log. */
    readonly providerCode?: string,
  ) {
    super(
      `Lock provider call failed${providerCode ? ` (${providerCode})` : ''}: ${providerMessage ?? 'no message'}`,
    );
    this.name = 'LockProviderError';
  }
}

/**
 * One door-lock provider (DESIGN decision 8): bwOnline's SOAP service, Nuki's Web API or the
 * local simulator. Every call throws LockProviderError on failure; none returns a fake success.
 */
export interface LockProvider {
  readonly kind: LockProviderKind;
  listLocks(): Promise<ProviderLock[]>;
  /** Opens the door now (remote unlock). */
  open(providerId: string): Promise<void>;
  /** Grants `code` at the lock for the window; answers the provider's reference of the grant. */
  grant(grant: CodeGrant): Promise<{ ref: string }>;
  /** Revokes a grant; a grant the provider no longer knows counts as revoked. */
  revoke(providerId: string, ref: string): Promise<void>;
  /** Whether the provider takes nine-digit codes (Nuki's keypad takes six only). */
  readonly supportsNineDigitCodes: boolean;
}
