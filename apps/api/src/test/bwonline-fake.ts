import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  BWONLINE_OPERATIONS,
  soapActionOf,
  soapFault,
  soapResponse,
  type BwOnlineOperation,
} from '../adapters/locks/bwonline-soap';
import { escapeXml, xmlElements, xmlText } from '../lib/xml';
import { startLocalServer, type RecordedRequest } from './local-http-server';

/**
 * The simulator of bwOnline's SOAP service as docs/integrations/locks.md describes our assumed
 * contract: WS-Security UsernameToken, GetComponents, OpenComponent, AddAccess (answers an
 * AccessId), RemoveAccess; refusals as SOAP 1.1 faults (HTTP 500) with `bw:ErrorCode`.
 */
export interface FakeBwOnlineComponent {
  componentId: string;
  name: string;
}

export interface FakeBwOnlineAccess {
  accessId: string;
  componentId: string;
  code: string;
  validFrom: string;
  validUntil: string;
  label: string;
}

export interface FakeBwOnline {
  /** The SOAP endpoint. */
  url: string;
  requests: RecordedRequest[];
  components: FakeBwOnlineComponent[];
  accesses: FakeBwOnlineAccess[];
  /** Remote openings, per component id, in order. */
  openings: string[];
  /** Components that answer a `soap:Server` fault "offline" (retried by the caller). */
  offline: Set<string>;
  /** The next `times` calls fail: a `soap:Server` fault, or a bare HTTP status without one. */
  failNext(how: { fault: string } | { status: number }, times?: number): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, xml: string) {
  response.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' });
  response.end(xml);
}

const clientFault = (response: ServerResponse, message: string, code: string) =>
  send(response, 500, soapFault('Client', message, code));

export async function startFakeBwOnline(options: {
  username: string;
  password: string;
  components?: FakeBwOnlineComponent[];
}): Promise<FakeBwOnline> {
  const components = options.components ?? [
    { componentId: 'C-100', name: 'Eingang Nord' },
    { componentId: 'C-101', name: 'Zimmer 101' },
    { componentId: 'C-102', name: 'Zimmer 102 & Suite' },
  ];
  const accesses: FakeBwOnlineAccess[] = [];
  const openings: string[] = [];
  const offline = new Set<string>();
  const failing: { how: { fault: string } | { status: number }; times: number } = {
    how: { status: 503 },
    times: 0,
  };

  function answer(operation: BwOnlineOperation, request: string, response: ServerResponse) {
    if (operation === 'GetComponents') {
      const list = components
        .map(
          (c) =>
            `<bw:Component><bw:ComponentId>${escapeXml(c.componentId)}</bw:ComponentId>` +
            `<bw:Name>${escapeXml(c.name)}</bw:Name></bw:Component>`,
        )
        .join('');
      return send(response, 200, soapResponse(operation, list));
    }
    const componentId = xmlText(request, 'ComponentId') ?? '';
    if (!components.some((c) => c.componentId === componentId)) {
      return clientFault(response, `Unknown component ${componentId}`, 'UnknownComponent');
    }
    if (offline.has(componentId)) {
      const message = `Component ${componentId} is offline`;
      return send(response, 500, soapFault('Server', message, 'ComponentOffline'));
    }
    if (operation === 'OpenComponent') {
      openings.push(componentId);
      return send(response, 200, soapResponse(operation, '<bw:Result>OK</bw:Result>'));
    }
    if (operation === 'AddAccess') {
      const code = xmlText(request, 'Code') ?? '';
      const validFrom = xmlText(request, 'ValidFrom') ?? '';
      const validUntil = xmlText(request, 'ValidUntil') ?? '';
      if (!/^\d{4,12}$/.test(code)) {
        return clientFault(response, 'The access code must be 4 to 12 digits', 'InvalidCode');
      }
      if (!(Date.parse(validFrom) < Date.parse(validUntil))) {
        return clientFault(response, 'ValidFrom must be before ValidUntil', 'InvalidValidity');
      }
      if (accesses.some((a) => a.componentId === componentId && a.code === code)) {
        return clientFault(response, `Code already in use at ${componentId}`, 'CodeInUse');
      }
      const accessId = randomUUID();
      const label = xmlText(request, 'Label') ?? '';
      accesses.push({ accessId, componentId, code, validFrom, validUntil, label });
      const inner = `<bw:AccessId>${accessId}</bw:AccessId>`;
      return send(response, 200, soapResponse(operation, inner));
    }
    const accessId = xmlText(request, 'AccessId') ?? '';
    const index = accesses.findIndex(
      (a) => a.accessId === accessId && a.componentId === componentId,
    );
    if (index < 0) return clientFault(response, `Unknown access ${accessId}`, 'AccessNotFound');
    accesses.splice(index, 1);
    send(response, 200, soapResponse(operation, ''));
  }

  const server = await startLocalServer((request, response) => {
    if (failing.times > 0) {
      failing.times -= 1;
      if ('status' in failing.how) return send(response, failing.how.status, 'Service Unavailable');
      return send(response, 500, soapFault('Server', failing.how.fault, 'ServiceFailure'));
    }
    const operation = BWONLINE_OPERATIONS.find(
      (name) => request.headers.soapaction === soapActionOf(name),
    );
    const [body] = xmlElements(request.body, `${operation}Request`);
    if (
      request.method !== 'POST' ||
      !request.headers['content-type']?.startsWith('text/xml') ||
      !operation ||
      body === undefined
    ) {
      return clientFault(response, 'Unknown operation or malformed request', 'BadRequest');
    }
    const [token] = xmlElements(request.body, 'UsernameToken');
    if (
      !token ||
      xmlText(token, 'Username') !== options.username ||
      xmlText(token, 'Password') !== options.password
    ) {
      return clientFault(response, 'Authentication failed', 'AuthenticationFailed');
    }
    answer(operation, body, response);
  });

  return {
    url: `${server.url}/bwonline/AccessService`,
    requests: server.requests,
    components,
    accesses,
    openings,
    offline,
    failNext(how, times = 1) {
      failing.how = how;
      failing.times = times;
    },
    close: server.close,
  };
}
