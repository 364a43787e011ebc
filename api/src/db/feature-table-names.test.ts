import { afterEach, describe, expect, it } from "vitest";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PawnShopPackageStatus, PawnShopSubmissionStatus } from "@openpawn/chain/generated/enums";
import { openDatabase, type DatabaseHandle, type DatabasePlace } from "./client.ts";
import {
  chainUndoJournal,
  lendingCollateralDetails,
  lendingOfferDetails,
  packageChainStates,
  packages,
  packageSubmissions,
  reputationChanges,
  shopLendingSettings,
  shops,
  users,
} from "./schema.ts";
import { rollbackStateTables } from "../chain-spine/undo-journal.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const RENAMES = "0026_feature_table_names";
/** The tables 0026 renames, by their names before it. */
const OLD_NAMES = [
  "pawn_shops",
  "lending_settings",
  "loan_packages",
  "lending_packages",
  "lending_submissions",
  "pawn_collateral_details",
  "pawn_offer_details",
  "lending_reputation_changes",
  "lending_undo",
];

const CHAIN = 31337;
const SHOP_CONTRACT = "0x00000000000000000000000000000000000000a1";
const CORE = "0x00000000000000000000000000000000000000c1";
const WALLET = "0x00000000000000000000000000000000000000b1";
const TOKEN = "0x00000000000000000000000000000000000000d1";
const CREATED_TX = `0x${"1".repeat(64)}`;
const OPENED_TX = `0x${"2".repeat(64)}`;

/** A copy of the migrations that ends before `tag`: the folder an earlier release migrated a `.data` with. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "openpawn-migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, end);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * `target` as a release before `tag` left it, with the rows `write` puts there: an embedded database's files (as a
 * kept `.data` holds them), or the server's database itself.
 */
async function keptDatabase(target: TestDatabase, tag: string, write: (execute: (query: SQL) => Promise<unknown>) => Promise<void>): Promise<DatabasePlace> {
  const folder = await migrationsBefore(tag);
  try {
    if (target.url) {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const db = drizzlePg(client);
        await migratePg(db, { migrationsFolder: folder });
        await write((query) => db.execute(query));
      } finally {
        await client.end();
      }
      return target;
    }
    const client = new PGlite("memory://", { extensions: { pg_trgm } });
    try {
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: folder });
      await write((query) => db.execute(query));
      return { dataDir: "memory://", startFrom: await client.dumpDataDir("none") };
    } finally {
      await client.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A shop, its package on chain with a submission, a collateral's and an offer's words, a reputation change, by the old names. */
async function writeRowsByOldNames(execute: (query: SQL) => Promise<unknown>): Promise<void> {
  const event = (block: number, logIndex: number) => sql`${CHAIN}, ${SHOP_CONTRACT}, ${block}, ${CREATED_TX}, ${logIndex}`;
  await execute(sql`insert into users (id, referral_code) values (1, 'KEPT01'), (2, 'KEPT02')`);
  await execute(sql`insert into pawn_shops (user_id, type, name, wallet_address) values (1, 'PAWNSHOP', 'Kept shop', ${WALLET})`);
  await execute(sql`
    insert into lending_settings (pawn_shop_id, loan_symbols, collateral_symbols, duration_types, min_duration, max_duration, min_amount_usd, max_amount_usd, min_interest_rate)
    values (1, '{USDT}', '{ETH}', '{0}', 1, 10, 100, 1000, 5)`);
  await execute(sql`
    insert into loan_packages (pawn_shop_id, type, loan_token, repayment_token, min_amount, max_amount, budget, collaterals, min_duration, max_duration, duration_type, ltv, liquidation_threshold, status, chain_package_id, chain_package_tx_hash)
    values (1, 0, ${TOKEN}, ${TOKEN}, 1, 10, 100, array[${TOKEN}], 1, 4, 0, 5000, 7500, 'PUBLISHED', 7, ${CREATED_TX})`);
  await execute(sql`
    insert into lending_packages (chain_id, contract, block_number, tx_hash, log_index, id, owner, package_type, loan_token, min_amount, max_amount, repayment_token, interest_rate, min_duration, max_duration, duration_unit, cycle_unit, ltv, liquidation_threshold, collaterals, budget, status, created_at, updated_block, updated_at)
    values (${event(10, 0)}, 7, ${WALLET}, 0, ${TOKEN}, 1, 10, ${TOKEN}, 1000, 1, 4, 0, 0, 5000, 7500, array[${TOKEN}], 100, ${PawnShopPackageStatus.Open}, now(), 10, now())`);
  await execute(sql`
    insert into lending_submissions (chain_id, contract, block_number, tx_hash, log_index, id, package_id, collateral_id, status, min_amount, expires_at, created_at, updated_block, updated_at)
    values (${event(11, 0)}, 3, 7, 5, ${PawnShopSubmissionStatus.Pending}, 1, now(), now(), 11, now())`);
  await execute(sql`insert into pawn_collateral_details (chain_id, contract, collateral_id, created_tx_hash, name, description) values (${CHAIN}, ${CORE}, 5, ${CREATED_TX}, 'Kept collateral', 'its words')`);
  await execute(sql`insert into pawn_offer_details (chain_id, contract, offer_id, created_tx_hash, message) values (${CHAIN}, ${CORE}, 9, ${CREATED_TX}, 'Kept offer')`);
  await execute(sql`
    insert into lending_reputation_changes (chain_id, contract, block_number, tx_hash, log_index, wallet, reasons, points, borrower_score, lender_score, changed_at)
    values (${CHAIN}, ${CORE}, 10, ${CREATED_TX}, 1, ${WALLET}, 1, 5, 5, 0, now())`);
  // The owner cancelled the package at block 12: the journal keeps its row as it was, under the table's old name.
  await execute(sql`
    insert into lending_undo (chain_id, contract, block_number, tx_hash, log_index, table_name, previous)
    select ${CHAIN}, ${SHOP_CONTRACT}, 12, ${OPENED_TX}, 0, 'lending_packages', to_jsonb(p) from lending_packages p`);
  await execute(sql`update lending_packages set status = ${PawnShopPackageStatus.Cancelled}, updated_block = 12`);
}

describe("migration 0026: the tables take their feature's name", () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.close();
    await drop?.();
  });

  it("opens a database kept from before with its rows under the new names, and its undo journal restores them there", async () => {
    const target = await createTestDatabase({ migrated: false });
    drop = target.drop;
    handle = await openDatabase(await keptDatabase(target, RENAMES, writeRowsByOldNames));
    const { db } = handle;

    expect(await db.select({ name: shops.name, walletAddress: shops.walletAddress }).from(shops)).toEqual([{ name: "Kept shop", walletAddress: WALLET }]);
    expect(await db.select({ loanSymbols: shopLendingSettings.loanSymbols }).from(shopLendingSettings)).toEqual([{ loanSymbols: ["USDT"] }]);
    expect(await db.select({ chainPackageId: packages.chainPackageId, status: packages.status }).from(packages)).toEqual([{ chainPackageId: 7n, status: "PUBLISHED" }]);
    expect(await db.select({ id: packageChainStates.id, status: packageChainStates.status }).from(packageChainStates)).toEqual([
      { id: 7n, status: PawnShopPackageStatus.Cancelled },
    ]);
    expect(await db.select({ id: packageSubmissions.id, packageId: packageSubmissions.packageId }).from(packageSubmissions)).toEqual([{ id: 3n, packageId: 7n }]);
    expect(await db.select({ name: lendingCollateralDetails.name }).from(lendingCollateralDetails)).toEqual([{ name: "Kept collateral" }]);
    expect(await db.select({ message: lendingOfferDetails.message }).from(lendingOfferDetails)).toEqual([{ message: "Kept offer" }]);
    expect(await db.select({ borrowerScore: reputationChanges.borrowerScore }).from(reputationChanges)).toEqual([{ borrowerScore: 5n }]);
    expect(await db.select({ tableName: chainUndoJournal.tableName }).from(chainUndoJournal)).toEqual([{ tableName: "package_chain_states" }]);

    // A reorganisation past block 12 puts the package back as the journal kept it, in the renamed table.
    await rollbackStateTables(packageChainStates, packageSubmissions)(12n, { db, chainId: CHAIN });
    expect(await db.select({ status: packageChainStates.status }).from(packageChainStates)).toEqual([{ status: PawnShopPackageStatus.Open }]);
    expect(await db.select().from(chainUndoJournal)).toEqual([]);

    // The renamed sequence still numbers new rows after the kept ones (a restored dump may skip some: PostgreSQL logs ahead).
    await db.insert(shops).values({ userId: 2, type: "P2P_LENDER", name: "New shop", walletAddress: WALLET });
    const ids = await db.select({ id: shops.id, userId: users.id }).from(shops).innerJoin(users, eq(users.id, shops.userId)).orderBy(shops.id);
    expect(ids.map((row) => row.userId)).toEqual([1, 2]);
    expect(ids[1]!.id).toBeGreaterThan(ids[0]!.id);
  });

  it("leaves no key, constraint, index or sequence named after a table's old name", async () => {
    const target = await createTestDatabase({ migrated: false });
    drop = target.drop;
    handle = await openDatabase(target);
    // NOT NULL constraints are left out: PostgreSQL 18 (PGlite) names them, 15 does not, and nothing refers to them.
    const result = (await handle.db.execute(sql`
      select conname as name from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'
      union all
      select relname from pg_class where relnamespace = 'public'::regnamespace`)) as unknown as { rows: { name: string }[] };
    const names = result.rows.map((row) => row.name);
    expect(names).toContain("shops_pkey");
    expect(names.filter((name) => OLD_NAMES.some((old) => name.startsWith(old)))).toEqual([]);
  });
});
