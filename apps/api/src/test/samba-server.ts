import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, openSync, closeSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * A real Samba server for the SMB tests (DESIGN §3): Debian's `smbd` with its own smb.conf, all
 * state in a temp folder, listening on a free port on 127.0.0.1 only. Several can run at once
 * (test files run in parallel). It runs as root and signs in the Unix user root, which always
 * exists, so no test touches /etc/passwd.
 */
export interface SambaServer {
  host: string;
  port: number;
  /** The share's name, and `share` as the CSV settings hold it: `//127.0.0.1:<port>/<name>`. */
  shareName: string;
  share: string;
  username: string;
  password: string;
  domain: string;
  /** The shared folder on this machine. */
  directory: string;
  /**
   * Puts a file on the share (`relPath` with `/`; folders are created). smbd reads files as the
   * Unix user nobody, so `mode: 0o600` makes a file the share refuses (`access_denied`).
   */
  writeFile(relPath: string, bytes: Buffer | string, options?: { mode?: number }): Promise<void>;
  /** Stops smbd (its whole process group) and removes the temp folder. */
  stop(): Promise<void>;
}

export interface SambaServerOptions {
  shareName?: string;
  password?: string;
  domain?: string;
  /** Only to test the message when Samba is missing. */
  smbdPath?: string;
}

const INSTALL_HINT = 'apt-get install -y --no-install-recommends samba smbclient';
const SMBD_CANDIDATES = ['/usr/sbin/smbd', '/usr/bin/smbd'];
const SMBPASSWD_CANDIDATES = ['/usr/bin/smbpasswd', '/usr/sbin/smbpasswd'];

function findExecutable(candidates: readonly string[], name: string): string {
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next place
    }
  }
  throw new Error(
    `The SMB tests need Samba's ${name}, which is not installed. Install it (as root): ` +
      `${INSTALL_HINT}   (or run scripts/ensure-samba.sh)`,
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function smbConf(root: string, port: number, shareName: string): string {
  return [
    '[global]',
    `  smb ports = ${port}`,
    '  interfaces = 127.0.0.1',
    '  bind interfaces only = yes',
    '  server role = standalone server',
    '  server min protocol = SMB2',
    '  disable netbios = yes',
    '  map to guest = never',
    '  load printers = no',
    '  printing = bsd',
    '  printcap name = /dev/null',
    '  disable spoolss = yes',
    `  state directory = ${root}/state`,
    `  cache directory = ${root}/cache`,
    `  lock directory = ${root}/lock`,
    `  pid directory = ${root}/pid`,
    `  private dir = ${root}/private`,
    `  ncalrpc dir = ${root}/ncalrpc`,
    `  passdb backend = tdbsam:${root}/passdb.tdb`,
    `  log file = ${root}/log.smbd`,
    '  log level = 1',
    '',
    `[${shareName}]`,
    `  path = ${root}/share`,
    '  read only = no',
    '  valid users = root',
    // Files are opened as nobody (root would read anything), so file modes count.
    '  force user = nobody',
    '',
  ].join('\n');
}

/** Kills smbd's process group (smbd and the children it forked for connections). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

async function startOnce(
  root: string,
  smbd: string,
  shareName: string,
): Promise<{ child: ChildProcess; port: number } | null> {
  const port = await freePort();
  const conf = join(root, 'smb.conf');
  await writeFile(conf, smbConf(root, port, shareName));
  // stdin must not be a socket (smbd would think inetd started it): /dev/null. Output to a file,
  // not a pipe (node's pipes are socketpairs). Own process group, so stop() reaches its children.
  const log = openSync(join(root, 'smbd.out'), 'a');
  const child = spawn(smbd, ['-s', conf, '--foreground', '--no-process-group'], {
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  child.on('error', () => undefined);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return null;
    if (await accepts(port)) return { child, port };
    await new Promise((done) => setTimeout(done, 100));
  }
  killGroup(child, 'SIGKILL');
  return null;
}

export async function startSambaServer(options: SambaServerOptions = {}): Promise<SambaServer> {
  const smbd = findExecutable(options.smbdPath ? [options.smbdPath] : SMBD_CANDIDATES, 'smbd');
  const smbpasswd = findExecutable(SMBPASSWD_CANDIDATES, 'smbpasswd');
  if (process.getuid?.() !== 0) {
    throw new Error('The SMB tests start a real smbd, which must run as root.');
  }
  const shareName = options.shareName ?? 'import';
  const password = options.password ?? `pw-${randomBytes(9).toString('base64url')}`;
  const domain = options.domain ?? 'WORKGROUP';
  const root = await mkdtemp(join(tmpdir(), 'hotel-samba-'));
  for (const dir of ['state', 'cache', 'lock', 'pid', 'private', 'ncalrpc', 'share']) {
    await mkdir(join(root, dir));
  }
  // nobody (see force user) must reach the share; the other folders stay root's.
  await chmod(root, 0o711);
  await chmod(join(root, 'share'), 0o777);
  for (const dir of ['state', 'cache', 'lock', 'pid', 'private', 'ncalrpc']) {
    await chmod(join(root, dir), 0o700);
  }

  let started: { child: ChildProcess; port: number } | null = null;
  try {
    const conf = join(root, 'smb.conf');
    await writeFile(conf, smbConf(root, 445, shareName));
    const added = spawnSync(smbpasswd, ['-c', conf, '-s', '-a', 'root'], {
      input: `${password}\n${password}\n`,
      encoding: 'utf8',
    });
    if (added.status !== 0) throw new Error(`smbpasswd failed: ${added.stderr}`);
    // Another test file may take the free port between our check and smbd's bind: try again.
    for (let attempt = 0; attempt < 4 && !started; attempt++) {
      started = await startOnce(root, smbd, shareName);
    }
    if (!started) {
      let log = '';
      try {
        log = readFileSync(join(root, 'smbd.out'), 'utf8').slice(-2000);
      } catch {
        // no log
      }
      throw new Error(`smbd did not start: ${log}`);
    }
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  const { child, port } = started;
  const shareDir = join(root, 'share');
  return {
    host: '127.0.0.1',
    port,
    shareName,
    share: `//127.0.0.1:${port}/${shareName}`,
    username: 'root',
    password,
    domain,
    directory: shareDir,
    async writeFile(relPath, bytes, fileOptions = {}) {
      const target = resolve(shareDir, relPath);
      if (!target.startsWith(shareDir + sep)) throw new Error(`outside the share: ${relPath}`);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
      await chmod(target, fileOptions.mode ?? 0o644);
    },
    async stop() {
      killGroup(child, 'SIGTERM');
      if (!(await waitForExit(child, 5000))) {
        killGroup(child, 'SIGKILL');
        await waitForExit(child, 2000);
      }
      // smbd's helpers (notifyd, cleanupd) leave with their parent; make sure of it.
      killGroup(child, 'SIGKILL');
      await rm(root, { recursive: true, force: true });
    },
  };
}
