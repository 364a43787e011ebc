import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PACKAGES_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/packages/endpoints";
import { shopLendingSettings, shops } from "../../../../db/schema.ts";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { findShop, ownShopOf, settingOf } from "../../shops/pawn-shop-rows.ts";
import { registerShop, shopInformation } from "../../shops/register-shop.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { UPLOADS_PATH } from "../../../media/public.ts";

const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_REFUSALS = { missing: PACKAGES_ERRORS.logoMissing, tooLarge: PACKAGES_ERRORS.logoTooLarge, unsupported: PACKAGES_ERRORS.logoUnsupported };

/**
 * The caller's own lender registration (spec §7 pawnshop): register (POST), read (GET), change the
 * information (PUT) and the profile (PUT shop-profile, POST logo), and the lending setting (GET/POST/DELETE). Every
 * call acts on the caller's shop only: no route takes a shop id.
 */
const ownShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const auth = { onRequest: app.authenticate };

  const ownShopId = async (userId: number): Promise<number> => {
    const found = await findShop(db, eq(shops.userId, userId));
    if (!found) throw new ApiError(PACKAGES_ERRORS.shopNotRegistered);
    return found.shop.id;
  };
  const answerOwn = async (userId: number) => {
    const found = await findShop(db, eq(shops.userId, userId));
    if (!found) throw new ApiError(PACKAGES_ERRORS.shopNotRegistered);
    return ok(ownShopOf(found.shop, found.setting));
  };

  serve(app, ENDPOINTS.registerShop, auth, async (request) => {
    const userId = requireUser(request).id;
    await registerShop(db, userId, request.body);
    return answerOwn(userId);
  });

  serve(app, ENDPOINTS.ownShop, auth, async (request) => answerOwn(requireUser(request).id));

  serve(app, ENDPOINTS.updateShop, auth, async (request) => {
    const userId = requireUser(request).id;
    const id = await ownShopId(userId);
    await db
      .update(shops)
      .set({ ...shopInformation(request.body), updatedAt: new Date() })
      .where(eq(shops.id, id));
    return answerOwn(userId);
  });

  serve(app, ENDPOINTS.updateShopProfile, auth, async (request) => {
    const userId = requireUser(request).id;
    const id = await ownShopId(userId);
    const { logo, description } = request.body;
    await db
      .update(shops)
      .set({ ...(logo !== undefined ? { logo } : {}), ...(description !== undefined ? { description } : {}), updatedAt: new Date() })
      .where(eq(shops.id, id));
    return answerOwn(userId);
  });

  // The shop's logo through the same storage as avatars. Its file name carries the shop's id, so replacing a logo
  // deletes only a file this shop uploaded, never one whose address someone put in their own profile.
  serve(app, ENDPOINTS.uploadShopLogo, auth, async (request) => {
    const userId = requireUser(request).id;
    const id = await ownShopId(userId);
    const prefix = `shop-${id}-`;
    const logo = await app.uploads.storeImage(request, "logos", LOGO_MAX_BYTES, LOGO_REFUSALS, prefix);
    const [before] = await db.select({ logo: shops.logo }).from(shops).where(eq(shops.id, id));
    await db.update(shops).set({ logo, updatedAt: new Date() }).where(eq(shops.id, id));
    if (before?.logo?.startsWith(`${UPLOADS_PATH}logos/${prefix}`)) await app.uploads.remove(before.logo);
    return answerOwn(userId);
  });

  // §8: a lender without a setting reads an empty object.
  serve(app, ENDPOINTS.lendingSetting, auth, async (request) => {
    const id = await ownShopId(requireUser(request).id);
    const [row] = await db.select().from(shopLendingSettings).where(eq(shopLendingSettings.pawnShopId, id));
    return ok(row ? settingOf(row) : {});
  });

  serve(app, ENDPOINTS.saveLendingSetting, auth, async (request) => {
    const id = await ownShopId(requireUser(request).id);
    const values = { ...request.body, pawnShopId: id, updatedAt: new Date() };
    const [row] = await db.insert(shopLendingSettings).values(values).onConflictDoUpdate({ target: shopLendingSettings.pawnShopId, set: values }).returning();
    if (!row) throw new Error("no setting row");
    return ok(settingOf(row));
  });

  serve(app, ENDPOINTS.deleteLendingSetting, auth, async (request) => {
    const id = await ownShopId(requireUser(request).id);
    await db.delete(shopLendingSettings).where(eq(shopLendingSettings.pawnShopId, id));
    return ok({});
  });
};

export default ownShopRoutes;
