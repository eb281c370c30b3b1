import { createDb } from '../backend/src/platform/db';
import { loadConfig } from '../backend/src/platform/config';
import { migrateLatest } from './migration-source';

const config = loadConfig();
const db = createDb(config.DATABASE_URL, 2);
try {
  const applied = await migrateLatest(db);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date',
  );
} finally {
  await db.destroy();
}
