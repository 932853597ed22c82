import type { ApiKeyPermission } from '@hotel/shared/contracts/api-keys';

/**
 * Who is calling (DESIGN decision 6). Every request, job and import acts as exactly one
 * principal; routes deny by default and say which kinds they accept.
 */
export type Principal = StaffPrincipal | GuestPrincipal | ApiKeyPrincipal | SystemPrincipal;

export interface StaffPrincipal {
  kind: 'staff';
  user: { id: string; email: string; firstName: string; lastName: string; superAdmin: boolean };
}

/** A guest signed in to the guest app: one hotel, one guest. */
export interface GuestPrincipal {
  kind: 'guest';
  hotelId: string;
  guestId: string;
  /** How the history names them ("Anna Weber"). */
  name: string;
}

/** A key of the hotel's own systems: one hotel, its own permissions. */
export interface ApiKeyPrincipal {
  kind: 'api_key';
  hotelId: string;
  apiKeyId: string;
  name: string;
  /** The API plugin's permissions (not the staff ones): which v1 calls the key may make. */
  permissions: ApiKeyPermission[];
}

/** Work nobody at a desk started: jobs, channels, imports, the public booking page. */
export const SYSTEM_SOURCES = [
  'scheduler',
  'public_page',
  'smoobu',
  'roomraccoon',
  'csv_import',
] as const;
export type SystemSource = (typeof SYSTEM_SOURCES)[number];

export interface SystemPrincipal {
  kind: 'system';
  source: SystemSource;
}

export const systemPrincipal = (source: SystemSource): SystemPrincipal => ({
  kind: 'system',
  source,
});

export const staffPrincipal = (user: StaffPrincipal['user']): StaffPrincipal => ({
  kind: 'staff',
  user,
});

/** How a principal is recorded in a booking's history (booking_history.actor_*). */
export interface HistoryActor {
  kind: Principal['kind'];
  /** The staff user's, guest's or API key's id; null for the system. */
  id: string | null;
  /** The staff member's or guest's name, the API key's name, or the system source. */
  name: string;
}

export function historyActorOf(principal: Principal): HistoryActor {
  switch (principal.kind) {
    case 'staff':
      return {
        kind: 'staff',
        id: principal.user.id,
        name: `${principal.user.firstName} ${principal.user.lastName}`.trim(),
      };
    case 'guest':
      return { kind: 'guest', id: principal.guestId, name: principal.name };
    case 'api_key':
      return { kind: 'api_key', id: principal.apiKeyId, name: principal.name };
    case 'system':
      return { kind: 'system', id: null, name: principal.source };
  }
}
