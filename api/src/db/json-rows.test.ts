import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { DatabaseHandle } from "./client.ts";
import { insertJsonRows } from "./json-rows.ts";
import { uint256 } from "./schema/chain-spine/chain-columns.ts";
import { openTestDatabase } from "../test/test-db-handle.ts";

const samples = pgTable("json_rows_samples", {
  id: integer("id").primaryKey(),
  blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
  amount: uint256("amount"),
  label: text("label"),
  flag: boolean("flag"),
  at: timestamp("at", { withTimezone: true }),
  meta: jsonb("meta"),
});

describe("insertJsonRows", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table json_rows_samples (id integer primary key, block_number bigint not null,
      amount numeric(78, 0), label text, flag boolean, at timestamptz, meta jsonb)`);
  });
  afterAll(() => database?.close());

  it("writes every column type the index uses as the drizzle insert would, nulls included", async () => {
    const rows = [
      {
        id: 1,
        blockNumber: 9_007_199_254_740_993n,
        amount: 2n ** 255n + 7n,
        label: `it's "quoted" ✓`,
        flag: true,
        at: new Date("2026-11-24T07:00:00.123Z"),
        meta: { nested: [1, "two"] },
      },
      { id: 2, blockNumber: 1n, amount: null, label: null, flag: false, at: null, meta: null },
    ];
    await database.db.execute(insertJsonRows(samples, rows));
    expect(await database.db.select().from(samples).orderBy(samples.id)).toEqual(rows);
  });

  it("refuses rows of another shape than the first rather than dropping their values", () => {
    expect(() => insertJsonRows(samples, [{ id: 4, blockNumber: 1n }, { id: 5, blockNumber: 1n, label: "lost" }])).toThrow(/label is not in the first row/);
  });

  it("refuses a key that is not a column of the table", () => {
    expect(() => insertJsonRows(samples, [{ id: 3, blockNumber: 1n, colour: "red" }])).toThrow(/no column colour/);
  });
});
