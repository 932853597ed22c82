import { describe, expect, it } from 'vitest';
import { classifySmtpFailure } from './smtp-failure';

const smtpError = (responseCode: number | undefined, response: string, code = 'EENVELOPE') =>
  Object.assign(new Error(`Can't send mail - ${response}`), { responseCode, response, code });

describe('classifySmtpFailure', () => {
  it('maps an unknown mailbox to mailbox_unavailable', () => {
    expect(
      classifySmtpFailure(
        smtpError(550, '550 5.1.1 <x@example.com>: Recipient address rejected: User unknown'),
      ),
    ).toEqual({ retry: false, reason: 'mailbox_unavailable' });
    expect(classifySmtpFailure(smtpError(553, '553 mailbox name not allowed'))).toEqual({
      retry: false,
      reason: 'mailbox_unavailable',
    });
  });

  it('maps a refusal for reputation or spam to domain_reputation', () => {
    expect(
      classifySmtpFailure(
        smtpError(554, '554 5.7.1 Service unavailable; client host blocked using zen.spamhaus.org'),
      ),
    ).toEqual({ retry: false, reason: 'domain_reputation' });
    expect(
      classifySmtpFailure(
        smtpError(550, '550 5.7.1 Our system has detected poor sender reputation'),
      ),
    ).toEqual({ retry: false, reason: 'domain_reputation' });
  });

  it('calls other permanent refusals unclassified and retries temporary ones', () => {
    expect(classifySmtpFailure(smtpError(552, '552 message size exceeds limit'))).toEqual({
      retry: false,
      reason: 'unclassified',
    });
    expect(classifySmtpFailure(smtpError(451, '451 try again later'))).toEqual({ retry: true });
    expect(
      classifySmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })),
    ).toEqual({ retry: true });
  });
});
