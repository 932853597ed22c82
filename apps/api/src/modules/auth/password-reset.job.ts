import { PASSWORD_RESET_TTL_HOURS } from '@hotel/shared/constants';
import { DEFAULT_LANGUAGE, isLanguage } from '@hotel/shared/i18n/messages';
import type { EmailSender } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { defineQueue } from '../../jobs/registry';
import { createLinkToken } from '../../lib/tokens';
import { passwordResetEmail } from './auth-emails';
import { createAuthRepository } from './auth.repository';

export const PASSWORD_RESET_QUEUE = 'auth.password-reset';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Writes the reset token and queues the email for a reset request. The request only queues this
 * job (with the account's id, or null for an unknown address), so it takes the same time either
 * way and says nothing about which addresses have accounts.
 */
export function passwordResetQueue(deps: { db: Db; emailSender: EmailSender; appUrl: string }) {
  const repository = createAuthRepository(deps.db);
  return defineQueue<{ userId: string | null; language: string }>({
    name: PASSWORD_RESET_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    async handle({ userId, language }) {
      const user = userId ? await repository.findUserById(userId) : undefined;
      if (!user) return;
      const { token, tokenHash } = createLinkToken();
      await repository.insertToken({
        tokenHash,
        kind: 'password_reset',
        userId: user.id,
        email: user.email,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_HOURS * HOUR_MS),
      });
      await deps.emailSender.send(
        passwordResetEmail({
          to: user.email,
          firstName: user.firstName,
          link: `${deps.appUrl}/login/reset?token=${encodeURIComponent(token)}`,
          validHours: PASSWORD_RESET_TTL_HOURS,
          language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
        }),
      );
    },
  });
}
