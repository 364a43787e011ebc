import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema, optionalBody } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import {
  notificationIdParamsSchema,
  notificationItemSchema,
  notificationListQuerySchema,
  notiTypeQuerySchema,
  registerPushTokenSchema,
  unreadCountsSchema,
  unregisterPushTokenSchema,
} from "@openpawn/shared/notifications/schemas";
import { NOTIFICATIONS_ERRORS } from "@openpawn/shared/notifications/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { nonJsonAnswer } from "../../../../lib/openapi-document.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { toItem } from "../../store.ts";
import { StreamTickets } from "../../stream-tickets.ts";
import { endpointOf, parsePushSubscription } from "../../push-subscriptions.ts";
import { streamClient } from "../../realtime.ts";

const M = MESSAGES.notifications;
const countResponse = { response: { 200: okSchema(z.number().int()) } };
const unreadResponse = { response: { 200: okSchema(unreadCountsSchema) } };
const nothingResponse = { response: { 200: okSchema(z.null()) } };

/** Notification calls of spec §7 under /api/user/notify, plus push keys and the realtime stream. */
const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = app.notifier;
  const store = notifier.store;
  const tickets = new StreamTickets(app.database.db);
  const subscriptions = notifier.subscriptions;
  // Authentication comes first: an anonymous caller learns nothing about the input rules.
  const auth = { onRequest: app.authenticate };
  const me = (request: FastifyRequest) => requireUser(request).id;

  app.get(
    "/notify",
    { ...auth, schema: { querystring: notificationListQuerySchema, response: { 200: okSchema(pagedSchema(notificationItemSchema)) } } },
    async (request) => {
      const query = request.query;
      const { rows, total } = await store.list(me(request), query);
      return ok(paged(rows.map(toItem), query.page, query.size, total));
    },
  );

  app.get("/notify/new", { ...auth, schema: countResponse }, async (request) => ok(await notifier.newCount(me(request))));

  app.put("/notify/new", { ...auth, schema: countResponse }, async (request) => {
    await store.markOpened(me(request));
    await notifier.publishCounts(me(request));
    return ok(0);
  });

  app.get("/notify/unreaded", { ...auth, schema: unreadResponse }, async (request) => ok(await store.unreadCounts(me(request))));

  app.put(
    "/notify/:id",
    // Someone else's notification, or no notification at all, answers like one that does not exist.
    { ...auth, config: { invalidInput: { error: NOTIFICATIONS_ERRORS.notFound } }, schema: { params: notificationIdParamsSchema, ...unreadResponse } },
    async (request) => {
      if (!(await store.markRead(me(request), request.params.id))) throw new ApiError(NOTIFICATIONS_ERRORS.notFound);
      await notifier.publishCounts(me(request));
      return ok(await store.unreadCounts(me(request)));
    },
  );

  app.put("/notify", { ...auth, schema: { querystring: notiTypeQuerySchema, ...unreadResponse } }, async (request) => {
    await store.markAllRead(me(request), request.query.notiType);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  app.delete("/notify", { ...auth, schema: { querystring: notiTypeQuerySchema, ...unreadResponse } }, async (request) => {
    await store.deleteAll(me(request), request.query.notiType);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  app.post("/notify/post-tokens", { ...auth, schema: { body: optionalBody(registerPushTokenSchema), ...nothingResponse } }, async (request) => {
    if (request.body.idUser !== me(request)) throw new ApiError(NOTIFICATIONS_ERRORS.tokenForOtherUser);
    let subscription;
    try {
      subscription = parsePushSubscription(request.body.tokenNotification);
    } catch {
      throw new ApiError(PLATFORM_ERRORS.invalidInput, M.invalidPushSubscription);
    }
    if (!subscriptions.accepts(subscription.endpoint)) throw new ApiError(PLATFORM_ERRORS.invalidInput, M.invalidPushSubscription);
    await subscriptions.register(me(request), subscription);
    return ok(null);
  });

  app.delete("/notify/post-tokens", { ...auth, schema: { body: optionalBody(unregisterPushTokenSchema), ...nothingResponse } }, async (request) => {
    await subscriptions.remove(me(request), endpointOf(request.body.tokenNotification));
    return ok(null);
  });

  app.get("/notify/vapid-public-key", { schema: { response: { 200: okSchema(z.object({ publicKey: z.string() })) } } }, async () =>
    ok({ publicKey: notifier.vapid.publicKey }),
  );

  app.post(
    "/notify/stream-ticket",
    { ...auth, schema: { response: { 200: okSchema(z.object({ ticket: z.string(), expires_in: z.number().int() })) } } },
    async (request) => ok(await tickets.issue(me(request), requireUser(request).sessionId)),
  );

  app.get(
    "/notify/stream",
    {
      config: { invalidInput: { error: NOTIFICATIONS_ERRORS.streamTicketInvalid } },
      schema: {
        querystring: z.object({ ticket: z.string({ error: M.streamTicketInvalid }).max(200, M.streamTicketInvalid).default("") }),
        // Server-sent events: `counts` (the unread counts), `notification` (a new one), `live` (a change a page shows).
        response: { 200: nonJsonAnswer(["text/event-stream"], z.string()) },
      },
    },
    async (request, reply) => {
      const spent = await tickets.redeem(request.query.ticket);
      if (!spent || !(await app.sessions.isActive(spent.sessionId))) throw new ApiError(NOTIFICATIONS_ERRORS.streamTicketInvalid);

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
    },
  );
};

export default notifyRoutes;
