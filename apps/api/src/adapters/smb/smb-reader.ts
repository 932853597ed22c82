import type { SmbStatus } from '@hotel/shared/contracts/csv-import';

/**
 * Reading one file from a Windows (SMB 2/3) share (issue 17, CSV import). The real reader runs
 * Debian's `smbclient` (adapters/smb/smbclient-reader.ts); DESIGN §3 says why not a Node client.
 */
export interface SmbTarget {
  /** `\\server\share` or `//server/share`, optionally `server:port`. */
  share: string;
  domain: string;
  username: string;
  password: string;
  /** The file's path inside the share, `\` or `/` separated. */
  filePath: string;
}

export interface SmbReadOptions {
  /** The whole read (connect, sign in, transfer) ends after this; then `timeout`. */
  timeoutMs: number;
  /** A larger file is refused with `file_too_large`, without keeping more than this in memory. */
  maxBytes: number;
}

/** A read that failed, with the spec's SMB status (spec §8) the UI translates. */
export class SmbError extends Error {
  constructor(
    readonly status: SmbStatus,
    /** smbclient's own words (NT_STATUS_…), for the log; never holds the password. */
    readonly detail: string,
  ) {
    super(`SMB ${status}: ${detail}`);
    this.name = 'SmbError';
  }
}

export interface SmbReader {
  /** Whether this server can read shares at all (smbclient installed). */
  available(): Promise<boolean>;
  /** The file's bytes; throws SmbError. Never holds a connection open after it settles. */
  readFile(target: SmbTarget, options: SmbReadOptions): Promise<Buffer>;
}
