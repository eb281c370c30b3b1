/** The benchmarks' own databases, on the PostgreSQL server at DATABASE_URL (the machine's, by default). */
import { adminQuery } from '../backend/src/testing/admin-query';

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The connection URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const run = (...statements: string[]) => adminQuery(ADMIN_URL, ...statements);

/** Drops (disconnecting its sessions) and creates database `name`; returns its URL. */
export async function recreateDatabase(name: string): Promise<string> {
  await run(`drop database if exists "${name}" with (force)`, `create database "${name}"`);
  return databaseUrl(name);
}

export const dropDatabase = (name: string) => run(`drop database if exists "${name}" with (force)`);
