import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import {
  lendingSettingBodySchema,
  lendingSettingSchema,
  ownPawnShopSchema,
  registerPawnShopBodySchema,
  shopProfileBodySchema,
  updatePawnShopBodySchema,
} from "@openpawn/shared/packages/schemas/shops";
import { z } from "zod";
import { shopLendingSettings, shops } from "../../../../db/schema.ts";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { findShop, ownShopOf, settingOf } from "../../shops/pawn-shop-rows.ts";
import { registerShop, shopInformation } from "../../shops/register-shop.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { multipartFiles } from "../../../../lib/openapi-document.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { UPLOADS_PATH } from "../../../media/public.ts";

const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_REFUSALS = { missing: PACKAGES_ERRORS.logoMissing, tooLarge: PACKAGES_ERRORS.logoTooLarge, unsupported: PACKAGES_ERRORS.logoUnsupported };
const ownShopAnswer = { 200: okSchema(ownPawnShopSchema) };

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

  app.post("/pawn-shop", { ...auth, schema: { body: registerPawnShopBodySchema, response: ownShopAnswer } }, async (request) => {
    const userId = requireUser(request).id;
    await registerShop(db, userId, request.body);
    return answerOwn(userId);
  });

  app.get("/pawn-shop", { ...auth, schema: { response: ownShopAnswer } }, async (request) => answerOwn(requireUser(request).id));

  app.put("/pawn-shop", { ...auth, schema: { body: updatePawnShopBodySchema, response: ownShopAnswer } }, async (request) => {
    const userId = requireUser(request).id;
    const id = await ownShopId(userId);
    await db
      .update(shops)
      .set({ ...shopInformation(request.body), updatedAt: new Date() })
      .where(eq(shops.id, id));
    return answerOwn(userId);
  });

  app.put("/pawn-shop/shop-profile", { ...auth, schema: { body: shopProfileBodySchema, response: ownShopAnswer } }, async (request) => {
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
  app.post("/pawn-shop/logo", { ...auth, schema: { ...multipartFiles({ file: true }), response: ownShopAnswer } }, async (request) => {
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
  app.get(
    "/pawn-shop/lending-setting",
    { ...auth, schema: { response: { 200: okSchema(z.union([lendingSettingSchema, z.object({})])) } } },
    async (request) => {
      const id = await ownShopId(requireUser(request).id);
      const [row] = await db.select().from(shopLendingSettings).where(eq(shopLendingSettings.pawnShopId, id));
      return ok(row ? settingOf(row) : {});
    },
  );

  app.post(
    "/pawn-shop/lending-setting",
    { ...auth, schema: { body: lendingSettingBodySchema, response: { 200: okSchema(lendingSettingSchema) } } },
    async (request) => {
      const id = await ownShopId(requireUser(request).id);
      const values = { ...request.body, pawnShopId: id, updatedAt: new Date() };
      const [row] = await db.insert(shopLendingSettings).values(values).onConflictDoUpdate({ target: shopLendingSettings.pawnShopId, set: values }).returning();
      if (!row) throw new Error("no setting row");
      return ok(settingOf(row));
    },
  );

  app.delete("/pawn-shop/lending-setting", { ...auth, schema: { response: { 200: okSchema(z.object({})) } } }, async (request) => {
    const id = await ownShopId(requireUser(request).id);
    await db.delete(shopLendingSettings).where(eq(shopLendingSettings.pawnShopId, id));
    return ok({});
  });
};

export default ownShopRoutes;
