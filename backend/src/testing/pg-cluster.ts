import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/**
 * The machine's PostgreSQL server programs (initdb, pg_ctl, pg_basebackup): PG_BIN_DIR, else the
 * newest /usr/lib/postgresql/<version>/bin (Debian's packages, which the machines' own server runs from).
 */
export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin/pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server programs under ${root} (set PG_BIN_DIR)`);
  return path.join(root, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface PgServer {
  port: number;
  dataDir: string;
  /** A connection URL to `database` on this server, as the trusted superuser. */
  url(database?: string): string;
  /** Stops the server at once (`immediate`: no checkpoint, as a crash would). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
}

/**
 * A throwaway primary and its hot standby (streaming replication), each in its own folder under the
 * system's temp dir, on free ports of 127.0.0.1, trusting local connections. `close` stops both and
 * removes the folders. For tests of the app against a real replica: its lag, its pauses, its outage.
 */
export async function startReplicatedCluster(): Promise<{
  primary: PgServer;
  standby: PgServer;
  close(): Promise<void>;
}> {
  const bin = postgresBinDir();
  const owner = runAs();
  const root = mkdtempSync(path.join(tmpdir(), 'sous-replica-'));
  if (owner) chownSync(root, owner.uid, owner.gid);
  const program = (name: string, args: string[]) =>
    run(path.join(bin, name), args, { ...(owner ?? {}), cwd: root, timeout: 60_000 });

  const servers: PgServer[] = [];
  const server = async (dataDir: string, port: number): Promise<PgServer> => {
    const log = path.join(root, `${path.basename(dataDir)}.log`);
    // Its socket in the folder too: the machine's own server has /var/run/postgresql.
    await program('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '30', '-o', `-p ${port} -k ${root}`, 'start']);
    let running = true;
    const started: PgServer = {
      port,
      dataDir,
      url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
      async stop(mode = 'fast') {
        if (!running) return;
        running = false;
        await program('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
      },
    };
    servers.push(started);
    return started;
  };

  const removeAll = async () => {
    for (const each of servers.reverse()) await each.stop('immediate').catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const primaryDir = path.join(root, 'primary');
    await program('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    // initdb's pg_hba.conf, with --auth=trust, already lets local replication connections in.
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        'wal_level = replica',
        'max_wal_senders = 4',
        // Small and quick: a test's data, never kept.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'shared_buffers = 32MB',
        'max_connections = 60',
        '',
      ].join('\n'),
    );
    const primary = await server(primaryDir, await freePort());

    const standbyDir = path.join(root, 'standby');
    // -R writes standby.signal and primary_conninfo: the copy starts as a hot standby of the primary.
    await program('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
      '-c',
      'fast',
    ]);
    const standby = await server(standbyDir, await freePort());

    return { primary, standby, close: removeAll };
  } catch (error) {
    await removeAll();
    throw error;
  }
}
