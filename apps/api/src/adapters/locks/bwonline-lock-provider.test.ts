import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeBwOnline, type FakeBwOnline } from '../../test/lock-provider-fakes';
import { createBwOnlineLockProvider } from './bwonline-lock-provider';
import { escapeXml, unescapeXml, xmlElements, xmlText } from '../../lib/xml';
import { soapFaultOf } from './bwonline-soap';
import { LockProviderError, type CodeGrant } from './lock-provider';
import { lockProviderAppError } from './lock-provider-error';

const USERNAME = 'hotel-sonne';
const PASSWORD = 'p<a>ss&"word\'';

let bw: FakeBwOnline;
beforeAll(async () => {
  bw = await startFakeBwOnline({ username: USERNAME, password: PASSWORD });
});
afterAll(() => bw.close());
beforeEach(() => {
  bw.accesses.length = 0;
  bw.requests.length = 0;
  bw.offline.clear();
});

const provider = (password = PASSWORD, endpoint = bw.url) =>
  createBwOnlineLockProvider({ endpoint, credentials: { username: USERNAME, password } });

const grant = (overrides: Partial<CodeGrant> = {}): CodeGrant => ({
  providerId: 'C-101',
  code: '483917256',
  label: 'Booking <2026> & Co',
  validFrom: new Date('2026-12-01T14:00:00Z'),
  validUntil: new Date('2026-12-03T10:00:00Z'),
  ...overrides,
});

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LockProviderError);
  const { providerMessage, retryable } = error as LockProviderError;
  return { providerMessage, retryable };
}

describe('bwOnline SOAP envelopes', () => {
  it('escapes what goes out and decodes entities and CDATA coming in', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    expect(unescapeXml('&lt;&#65;&#x42;&amp;amp;&unknown;')).toBe('<AB&amp;&unknown;');
    expect(xmlText('<x:Name><![CDATA[a < b]]> &amp; c</x:Name>', 'Name')).toBe('a < b & c');
    expect(xmlElements('<a:Id>1</a:Id><Id/><b:IdList>2</b:IdList>', 'Id')).toEqual(['1', '']);
  });

  it('refuses a message with a DOCTYPE (no entity declarations are ever read)', () => {
    expect(() => xmlText('<!DOCTYPE x [<!ENTITY e "boom">]><Name>&e;</Name>', 'Name')).toThrow();
  });

  it('reads a fault’s class, text and bwOnline error code', () => {
    const fault =
      '<s:Envelope><s:Body><s:Fault><faultcode>s:Client</faultcode>' +
      '<faultstring>Unknown component &quot;X&quot;</faultstring>' +
      '<detail><bw:ErrorCode>UnknownComponent</bw:ErrorCode></detail></s:Fault></s:Body></s:Envelope>';
    expect(soapFaultOf(fault)).toEqual({
      faultClass: 'Client',
      faultstring: 'Unknown component "X"',
      errorCode: 'UnknownComponent',
    });
    expect(soapFaultOf('<s:Envelope><s:Body/></s:Envelope>')).toBeNull();
  });
});

describe('bwOnline lock provider', () => {
  it('lists the components with the username token in the SOAP header', async () => {
    expect(await provider().listLocks()).toEqual([
      { providerId: 'C-100', name: 'Eingang Nord' },
      { providerId: 'C-101', name: 'Zimmer 101' },
      { providerId: 'C-102', name: 'Zimmer 102 & Suite' },
    ]);
    const request = bw.requests.at(-1)!;
    expect(request.headers.soapaction).toBe('"urn:bwonline:access:1#GetComponents"');
    expect(request.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(request.body).toContain('&lt;a&gt;ss&amp;&quot;word&apos;</wsse:Password>');
    expect(provider().supportsNineDigitCodes).toBe(true);
  });

  it('opens a component', async () => {
    await provider().open('C-100');
    expect(bw.openings.at(-1)).toBe('C-100');
  });

  it('grants a code for the window and revokes it by the access id bwOnline answered', async () => {
    const { ref } = await provider().grant(grant());
    expect(bw.accesses).toEqual([
      {
        accessId: ref,
        componentId: 'C-101',
        code: '483917256',
        validFrom: '2026-12-01T14:00:00.000Z',
        validUntil: '2026-12-03T10:00:00.000Z',
        label: 'Booking <2026> & Co',
      },
    ]);
    await provider().revoke('C-101', ref);
    expect(bw.accesses).toEqual([]);
    // An access bwOnline no longer knows counts as revoked.
    await expect(provider().revoke('C-101', ref)).resolves.toBeUndefined();
  });

  it('shows the fault text for a wrong password or an unknown component, not retried', async () => {
    expect(await failureOf(provider('wrong').listLocks())).toEqual({
      providerMessage: 'Authentication failed',
      retryable: false,
    });
    expect(await failureOf(provider().open('C-999'))).toEqual({
      providerMessage: 'Unknown component C-999',
      retryable: false,
    });
    await provider().grant(grant());
    expect(await failureOf(provider().grant(grant({ label: 'another' })))).toEqual({
      providerMessage: 'Code already in use at C-101',
      retryable: false,
    });
  });

  it('gives staff the fault text instead of the spec’s generic message', async () => {
    const fault = await provider()
      .open('C-999')
      .catch((caught: unknown) => caught);
    expect(lockProviderAppError(fault, 'errors.lockOpenFailed')).toMatchObject({
      messageKey: 'errors.lockProviderMessage',
      details: { params: { message: 'Unknown component C-999' } },
    });
    bw.failNext({ status: 503 });
    const bare = await provider()
      .open('C-100')
      .catch((caught: unknown) => caught);
    expect(lockProviderAppError(bare, 'errors.lockOpenFailed').messageKey).toBe(
      'errors.lockOpenFailed',
    );
  });

  it('retries a server fault, a bare HTTP 5xx and an unreachable service', async () => {
    bw.offline.add('C-100');
    expect(await failureOf(provider().open('C-100'))).toEqual({
      providerMessage: 'Component C-100 is offline',
      retryable: true,
    });
    bw.failNext({ fault: 'Database unavailable' });
    expect(await failureOf(provider().listLocks())).toEqual({
      providerMessage: 'Database unavailable',
      retryable: true,
    });
    bw.failNext({ status: 503 });
    expect(await failureOf(provider().grant(grant()))).toEqual({
      providerMessage: null,
      retryable: true,
    });
    expect(bw.accesses).toEqual([]);
    expect(await failureOf(provider(PASSWORD, 'http://127.0.0.1:9/soap').listLocks())).toEqual({
      providerMessage: null,
      retryable: true,
    });
  });

  it('refuses a code that is not 4 to 12 digits before calling', async () => {
    expect(await failureOf(provider().grant(grant({ code: '12a4' })))).toMatchObject({
      retryable: false,
    });
    expect(bw.requests).toEqual([]);
  });
});
