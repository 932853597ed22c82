import type { z } from 'zod';
import {
  INVITATION_TTL_HOURS,
  type addEmployeeRequestSchema,
  type Employee,
  type updateEmployeeRequestSchema,
} from '@hotel/shared/contracts/employees';
import type { Language } from '@hotel/shared/i18n/messages';
import type { EmailMessage, EmailSender } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../lib/app-error';
import { createLinkToken } from '../../lib/tokens';
import { addedToHotelEmail, invitationEmail } from './employees-emails';
import {
  createEmployeesRepository,
  INVITED_PASSWORD_HASH,
  type EmployeeRow,
  type EmployeesRepository,
} from './employees.repository';

type AddEmployee = z.output<typeof addEmployeeRequestSchema>;
type UpdateEmployee = z.output<typeof updateEmployeeRequestSchema>;

const HOUR_MS = 60 * 60 * 1000;
const notFound = () => new AppError('NOT_FOUND', 'errors.employeeNotFound');
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
     * An unknown email gets an account without a usable password and an invitation link to
     * choose one (which also confirms the address); a known person is added and told by email.
     * A person still invited elsewhere gets a fresh invitation, as they cannot log in yet.
     */
    async add(hotelId: string, request: AddEmployee, language: Language): Promise<Employee> {
      const { employee, message } = await inTransaction(async (repo) => {
        if (!(await repo.isGroupOfHotel(hotelId, request.userGroupId))) throw unknownGroup();
        const hotelName = await repo.hotelName(hotelId);
        const existing = await repo.findUserByEmail(request.email);
        if (existing && (await repo.find(hotelId, existing.id))) throw alreadyEmployee();
        const user =
          existing ??
          (await repo.insertInvitedUser({
            email: request.email,
            firstName: request.firstName,
            lastName: request.lastName,
          }));
        await repo.insertMembership(hotelId, user.id, request.userGroupId);

        let message: EmailMessage;
        if (user.passwordHash === INVITED_PASSWORD_HASH) {
          const { token, tokenHash } = createLinkToken();
          await repo.insertInvitationToken({
            tokenHash,
            userId: user.id,
            email: user.email,
            expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * HOUR_MS),
          });
          message = invitationEmail({
            to: user.email,
            firstName: user.firstName,
            hotelName,
            link: `${deps.appUrl}/login/reset?token=${encodeURIComponent(token)}`,
            validDays: INVITATION_TTL_HOURS / 24,
            language,
          });
        } else {
          message = addedToHotelEmail({
            to: user.email,
            firstName: user.firstName,
            hotelName,
            link: `${deps.appUrl}/login`,
            language,
          });
        }
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

    async changeGroup(hotelId: string, userId: string, request: UpdateEmployee): Promise<Employee> {
      return inTransaction(async (repo) => {
        const employee = await requireEmployee(repo, hotelId, userId);
        if (employee.role === 'owner') throw new AppError('CONFLICT', 'errors.ownerHasNoGroup');
        if (!(await repo.isGroupOfHotel(hotelId, request.userGroupId))) throw unknownGroup();
        await repo.setGroup(hotelId, userId, request.userGroupId);
        return toEmployee(await requireEmployee(repo, hotelId, userId));
      });
    },

    /** The account stays (it may belong to other hotels); only the membership goes. */
    async remove(hotelId: string, userId: string): Promise<void> {
      await inTransaction(async (repo) => {
        const employee = await requireEmployee(repo, hotelId, userId);
        if (employee.role === 'owner' && (await repo.countOwners(hotelId)) <= 1) {
          throw new AppError('CONFLICT', 'errors.lastOwner');
        }
        await repo.deleteMembership(hotelId, userId);
      });
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
