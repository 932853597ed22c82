import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema-notifications';
import type { SmsGateway } from './sms-gateway';

/** +4915112345678 → +49151•••••678: enough to tell messages apart in a log, not to call. */
export function maskNumber(e164: string) {
  return e164.length > 7
    ? `${e164.slice(0, 6)}${'•'.repeat(e164.length - 9)}${e164.slice(-3)}`
    : '•••';
}

/**
 * Local implementation (no provider configured): the text is stored in sms_outbox and logged,
 * and counts as delivered, so the quick start shows exactly what a guest would receive.
 */
export function createOutboxSmsGateway(db: Db, log: FastifyBaseLogger): SmsGateway {
  return {
    provider: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(smsOutbox)
        .values({
          hotelId: message.hotelId,
          to: message.to,
          sender: message.sender,
          text: message.text,
        })
        .returning({ id: smsOutbox.id });
      log.info(
        { smsOutboxId: row!.id, to: maskNumber(message.to) },
        `SMS stored in the local outbox (no SMS provider configured): ${message.text}`,
      );
      return { providerMessageId: row!.id, status: 'delivered' };
    },
  };
}
