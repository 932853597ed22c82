import { xmlElements, xmlText, XmlRefused } from '../../lib/xml';
import {
  soapActionOf,
  soapFaultOf,
  soapRequest,
  type BwOnlineOperation,
  type SoapCredentials,
} from './bwonline-soap';
import { callLockProvider, isRetryableStatus } from './lock-http';
import { LockProviderError, type LockProvider } from './lock-provider';

/** bwOnline's fault code for an access it does not (or no longer) know: revoked already. */
export const BWONLINE_ACCESS_NOT_FOUND = 'AccessNotFound';

/** What we send as ids stays short and printable (they are the hotel's component numbers). */
const ID_MAX = 200;

function checkedId(value: string, what: string): string {
  if (!value.trim() || value.length > ID_MAX || /\p{Cc}/u.test(value)) {
    throw new LockProviderError(`“${value.slice(0, 40)}” is not a bwOnline ${what}`, false);
  }
  return value;
}

/**
 * bwOnline's SOAP service (docs/integrations/locks.md: our assumed contract, since no public
 * description exists): SOAP 1.1 document/literal at the hotel's endpoint, WS-Security
 * UsernameToken with the hotel's username and password. A SOAP fault's `faultstring` is the
 * message staff see; `soap:Server` faults, HTTP 5xx/429 and an unreachable service are retried.
 */
export function createBwOnlineLockProvider(options: {
  endpoint: string;
  credentials: SoapCredentials;
  /** How long a call may take (lock-http.ts's default unless given). */
  timeoutMs?: number;
}): LockProvider {
  /** One operation; answers the body of `<bw:{operation}Response>`. */
  async function call(
    operation: BwOnlineOperation,
    fields: [string, string][] = [],
  ): Promise<{ ok: true; body: string } | { ok: false; fault: LockProviderError; code: string }> {
    const response = await callLockProvider(
      options.endpoint,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'text/xml; charset=utf-8',
          Accept: 'text/xml',
          SOAPAction: soapActionOf(operation),
        },
        body: soapRequest(operation, options.credentials, fields),
      },
      options.timeoutMs,
    );
    try {
      const fault = soapFaultOf(response.text);
      if (fault) {
        const retryable = fault.faultClass !== 'Client';
        const code = fault.errorCode ?? `soap_${fault.faultClass.toLowerCase()}`;
        return {
          ok: false,
          code,
          fault: new LockProviderError(fault.faultstring, retryable, code),
        };
      }
      const [body] = xmlElements(response.text, `${operation}Response`);
      if (response.status >= 200 && response.status <= 299 && body !== undefined) {
        return { ok: true, body };
      }
    } catch (error) {
      if (!(error instanceof XmlRefused)) throw error;
      return {
        ok: false,
        code: 'bwonline_refused_xml',
        fault: new LockProviderError(null, false, 'bwonline_refused_xml'),
      };
    }
    const status = response.status;
    const retryable = status < 200 || status > 299 ? isRetryableStatus(status) : true;
    const code =
      status >= 200 && status <= 299 ? 'bwonline_bad_response' : `bwonline_http_${status}`;
    return { ok: false, code, fault: new LockProviderError(null, retryable, code) };
  }

  async function succeed(operation: BwOnlineOperation, fields: [string, string][] = []) {
    const result = await call(operation, fields);
    if (!result.ok) throw result.fault;
    return result.body;
  }

  return {
    kind: 'bwOnline',
    supportsNineDigitCodes: true,

    async listLocks() {
      const body = await succeed('GetComponents');
      return xmlElements(body, 'Component')
        .map((component) => ({
          providerId: xmlText(component, 'ComponentId') ?? '',
          name: xmlText(component, 'Name') ?? '',
        }))
        .filter((lock) => lock.providerId !== '')
        .map((lock) => ({ ...lock, name: lock.name || lock.providerId }));
    },

    async open(providerId) {
      await succeed('OpenComponent', [['ComponentId', checkedId(providerId, 'component id')]]);
    },

    async grant(grant) {
      if (!/^\d{4,12}$/.test(grant.code)) {
        throw new LockProviderError('bwOnline access codes are 4 to 12 digits', false);
      }
      const body = await succeed('AddAccess', [
        ['ComponentId', checkedId(grant.providerId, 'component id')],
        ['Code', grant.code],
        ['ValidFrom', grant.validFrom.toISOString()],
        ['ValidUntil', grant.validUntil.toISOString()],
        ['Label', grant.label.slice(0, 100)],
      ]);
      const ref = xmlText(body, 'AccessId');
      if (!ref) throw new LockProviderError(null, true, 'bwonline_bad_response');
      return { ref };
    },

    async revoke(providerId, ref) {
      const result = await call('RemoveAccess', [
        ['ComponentId', checkedId(providerId, 'component id')],
        ['AccessId', checkedId(ref, 'access id')],
      ]);
      if (!result.ok && result.code !== BWONLINE_ACCESS_NOT_FOUND) throw result.fault;
    },
  };
}
