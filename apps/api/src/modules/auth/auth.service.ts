import type {
  LoginRequest,
  PasswordChangeRequest,
  PasswordSetRequest,
  ProfileUpdateRequest,
  RegisterRequest,
} from '@hotel/shared/contracts/auth';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { EMAIL_CONFIRMATION_TTL_HOURS } from '@hotel/shared/constants';
import type { Language } from '@hotel/shared/i18n/messages';
import type { EmailSender } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../../lib/passwords';
import { createLinkToken, hashLinkToken, signAccessToken } from '../../lib/tokens';
import type { JobSender } from '../../jobs/registry';
import { confirmationEmail } from './auth-emails';
import { PASSWORD_RESET_QUEUE } from './password-reset.job';
import { createAuthRepository, type AuthRepository } from './auth.repository';
import { toSessionUser } from './session-user';

const HOUR_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Db;
  emailSender: EmailSender;
  jobs: JobSender;
  jwtSecret: string;
  /** Base of the links in emails, without a trailing slash. */
  appUrl: string;
}

const emailTaken = () => new AppError('CONFLICT', 'errors.emailTaken');
const tokenInvalid = () => new AppError('BAD_REQUEST', 'errors.tokenInvalid');

export function createAuthService(deps: AuthServiceDeps) {
  const repository = createAuthRepository(deps.db);
  const inTransaction = <T>(work: (repo: AuthRepository) => Promise<T>) =>
    deps.db.transaction((tx) => work(createAuthRepository(tx)));

  const accessToken = (user: Pick<UserRow, 'id' | 'sessionGeneration'>) =>
    signAccessToken(user.id, deps.jwtSecret, user.sessionGeneration);

  async function sessionUser(user: UserRow): Promise<SessionUser> {
    return toSessionUser(user, await repository.findMemberships(user.id));
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repository.findUserById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    return user;
  }

  /** Stores a hashed link token and emails the link (after the caller's writes committed). */
  async function sendConfirmationLink(
    repo: AuthRepository,
    user: UserRow,
    email: string,
    language: Language,
  ): Promise<() => Promise<void>> {
    const { token, tokenHash } = createLinkToken();
    await repo.insertToken({
      tokenHash,
      kind: 'email_confirmation',
      userId: user.id,
      email,
      expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_HOURS * HOUR_MS),
    });
    const link = `${deps.appUrl}/login/confirmation?token=${encodeURIComponent(token)}`;
    const message = confirmationEmail({
      to: email,
      firstName: user.firstName,
      link,
      validHours: EMAIL_CONFIRMATION_TTL_HOURS,
      language,
    });
    return () => deps.emailSender.send(message);
  }

  return {
    async login(request: LoginRequest) {
      const user = await repository.findUserByEmail(request.email);
      if (!user) {
        await spendPasswordCheck(request.password);
        throw new AppError('INVALID_CREDENTIALS', 'errors.incorrectCredentials');
      }
      if (!(await verifyPassword(user.passwordHash, request.password))) {
        throw new AppError('INVALID_CREDENTIALS', 'errors.incorrectCredentials');
      }
      const [, session] = await Promise.all([repository.recordLogin(user.id), sessionUser(user)]);
      return { token: accessToken(user), user: session };
    },

    async register(request: RegisterRequest, language: Language) {
      const passwordHash = await hashPassword(request.password);
      if (await repository.findUserByEmail(request.email)) throw emailTaken();
      let sendEmail: () => Promise<void> = async () => {};
      let user: UserRow;
      try {
        user = await inTransaction(async (repo) => {
          const created = await repo.insertUser({
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            phone: request.phone,
            passwordHash,
          });
          sendEmail = await sendConfirmationLink(repo, created, created.email, language);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
        throw error;
      }
      await sendEmail();
      return { token: accessToken(user), user: await sessionUser(user) };
    },

    async getSessionUser(userId: string): Promise<SessionUser> {
      return sessionUser(await requireUser(userId));
    },

    async updateProfile(userId: string, request: ProfileUpdateRequest): Promise<SessionUser> {
      await requireUser(userId);
      const user = await repository.updateUser(userId, {
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone,
      });
      return sessionUser(user);
    },

    async confirmEmail(token: string): Promise<void> {
      try {
        await inTransaction(async (repo) => {
          const row = await repo.consumeToken(hashLinkToken(token), 'email_confirmation');
          const user = row && (await repo.findUserById(row.userId));
          if (!row || !user) throw tokenInvalid();
          if (row.email === user.email) {
            if (!user.emailConfirmedAt)
              await repo.updateUser(user.id, { emailConfirmedAt: new Date() });
            return;
          }
          // A link for an address the user has since replaced proves nothing any more.
          if (row.email !== user.pendingEmail) throw tokenInvalid();
          if (await repo.isEmailTakenByOther(row.email, user.id)) throw emailTaken();
          await repo.updateUser(user.id, {
            email: row.email,
            pendingEmail: null,
            emailConfirmedAt: new Date(),
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
        throw error;
      }
    },

    async requestEmailChange(userId: string, email: string, language: Language) {
      const user = await requireUser(userId);
      if (email === user.email && user.emailConfirmedAt) {
        // Asking for the current, confirmed address withdraws a pending change.
        return sessionUser(await repository.updateUser(user.id, { pendingEmail: null }));
      }
      if (email !== user.email && (await repository.isEmailTakenByOther(email, user.id))) {
        throw emailTaken();
      }
      const { updated, sendEmail } = await inTransaction(async (repo) => {
        const updated = await repo.updateUser(user.id, {
          pendingEmail: email === user.email ? null : email,
        });
        return { updated, sendEmail: await sendConfirmationLink(repo, updated, email, language) };
      });
      await sendEmail();
      return sessionUser(updated);
    },

    /**
     * Ends every session, the caller's included, and returns a fresh token for the caller's: the
     * device that changed the password stays signed in, every other one is signed out.
     */
    async changePassword(userId: string, request: PasswordChangeRequest): Promise<string> {
      const user = await requireUser(userId);
      if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
        throw validationError([{ path: 'currentPassword', key: 'errors.currentPasswordWrong' }]);
      }
      const passwordHash = await hashPassword(request.password);
      const sessionGeneration = await inTransaction(async (repo) => {
        await repo.updateUser(user.id, { passwordHash });
        await repo.invalidateTokens(user.id, 'password_reset');
        return repo.endSessions(user.id);
      });
      return accessToken({ id: user.id, sessionGeneration });
    },

    /** "Log out everywhere": every token issued so far stops working, this one too. */
    async logoutEverywhere(userId: string): Promise<void> {
      await requireUser(userId);
      await repository.endSessions(userId);
    },

    /**
     * Answers the same, in the same time, whether or not the address has an account (no
     * account enumeration): either way one job is queued, and only the job writes a token and an
     * email for an account that exists.
     */
    async requestPasswordReset(email: string, language: Language): Promise<void> {
      const user = await repository.findUserByEmail(email);
      await deps.jobs.send(PASSWORD_RESET_QUEUE, { userId: user?.id ?? null, language });
    },

    async setPassword(request: PasswordSetRequest): Promise<void> {
      const passwordHash = await hashPassword(request.password);
      await inTransaction(async (repo) => {
        // The same page sets the first password of an invited employee (invitation link).
        const tokenHash = hashLinkToken(request.token);
        const row =
          (await repo.consumeToken(tokenHash, 'password_reset')) ??
          (await repo.consumeToken(tokenHash, 'invitation'));
        const user = row && (await repo.findUserById(row.userId));
        // A link sent to an address the account no longer uses must not take it over.
        if (!row || !user || row.email !== user.email) throw tokenInvalid();
        // The link reached this inbox, which proves the address as well.
        const confirmsEmail = !user.emailConfirmedAt;
        await repo.updateUser(user.id, {
          passwordHash,
          ...(confirmsEmail ? { emailConfirmedAt: new Date() } : {}),
        });
        await repo.invalidateTokens(user.id, 'password_reset');
        await repo.invalidateTokens(user.id, 'invitation');
        // Whoever knew the old password is signed out everywhere.
        await repo.endSessions(user.id);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
