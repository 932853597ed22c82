import type { GuestAuthResponse } from '@hotel/shared/contracts/guest-app';

/** A code the server has texted: its answer, the number as typed, and when (for the countdown). */
export interface SentCode extends GuestAuthResponse {
  mobile: string;
  sentAt: number;
}
