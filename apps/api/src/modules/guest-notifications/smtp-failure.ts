import type { DeliveryReason } from '@hotel/shared/guest-notifications';

/** What an SMTP error means for a guest message: final with a catalogue reason, or try again. */
export type SmtpFailure = { retry: true } | { retry: false; reason: DeliveryReason };

/**
 * nodemailer's error (`responseCode`, `response`) in the spec's catalogue (§8): the mailbox is
 * not there (550/551/553, "user unknown"), the receiver refuses our domain (554 or 5.7.x for
 * reputation, spam, a block list), another permanent refusal (unclassified). A 4xx answer, a
 * timeout or a lost connection is temporary: the queue tries again.
 */
export function classifySmtpFailure(error: unknown): SmtpFailure {
  const { responseCode, response } = (error ?? {}) as { responseCode?: number; response?: string };
  if (typeof responseCode !== 'number' || responseCode < 500) return { retry: true };
  const text = `${response ?? ''} ${error instanceof Error ? error.message : ''}`;
  if (
    ([550, 551, 553].includes(responseCode) && !/reputation|spam|block/i.test(text)) ||
    /mailbox (is )?unavailable|user unknown|no such user|does not exist/i.test(text)
  ) {
    return { retry: false, reason: 'mailbox_unavailable' };
  }
  if ((responseCode === 554 || /\b5\.7\.\d+\b/.test(text)) && /reputation|spam|block/i.test(text)) {
    return { retry: false, reason: 'domain_reputation' };
  }
  return { retry: false, reason: 'unclassified' };
}
