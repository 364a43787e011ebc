import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PACKAGES_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/packages/endpoints";
import { packageChainStates, packages, shops } from "../../../../db/schema.ts";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { submittedCollateral } from "../../../lending/public.ts";
import { chainNow } from "../../../../chain-spine/deployment/chain-now.ts";
import { lendingScope, type LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { listSubmissions } from "../../../lending/public.ts";
import { verifyReportedAction } from "../../../../chain-spine/reported-transactions/reported-action.ts";
import { listThreads } from "../../../negotiations/public.ts";
import { requireOwnPackageId } from "../../own-package.ts";
import { onChainPackage } from "../../package-rows.ts";
import { submissionReport } from "../../submission-report.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { serve } from "../../../../lib/endpoint-route.ts";

/** The caller's on-chain packages: API id by PawnShop id (none when the caller is not a lender). */
export async function ownChainPackages(scope: LendingScope, userId: number, id?: number): Promise<Map<bigint, number>> {
  const rows = await scope.db
    .select({ id: packages.id, chainPackageId: packageChainStates.id })
    .from(packages)
    .innerJoin(shops, eq(shops.id, packages.pawnShopId))
    .innerJoin(packageChainStates, onChainPackage(scope))
    .where(and(eq(shops.userId, userId), id === undefined ? undefined : eq(packages.id, id)));
  return new Map(rows.map((row) => [row.chainPackageId, row.id]));
}

/** A page of the submissions those packages received (or only `submissionId`), each named by the API's package id. */
async function receivedPage(scope: LendingScope, apiIdsByChainId: Map<bigint, number>, page: { page: number; size: number }, submissionId?: bigint) {
  const { rows, total } = await listSubmissions(scope, { packageIds: [...apiIdsByChainId.keys()], submissionId }, page);
  const items = rows.map((row) => ({ ...submittedCollateral(row, scope.tokens), packageId: apiIdsByChainId.get(row.packageId) ?? Number(row.packageId) }));
  return ok(paged(items, page.page, page.size, total));
}

type SubmissionEffect = Parameters<typeof submissionReport>[1];

/**
 * The lender's answer to a submission (PawnShop.acceptSubmission or rejectSubmission), sent from their wallet;
 * `names` refuses a transaction that answered another submission than the route names.
 */
async function reportAnswer(app: FastifyInstance, userId: number, txnHash: `0x${string}`, call: "acceptSubmission" | "rejectSubmission", names?: (effect: SubmissionEffect) => boolean) {
  const { effect } = await verifyReportedAction(app, userId, {
    contract: "PawnShop",
    hash: txnHash,
    call,
    argsMatch: () => true,
    event: "SubmissionStatusChanged",
    action: call === "acceptSubmission" ? "accept a loan request" : "reject a loan request",
  });
  if (names && !names(effect)) throw new ApiError(PACKAGES_ERRORS.applyMismatch);
  return ok(await submissionReport(await lendingScope(app), effect));
}

/**
 * What the lender received (spec §7 loan requests, crypto-package collaterals-received, pawn-shop-package collaterals)
 * and the lender's answers (acceptLoanRequest, rejectLoanRequest, apply-collateral), reported after the PawnShop
 * transaction.
 */
const receivedRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  serve(app, ENDPOINTS.receivedRequests, auth, async (request) => {
    const scope = await lendingScope(app);
    return receivedPage(scope, await ownChainPackages(scope, requireUser(request).id), request.query);
  });

  // One request the caller's packages received (the request-detail screen); anyone else's reads as none.
  serve(app, ENDPOINTS.loanRequest, { ...auth, config: { invalidInput: { error: PACKAGES_ERRORS.requestNotFound, part: "params" } } }, async (request) => {
    const scope = await lendingScope(app);
    const page = await receivedPage(scope, await ownChainPackages(scope, requireUser(request).id), { page: 0, size: 1 }, BigInt(request.params.id));
    const [found] = page.data.content;
    if (!found) throw new ApiError(PACKAGES_ERRORS.requestNotFound);
    return ok(found);
  });

  // The spec's loan request list: direct requests to the caller as a P2P lender (negotiation threads a borrower opened
  // toward them), or with p2p=false what their packages received.
  serve(app, ENDPOINTS.loanRequests, auth, async (request) => {
    const scope = await lendingScope(app);
    const userId = requireUser(request).id;
    const { p2p, ...page } = request.query;
    if (!p2p) return receivedPage(scope, await ownChainPackages(scope, userId), page);
    const { rows, total } = await listThreads(scope, userId, { directRequests: true }, page, await chainNow(app));
    return ok(paged(rows, page.page, page.size, total));
  });

  const packageNotFound = { invalidInput: { error: PACKAGES_ERRORS.packageNotFound, part: "params" } } as const;
  const received = { ...auth, config: packageNotFound };
  const receivedBy = async (userId: number, id: number, page: { page: number; size: number }) => {
    const scope = await lendingScope(app);
    return receivedPage(scope, await ownChainPackages(scope, userId, await requireOwnPackageId(scope, userId, id)), page);
  };
  serve(app, ENDPOINTS.collateralsReceived, received, async (request) => receivedBy(requireUser(request).id, request.params.id, request.query));
  serve(app, ENDPOINTS.packageCollaterals, received, async (request) => receivedBy(requireUser(request).id, request.params.id, request.query));

  serve(app, ENDPOINTS.acceptLoanRequest, auth, async (request) => reportAnswer(app, requireUser(request).id, request.body.txnHash, "acceptSubmission"));
  serve(app, ENDPOINTS.rejectLoanRequest, auth, async (request) => reportAnswer(app, requireUser(request).id, request.body.txnHash, "rejectSubmission"));

  // Applying a received collateral to a package is its lender accepting that request: the transaction must accept the
  // submission of exactly this collateral to exactly this package of the caller's.
  serve(app, ENDPOINTS.applyCollateral, { ...auth, config: packageNotFound }, async (request) => {
    const userId = requireUser(request).id;
    const [chainPackageId] = (await ownChainPackages(await lendingScope(app), userId, request.params.id)).keys();
    if (chainPackageId === undefined) throw new ApiError(PACKAGES_ERRORS.packageNotFound);
    const collateralId = BigInt(request.params.collateral_id);
    return reportAnswer(app, userId, request.body.txnHash, "acceptSubmission", (effect) => effect.packageId === chainPackageId && effect.collateralId === collateralId);
  });
};

export default receivedRequestRoutes;
