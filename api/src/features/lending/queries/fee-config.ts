import { and, desc, eq } from "drizzle-orm";
import { lendingConfigChanges } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

/** The fee settings of `configId` as indexed (ConfigChanged); a loan keeps the id it started with. */
export async function indexedConfig(scope: LendingScope, configId: number) {
  const [row] = await scope.db
    .select()
    .from(lendingConfigChanges)
    .where(and(eq(lendingConfigChanges.chainId, scope.chainId), eq(lendingConfigChanges.contract, scope.core), eq(lendingConfigChanges.configId, configId)))
    .orderBy(desc(lendingConfigChanges.blockNumber), desc(lendingConfigChanges.logIndex))
    .limit(1);
  if (!row) throw new Error(`Fee settings ${configId} were never indexed`);
  return row;
}
