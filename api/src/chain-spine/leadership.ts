import pg from "pg";
import type { SpineLog } from "./indexer.ts";

/** Whether this process is the one replica that indexes (and runs the tickers) for a chain. */
export interface Leadership {
  /** True while this process leads; when it does not, tries to become the leader. */
  ensure(): Promise<boolean>;
  release(): Promise<void>;
}

/** Embedded PostgreSQL lives in one process: that process leads. */
export const soleLeadership: Leadership = { ensure: async () => true, release: async () => {} };

/**
 * A PostgreSQL session advisory lock per chain, held on a dedicated connection: the lock lives as long
 * as that connection, so a replica that dies or loses its connection hands over to the next one that asks.
 */
export function advisoryLockLeadership(databaseUrl: string, chainId: number, log: SpineLog): Leadership {
  let holder: pg.Client | null = null;
  const lost = (client: pg.Client) => () => {
    if (holder !== client) return;
    holder = null;
    log.warn({ chainId }, "chain spine lost its leader connection");
  };
  return {
    async ensure() {
      if (holder) return true;
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on("error", lost(client));
      client.on("end", lost(client));
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_lock(hashtext('openpawn.chain-spine'), $1) AS locked",
        [chainId],
      );
      if (rows[0]?.locked) {
        holder = client;
        return true;
      }
      await client.end();
      return false;
    },
    async release() {
      const client = holder;
      holder = null;
      // Closing the session releases its advisory locks.
      await client?.end();
    },
  };
}
