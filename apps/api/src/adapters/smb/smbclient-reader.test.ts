import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSambaServer, type SambaServer } from '../../test/samba-server.js';
import { silentServer } from '../../test/silent-server.js';
import { SmbError, type SmbReadOptions, type SmbTarget } from './smb-reader.js';
import { createSmbclientReader, parseShare, smbclientArguments } from './smbclient-reader.js';

const reader = createSmbclientReader({ smbclientPath: 'smbclient' });
const options: SmbReadOptions = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 };
let samba: SambaServer;

beforeAll(async () => {
  samba = await startSambaServer();
  await samba.writeFile('bookings.csv', Buffer.from('\uFEFFname;arrival\nMüller;2026-12-01\n'));
  await samba.writeFile('Import Ordner/Buchungen Dezember.csv', 'a;b\n1;2\n');
  await samba.writeFile('export/daily/today.csv', 'x;y\n');
});

afterAll(async () => {
  await samba?.stop();
});

function target(overrides: Partial<SmbTarget> = {}): SmbTarget {
  return {
    share: samba.share,
    domain: samba.domain,
    username: samba.username,
    password: samba.password,
    filePath: 'bookings.csv',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<SmbError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SmbError) return error;
    throw error;
  }
  throw new Error('the read succeeded');
}

/** argv and environment of every running smbclient process, read from /proc. */
function smbclientProcesses(): { argv: string[]; environ: string[] }[] {
  const found: { argv: string[]; environ: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (!argv[0]?.endsWith('smbclient')) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').filter(Boolean);
      found.push({ argv, environ });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

const smbclientCommandLines = () => smbclientProcesses().map(({ argv }) => argv);

describe('smbclient reader against a real Samba server', () => {
  it('reports smbclient as available, and a missing binary as unavailable', async () => {
    expect(await reader.available()).toBe(true);
    const missing = createSmbclientReader({ smbclientPath: '/nonexistent/smbclient' });
    expect(await missing.available()).toBe(false);
    const error = await failure(missing.readFile(target(), options));
    expect(error.status).toBe('unavailable');
  });

  it('reads a file byte for byte, the UTF-8 byte order mark included', async () => {
    const bytes = await reader.readFile(target(), options);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe('\uFEFFname;arrival\nMüller;2026-12-01\n');
  });

  it('reads paths with spaces and sub-folders, with either separator and share form', async () => {
    const spaced = await reader.readFile(
      target({ filePath: '\\Import Ordner\\Buchungen Dezember.csv' }),
      options,
    );
    expect(spaced.toString()).toBe('a;b\n1;2\n');
    const backslashShare = `\\\\127.0.0.1:${samba.port}\\${samba.shareName}`;
    const nested = await reader.readFile(
      target({ share: backslashShare, filePath: 'export/daily/today.csv' }),
      options,
    );
    expect(nested.toString()).toBe('x;y\n');
  });

  it('says logon_failure for a wrong password, without the password in the error', async () => {
    const error = await failure(reader.readFile(target({ password: 'wrong-secret-42' }), options));
    expect(error.status).toBe('logon_failure');
    expect(error.detail).toBe('NT_STATUS_LOGON_FAILURE');
    expect(error.message).not.toContain('wrong-secret-42');
  });

  it('says bad_network_name for a share that does not exist', async () => {
    const share = `//127.0.0.1:${samba.port}/no-such-share`;
    const error = await failure(reader.readFile(target({ share }), options));
    expect(error.status).toBe('bad_network_name');
  });

  it('says object_not_found for a missing file or folder, or a folder instead of a file', async () => {
    const missingFile = await failure(reader.readFile(target({ filePath: 'nope.csv' }), options));
    expect(missingFile.status).toBe('object_not_found');
    const missingFolder = await failure(
      reader.readFile(target({ filePath: 'no folder/nope.csv' }), options),
    );
    expect(missingFolder.status).toBe('object_not_found');
    const folder = await failure(reader.readFile(target({ filePath: 'export/daily' }), options));
    expect(folder.status).toBe('object_not_found');
    expect(folder.detail).toBe('NT_STATUS_FILE_IS_A_DIRECTORY');
  });

  it('says access_denied for a file the share user may not read', async () => {
    await samba.writeFile('private/locked.csv', 'secret;data\n', { mode: 0o600 });
    const error = await failure(
      reader.readFile(target({ filePath: 'private/locked.csv' }), options),
    );
    expect(error.status).toBe('access_denied');
    expect(error.detail).toBe('NT_STATUS_ACCESS_DENIED');
  });

  it('reads from two Samba servers running at once', async () => {
    const second = await startSambaServer({ shareName: 'Export' });
    try {
      await second.writeFile('other.csv', 'second\n');
      const [first, other] = await Promise.all([
        reader.readFile(target(), options),
        reader.readFile(
          {
            share: `\\\\127.0.0.1:${second.port}\\Export`,
            domain: '',
            username: second.username,
            password: second.password,
            filePath: 'other.csv',
          },
          options,
        ),
      ]);
      expect(second.port).not.toBe(samba.port);
      expect(first.toString()).toContain('Müller');
      expect(other.toString()).toBe('second\n');
    } finally {
      await second.stop();
    }
  });

  it('tells what to install when Samba is missing', async () => {
    await expect(startSambaServer({ smbdPath: '/nonexistent/smbd' })).rejects.toThrow(
      'apt-get install -y --no-install-recommends samba smbclient',
    );
  });

  it('says host_not_found for a server name that does not resolve', async () => {
    const share = '//nonexistent-host.invalid/import';
    const error = await failure(reader.readFile(target({ share }), options));
    expect(error.status).toBe('host_not_found');
  });

  it('says connection_reset when nothing listens on the port (connection refused)', async () => {
    const closed = await silentServer();
    await closed.close();
    const share = `//127.0.0.1:${closed.port}/import`;
    const error = await failure(reader.readFile(target({ share }), options));
    expect(error.status).toBe('connection_reset');
    expect(error.detail).toBe('NT_STATUS_CONNECTION_REFUSED');
  });

  it('says connection_reset when the server drops the connection', async () => {
    for (const drop of ['close', 'reset'] as const) {
      const server = createServer((socket) => {
        socket.once('data', () => (drop === 'reset' ? socket.resetAndDestroy() : socket.destroy()));
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      try {
        const share = `//127.0.0.1:${(server.address() as AddressInfo).port}/import`;
        const error = await failure(reader.readFile(target({ share }), options));
        expect([drop, error.status]).toEqual([drop, 'connection_reset']);
      } finally {
        await new Promise<void>((done) => server.close(() => done()));
      }
    }
  });

  it('refuses malformed shares and paths with invalid_parameter before running smbclient', async () => {
    // smbclientPath does not exist: were it run, the status would be `unavailable`.
    const offline = createSmbclientReader({ smbclientPath: '/nonexistent/smbclient' });
    const badShares = [
      'server/share',
      '\\\\server',
      '//server/',
      'http://x/y',
      '//a:99999/s',
      '//-x/s',
    ];
    for (const share of badShares) {
      const error = await failure(offline.readFile(target({ share }), options));
      expect([share, error.status]).toEqual([share, 'invalid_parameter']);
    }
    for (const filePath of ['', '/', 'a;b.csv', 'x/../y.csv', 'a"b.csv', 'a\nb.csv']) {
      const error = await failure(offline.readFile(target({ filePath }), options));
      expect([filePath, error.status]).toEqual([filePath, 'invalid_parameter']);
    }
    const error = await failure(offline.readFile(target({ password: 'a\nusername=x' }), options));
    expect(error.status).toBe('invalid_parameter');
  });

  it('parses both share forms with an optional port', () => {
    expect(parseShare('\\\\fileserver\\Import')).toEqual({
      host: 'fileserver',
      port: null,
      shareName: 'Import',
    });
    expect(parseShare('//10.0.0.5:4445/csv$/')).toEqual({
      host: '10.0.0.5',
      port: 4445,
      shareName: 'csv$',
    });
  });

  it('refuses a file larger than maxBytes with file_too_large', async () => {
    await samba.writeFile('big.csv', Buffer.alloc(300_000, 'x'));
    const error = await failure(
      reader.readFile(target({ filePath: 'big.csv' }), { ...options, maxBytes: 100_000 }),
    );
    expect(error.status).toBe('file_too_large');
    const exact = await reader.readFile(target({ filePath: 'big.csv' }), {
      ...options,
      maxBytes: 300_000,
    });
    expect(exact.length).toBe(300_000);
  });

  it('gives up with timeout on a server that never answers, leaving no smbclient behind', async () => {
    const silent = await silentServer();
    try {
      const share = `//127.0.0.1:${silent.port}/import`;
      const started = Date.now();
      // A secret of the server's own environment, which smbclient must never get.
      process.env.SMB_TEST_SECRET = 'server-secret';
      const reading = reader.readFile(target({ share }), { ...options, timeoutMs: 1500 });
      // While it hangs: smbclient runs, with the password in no process's argv.
      await new Promise((done) => setTimeout(done, 500));
      const running = smbclientCommandLines().filter(
        (argv) => argv.includes(`//127.0.0.1/import`) && argv.includes(String(silent.port)),
      );
      expect(running).toHaveLength(1);
      expect(running[0]!.join(' ')).not.toContain(samba.password);
      // Its environment is only PATH, C messages and a HOME of its own: none of ours.
      const [environment] = smbclientProcesses()
        .filter(({ argv }) => argv.includes(String(silent.port)))
        .map(({ environ }) => environ);
      expect(environment!.map((entry) => entry.split('=')[0]).sort()).toEqual([
        'HOME',
        'LC_ALL',
        'PATH',
      ]);
      expect(environment!.join('\n')).not.toContain('server-secret');
      const error = await failure(reading);
      expect(error.status).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(4000);
      const left = smbclientCommandLines().filter((argv) => argv.includes(String(silent.port)));
      expect(left).toEqual([]);
    } finally {
      delete process.env.SMB_TEST_SECRET;
      await silent.close();
    }
  });

  it('builds an argv without the password, forcing SMB2 or later', () => {
    const argv = smbclientArguments(
      { host: 'fs', port: 4445, shareName: 'Import' },
      'a b\\c.csv',
      '/tmp/x/auth',
      30_000,
    );
    expect(argv).toEqual([
      '//fs/Import',
      '--port',
      '4445',
      '--authentication-file',
      '/tmp/x/auth',
      '--stderr',
      '--timeout',
      '30',
      '--option=client min protocol=SMB2',
      '--max-protocol',
      'SMB3',
      '--command',
      'get "a b\\c.csv" -',
    ]);
  });
});
