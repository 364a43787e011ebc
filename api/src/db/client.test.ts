import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { chainCheckpoints } from "./schema.ts";
import { createTestDatabase } from "../test/test-database.ts";

describe("openDatabase", () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.close();
    await drop?.();
  });

  it("applies the migrations to an empty database, so the tables exist and take rows", async () => {
    const target = await createTestDatabase({ migrated: false });
    drop = target.drop;
    handle = await openDatabase(target);
    expect(handle.kind).toBe(process.env.DATABASE_URL ? "postgres" : "embedded");
    await handle.db.insert(chainCheckpoints).values({ chainId: 31337, blockNumber: 12n, blockHash: "0xabc" });
    const rows = await handle.db.select().from(chainCheckpoints);
    expect(rows).toEqual([expect.objectContaining({ chainId: 31337, blockNumber: 12n, blockHash: "0xabc" })]);
    const migrations = (await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    expect(migrations.rows[0]?.n).toBeGreaterThan(0);
  });
});
