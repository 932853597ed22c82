import type { AdminAuditSubject } from '@hotel/shared/contracts/admin-audit';
import type { Db, Tx } from '../../db/client';
import { adminAuditEntries } from '../../db/schema-admin';
import type { AuthUser } from '../access';
import { SECRET_NAME_PARTS } from '../../lib/secret-names';

/** Who made a change in the admin area, as the trail keeps them (the account may go later). */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

export const auditActorOf = (user: AuthUser): AuditActor => ({
  id: user.id,
  name: [user.firstName, user.lastName].filter(Boolean).join(' '),
  email: user.email,
});

type Snapshot = Record<string, unknown>;

export interface AdminChange {
  actor: AuditActor;
  subject: AdminAuditSubject;
  /** `<subject>.<verb>`: `user.created`, `hotel.updated`, `credential.changed` … */
  action: string;
  hotelId?: string | null;
  userId?: string | null;
  /** The hotel's or user's name at the time. */
  label?: string;
  /** null for a creation. */
  before: Snapshot | null;
  /** null for a deletion. */
  after: Snapshot | null;
}

/**
 * Field names whose values never enter the trail, whatever a caller passes: a credential's
 * entry records `{ configured }`, not the secret. The secret names are the platform's one list
 * (lib/secret-names.ts); hashes and ciphertexts are the trail's own additions.
 */
const SECRET_FIELD = new RegExp(
  [...SECRET_NAME_PARTS, 'pass', 'hash', 'ciphertext'].join('|'),
  'i',
);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Snapshot).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) && typeof field !== 'boolean' ? '[redacted]' : withoutSecrets(field),
    ]),
  );
}

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isPlainObject = (value: unknown): value is Snapshot =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * For an update, only the fields that changed on either side; whole snapshots otherwise. An
 * object field (a hotel's `setting`, `contact`) is compared one level down, so switching one
 * flag records `setting.self_check_in`, not the whole setting twice.
 */
function changedFields(before: Snapshot | null, after: Snapshot | null) {
  if (!before || !after) return { before, after };
  const changedBefore: Snapshot = {};
  const changedAfter: Snapshot = {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    const [was, is] = [before[key], after[key]];
    if (isSame(was, is)) continue;
    if (isPlainObject(was) && isPlainObject(is)) {
      for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
        if (isSame(was[field], is[field])) continue;
        if (field in was) changedBefore[`${key}.${field}`] = was[field];
        if (field in is) changedAfter[`${key}.${field}`] = is[field];
      }
      continue;
    }
    if (key in before) changedBefore[key] = was;
    if (key in after) changedAfter[key] = is;
  }
  return { before: changedBefore, after: changedAfter };
}

/**
 * Records one change made in the admin area (issue 18). Call it in the change's own transaction
 * so the trail and the change commit together. An update that changed nothing is not recorded.
 */
export async function recordAdminChange(db: Db | Tx, change: AdminChange): Promise<void> {
  const { before, after } = changedFields(
    withoutSecrets(change.before) as Snapshot | null,
    withoutSecrets(change.after) as Snapshot | null,
  );
  if (before && after && Object.keys(before).length === 0 && Object.keys(after).length === 0) {
    return;
  }
  await db.insert(adminAuditEntries).values({
    actorId: change.actor.id,
    actorName: change.actor.name,
    actorEmail: change.actor.email,
    subject: change.subject,
    action: change.action,
    hotelId: change.hotelId ?? null,
    userId: change.userId ?? null,
    label: change.label ?? '',
    before,
    after,
  });
}
