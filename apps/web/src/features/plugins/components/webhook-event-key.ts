import type { WebhookEvent } from '@hotel/shared/contracts/webhooks';

/** `booking.checked_in` → `checked_in`, the text key: i18next would read the dot as nesting. */
export function eventKey(event: WebhookEvent): string {
  return event.replace('booking.', '');
}
