import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where uploaded files live. Keys are relative paths like `avatars/<uuid>.png`, made by the server only. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The default: files on the local disk under one folder (DATA_DIR/uploads). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    try {
      return await readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    if (isStorageKey(key)) await rm(this.file(key), { force: true });
  }
}

/** DATA_DIR/uploads; with an in-memory data folder ("memory://"), a fresh temporary folder. */
export async function defaultUploadsDir(dataDir: string): Promise<string> {
  if (dataDir.startsWith("memory://")) return mkdtemp(path.join(tmpdir(), "openpawn-uploads-"));
  return path.join(dataDir, "uploads");
}
