import { eq } from "drizzle-orm";
import type { RegisterPawnShopBody, UpdatePawnShopBody } from "@openpawn/shared/packages/schemas/shops";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import type { Database } from "../../../db/client.ts";
import { shops, users } from "../../../db/schema.ts";
import { ApiError } from "../../../lib/response.ts";
import { isUniqueViolation } from "../../accounts/public.ts";
import { requireOwnWallets } from "../../../plugins/auth/user-wallets.ts";

/**
 * Registers the user for the lending service (spec §1): one shop per user, lending from one of their own
 * wallets; the user's pawnShop id points at it from then on. A second registration is refused with the
 * spec's words, whichever type it asks for.
 */
export async function registerShop(db: Database, userId: number, body: RegisterPawnShopBody): Promise<number> {
  const [user] = await db.select({ pawnShopId: users.pawnShopId }).from(users).where(eq(users.id, userId));
  if (user?.pawnShopId != null) throw alreadyRegistered();
  await requireOwnWallets(db, userId, body.walletAddress);
  try {
    return await db.transaction(async (tx) => {
      const [shop] = await tx
        .insert(shops)
        .values({ userId, type: body.type, walletAddress: body.walletAddress, ...shopInformation(body) })
        .returning({ id: shops.id });
      if (!shop) throw new Error("no shop row");
      await tx.update(users).set({ pawnShopId: shop.id, updatedAt: new Date() }).where(eq(users.id, userId));
      return shop.id;
    });
  } catch (error) {
    // Two registrations at once: the unique user id lets one through.
    if (isUniqueViolation(error, "shops_user_id")) throw alreadyRegistered();
    throw error;
  }
}

/** The shop's information columns from a registration or an edit: what is left out is cleared. */
export function shopInformation(body: UpdatePawnShopBody) {
  return {
    name: body.name,
    description: body.description ?? "",
    email: body.email ?? null,
    phoneCountry: body.phoneCountry ?? null,
    phone: body.phone ?? null,
    address: body.address ?? null,
    website: body.website ?? null,
  };
}

const alreadyRegistered = () => new ApiError(PACKAGES_ERRORS.shopAlreadyRegistered);
