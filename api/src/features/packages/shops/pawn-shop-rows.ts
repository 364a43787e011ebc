import { and, arrayOverlaps, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { LenderSearchQuery, LendingSetting, PawnShop, PawnShopType } from "@openpawn/shared/packages/schemas/shops";
import type { Database } from "../../../db/client.ts";
import { shopLendingSettings, shops } from "../../../db/schema.ts";

type ShopRow = typeof shops.$inferSelect;
type SettingRow = typeof shopLendingSettings.$inferSelect;

/** A setting row as the API answers it. */
export function settingOf(row: SettingRow): LendingSetting {
  return {
    loanSymbols: row.loanSymbols,
    collateralSymbols: row.collateralSymbols,
    durationTypes: row.durationTypes.map((type) => (type === 0 ? 0 : 1)),
    minDuration: row.minDuration,
    maxDuration: row.maxDuration,
    minAmountUsd: row.minAmountUsd,
    maxAmountUsd: row.maxAmountUsd,
    minInterestRate: row.minInterestRate,
  };
}

function contactOf(row: ShopRow) {
  return { email: row.email, phoneCountry: row.phoneCountry, phone: row.phone, address: row.address, website: row.website };
}

/**
 * A lender as others see them: a pawnshop is a business and shows its contact; a P2P lender is a person and
 * shows none of it.
 */
export function publicShopOf(row: ShopRow, setting: SettingRow | null): PawnShop {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    name: row.name,
    description: row.description,
    logo: row.logo,
    walletAddress: row.walletAddress,
    contact: row.type === "PAWNSHOP" ? contactOf(row) : null,
    lendingSetting: setting ? settingOf(setting) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's own shop, contact included. */
export function ownShopOf(row: ShopRow, setting: SettingRow | null) {
  return { ...publicShopOf(row, setting), contact: contactOf(row) };
}

/** One shop with its setting, found by a condition on shops. */
export async function findShop(db: Database, where: SQL) {
  const [found] = await db
    .select({ shop: shops, setting: shopLendingSettings })
    .from(shops)
    .leftJoin(shopLendingSettings, eq(shopLendingSettings.pawnShopId, shops.id))
    .where(where);
  return found ?? null;
}

/** The directory of one type of lender, newest first, filtered by name and by their lending settings. */
export async function searchShops(db: Database, type: PawnShopType | null, query: LenderSearchQuery) {
  const conditions = [
    type ? eq(shops.type, type) : undefined,
    query.name ? ilike(shops.name, `%${query.name.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
    query.loanSymbols ? arrayOverlaps(shopLendingSettings.loanSymbols, query.loanSymbols) : undefined,
    query.collateralSymbols ? arrayOverlaps(shopLendingSettings.collateralSymbols, query.collateralSymbols) : undefined,
    query.durationTypes ? arrayOverlaps(shopLendingSettings.durationTypes, query.durationTypes) : undefined,
  ];
  const where = and(...conditions);
  const from = () => db.select({ shop: shops, setting: shopLendingSettings }).from(shops).leftJoin(shopLendingSettings, eq(shopLendingSettings.pawnShopId, shops.id));
  const [rows, [count]] = await Promise.all([
    from().where(where).orderBy(desc(shops.id)).limit(query.size).offset(query.page * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(shops).leftJoin(shopLendingSettings, eq(shopLendingSettings.pawnShopId, shops.id)).where(where),
  ]);
  return { rows: rows.map(({ shop, setting }) => publicShopOf(shop, setting)), total: count?.total ?? 0 };
}
