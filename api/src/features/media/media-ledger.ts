import { and, eq, gt, inArray, isNull, not, notInArray, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ErrorEntry } from "@openpawn/shared/errors";
import { MEDIA_ERRORS } from "@openpawn/shared/media/errors";
import type { Database } from "../../db/client.ts";
import { mediaUploads } from "../../db/schema.ts";
import { ApiError } from "../../lib/response.ts";
import { cidOfIpfsUri, type ContentStore } from "./content-store.ts";
import type { StoreGate } from "./store-gate.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Files collected per pass of the gate: uploads wait for a pass, not for a whole collection. */
const COLLECT_BATCH = 500;
/** Metadata files are small (ours are under a kilobyte); a larger one is not read for the files it names. */
const METADATA_MAX_BYTES = 64 * 1024;

export type UploadKind = "media" | "cover" | "metadata";

/** The refusals at each bound, by what is uploaded: NFT media (with a cover), or metadata. */
const BOUND_REFUSALS = {
  media: { quota: MEDIA_ERRORS.mediaQuotaExceeded, address: MEDIA_ERRORS.mediaAddressBudgetExceeded },
  metadata: { quota: MEDIA_ERRORS.metadataQuotaExceeded, address: MEDIA_ERRORS.metadataAddressBudgetExceeded },
};
export type UploadSubject = keyof typeof BOUND_REFUSALS;

/** One file an upload stores: its CID (computed before it is stored), size and kind. */
export interface UploadedEntry {
  cid: string;
  bytes: number;
  kind: UploadKind;
}

/** The bounds of unminted media (decision 0037). */
export interface MediaBounds {
  /** NFT_MEDIA_QUOTA_BYTES: the bytes of one account's uploads that no token names. */
  quotaBytes: number;
  /** NFT_MEDIA_BYTES_PER_IP_PER_DAY: the bytes uploaded from one client address within any 24 hours. */
  bytesPerIpPerDay: number;
  /** NFT_MEDIA_UNCLAIMED_DAYS: how long after its last upload a file no token names is kept. */
  unclaimedDays: number;
  /** How often the collection runs (for Retry-After: a file past its days goes at the next run). */
  collectEveryMs: number;
}

/** A refusal at a bound: 429 with the seconds after which the same upload would fit (Retry-After). */
export class MediaBoundError extends ApiError {
  constructor(
    entry: ErrorEntry<string>,
    readonly retryAfterSeconds: number,
    readonly bound: "quota" | "address",
  ) {
    super(entry);
  }
}

/** What a reservation recorded: its rows that are new, forgotten again if the store then fails. */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * `ipfs://<cid>` addresses tokens give: their tokenURI, and their metadata's image and animation_url as the NFT
 * index keeps them (the projector reads stored metadata when a token is minted).
 */
const namedUris = sql`(
  select token_uri as uri from nft_tokens where token_uri like 'ipfs://%'
  union select image from nft_tokens where image like 'ipfs://%'
  union select animation_url from nft_tokens where animation_url like 'ipfs://%'
)`;
const namedByToken = sql`('ipfs://' || ${mediaUploads.cid}) in (select uri from ${namedUris} as named)`;

export interface MediaLedgerOptions {
  db: Database;
  store: ContentStore;
  gate: StoreGate;
  bounds: MediaBounds;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/**
 * The record of every NFT upload (table media_uploads) and the bounds it keeps (decision 0037): an account's bytes
 * that no token names stay under a quota, a client address uploads at most so many bytes a day, and what no token
 * names some days after its last upload is deleted from the store. A reservation is checked and written before the
 * bytes are stored, in one transaction holding the account's and the address's locks, so two parallel uploads
 * cannot both pass a nearly full bound.
 */
export class MediaLedger {
  private readonly clock: () => Date;

  constructor(private readonly options: MediaLedgerOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  /**
   * Records `uploads` for the account from `ip`, and renews the account's own records of the files `renew` names (a
   * metadata save keeps the files it names as long as a new upload of them would): the same file again counts once,
   * with its clock started anew. Throws a MediaBoundError (nothing recorded) past the account's quota or the
   * address's day; the quota is checked again after looking for tokens that name the account's files, since a mint
   * frees it.
   */
  async reserve(request: { userId: number; ip: string; uploads: UploadedEntry[]; renew?: string[]; subject: UploadSubject }): Promise<Reservation> {
    try {
      return await this.tryReserve(request);
    } catch (error) {
      if (!(error instanceof MediaBoundError) || error.bound !== "quota") throw error;
      await this.markNamed();
      return this.tryReserve(request);
    }
  }

  private async tryReserve(request: { userId: number; ip: string; uploads: UploadedEntry[]; renew?: string[]; subject: UploadSubject }): Promise<Reservation> {
    const { db, bounds } = this.options;
    const { userId, ip, subject } = request;
    const now = this.clock();
    const inserted = await db.transaction(async (tx) => {
      // The account's, then the address's: every reservation locks in this order, so none waits on another in a circle.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('openpawn.media-account'), ${userId})`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('openpawn.media-address'), hashtext(${ip}))`);
      const renewed = request.renew?.length
        ? await tx
            .select({ cid: mediaUploads.cid, bytes: mediaUploads.bytes, kind: mediaUploads.kind })
            .from(mediaUploads)
            .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.cid, request.renew)))
        : [];
      const entries = [...new Map([...renewed, ...request.uploads].map((entry) => [entry.cid, entry])).values()];
      const cids = entries.map((entry) => entry.cid);
      const existing = await tx
        .select({ cid: mediaUploads.cid, userId: mediaUploads.userId, namedAt: mediaUploads.namedAt })
        .from(mediaUploads)
        .where(inArray(mediaUploads.cid, cids));
      const named = new Set(existing.filter((row) => row.namedAt !== null).map((row) => row.cid));
      const mine = new Set(existing.filter((row) => row.userId === userId).map((row) => row.cid));

      // The account's files no token names, these aside (counted below, once).
      const unnamedOfAccount = and(eq(mediaUploads.userId, userId), isNull(mediaUploads.namedAt), notInArray(mediaUploads.cid, cids));
      const adding = entries.filter((entry) => !named.has(entry.cid)).reduce((sum, entry) => sum + entry.bytes, 0);
      const quotaUsed = await sumBytes(tx, unnamedOfAccount);
      if (quotaUsed + adding > bounds.quotaBytes) {
        const lifetimeMs = bounds.unclaimedDays * DAY_MS + bounds.collectEveryMs;
        const fits = await fitsAt(tx, unnamedOfAccount, quotaUsed + adding - bounds.quotaBytes);
        throw new MediaBoundError(BOUND_REFUSALS[subject].quota, secondsUntil(fits, lifetimeMs, now), "quota");
      }

      // The address's last 24 hours, this account's rows of these files aside (they move to now).
      const sinceDayAgo = and(
        eq(mediaUploads.ip, ip),
        gt(mediaUploads.uploadedAt, new Date(now.getTime() - DAY_MS)),
        not(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.cid, cids)) as SQL),
      );
      const uploading = entries.reduce((sum, entry) => sum + entry.bytes, 0);
      const dayUsed = await sumBytes(tx, sinceDayAgo);
      if (dayUsed + uploading > bounds.bytesPerIpPerDay) {
        const fits = await fitsAt(tx, sinceDayAgo, dayUsed + uploading - bounds.bytesPerIpPerDay);
        throw new MediaBoundError(BOUND_REFUSALS[subject].address, secondsUntil(fits, DAY_MS, now), "address");
      }

      await tx
        .insert(mediaUploads)
        .values(
          entries.map((entry) => ({
            cid: entry.cid,
            userId,
            ip,
            bytes: entry.bytes,
            kind: entry.kind,
            createdAt: now,
            uploadedAt: now,
            // A file some token already names is named for this account too.
            namedAt: named.has(entry.cid) ? now : null,
          })),
        )
        .onConflictDoUpdate({ target: [mediaUploads.cid, mediaUploads.userId], set: { ip: sql`excluded.ip`, uploadedAt: sql`excluded.uploaded_at` } });
      return cids.filter((cid) => !mine.has(cid));
    });
    return {
      // Only the rows this reservation made, and only while no later upload has renewed them.
      release: async () => {
        if (inserted.length === 0) return;
        await db
          .delete(mediaUploads)
          .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.cid, inserted), eq(mediaUploads.uploadedAt, now)));
      },
    };
  }

  /**
   * Marks the records of files tokens name, and of the image and animation_url of metadata files tokens name (read
   * from the store: the index keeps them only when it could read the metadata at the mint). Answers false when a
   * named metadata file could not be read: it stays unmarked, to be read again next time.
   */
  async markNamed(now = this.clock()): Promise<boolean> {
    const { db, store } = this.options;
    const found = await db
      .selectDistinct({ cid: mediaUploads.cid, kind: mediaUploads.kind })
      .from(mediaUploads)
      .where(and(isNull(mediaUploads.namedAt), namedByToken));
    const marked = new Set<string>();
    let complete = true;
    for (const { cid, kind } of found) {
      if (kind === "metadata") {
        try {
          for (const named of filesOfMetadata(await store.get(cid))) marked.add(named);
        } catch (error) {
          this.options.log.warn({ err: error, cid }, "NFT metadata not read for the files it names: tried again at the next collection");
          complete = false;
          continue;
        }
      }
      marked.add(cid);
    }
    if (marked.size > 0) {
      await db
        .update(mediaUploads)
        .set({ namedAt: now })
        .where(and(isNull(mediaUploads.namedAt), inArray(mediaUploads.cid, [...marked])));
    }
    return complete;
  }

  /**
   * Deletes from the store, and forgets, every file no token names whose every record is older than the unclaimed
   * days, in passes of the gate (uploads' writes wait for a pass, then write their blocks again). Blocks the files kept
   * share are kept. Answers what went. Nothing goes while a named metadata file could not be read.
   */
  async collect(now = this.clock()): Promise<{ cid: string; bytes: number }[]> {
    const { db, store, gate, bounds, log } = this.options;
    if (!(await this.markNamed(now))) return [];
    const cutoff = new Date(now.getTime() - bounds.unclaimedDays * DAY_MS);
    // A file some record keeps: named, or uploaded (or renewed) within the days.
    const keptRecord = sql`select ${mediaUploads.cid} from ${mediaUploads} where ${mediaUploads.namedAt} is not null or ${mediaUploads.uploadedAt} >= ${cutoff.toISOString()}::timestamptz`;
    const collected: { cid: string; bytes: number }[] = [];
    for (;;) {
      const pass = await gate.alone(async () => {
        const doomed = await db
          .select({ cid: mediaUploads.cid, bytes: sql<string>`max(${mediaUploads.bytes})` })
          .from(mediaUploads)
          .where(and(sql`${mediaUploads.cid} not in (${keptRecord})`, not(namedByToken)))
          .groupBy(mediaUploads.cid)
          .limit(COLLECT_BATCH);
        if (doomed.length === 0) return [];
        const cids = doomed.map((row) => row.cid);
        // Every other recorded file, and every file a token names (recorded or from before the records).
        const kept = (await db.execute(sql`
          select distinct ${mediaUploads.cid} as cid from ${mediaUploads} where not (${inArray(mediaUploads.cid, cids)})
          union select substr(uri, 8) from ${namedUris} as named
        `)) as unknown as { rows: { cid: string }[] };
        await store.delete(
          cids,
          kept.rows.map((row) => row.cid),
        );
        // Forgotten unless an upload renewed it meanwhile (that upload's write, waiting on the gate, stores it again).
        await db.delete(mediaUploads).where(and(inArray(mediaUploads.cid, cids), sql`${mediaUploads.cid} not in (${keptRecord})`));
        return doomed.map((row) => ({ cid: row.cid, bytes: Number(row.bytes) }));
      });
      collected.push(...pass);
      if (pass.length > 0) {
        log.info({ files: pass.length, bytes: pass.reduce((sum, row) => sum + row.bytes, 0), cids: pass.map((row) => row.cid) }, "unminted NFT media collected");
      }
      if (pass.length < COLLECT_BATCH) return collected;
    }
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function sumBytes(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ total: sql<string>`coalesce(sum(${mediaUploads.bytes}), 0)` }).from(mediaUploads).where(where);
  return Number(row?.total ?? 0);
}

/** The upload time of the row whose leaving (with the older ones) frees `excess` bytes; null if none does. */
async function fitsAt(tx: Tx, where: SQL | undefined, excess: number): Promise<Date | null> {
  const running = tx
    .select({
      uploadedAt: mediaUploads.uploadedAt,
      freed: sql<string>`sum(${mediaUploads.bytes}) over (order by ${mediaUploads.uploadedAt}, ${mediaUploads.cid} rows unbounded preceding)`.as("freed"),
    })
    .from(mediaUploads)
    .where(where)
    .as("running");
  const [row] = await tx
    .select({ uploadedAt: running.uploadedAt })
    .from(running)
    .where(sql`${running.freed} >= ${excess}`)
    .orderBy(running.uploadedAt)
    .limit(1);
  return row?.uploadedAt ?? null;
}

/** Seconds from `now` until `from` plus `lifetimeMs` (at least 1); without `from`, the whole lifetime. */
function secondsUntil(from: Date | null, lifetimeMs: number, now: Date): number {
  const at = (from?.getTime() ?? now.getTime()) + lifetimeMs;
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

/** The CIDs of the `ipfs://` image and animation_url of a metadata file's bytes (none when it is not metadata). */
function filesOfMetadata(bytes: Uint8Array | null): string[] {
  if (!bytes || bytes.length > METADATA_MAX_BYTES) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return [];
  }
  if (typeof parsed !== "object" || parsed === null) return [];
  const { image, animation_url: animation } = parsed as { image?: unknown; animation_url?: unknown };
  return [image, animation].flatMap((uri) => (typeof uri === "string" ? (cidOfIpfsUri(uri) ?? []) : []));
}
