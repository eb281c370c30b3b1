import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from './port';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

/** Files under `root` (DATA_DIR/objects): the embedded default. */
export function createLocalStorage(root: string): ObjectStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are the app's own, but a path must never leave the root whatever it is given.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        return { body, contentType, size: info.size, modifiedAt: info.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(resolve(key), { force: true })));
    },
  };
}
