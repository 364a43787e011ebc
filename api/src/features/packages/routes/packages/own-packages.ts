import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Hash } from "viem";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import { PACKAGE_TYPES, type CreateAndPublishBody, type LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { PACKAGES_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/packages/endpoints";
import { packages, shops } from "../../../../db/schema.ts";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { isUniqueViolation } from "../../../accounts/public.ts";
import { readHubState } from "../../../../chain-spine/hub/hub-state.ts";
import { lendingAddresses } from "../../../../chain-spine/deployment/lending-deployment.ts";
import { lendingScope, type LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { verifyReportedAction } from "../../../../chain-spine/reported-transactions/reported-action.ts";
import { packageCallOf, packageRowOf, sameParams, type NewPackageRow } from "../../package-params.ts";
import { packageQueries } from "../../package-rows.ts";
import { findShop } from "../../shops/pawn-shop-rows.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { serve } from "../../../../lib/endpoint-route.ts";

const M = PACKAGE_MESSAGES;
const notFound = () => new ApiError(PACKAGES_ERRORS.packageNotFound);

type Shop = NonNullable<Awaited<ReturnType<typeof findShop>>>["shop"];

/** The caller's shop: only a registered lender has packages. */
async function ownShop(app: FastifyInstance, userId: number): Promise<Shop> {
  const found = await findShop(app.database.db, eq(shops.userId, userId));
  if (!found) throw new ApiError(PACKAGES_ERRORS.shopNotRegistered);
  return found.shop;
}

/** A package of the caller's shop; anyone else's reads as not found. */
async function ownPackage(scope: LendingScope, shop: Shop, id: number): Promise<LoanPackage> {
  const item = await packageQueries(scope).find(id);
  if (!item || item.shop.id !== shop.id) throw notFound();
  return item;
}

/** A package row's on-chain package: its PawnShop id and the transaction that created it. */
interface ChainLink {
  chainPackageId: bigint;
  chainPackageTxHash: string;
}

/** Inserts a package row of the shop (linked to its on-chain package when it has one) and answers its id. */
async function insertPackage(scope: LendingScope, shop: Shop, row: NewPackageRow, status: "DRAFT" | "PUBLISHED", chainLink: ChainLink | null = null) {
  try {
    const [created] = await scope.db.insert(packages).values({ ...row, pawnShopId: shop.id, status, ...chainLink }).returning({ id: packages.id });
    if (!created) throw new Error("no package row");
    return created.id;
  } catch (error) {
    throw linkRefusal(error);
  }
}

/** One on-chain package belongs to one package row: a second link is a 409, anything else stays what it was. */
function linkRefusal(error: unknown): unknown {
  return isUniqueViolation(error, "packages_chain_package") ? new ApiError(PACKAGES_ERRORS.alreadyLinked) : error;
}

async function rowOfBody(app: FastifyInstance, scope: LendingScope, body: Parameters<typeof packageRowOf>[0]): Promise<NewPackageRow> {
  const { hub } = await lendingAddresses(app.chain);
  const { whitelists } = await readHubState(scope.db, scope.chainId, hub);
  return packageRowOf(body, scope.tokens, whitelists);
}

/**
 * Verifies the caller's createPackage of exactly these parameters (built as the web builds them), sent from the
 * shop's lending wallet, and answers the PawnShop's id of the new package and its transaction (the index has it by then).
 */
async function verifyPublished(app: FastifyInstance, scope: LendingScope, userId: number, shop: Shop, row: NewPackageRow, txnHash: Hash): Promise<ChainLink> {
  const [expected] = packageCallOf(row, scope.tokens).args;
  const { effect, from, receipt } = await verifyReportedAction(app, userId, {
    contract: "PawnShop",
    hash: txnHash,
    call: "createPackage",
    argsMatch: ([params]) => sameParams(params, expected),
    event: "PackageCreated",
    action: "create this package",
  });
  if (from.toLowerCase() !== shop.walletAddress) throw new ApiError(PACKAGES_ERRORS.notShopWallet);
  return { chainPackageId: effect.packageId, chainPackageTxHash: receipt.transactionHash };
}

/** Sets a package row's on-chain link; one on-chain package belongs to one package row. */
async function link(scope: LendingScope, id: number, chainLink: ChainLink): Promise<void> {
  try {
    await scope.db.update(packages).set({ ...chainLink, status: "PUBLISHED", updatedAt: new Date() }).where(eq(packages.id, id));
  } catch (error) {
    throw linkRefusal(error);
  }
}

/** One status step of a package: off chain for NEGOTIATION, a reported PawnShop call otherwise. */
interface StatusStep {
  from: "DRAFT" | "PUBLISHED" | "UNPUBLISHED";
  to: "PUBLISHED" | "UNPUBLISHED";
  call: "cancelPackage" | "reopenPackage";
  event: "PackageStatusChanged";
  action: string;
  refusal: () => ApiError;
}
const UNPUBLISH: StatusStep = {
  from: "PUBLISHED",
  to: "UNPUBLISHED",
  call: "cancelPackage",
  event: "PackageStatusChanged",
  action: "cancel this package",
  refusal: () => new ApiError(PACKAGES_ERRORS.notPublished),
};
const REOPEN: StatusStep = {
  from: "UNPUBLISHED",
  to: "PUBLISHED",
  call: "reopenPackage",
  event: "PackageStatusChanged",
  action: "reopen this package",
  refusal: () => new ApiError(PACKAGES_ERRORS.notUnpublished),
};

/** Takes `step` on the caller's package `id` and answers the package as it then stands. */
export async function changeStatus(app: FastifyInstance, userId: number, id: number, txnHash: Hash | undefined, step: StatusStep): Promise<LoanPackage> {
  const scope = await lendingScope(app);
  const shop = await ownShop(app, userId);
  const item = await ownPackage(scope, shop, id);
  if (item.status !== step.from) throw step.refusal();
  if (item.chainPackageId === null) {
    if (txnHash !== undefined) throw new ApiError(PLATFORM_ERRORS.invalidInput, M.txnNotExpected);
    await scope.db.update(packages).set({ status: step.to, updatedAt: new Date() }).where(and(eq(packages.id, id), eq(packages.status, step.from)));
  } else {
    if (txnHash === undefined) throw new ApiError(PLATFORM_ERRORS.invalidInput, M.txnRequired);
    const chainId = BigInt(item.chainPackageId);
    await verifyReportedAction(app, userId, { contract: "PawnShop", hash: txnHash, call: step.call, argsMatch: ([packageId]) => packageId === chainId, event: step.event, action: step.action });
  }
  const changed = await packageQueries(scope).find(id);
  if (!changed) throw notFound();
  return changed;
}
export { REOPEN, UNPUBLISH };

/**
 * The caller's own packages (spec §7 crypto packages): drafts, publishing (on chain for Auto and Semi-auto,
 * in the negotiation market for Negotiation), unpublishing. Every route acts on the caller's shop only.
 */
const ownPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  serve(app, ENDPOINTS.createDraft, auth, async (request) => {
    const scope = await lendingScope(app);
    const shop = await ownShop(app, requireUser(request).id);
    const id = await insertPackage(scope, shop, await rowOfBody(app, scope, request.body), "DRAFT");
    return ok(await ownPackage(scope, shop, id));
  });

  const createAndPublish = async (userId: number, { txnHash, ...body }: CreateAndPublishBody) => {
    const scope = await lendingScope(app);
    const shop = await ownShop(app, userId);
    const row = await rowOfBody(app, scope, body);
    const negotiation = row.type === PACKAGE_TYPES.NEGOTIATION;
    if (negotiation && txnHash !== undefined) throw new ApiError(PLATFORM_ERRORS.invalidInput, M.txnNotExpected);
    if (!negotiation && txnHash === undefined) throw new ApiError(PLATFORM_ERRORS.invalidInput, M.txnRequired);
    if (txnHash === undefined) return ok(await ownPackage(scope, shop, await insertPackage(scope, shop, row, "PUBLISHED")));
    const chainLink = await verifyPublished(app, scope, userId, shop, row, txnHash);
    return ok(await ownPackage(scope, shop, await insertPackage(scope, shop, row, "PUBLISHED", chainLink)));
  };
  // POST /pawn-shop-package is the pawnshop screens' name for creating and publishing at once (spec §7).
  serve(app, ENDPOINTS.createAndPublish, auth, async (request) => createAndPublish(requireUser(request).id, request.body));
  serve(app, ENDPOINTS.createAndPublishShopPackage, auth, async (request) => createAndPublish(requireUser(request).id, request.body));

  serve(app, ENDPOINTS.ownPackages, auth, async (request) => {
    const scope = await lendingScope(app);
    const shop = await ownShop(app, requireUser(request).id);
    const { page, size, status, type } = request.query;
    const { rows, total } = await packageQueries(scope).ownList(shop.id, { status, type }, { page, size });
    return ok(paged(rows, page, size, total));
  });

  const notFoundOnBadId = { invalidInput: { error: PACKAGES_ERRORS.packageNotFound, part: "params" } } as const;

  serve(app, ENDPOINTS.ownPackage, { ...auth, config: notFoundOnBadId }, async (request) => {
    const scope = await lendingScope(app);
    return ok(await ownPackage(scope, await ownShop(app, requireUser(request).id), request.params.id));
  });

  serve(app, ENDPOINTS.publish, { ...auth, config: notFoundOnBadId }, async (request) => {
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const shop = await ownShop(app, userId);
    const item = await ownPackage(scope, shop, request.params.id);
    if (item.status !== "DRAFT") throw new ApiError(PACKAGES_ERRORS.notDraft);
    const { txnHash } = request.body;
    if (item.type === PACKAGE_TYPES.NEGOTIATION) {
      if (txnHash !== undefined) throw new ApiError(PLATFORM_ERRORS.invalidInput, M.txnNotExpected);
      await scope.db.update(packages).set({ status: "PUBLISHED", updatedAt: new Date() }).where(and(eq(packages.id, item.id), eq(packages.status, "DRAFT")));
    } else {
      if (txnHash === undefined) throw new ApiError(PLATFORM_ERRORS.invalidInput, M.txnRequired);
      const [row] = await scope.db.select().from(packages).where(eq(packages.id, item.id));
      if (!row) throw notFound();
      await link(scope, item.id, await verifyPublished(app, scope, userId, shop, row, txnHash));
    }
    return ok(await ownPackage(scope, shop, item.id));
  });

  serve(app, ENDPOINTS.unpublish, { ...auth, config: notFoundOnBadId }, async (request) =>
    ok(await changeStatus(app, requireUser(request).id, request.params.id, request.body.txnHash, UNPUBLISH)),
  );
};

export default ownPackageRoutes;
