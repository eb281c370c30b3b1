/** The benchmarks' own databases, on the PostgreSQL server at DATABASE_URL (the machine's, by default). */
import pg from 'pg';

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The connection URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Drops (disconnecting its sessions) and creates database `name`; returns its URL. */
export async function recreateDatabase(name: string): Promise<string> {
  await adminQuery(`drop database if exists "${name}" with (force)`, `create database "${name}"`);
  return databaseUrl(name);
}

export const dropDatabase = (name: string) => adminQuery(`drop database if exists "${name}" with (force)`);
