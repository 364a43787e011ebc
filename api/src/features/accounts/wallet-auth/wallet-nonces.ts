import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { getAddress, isAddress, type Address, type Hex, type PublicClient } from "viem";
import { createSiweMessage, generateSiweNonce } from "viem/siwe";
import { ACCOUNTS_API_MESSAGES } from "@openpawn/shared/accounts/messages";
import type { Database } from "../../../db/client.ts";
import { walletNonces } from "../../../db/schema.ts";

/** How long a message to sign stays usable. */
export const WALLET_NONCE_TTL_MS = 5 * 60_000;
/** How many live messages of one address are tried against a signature (newest first). */
const MAX_LIVE_MESSAGES = 20;

/** A wallet address as the API accepts it (any case; an EIP-55 mixed-case address must have a valid checksum). */
export function parseWalletAddress(value: unknown): Address | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(trimmed) || !isAddress(trimmed, { strict: false })) return null;
  const hasMixedCase = trimmed.slice(2) !== trimmed.slice(2).toLowerCase() && trimmed.slice(2) !== trimmed.slice(2).toUpperCase();
  if (hasMixedCase && !isAddress(trimmed, { strict: true })) return null;
  return getAddress(trimmed);
}

/**
 * Creates the EIP-4361 (Sign-In with Ethereum) message for an address: domain and URI from PUBLIC_URL,
 * the configured chain id, a fresh single-use nonce, issued now, expiring in five minutes.
 */
export async function createSignInMessage(
  db: Database,
  options: { address: Address; publicUrl: string; chainId: number; now?: Date },
): Promise<{ message: string; nonce: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const url = new URL(options.publicUrl);
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + WALLET_NONCE_TTL_MS);
  const message = createSiweMessage({
    domain: url.host,
    address: options.address,
    statement: ACCOUNTS_API_MESSAGES.signInStatement,
    uri: url.origin,
    version: "1",
    chainId: options.chainId,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  await db.insert(walletNonces).values({ nonce, address: options.address.toLowerCase(), message, expiresAt, createdAt: now });
  if (Math.random() < 0.02) await db.delete(walletNonces).where(lt(walletNonces.expiresAt, new Date(now.getTime() - 3600_000)));
  return { message, nonce, expiresAt };
}

/** ECDSA recovery first (EOAs, no RPC needed); then ERC-1271 / ERC-6492 through the chain for smart wallets. */
export async function verifyWalletSignature(client: PublicClient, address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return await client.verifyMessage({ address, message, signature, mode: "eoa" });
  } catch {
    return false;
  }
}

export type WalletProof = { ok: true } | { ok: false; reason: "no-message" | "bad-signature" };

/**
 * Checks a signature against the live messages issued to the address and spends the one it signs.
 * A spent, expired or never-issued message is refused, so a signature can never be replayed.
 */
export async function consumeSignedMessage(
  db: Database,
  client: PublicClient,
  options: { address: Address; signature: Hex; now?: Date },
): Promise<WalletProof> {
  const now = options.now ?? new Date();
  const live = await db
    .select()
    .from(walletNonces)
    .where(and(eq(walletNonces.address, options.address.toLowerCase()), isNull(walletNonces.usedAt), gt(walletNonces.expiresAt, now)))
    .orderBy(desc(walletNonces.createdAt))
    .limit(MAX_LIVE_MESSAGES);
  if (live.length === 0) return { ok: false, reason: "no-message" };
  for (const row of live) {
    if (!(await verifyWalletSignature(client, options.address, row.message, options.signature))) continue;
    const [spent] = await db
      .update(walletNonces)
      .set({ usedAt: now })
      .where(and(eq(walletNonces.nonce, row.nonce), isNull(walletNonces.usedAt)))
      .returning({ nonce: walletNonces.nonce });
    return spent ? { ok: true } : { ok: false, reason: "no-message" };
  }
  return { ok: false, reason: "bad-signature" };
}
