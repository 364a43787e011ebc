import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import { ApiError, ok } from "../../../lib/response.ts";
import { toItem } from "../../../features/notifications/store.ts";
import { StreamTickets } from "../../../features/notifications/stream-tickets.ts";
import { PushSubscriptions, endpointOf, parsePushSubscription } from "../../../features/notifications/push-subscriptions.ts";
import { streamClient } from "../../../features/notifications/realtime.ts";

const M = MESSAGES.notifications;

const notiType = z.coerce.number({ error: M.invalidNotiType }).int(M.invalidNotiType).min(0, M.invalidNotiType).max(4, M.invalidNotiType).default(0);
const listQuery = z.object({
  notiType,
  isReaded: z.coerce
    .number({ error: M.invalidIsReaded })
    .int(M.invalidIsReaded)
    .refine((value) => value === -1 || value === 0 || value === 1, M.invalidIsReaded)
    .default(-1)
    .transform((value) => value as -1 | 0 | 1),
  page: z.coerce.number({ error: M.invalidPage }).int(M.invalidPage).min(0, M.invalidPage).default(0),
  size: z.coerce.number({ error: M.invalidSize }).int(M.invalidSize).min(1, M.invalidSize).max(100, M.invalidSize).default(DEFAULT_PAGE_SIZE),
});
const typeQuery = z.object({ notiType });
const registerBody = z.object({
  idUser: z.coerce.number({ error: M.tokenForOtherUser }).int(M.tokenForOtherUser),
  tokenNotification: z.unknown(),
});
const unregisterBody = z.object({ tokenNotification: z.string({ error: M.invalidPushSubscription }).min(1, M.invalidPushSubscription).max(4096) });

/** Notification calls of spec §7 under /api/user/notify, plus push keys and the realtime stream. */
const notifyRoutes: FastifyPluginAsync = async (app) => {
  const notifier = app.notifier;
  const store = notifier.store;
  const tickets = new StreamTickets(app.database.db);
  const subscriptions = new PushSubscriptions(app.database.db);
  const auth = { preHandler: app.authenticate };
  /** The logged-in user (set by app.authenticate, which answers 401 without one). */
  const session = (request: FastifyRequest) => {
    if (!request.user) throw new ApiError(401, "user.unauthorized", "Please log in again");
    return request.user;
  };
  const me = (request: FastifyRequest) => session(request).id;

  app.get("/notify", auth, async (request) => {
    const query = listQuery.parse(request.query);
    const { rows, total } = await store.list(me(request), query);
    const totalPages = Math.ceil(total / query.size);
    return ok({
      content: rows.map(toItem),
      number: query.page,
      size: query.size,
      total_pages: totalPages,
      total_elements: total,
      number_of_elements: rows.length,
      is_first: query.page === 0,
      is_last: query.page >= totalPages - 1,
      has_next: query.page < totalPages - 1,
      has_previous: query.page > 0,
    });
  });

  app.get("/notify/new", auth, async (request) => ok(await store.newCount(me(request))));

  app.put("/notify/new", auth, async (request) => {
    await store.markOpened(me(request));
    await notifier.publishCounts(me(request));
    return ok(0);
  });

  app.get("/notify/unreaded", auth, async (request) => ok(await store.unreadCounts(me(request))));

  app.put<{ Params: { id: string } }>("/notify/:id", auth, async (request) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    // Someone else's notification answers exactly like one that does not exist.
    if (!id || !(await store.markRead(me(request), id))) throw new ApiError(404, "notify.not-found", M.notFound);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  app.put("/notify", auth, async (request) => {
    const { notiType } = typeQuery.parse(request.query);
    await store.markAllRead(me(request), notiType);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  app.delete("/notify", auth, async (request) => {
    const { notiType } = typeQuery.parse(request.query);
    await store.deleteAll(me(request), notiType);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  app.post("/notify/post-tokens", auth, async (request) => {
    const body = registerBody.parse(request.body ?? {});
    if (body.idUser !== me(request)) throw new ApiError(403, "notify.forbidden", M.tokenForOtherUser);
    let subscription;
    try {
      subscription = parsePushSubscription(body.tokenNotification);
    } catch {
      throw new ApiError(400, "invalid_input", M.invalidPushSubscription);
    }
    await subscriptions.register(me(request), subscription);
    return ok(null);
  });

  app.delete("/notify/post-tokens", auth, async (request) => {
    const body = unregisterBody.parse(request.body ?? {});
    await subscriptions.remove(me(request), endpointOf(body.tokenNotification));
    return ok(null);
  });

  app.get("/notify/vapid-public-key", async () => ok({ publicKey: notifier.vapid.publicKey }));

  app.post("/notify/stream-ticket", auth, async (request) => ok(await tickets.issue(me(request), session(request).sessionId)));

  app.get<{ Querystring: { ticket?: string } }>("/notify/stream", async (request, reply) => {
    const spent = await tickets.redeem(String(request.query.ticket ?? ""));
    if (!spent || !(await app.sessions.isActive(spent.sessionId))) throw new ApiError(401, "notify.stream-ticket-invalid", M.streamTicketInvalid);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    raw.write("retry: 5000\n\n");
    const client = streamClient(spent.userId, spent.sessionId, raw);
    const remove = notifier.streams.add(client);
    request.raw.on("close", remove);
    raw.on("close", remove);
    await notifier.sendCounts(spent.userId, [client]);
  });
};

export default notifyRoutes;
