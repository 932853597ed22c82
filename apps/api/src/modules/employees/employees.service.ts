import type { z } from 'zod';
import {
  INVITATION_TTL_HOURS,
  type addEmployeeRequestSchema,
  type Employee,
  type HotelInvitation,
  type updateEmployeeRequestSchema,
} from '@hotel/shared/contracts/employees';
import type { Language } from '@hotel/shared/i18n/messages';
import type { EmailSender } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../lib/app-error';
import { createLinkToken } from '../../lib/tokens';
import { invitationEmail, joinInvitationEmail } from './employees-emails';
import {
  createEmployeesRepository,
  type EmployeeRow,
  type EmployeesRepository,
} from './employees.repository';

type AddEmployee = z.output<typeof addEmployeeRequestSchema>;
type UpdateEmployee = z.output<typeof updateEmployeeRequestSchema>;

const HOUR_MS = 60 * 60 * 1000;
const notFound = () => new AppError('NOT_FOUND', 'errors.employeeNotFound');
const invitationNotFound = () => new AppError('NOT_FOUND', 'errors.invitationNotFound');
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const alreadyEmployee = () => new AppError('CONFLICT', 'errors.alreadyEmployee');
const unknownGroup = () =>
  validationError([{ path: 'userGroupId', key: 'validation.userGroupRequired' }]);

function toEmployee(row: EmployeeRow): Employee {
  return {
    _id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    userGroup: row.groupId ? { _id: row.groupId, name: row.groupName ?? '' } : null,
    invitationPending: row.invitationPending,
  };
}

export function createEmployeesService(deps: {
  db: Db;
  emailSender: EmailSender;
  /** Base of the links in emails, without a trailing slash. */
  appUrl: string;
}) {
  const repository = createEmployeesRepository(deps.db);
  const inTransaction = <T>(work: (repo: EmployeesRepository) => Promise<T>) =>
    deps.db.transaction((tx) => work(createEmployeesRepository(tx)));

  async function requireEmployee(repo: EmployeesRepository, hotelId: string, userId: string) {
    const employee = await repo.find(hotelId, userId);
    if (!employee) throw notFound();
    return employee;
  }

  return {
    async list(hotelId: string): Promise<Employee[]> {
      return (await repository.list(hotelId)).map(toEmployee);
    },

    /**
     * Answers the same whether or not the address has an account, with the names the owner
     * typed (never the account's own). An unknown address gets an account without a usable
     * password and a link to choose one (which also confirms the address); an existing account
     * gets an invitation it accepts after signing in, and only then joins the hotel.
     */
    async add(hotelId: string, request: AddEmployee, language: Language): Promise<Employee> {
      const { employee, message } = await inTransaction(async (repo) => {
        if (!(await repo.isGroupOfHotel(hotelId, request.userGroupId))) throw unknownGroup();
        const hotelName = await repo.hotelName(hotelId);
        const existing = await repo.findUserByEmail(request.email);
        if (existing) {
          if (await repo.find(hotelId, existing.id)) throw alreadyEmployee();
          await repo.upsertInvitation({
            hotelId,
            userId: existing.id,
            userGroupId: request.userGroupId,
            firstName: request.firstName,
            lastName: request.lastName,
            expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * HOUR_MS),
          });
          const message = joinInvitationEmail({
            to: existing.email,
            firstName: existing.firstName,
            hotelName,
            link: `${deps.appUrl}/invitations`,
            validDays: INVITATION_TTL_HOURS / 24,
            language,
          });
          return { employee: await requireEmployee(repo, hotelId, existing.id), message };
        }
        const user = await repo.insertInvitedUser({
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
        });
        await repo.insertMembership(hotelId, user.id, request.userGroupId);
        const { token, tokenHash } = createLinkToken();
        await repo.insertInvitationToken({
          tokenHash,
          userId: user.id,
          email: user.email,
          expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * HOUR_MS),
        });
        const message = invitationEmail({
          to: user.email,
          firstName: user.firstName,
          hotelName,
          link: `${deps.appUrl}/login/reset?token=${encodeURIComponent(token)}`,
          validDays: INVITATION_TTL_HOURS / 24,
          language,
        });
        return { employee: await requireEmployee(repo, hotelId, user.id), message };
      }).catch((error: unknown) => {
        // Two owners adding the same new address at once: the second one finds it taken.
        if (isUniqueViolation(error)) throw alreadyEmployee();
        throw error;
      });
      // Sent after the commit: no email for an employee that was never saved.
      await deps.emailSender.send(message);
      return toEmployee(employee);
    },

    /** The signed-in account's open invitations into hotels. */
    async invitationsFor(userId: string): Promise<HotelInvitation[]> {
      return (await repository.invitationsOf(userId)).map((row) => ({
        hotel: { _id: row.hotelId, name: row.hotelName },
        userGroup: row.groupName,
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /** Joins the hotel in the invited group; an invitation that is gone or expired is 404. */
    async acceptInvitation(userId: string, hotelId: string): Promise<void> {
      await inTransaction(async (repo) => {
        if (!UUID_PATTERN.test(hotelId)) throw invitationNotFound();
        const invitation = await repo.takeInvitation(hotelId, userId);
        if (!invitation) throw invitationNotFound();
        // Added meanwhile by another way (e.g. made owner): nothing more to join.
        if (await repo.find(hotelId, userId)) return;
        await repo.insertMembership(hotelId, userId, invitation.userGroupId);
      });
    },

    async declineInvitation(userId: string, hotelId: string): Promise<void> {
      if (!UUID_PATTERN.test(hotelId)) throw invitationNotFound();
      if (!(await repository.hasInvitation(hotelId, userId))) throw invitationNotFound();
      await repository.deleteInvitation(hotelId, userId);
    },

    async changeGroup(hotelId: string, userId: string, request: UpdateEmployee): Promise<Employee> {
      return inTransaction(async (repo) => {
        const employee = await requireEmployee(repo, hotelId, userId);
        if (employee.role === 'owner') throw new AppError('CONFLICT', 'errors.ownerHasNoGroup');
        if (!(await repo.isGroupOfHotel(hotelId, request.userGroupId))) throw unknownGroup();
        if (employee.awaitingAcceptance) {
          await repo.setInvitationGroup(hotelId, userId, request.userGroupId);
        } else {
          await repo.setGroup(hotelId, userId, request.userGroupId);
        }
        return toEmployee(await requireEmployee(repo, hotelId, userId));
      });
    },

    /** The account stays (it may belong to other hotels); only the membership goes. */
    async remove(hotelId: string, userId: string): Promise<void> {
      await inTransaction(async (repo) => {
        const employee = await requireEmployee(repo, hotelId, userId);
        // Withdrawing an invitation an account has not accepted yet.
        if (employee.awaitingAcceptance) return repo.deleteInvitation(hotelId, userId);
        if (employee.role === 'owner' && (await repo.countOwners(hotelId)) <= 1) {
          throw new AppError('CONFLICT', 'errors.lastOwner');
        }
        await repo.deleteMembership(hotelId, userId);
      });
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
