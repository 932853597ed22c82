import { validationError } from '../../lib/app-error';

/** A SOAP account: where its password goes and as whom. */
export interface BwOnlineAccount {
  endpoint: string;
  username: string;
}

/** Scheme, host and port; an address that does not parse is compared as written. */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return endpoint;
  }
}

/**
 * A stored password is kept when the field is left out, but only for the account it was given
 * for: a new address (another origin) or username must come with the password again, so a
 * taken-over admin session cannot send it to a server of its choosing. Clearing the address
 * (the simulator answers) sends it nowhere and passes.
 */
export function assertPasswordForAccount(
  before: BwOnlineAccount,
  after: BwOnlineAccount,
  password: { given: boolean; stored: boolean; path: string },
): void {
  if (password.given || !password.stored || !after.endpoint) return;
  const moved =
    originOf(before.endpoint) !== originOf(after.endpoint) || before.username !== after.username;
  if (moved) {
    throw validationError([{ path: password.path, key: 'validation.passwordForNewAddress' }]);
  }
}
