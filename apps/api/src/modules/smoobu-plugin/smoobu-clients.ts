import { SmoobuError, type SmoobuApi } from '../../adapters/channels/smoobu-api';
import { AppError } from '../../lib/app-error';

/** How the Smoobu modules reach Smoobu: with the hotel's stored key, or a key to check. */
export interface SmoobuClients {
  /** The client with the hotel's stored `smoobu.api_key`; null when none is stored. */
  forHotel(hotelId: string): Promise<SmoobuApi | null>;
  forKey(apiKey: string): SmoobuApi;
}

/**
 * Smoobu's failures as the wizard answers them (spec §8): a wrong or revoked key and an
 * unreachable Smoobu are both 400s with their own message, so the wizard shows which it was.
 * Any other failure is answered as "cannot connect", without Smoobu's own words (they could echo
 * what was sent); nothing is logged, the wizard's next try shows whether it persists.
 */
export async function wizardCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SmoobuError) {
      throw new AppError(
        'BAD_REQUEST',
        error.kind === 'unauthorized'
          ? 'errors.smoobuIncorrectApiKey'
          : 'errors.smoobuCannotConnect',
      );
    }
    throw error;
  }
}
