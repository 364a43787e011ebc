import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  /** base64url, uncompressed P-256 point (65 bytes): what the browser passes as applicationServerKey. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
  /** mailto: or https: contact of the sender, sent in the VAPID JWT's `sub`. */
  subject: string;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (required with several API replicas,
 * which must sign with the same key the browsers subscribed with); otherwise generated once and kept in
 * DATA_DIR/secrets/vapid.json, or per process with an in-memory data folder.
 */
export async function loadVapidKeys(options: {
  publicKey?: string;
  privateKey?: string;
  subject?: string;
  supportEmail: string;
  dataDir: string;
}): Promise<VapidKeys> {
  const subject = options.subject ?? `mailto:${options.supportEmail}`;
  if (options.publicKey || options.privateKey) {
    if (!options.publicKey || !options.privateKey) throw new Error("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither");
    webpush.setVapidDetails(subject, options.publicKey, options.privateKey); // validates both keys and the subject
    return { publicKey: options.publicKey, privateKey: options.privateKey, subject };
  }
  if (options.dataDir.startsWith("memory://")) return { ...webpush.generateVAPIDKeys(), subject };
  const file = path.join(options.dataDir, "secrets", "vapid.json");
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch {
    const keys = webpush.generateVAPIDKeys();
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
    return { ...keys, subject };
  }
}
