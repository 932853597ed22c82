import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are flat, generated names (no slashes, no dots first). */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  delete(keys: string[]): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,120}$/i;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** The local implementation: files in `<dataDir>/uploads`. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      await mkdir(root, { recursive: true });
      await writeFile(fileOf(key), data);
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
