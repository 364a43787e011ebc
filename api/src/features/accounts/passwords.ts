import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
