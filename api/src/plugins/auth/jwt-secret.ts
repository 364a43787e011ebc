import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The access-token signing key: JWT_SECRET when set (required with several API replicas); otherwise a
 * random key kept in the data folder so that a restart does not log everybody out.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  if (dataDir.startsWith("memory://")) return randomBytes(32);
  const file = path.join(dataDir, "secrets", "jwt-secret");
  try {
    return Buffer.from(await readFile(file, "utf8"), "base64url");
  } catch {
    const secret = randomBytes(32);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, secret.toString("base64url"), { mode: 0o600 });
    return secret;
  }
}
