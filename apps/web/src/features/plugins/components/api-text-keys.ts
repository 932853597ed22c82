import type { ApiKeyPermission } from '@hotel/shared/contracts/api-keys';
import type { WebhookEvent } from '@hotel/shared/contracts/webhooks';

// The contracts' values hold dots, which i18next and the catalogues read as nesting.

/** `booking.checked_in` → `checked_in`, its text key under `apiPlugin.event`. */
export function eventKey(event: WebhookEvent): string {
  return event.replace('booking.', '');
}

/** `bookings.read` → `bookings_read`, its text key under `apiPlugin.permission`. */
export function permissionKey(permission: ApiKeyPermission): string {
  return permission.replace('.', '_');
}
