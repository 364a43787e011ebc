import { and, eq } from "drizzle-orm";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { loanPackages, pawnShops } from "../../db/schema.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { ApiError } from "../../lib/response.ts";

/** Package `id` when it belongs to the caller's shop; anyone else's reads as not found. */
export async function requireOwnPackageId(scope: LendingScope, userId: number, id: number): Promise<number> {
  const [own] = await scope.db
    .select({ id: loanPackages.id })
    .from(loanPackages)
    .innerJoin(pawnShops, eq(pawnShops.id, loanPackages.pawnShopId))
    .where(and(eq(loanPackages.id, id), eq(pawnShops.userId, userId)));
  if (!own) throw new ApiError(PACKAGES_ERRORS.packageNotFound);
  return own.id;
}
