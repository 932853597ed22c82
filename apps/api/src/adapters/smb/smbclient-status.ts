import type { SmbStatus } from '@hotel/shared/contracts/csv-import';

/**
 * smbclient's NT_STATUS codes mapped to the spec's SMB statuses (spec §8). The messages were
 * observed with smbclient 4.17 against a real smbd (smbclient-reader.test.ts), e.g.
 * `session setup failed: NT_STATUS_LOGON_FAILURE`,
 * `do_connect: Connection to nonexistent-host.invalid failed (Error NT_STATUS_UNSUCCESSFUL)`.
 */
const STATUS_BY_CODE: Record<string, SmbStatus> = {
  NT_STATUS_INVALID_PARAMETER: 'invalid_parameter',
  NT_STATUS_OBJECT_NAME_INVALID: 'invalid_parameter',
  NT_STATUS_OBJECT_PATH_SYNTAX_BAD: 'invalid_parameter',
  NT_STATUS_OBJECT_NAME_NOT_FOUND: 'object_not_found',
  NT_STATUS_OBJECT_PATH_NOT_FOUND: 'object_not_found',
  NT_STATUS_NO_SUCH_FILE: 'object_not_found',
  NT_STATUS_FILE_IS_A_DIRECTORY: 'object_not_found',
  NT_STATUS_LOGON_FAILURE: 'logon_failure',
  NT_STATUS_WRONG_PASSWORD: 'logon_failure',
  NT_STATUS_NO_SUCH_USER: 'logon_failure',
  NT_STATUS_ACCOUNT_DISABLED: 'logon_failure',
  NT_STATUS_ACCOUNT_LOCKED_OUT: 'logon_failure',
  NT_STATUS_ACCOUNT_EXPIRED: 'logon_failure',
  NT_STATUS_ACCOUNT_RESTRICTION: 'logon_failure',
  NT_STATUS_PASSWORD_EXPIRED: 'logon_failure',
  NT_STATUS_PASSWORD_MUST_CHANGE: 'logon_failure',
  NT_STATUS_INVALID_LOGON_HOURS: 'logon_failure',
  NT_STATUS_INVALID_WORKSTATION: 'logon_failure',
  NT_STATUS_BAD_NETWORK_NAME: 'bad_network_name',
  NT_STATUS_CONNECTION_RESET: 'connection_reset',
  NT_STATUS_CONNECTION_REFUSED: 'connection_reset',
  NT_STATUS_CONNECTION_DISCONNECTED: 'connection_reset',
  NT_STATUS_CONNECTION_ABORTED: 'connection_reset',
  NT_STATUS_END_OF_FILE: 'connection_reset',
  NT_STATUS_PIPE_BROKEN: 'connection_reset',
  NT_STATUS_HOST_UNREACHABLE: 'host_not_found',
  NT_STATUS_NETWORK_UNREACHABLE: 'host_not_found',
  NT_STATUS_BAD_NETWORK_PATH: 'host_not_found',
  NT_STATUS_INVALID_ADDRESS: 'host_not_found',
  NT_STATUS_ACCESS_DENIED: 'access_denied',
  NT_STATUS_NETWORK_ACCESS_DENIED: 'access_denied',
  NT_STATUS_SHARING_VIOLATION: 'access_denied',
  NT_STATUS_IO_TIMEOUT: 'timeout',
};

// When the name does not resolve, smbclient says `Connection to <host> failed` with a vague code.
const VAGUE_CONNECT_CODES = new Set(['NT_STATUS_UNSUCCESSFUL', 'NT_STATUS_NOT_FOUND']);
const CONNECT_FAILED = /Connection to \S+ failed/;

/** The status for smbclient's output, and the NT_STATUS words alone as the detail to log. */
export function smbStatusFromOutput(output: string): { status: SmbStatus; detail: string } {
  const codes = [...new Set(output.match(/NT_STATUS_[A-Z0-9_]+/g) ?? [])];
  const detail = codes.join(' ');
  for (const code of codes) {
    const status = STATUS_BY_CODE[code];
    if (status) return { status, detail };
  }
  if (CONNECT_FAILED.test(output) && codes.some((code) => VAGUE_CONNECT_CODES.has(code))) {
    return { status: 'host_not_found', detail };
  }
  // An answer we do not know: the share refused the request (check share and path).
  return { status: 'invalid_parameter', detail };
}
