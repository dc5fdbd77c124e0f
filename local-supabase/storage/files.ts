// Where Storage keeps object bytes: in memory (`--memory`, tests) or under the data folder
// (<data>/storage/<bucket>/<object name>), so photos survive a restart like the database does.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface FileStore {
  put(bucket: string, name: string, bytes: Uint8Array): Promise<void>;
  get(bucket: string, name: string): Promise<Uint8Array | null>;
  remove(bucket: string, name: string): Promise<void>;
}

/** An object name as hosted Storage accepts it: no empty, '.' or '..' segments, no leading slash. */
export function validName(name: string): boolean {
  return name.length > 0 && name.length <= 1024 && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export function memoryFiles(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (bucket, name, bytes) => { files.set(`${bucket}/${name}`, bytes); },
    get: async (bucket, name) => files.get(`${bucket}/${name}`) ?? null,
    remove: async (bucket, name) => { files.delete(`${bucket}/${name}`); },
  };
}

export function folderFiles(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (bucket: string, name: string) => {
    const path = resolve(join(base, bucket, name));
    if (!path.startsWith(`${base}/`)) throw new Error(`object path outside the storage folder: ${bucket}/${name}`);
    return path;
  };
  return {
    async put(bucket, name, bytes) {
      const path = pathOf(bucket, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(bucket, name) {
      try {
        return new Uint8Array(await readFile(pathOf(bucket, name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: (bucket, name) => rm(pathOf(bucket, name), { force: true }),
  };
}
