import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify, type JWTPayload } from "jose";

/**
 * A local Web Push service for tests: an HTTPS endpoint (self-signed, trusted by this process's global agent)
 * that checks each request's VAPID JWT (ES256, RFC 8292) and decrypts its aes128gcm body (RFC 8291/8188),
 * the way a browser vendor's push service and the browser do.
 */

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  vapid: { publicKey: string; claims: JWTPayload };
  /** The decrypted message, parsed as JSON. */
  message: { title: string; body: string; url: string; id: number };
}

/** A browser's side of a subscription: its own P-256 key pair and auth secret. */
export interface TestSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** JSON text as PushSubscription.toJSON() gives it: what the web sends as tokenNotification. */
  json: string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: derive the content key from the ECDH secret and auth secret, then open the record. */
export function decryptAes128gcm(body: Buffer, receiverPrivate: Buffer, receiverPublic: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error("unexpected aes128gcm header");

  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(receiverPrivate);
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("missing last-record delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT must verify with that key and name this origin. */
export async function verifyVapid(header: string | undefined, origin: string): Promise<{ publicKey: string; claims: JWTPayload }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`bad Authorization header: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("bad VAPID public key");
  const key = await importJWK(
    { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    "ES256",
  );
  const { payload } = await jwtVerify(token, key, { algorithms: ["ES256"], audience: origin });
  if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error("VAPID exp missing or over 24 h");
  if (!payload.sub || !/^(mailto:|https:)/.test(payload.sub)) throw new Error("VAPID sub missing");
  return { publicKey, claims: payload };
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** Requests refused (bad signature, undecryptable): the test fails on any. */
  errors: string[];
  /** A new subscriber whose endpoint lives on this service. */
  subscriber(): TestSubscriber;
  /** Answers the next requests to this path with the status (e.g. 410 Gone). */
  respond(pathName: string, status: number): void;
  /** Resolves with the next push that reaches the path. */
  next(pathName: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), "openpawn-push-"));
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
    "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem"),
    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
  ], { stdio: "ignore" });
  const cert = readFileSync(path.join(dir, "cert.pem"));
  const key = readFileSync(path.join(dir, "key.pem"));
  rmSync(dir, { recursive: true, force: true });

  const subscribers = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const waiters: { pathName: string; resolve: (push: ReceivedPush) => void }[] = [];
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let origin = "";

  const server = https.createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const pathName = request.url ?? "";
      void (async () => {
        const status = statuses.get(pathName);
        if (status) return response.writeHead(status).end();
        const subscriber = subscribers.get(pathName);
        if (!subscriber) return response.writeHead(404).end();
        try {
          if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("content-encoding is not aes128gcm");
          if (!request.headers.ttl) throw new Error("TTL header missing");
          const vapid = await verifyVapid(request.headers.authorization, origin);
          const plain = decryptAes128gcm(Buffer.concat(chunks), subscriber.privateKey, subscriber.publicKey, subscriber.auth);
          const push: ReceivedPush = { path: pathName, headers: request.headers, vapid, message: JSON.parse(plain.toString("utf8")) };
          received.push(push);
          response.writeHead(201).end();
          for (const waiter of waiters.filter((w) => w.pathName === pathName)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(push);
          }
        } catch (error) {
          errors.push((error as Error).message);
          response.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // web-push sends through https's global agent: trust this service's certificate in this test process only.
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;

  return {
    origin,
    received,
    errors,
    subscriber() {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const pathName = `/push/${randomBytes(8).toString("hex")}`;
      subscribers.set(pathName, { privateKey: ecdh.getPrivateKey(), publicKey, auth });
      const endpoint = `${origin}${pathName}`;
      const keys = { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") };
      return { endpoint, keys, json: JSON.stringify({ endpoint, expirationTime: null, keys }) };
    },
    respond(pathName, status) {
      statuses.set(pathName, status);
    },
    next(pathName, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push reached ${pathName} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ pathName, resolve: (push) => (clearTimeout(timer), resolve(push)) });
      });
    },
    async close() {
      https.globalAgent.options.ca = previousCa;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
