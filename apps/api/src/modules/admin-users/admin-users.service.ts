import {
  type AdminUserDetail,
  type AdminUserHotelOption,
  type AdminUserList,
  type AdminUserListItem,
  type CreateAdminUser,
  type UserEmailState,
} from '@hotel/shared/contracts/admin-users';
import { INVITATION_TTL_HOURS } from '@hotel/shared/contracts/employees';
import type { Language } from '@hotel/shared/i18n/messages';
import type { EmailSender } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { JobSender } from '../../jobs/registry';
import { AppError, validationError, type AppErrorIssue } from '../../lib/app-error';
import { createLinkToken } from '../../lib/tokens';
import { recordAdminChange, type AuditActor } from '../admin-audit';
import { PASSWORD_RESET_QUEUE } from '../auth';
import { accountCreatedEmail } from './admin-users-emails';
import {
  createAdminUsersRepository,
  type AdminUserRow,
  type AdminUsersRepository,
} from './admin-users.repository';

const HOUR_MS = 60 * 60 * 1000;
const notFound = () => new AppError('NOT_FOUND', 'errors.userNotFound');
const emailTaken = () => new AppError('CONFLICT', 'errors.emailTaken');
const lastSuperAdmin = () => new AppError('CONFLICT', 'errors.adminUserLastSuperAdmin');

function emailStateOf(row: AdminUserRow): UserEmailState {
  if (row.pendingEmail) return 'change_pending';
  return row.emailConfirmedAt ? 'confirmed' : 'unconfirmed';
}

const fullName = (user: { firstName: string; lastName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

function toListItem(row: AdminUserRow): AdminUserListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    superAdmin: row.superAdmin,
    emailState: emailStateOf(row),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hotelCount: row.hotelCount,
  };
}

/** The fields of a user the audit trail keeps (never the password or tokens). */
function auditSnapshot(detail: AdminUserDetail) {
  return {
    firstName: detail.firstName,
    lastName: detail.lastName,
    email: detail.email,
    phone: detail.phone,
    superAdmin: detail.superAdmin,
    memberships: detail.memberships.map((membership) => ({
      hotelId: membership.hotel.id,
      hotel: membership.hotel.name,
      role: membership.role,
      group: membership.group?.name ?? null,
    })),
  };
}

/**
 * What the trail keeps of a deleted account, for good: who it was and where it worked, not how
 * to reach them (email and phone go with the account; the entry outlives it).
 */
function deletedSnapshot(detail: AdminUserDetail) {
  return {
    id: detail.id,
    firstName: detail.firstName,
    lastName: detail.lastName,
    superAdmin: detail.superAdmin,
    memberships: detail.memberships.map((membership) => ({
      hotel: membership.hotel.name,
      role: membership.role,
    })),
  };
}

export function createAdminUsersService(deps: {
  db: Db;
  emailSender: EmailSender;
  jobs: JobSender;
  /** Base of the links in emails, without a trailing slash. */
  appUrl: string;
}) {
  const repository = createAdminUsersRepository(deps.db);

  async function detailOf(repo: AdminUsersRepository, id: string): Promise<AdminUserDetail> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    const [memberships, invitations] = await Promise.all([
      repo.membershipsOf(id),
      repo.openInvitationsOf(id),
    ]);
    return {
      ...toListItem(row),
      pendingEmail: row.pendingEmail,
      hasPassword: row.hasPassword,
      memberships: memberships.map((membership) => ({
        hotel: {
          id: membership.hotelId,
          name: membership.hotelName,
          symbolCode: membership.symbolCode,
        },
        role: membership.role,
        group:
          membership.groupId && membership.groupName !== null
            ? { id: membership.groupId, name: membership.groupName }
            : null,
      })),
      invitations: invitations.map((invitation) => ({
        hotel: { id: invitation.hotelId, name: invitation.hotelName },
        group:
          invitation.groupId && invitation.groupName !== null
            ? { id: invitation.groupId, name: invitation.groupName }
            : null,
        expiresAt: invitation.expiresAt.toISOString(),
      })),
    };
  }

  /** Every hotel must exist and every group belong to its row's hotel; issues per row. */
  async function checkMemberships(
    repo: AdminUsersRepository,
    rows: CreateAdminUser['memberships'],
  ) {
    const hotelIds = new Set(
      (await repo.hotelsByIds(rows.map((row) => row.hotelId))).map((h) => h.id),
    );
    const groupIds = rows.flatMap((row) => (row.userGroupId ? [row.userGroupId] : []));
    const groupHotel = new Map(
      (await repo.groupsByIds(groupIds)).map((group) => [group.id, group.hotelId]),
    );
    const issues: AppErrorIssue[] = [];
    rows.forEach((row, index) => {
      if (!hotelIds.has(row.hotelId)) {
        issues.push({
          path: `memberships.${index}.hotelId`,
          key: 'validation.adminUserHotelUnknown',
        });
      } else if (row.userGroupId && groupHotel.get(row.userGroupId) !== row.hotelId) {
        issues.push({
          path: `memberships.${index}.userGroupId`,
          key: 'validation.adminUserGroupNotOfHotel',
        });
      }
    });
    if (issues.length > 0) throw validationError(issues);
  }

  return {
    async list(query: { filter?: string; page: number; limit: number }): Promise<AdminUserList> {
      const { items, total } = await repository.list(query);
      return { items: items.map(toListItem), total, page: query.page, limit: query.limit };
    },

    detail: (id: string) => detailOf(repository, id),

    async hotelOptions(): Promise<AdminUserHotelOption[]> {
      const { hotelRows, groupRows } = await repository.hotelOptions();
      return hotelRows.map((hotel) => ({
        id: hotel.id,
        name: hotel.name,
        groups: groupRows
          .filter((group) => group.hotelId === hotel.id)
          .map((group) => ({ id: group.id, name: group.name })),
      }));
    },

    /**
     * Creates the account without a usable password and emails a link to choose one (the
     * employees' invitation link: the same set-password page, and it confirms the address).
     */
    async create(
      actor: AuditActor,
      request: CreateAdminUser,
      language: Language,
    ): Promise<AdminUserDetail> {
      return deps.db
        .transaction(async (tx) => {
          const repo = createAdminUsersRepository(tx);
          if (await repo.isEmailTaken(request.email)) throw emailTaken();
          await checkMemberships(repo, request.memberships);
          const user = await repo.insertUser({
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            phone: request.phone,
            superAdmin: request.superAdmin,
          });
          await repo.insertMemberships(
            user.id,
            request.memberships.map((row) => ({
              hotelId: row.hotelId,
              role: row.role,
              userGroupId: row.role === 'owner' ? null : row.userGroupId,
            })),
          );
          const { token, tokenHash } = createLinkToken();
          await repo.insertInvitationToken({
            tokenHash,
            userId: user.id,
            email: user.email,
            expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * HOUR_MS),
          });
          const detail = await detailOf(repo, user.id);
          await recordAdminChange(tx, {
            actor,
            subject: 'user',
            action: 'user.created',
            userId: user.id,
            label: fullName(user),
            before: null,
            after: auditSnapshot(detail),
          });
          const message = accountCreatedEmail({
            to: user.email,
            firstName: user.firstName,
            link: `${deps.appUrl}/login/reset?token=${encodeURIComponent(token)}`,
            validDays: INVITATION_TTL_HOURS / 24,
            language,
          });
          // Queued with the account: sent exactly when it is saved, never lost after it.
          await deps.emailSender.send(message, { tx });
          return detail;
        })
        .catch((error: unknown) => {
          // Two creations of one address at once: the second finds it taken.
          if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
          throw error;
        });
    },

    /**
     * Refused for the last super admin, for one's own account, and for the last owner of a hotel
     * (the message names the hotel). Memberships, invitations and link tokens go with the user.
     */
    async remove(actor: AuditActor, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createAdminUsersRepository(tx);
        const detail = await detailOf(repo, id);
        if (detail.superAdmin) {
          const superAdmins = await repo.lockSuperAdmins();
          if (superAdmins.every((superAdminId) => superAdminId === id)) throw lastSuperAdmin();
        }
        if (id === actor.id) throw new AppError('CONFLICT', 'errors.adminUserDeleteSelf');
        const alone = await repo.hotelsOnlyOwnedBy(id);
        if (alone.length > 0) {
          throw new AppError('CONFLICT', 'errors.adminUserLastOwner', {
            params: {
              name: fullName(detail),
              hotel: alone.map((hotel) => hotel.name).join(', '),
            },
          });
        }
        await recordAdminChange(tx, {
          actor,
          subject: 'user',
          action: 'user.deleted',
          userId: id,
          label: fullName(detail),
          before: deletedSnapshot(detail),
          after: null,
        });
        await repo.deleteUser(id);
      });
    },

    /**
     * Grants or removes super admin. The check for the last one and the change run in one
     * transaction holding the super admins' rows, so two removals at once cannot both pass.
     */
    async setSuperAdmin(
      actor: AuditActor,
      id: string,
      superAdmin: boolean,
    ): Promise<AdminUserDetail> {
      return deps.db.transaction(async (tx) => {
        const repo = createAdminUsersRepository(tx);
        const superAdmins = await repo.lockSuperAdmins();
        const before = await detailOf(repo, id);
        if (before.superAdmin === superAdmin) return before;
        if (!superAdmin && superAdmins.every((superAdminId) => superAdminId === id)) {
          throw lastSuperAdmin();
        }
        await repo.setSuperAdmin(id, superAdmin);
        await recordAdminChange(tx, {
          actor,
          subject: 'user',
          action: superAdmin ? 'user.super_admin_granted' : 'user.super_admin_revoked',
          userId: id,
          label: fullName(before),
          before: { superAdmin: before.superAdmin },
          after: { superAdmin },
        });
        return { ...before, superAdmin };
      });
    },

    /** The normal reset email (the reset job writes the token and sends it), recorded. */
    async sendPasswordReset(actor: AuditActor, id: string, language: Language): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createAdminUsersRepository(tx);
        const row = await repo.find(id);
        if (!row) throw notFound();
        await recordAdminChange(tx, {
          actor,
          subject: 'user',
          action: 'user.password_reset_sent',
          userId: id,
          label: fullName(row),
          before: null,
          after: { email: row.email },
        });
        await deps.jobs.send(PASSWORD_RESET_QUEUE, { userId: id, language }, { tx });
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
