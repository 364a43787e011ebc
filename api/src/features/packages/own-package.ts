import { and, eq } from "drizzle-orm";
import { packages, shops } from "../../db/schema.ts";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { ApiError } from "../../lib/response.ts";

/** Package `id` when it belongs to the caller's shop; anyone else's reads as not found. */
export async function requireOwnPackageId(scope: LendingScope, userId: number, id: number): Promise<number> {
  const [own] = await scope.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(shops, eq(shops.id, packages.pawnShopId))
    .where(and(eq(packages.id, id), eq(shops.userId, userId)));
  if (!own) throw new ApiError(PACKAGES_ERRORS.packageNotFound);
  return own.id;
}
