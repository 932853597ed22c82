import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMB_SHARE_PATTERN } from '@hotel/shared/contracts/csv-import';
import { SmbError, type SmbReadOptions, type SmbReader, type SmbTarget } from './smb-reader.js';
import { smbStatusFromOutput } from './smbclient-status.js';

/**
 * Reads one file from an SMB 2/3 share with Debian's `smbclient` (DESIGN §3: the Node SMB
 * clients do not work on Node 20). No shell: argv only. The password only ever sits in an
 * authentication file (`-A`) in a fresh private temp folder, never in argv or the environment.
 */
export interface SmbclientReaderOptions {
  /** smbclient's path, or `smbclient` to take it from PATH. */
  smbclientPath: string;
}

export interface ParsedShare {
  host: string;
  port: number | null;
  shareName: string;
}

// Forbidden in Windows file names (" * : < > ? |), plus `;`: smbclient's `-c` splits commands
// at every `;`, even inside quotes, so such a path cannot be passed safely.
const BAD_PATH_CHARACTERS = /["*:;<>?|]/;
const MAX_STDERR = 16 * 1024;

/** Control characters: a line break would start a new line in the authentication file. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function invalid(detail: string): SmbError {
  return new SmbError('invalid_parameter', detail);
}

/** `\\server\share`, `//server/share`, either with `server:port`; anything else is refused. */
export function parseShare(share: string): ParsedShare {
  const match = hasControlCharacter(share) ? null : SMB_SHARE_PATTERN.exec(share.trim());
  if (!match) throw invalid('malformed share');
  const [, host, portText, shareName] = match;
  const port = portText === undefined ? null : Number(portText);
  if (port !== null && (port < 1 || port > 65535)) throw invalid('malformed share port');
  return { host: host!, port, shareName: shareName! };
}

/** The path inside the share in smbclient's form: `\`-separated, no leading separator. */
export function normalizeFilePath(filePath: string): string {
  const parts = filePath
    .trim()
    .split(/[\\/]+/)
    .filter(Boolean);
  if (parts.length === 0 || filePath.length > 500 || hasControlCharacter(filePath))
    throw invalid('malformed file path');
  for (const part of parts) {
    if (part === '.' || part === '..' || BAD_PATH_CHARACTERS.test(part)) {
      throw invalid('malformed file path');
    }
  }
  return parts.join('\\');
}

function checkCredentials(target: SmbTarget) {
  for (const value of [target.username, target.domain, target.password]) {
    if (hasControlCharacter(value)) throw invalid('control character in credentials');
  }
  if (target.username.length > 100 || target.domain.length > 100) throw invalid('user too long');
}

/** smbclient's argv for one read (exported so tests can see the password is not in it). */
export function smbclientArguments(
  share: ParsedShare,
  filePath: string,
  authFile: string,
  timeoutMs: number,
): string[] {
  return [
    `//${share.host}/${share.shareName}`,
    ...(share.port === null ? [] : ['--port', String(share.port)]),
    '--authentication-file',
    authFile,
    // Messages to stderr: stdout carries only the file's bytes.
    '--stderr',
    '--timeout',
    String(Math.max(1, Math.ceil(timeoutMs / 1000))),
    // SMB1 is off on current Windows and insecure; never fall back to it.
    '--option=client min protocol=SMB2',
    '--max-protocol',
    'SMB3',
    '--command',
    `get "${filePath}" -`,
  ];
}

function authFileText(target: SmbTarget): string {
  const lines = [`username=${target.username.trim()}`, `password=${target.password}`];
  if (target.domain.trim() !== '') lines.push(`domain=${target.domain.trim()}`);
  return `${lines.join('\n')}\n`;
}

/** Kills the child's whole process group (it was started detached, as its own group leader). */
function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

interface Outcome {
  code: number | null;
  spawnError: NodeJS.ErrnoException | null;
}

/**
 * smbclient's whole environment: never ours, which holds the server's secrets (DATABASE_URL,
 * SECRETS_KEY, …). PATH to find it, C messages (parsed for NT_STATUS), a HOME of our temp folder.
 */
export function smbclientEnvironment(home: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', HOME: home };
}

async function runSmbclient(
  smbclientPath: string,
  args: string[],
  options: SmbReadOptions,
  home: string,
): Promise<Buffer> {
  const child = spawn(smbclientPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: smbclientEnvironment(home),
  });
  const chunks: Buffer[] = [];
  let received = 0;
  let stderr = '';
  let abort: SmbError | null = null;
  const stop = (error: SmbError) => {
    abort ??= error;
    killGroup(child.pid);
  };
  const timer = setTimeout(
    () => stop(new SmbError('timeout', `no answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  child.stdout.on('data', (chunk: Buffer) => {
    if (abort) return;
    received += chunk.length;
    if (received > options.maxBytes) {
      stop(new SmbError('file_too_large', `more than ${options.maxBytes} bytes`));
      return;
    }
    chunks.push(chunk);
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    if (stderr.length < MAX_STDERR) stderr += text;
  });
  try {
    const outcome = await new Promise<Outcome>((resolve) => {
      child.once('error', (error) => resolve({ code: null, spawnError: error }));
      child.once('close', (code) => resolve({ code, spawnError: null }));
    });
    if (abort) throw abort;
    if (outcome.spawnError) {
      throw new SmbError('unavailable', `smbclient could not start (${outcome.spawnError.code})`);
    }
    if (outcome.code === 0) return Buffer.concat(chunks);
    const { status, detail } = smbStatusFromOutput(stderr);
    throw new SmbError(status, detail || `smbclient exit ${outcome.code}`);
  } finally {
    clearTimeout(timer);
    // The child never outlives the call (also when the caller's await was cut short).
    if (child.exitCode === null && child.signalCode === null) killGroup(child.pid);
  }
}

export function createSmbclientReader({ smbclientPath }: SmbclientReaderOptions): SmbReader {
  let availability: Promise<boolean> | null = null;

  return {
    available() {
      availability ??= new Promise<boolean>((resolve) => {
        const child = spawn(smbclientPath, ['--version'], {
          stdio: 'ignore',
          env: smbclientEnvironment(tmpdir()),
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('error', () => {
          clearTimeout(timer);
          resolve(false);
        });
        child.once('close', (code) => {
          clearTimeout(timer);
          resolve(code === 0);
        });
      });
      return availability;
    },

    async readFile(target, options) {
      const share = parseShare(target.share);
      const filePath = normalizeFilePath(target.filePath);
      checkCredentials(target);
      // mkdtemp makes the folder 0700; the file is 0600 and new (`wx`), so no one else reads it.
      const dir = await mkdtemp(join(tmpdir(), 'hotel-smb-'));
      try {
        const authFile = join(dir, 'auth');
        await writeFile(authFile, authFileText(target), { mode: 0o600, flag: 'wx' });
        const args = smbclientArguments(share, filePath, authFile, options.timeoutMs);
        return await runSmbclient(smbclientPath, args, options, dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
