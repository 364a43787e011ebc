import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NFT_MARKET_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import { serve } from "../../../lib/endpoint-route.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { requireUser } from "../../../plugins/auth/require-user.ts";
import { nftScope, type NftScope } from "../nft-scope.ts";
import { nftCommentStore } from "../comments.ts";
import { holdsHubRole, requireHubRole } from "../../../plugins/auth/hub-roles.ts";
import { findNft } from "../queries/nft-reads.ts";
import { requireNft } from "./nfts.ts";

/** Comments a user may write in a minute: nobody floods a market page. */
export const COMMENT_WRITES_PER_MINUTE = 20;
const nftNotFound = { invalidInput: { error: NFT_MARKET_ERRORS.nftNotFound, part: "params" } } as const;
const commentNotFound = { invalidInput: { error: NFT_MARKET_ERRORS.commentNotFound, part: "params" } } as const;

/**
 * Comments on an NFT's market page (decision 0030): anyone reads them; a signed-in user writes, and only the
 * author edits or deletes theirs (another's: 403); an Operator (the Hub role of a wallet of theirs) hides or
 * shows one: hidden comments are left out for everyone but their author and moderators.
 */
const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = nftCommentStore(app.database.db);
  const auth = { onRequest: app.authenticate };
  const writes = {
    ...auth,
    preValidation: app.limitRate({ name: "nft-comment-writes", max: COMMENT_WRITES_PER_MINUTE, windowMs: 60_000, key: (request) => String(request.user?.id ?? request.ip) }),
  };
  /** The NFT id of a comment's NFT (for the answer); the comment must exist. */
  const nftIdOfComment = async (scope: NftScope, commentId: number) => {
    const key = await store.nftOf(commentId);
    if (!key) throw new ApiError(NFT_MARKET_ERRORS.commentNotFound);
    const found = await findNft(scope, { collection: key.collection, tokenId: key.tokenId.toString() });
    return found?.nft.id ?? 0;
  };

  serve(app, ENDPOINTS.comments, { config: nftNotFound }, async (request) => {
    const scope = await nftScope(app);
    const { nft } = await requireNft(scope, request.params.id);
    const user = await app.optionalUser(request);
    // The chain is asked about roles only when there is something hidden a moderator would see.
    // A chain that cannot be read leaves the list as anyone sees it.
    const moderator =
      user !== null &&
      (await store.hasHiddenOfOthers(nft, user.id)) &&
      (await holdsHubRole(app, user.id, "operator").catch(() => false));
    const { rows, total } = await store.list(nft, { userId: user?.id ?? null, moderator }, request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  serve(app, ENDPOINTS.addComment, { ...writes, config: nftNotFound }, async (request) => {
    const userId = requireUser(request).id;
    const { nft } = await requireNft(await nftScope(app), request.params.id);
    return ok(await store.add(nft, userId, request.body.content));
  });

  serve(app, ENDPOINTS.editComment, { ...writes, config: commentNotFound }, async (request) => {
    const userId = requireUser(request).id;
    const nftId = await nftIdOfComment(await nftScope(app), request.params.id);
    return ok(await store.edit(request.params.id, userId, request.body.content, nftId));
  });

  serve(app, ENDPOINTS.deleteComment, { ...writes, config: commentNotFound }, async (request) => {
    await store.remove(request.params.id, requireUser(request).id);
    return ok({ id: request.params.id });
  });

  // The moderation hook: an Operator of the Hub hides (or shows again) a comment.
  serve(app, ENDPOINTS.hideComment, { ...auth, config: commentNotFound }, async (request) => {
    const userId = requireUser(request).id;
    const scope = await nftScope(app);
    await requireHubRole(app, userId, "operator", () => new ApiError(NFT_MARKET_ERRORS.notModerator));
    const nftId = await nftIdOfComment(scope, request.params.id);
    return ok(await store.setHidden(request.params.id, userId, request.body.hidden, nftId));
  });
};

export default commentRoutes;
