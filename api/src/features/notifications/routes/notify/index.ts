import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { NOTIFICATIONS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/notifications/endpoints";
import { NOTIFICATIONS_ERRORS } from "@openpawn/shared/notifications/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { serve } from "../../../../lib/endpoint-route.ts";
import { openEventStream } from "../../../../lib/event-stream.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { toItem } from "../../store.ts";
import { StreamTickets } from "../../stream-tickets.ts";
import { endpointOf, parsePushSubscription } from "../../push-subscriptions.ts";
import { streamClient } from "../../realtime.ts";

const M = NOTIFICATIONS_MESSAGES;

/** Notification calls of spec §7 under /api/user/notify, plus push keys and the realtime stream. */
const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = app.notifier;
  const store = notifier.store;
  const tickets = new StreamTickets(app.database.db);
  const subscriptions = notifier.subscriptions;
  // Authentication comes first: an anonymous caller learns nothing about the input rules.
  const auth = { onRequest: app.authenticate };
  const me = (request: FastifyRequest) => requireUser(request).id;

  serve(app, ENDPOINTS.list, auth, async (request) => {
    const query = request.query;
    const { rows, total } = await store.list(me(request), query);
    return ok(paged(rows.map(toItem), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.newCount, auth, async (request) => ok(await notifier.newCount(me(request))));

  serve(app, ENDPOINTS.clearNew, auth, async (request) => {
    await store.markOpened(me(request));
    await notifier.publishCounts(me(request));
    return ok(0);
  });

  serve(app, ENDPOINTS.unreadCounts, auth, async (request) => ok(await store.unreadCounts(me(request))));

  // Someone else's notification, or no notification at all, answers like one that does not exist.
  serve(app, ENDPOINTS.markRead, { ...auth, config: { invalidInput: { error: NOTIFICATIONS_ERRORS.notFound } } }, async (request) => {
    if (!(await store.markRead(me(request), request.params.id))) throw new ApiError(NOTIFICATIONS_ERRORS.notFound);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  serve(app, ENDPOINTS.markAllRead, auth, async (request) => {
    await store.markAllRead(me(request), request.query.notiType);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  serve(app, ENDPOINTS.deleteAll, auth, async (request) => {
    await store.deleteAll(me(request), request.query.notiType);
    await notifier.publishCounts(me(request));
    return ok(await store.unreadCounts(me(request)));
  });

  serve(app, ENDPOINTS.registerPushToken, auth, async (request) => {
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

  serve(app, ENDPOINTS.unregisterPushToken, auth, async (request) => {
    await subscriptions.remove(me(request), endpointOf(request.body.tokenNotification));
    return ok(null);
  });

  serve(app, ENDPOINTS.vapidPublicKey, {}, async () => ok({ publicKey: notifier.vapid.publicKey }));

  serve(app, ENDPOINTS.streamTicket, auth, async (request) => ok(await tickets.issue(me(request), requireUser(request).sessionId)));

  serve(app, ENDPOINTS.stream, { config: { invalidInput: { error: NOTIFICATIONS_ERRORS.streamTicketInvalid } } }, async (request, reply) => {
      const spent = await tickets.redeem(request.query.ticket);
      if (!spent || !(await app.sessions.isActive(spent.sessionId))) throw new ApiError(NOTIFICATIONS_ERRORS.streamTicketInvalid);

      const raw = openEventStream(reply);
      const client = streamClient(spent.userId, spent.sessionId, raw);
      const remove = notifier.streams.add(client);
      request.raw.on("close", remove);
      raw.on("close", remove);
      await notifier.sendCounts(spent.userId, [client]);
  });
};

export default notifyRoutes;
