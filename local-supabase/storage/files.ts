// Where local Storage keeps object bytes: in memory (`--memory`, tests) or under the data folder, so photos
// survive a restart like the database does. As hosted Storage's file backend, each upload is a version of
// its own (<data>/storage/<bucket>/<name>/<version>): the new bytes are written before the row that names
// them commits, and the old version is removed after, so a failed upload never damages the current file.
// Hand-written because no Storage server is published on npm.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** One stored file: its bucket, object name and version (null for a row made without the API). */
export interface FileKey {
  bucket: string;
  name: string;
  version: string | null;
}

export interface FileStore {
  put(key: FileKey, bytes: Uint8Array): Promise<void>;
  get(key: FileKey): Promise<Uint8Array | null>;
  remove(key: FileKey): Promise<void>;
}

/** Hosted Storage's rule for object names (S3-safe characters), plus no '', '.' or '..' segment. */
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
export function validName(name: string): boolean {
  return name.length > 0 && name.length <= 1024 && VALID_KEY.test(name)
    && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const relative = (key: FileKey) => (key.version ? `${key.bucket}/${key.name}/${key.version}` : `${key.bucket}/${key.name}`);

export function memoryFiles(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => { files.set(relative(key), bytes); },
    get: async (key) => files.get(relative(key)) ?? null,
    remove: async (key) => { files.delete(relative(key)); },
  };
}

export function folderFiles(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: FileKey) => {
    const path = resolve(join(base, relative(key)));
    if (!path.startsWith(`${base}/`)) throw new Error(`object path outside the storage folder: ${relative(key)}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      const folder = dirname(path);
      // A file where the versions' folder goes: that name's bytes from before versions, replaced now.
      if ((await stat(folder).catch(() => null))?.isFile()) await rm(folder);
      await mkdir(folder, { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
