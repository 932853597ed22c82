import { z } from 'zod';
import {
  ACCESS_DENIED_REASONS,
  ACCESS_METHODS,
  LOCK_ACCESS_STATES,
  LOCK_HARDWARE,
  LOCK_PROVIDERS,
  LOCK_SORT_PROPS,
} from '../locks';
import { requiredIdField, requiredText } from './fields';

/**
 * Door locks (issue 15, spec §7 "Locks"): `/api/lock…` for staff (reading needs viewBookings,
 * opening and changing manageBookings), the lock access of a booking, and the provider settings
 * the admin area edits.
 */

const credentialStatusSchema = z.object({ configured: z.boolean(), last4: z.string().nullable() });

export const lockSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    hardware: z.enum(LOCK_HARDWARE),
    /** The lock's id at the provider (a bwOnline component id, a Nuki smartlockId). */
    providerId: z.string(),
    /** An entrance or common door; any other lock belongs to one room. */
    shared: z.boolean(),
    room: z.object({ _id: z.uuid(), number: z.string() }).nullable(),
  })
  .meta({ id: 'Lock' });
export type Lock = z.infer<typeof lockSchema>;

/** GET /api/lock: the hotel's locks of its configured hardware, grouped (spec §7). */
export const lockListSchema = z
  .object({
    hardware: z.enum(LOCK_HARDWARE),
    /** What answers for them right now: the simulator, bwOnline's service or Nuki's. */
    provider: z.enum(LOCK_PROVIDERS),
    shared: z.array(lockSchema),
    rooms: z.array(lockSchema),
  })
  .meta({ id: 'LockList' });
export type LockList = z.infer<typeof lockListSchema>;

export const lockListQuerySchema = z.object({
  sortProp: z.enum(LOCK_SORT_PROPS, { error: 'validation.invalid' }).default('name'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
});

export const lockParamsSchema = z.object({ id: requiredIdField('validation.lockIdRequired') });

/** POST /api/lock and PUT /api/lock/{id}; the hardware is the hotel's configured one. */
export const lockInputSchema = z
  .strictObject({
    name: requiredText('validation.lockNameRequired', 100),
    providerId: requiredText('validation.lockProviderIdRequired', 200),
    shared: z.boolean({ error: 'validation.invalid' }).default(false),
    /** The room this lock belongs to; none for a shared lock (or a room lock not yet placed). */
    roomId: z.uuid('validation.invalid').nullable().default(null),
  })
  .refine((lock) => !(lock.shared && lock.roomId), {
    message: 'validation.sharedLockWithoutRoom',
    path: ['roomId'],
  });
export type LockInput = z.input<typeof lockInputSchema>;

/** GET /api/lock/provider_locks: what the provider knows, to pick a provider id from. */
export const providerLockSchema = z.object({ providerId: z.string(), name: z.string() });
export const providerLockListSchema = z.object({
  provider: z.enum(LOCK_PROVIDERS),
  locks: z.array(providerLockSchema),
});
export type ProviderLockList = z.infer<typeof providerLockListSchema>;

/** One opening (or failed try) of a door, by staff, a guest or the system. */
export const lockOpeningSchema = z
  .object({
    _id: z.uuid(),
    lock: z.object({ _id: z.uuid(), name: z.string() }),
    at: z.string(),
    actor: z.object({ kind: z.enum(['staff', 'guest', 'api_key', 'system']), name: z.string() }),
    outcome: z.enum(['opened', 'failed']),
    /** The provider's message when it failed. */
    error: z.string().nullable(),
  })
  .meta({ id: 'LockOpening' });
export type LockOpening = z.infer<typeof lockOpeningSchema>;

/** GET /api/lock/openings: the hotel's last openings, newest first. */
export const lockOpeningsQuerySchema = z.object({
  limit: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(50).default(10),
});
export const lockOpeningListSchema = z.object({ openings: z.array(lockOpeningSchema) });

/** GET /api/lock/{id}/open and the guest app's lock calls. */
export const lockOpenedSchema = z.object({ opened: z.literal(true), at: z.string() });
export type LockOpened = z.infer<typeof lockOpenedSchema>;

/** PUT /api/lock/simulator: the local simulator's switch that makes every lock fail. */
export const lockSimulatorSchema = z.strictObject({
  failing: z.boolean({ error: 'validation.invalid' }),
});
export type LockSimulator = z.infer<typeof lockSimulatorSchema>;

// ------------------------------------------------------------------- provider settings (admin)

export const BWONLINE_SOURCES = ['hotel', 'platform', 'none'] as const;
export type BwOnlineSource = (typeof BWONLINE_SOURCES)[number];

/** GET/PUT /api/admin/hotel/{id}/lock_settings (super admin): which hardware, how to reach it. */
export const lockSettingsSchema = z
  .object({
    hardware: z.enum(LOCK_HARDWARE),
    provider: z.enum(LOCK_PROVIDERS),
    bwOnline: z.object({
      /** The SOAP endpoint; empty means the local simulator answers. */
      endpoint: z.string(),
      username: z.string(),
      password: credentialStatusSchema,
      /**
       * Whose account answers: the hotel's own (endpoint and password), the platform's
       * (`/admin/soap`, for bwOnline hardware without an endpoint of its own), or none.
       */
      source: z.enum(BWONLINE_SOURCES),
      /** Whether the platform's account is configured (the hotel would use it without its own). */
      platformConfigured: z.boolean(),
    }),
    nuki: z.object({ apiToken: credentialStatusSchema }),
    simulator: z.object({ failing: z.boolean() }),
  })
  .meta({ id: 'LockSettings' });
export type LockSettings = z.infer<typeof lockSettingsSchema>;

/**
 * The SOAP password travels in the message: https only, plain http just for this machine
 * (a local service or a test double).
 */
const isSafeEndpoint = (value: string) =>
  value === '' ||
  /^https:\/\/\S+$/.test(value) ||
  /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/\S*)?$/.test(value);

/** A secret left out keeps the stored one; an empty string removes it. */
export const lockSettingsInputSchema = z.strictObject({
  hardware: z.enum(LOCK_HARDWARE, { error: 'validation.invalid' }),
  bwOnline: z
    .strictObject({
      endpoint: z
        .string()
        .trim()
        .max(500, 'validation.tooLong')
        .refine(isSafeEndpoint, 'validation.url'),
      username: z.string().trim().max(200, 'validation.tooLong'),
      password: z.string().max(500, 'validation.tooLong').optional(),
    })
    .optional(),
  nuki: z
    .strictObject({ apiToken: z.string().max(500, 'validation.tooLong').optional() })
    .optional(),
});
export type LockSettingsInput = z.input<typeof lockSettingsInputSchema>;

// ------------------------------------------------------------------------ a booking's access

export const accessWindowSchema = z.object({ from: z.string(), until: z.string() });

/** How the booking's grants stand at the provider. */
export const ACCESS_SYNC_STATUSES = ['none', 'pending', 'synced', 'failed'] as const;

/** On the staff booking (GET /api/booking/{id}) and the booking's access card. */
export const bookingAccessSchema = z
  .object({
    state: z.enum(LOCK_ACCESS_STATES),
    reason: z.enum(ACCESS_DENIED_REASONS).nullable(),
    method: z.enum(ACCESS_METHODS),
    window: accessWindowSchema,
    /** The entrance's nine-digit code when the hotel has `nine_digit_additional_entrance`. */
    entranceCode: z.string().nullable(),
    sync: z.object({
      status: z.enum(ACCESS_SYNC_STATUSES),
      /** The provider's last error while a grant waits for its retry. */
      error: z.string().nullable(),
    }),
    /** The doors this booking's code is granted at. */
    doors: z.array(
      z.object({
        lock: z.object({ _id: z.uuid(), name: z.string(), shared: z.boolean() }),
        granted: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'BookingAccess' });
export type BookingAccess = z.infer<typeof bookingAccessSchema>;

/** The guest app's view: which doors the guest may open from the app, and why not. */
export const guestDoorSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  kind: z.enum(['room', 'entrance']),
});
export type GuestDoor = z.infer<typeof guestDoorSchema>;

export const guestAccessSchema = z.object({
  state: z.enum(LOCK_ACCESS_STATES),
  reason: z.enum(ACCESS_DENIED_REASONS).nullable(),
  window: accessWindowSchema,
  doors: z.array(guestDoorSchema),
  /** The entrance's own code (nine digits) when it differs from the room's. */
  entranceCode: z.string().nullable(),
});
export type GuestAccess = z.infer<typeof guestAccessSchema>;

/** GET /api/guest_app/{hotel}/lock/{id} and …/entrance_lock/{id}: the booking the door is for. */
export const guestLockQuerySchema = z.object({
  booking: requiredIdField('validation.bookingIdRequired'),
});
