import { AppError } from '../../lib/app-error';
import { LockProviderError } from './lock-provider';

/**
 * The answer to a failed provider call (spec §8 "Locks"): the provider's own message when it
 * gave one, else the spec's generic text (`errors.lockOpenFailed`, `errors.lockListFailed`).
 */
export function lockProviderAppError(error: unknown, fallbackKey: string): AppError {
  if (error instanceof LockProviderError && error.providerMessage) {
    return new AppError('LOCK_PROVIDER_FAILED', 'errors.lockProviderMessage', {
      params: { message: error.providerMessage.slice(0, 300) },
    });
  }
  return new AppError('LOCK_PROVIDER_FAILED', fallbackKey);
}
