import notifierPlugin from "./notifier.ts";
import notifyRoutes from "./routes/notify/index.ts";
import settingsRoutes from "./routes/settings/index.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { NOTIFICATIONS_ENDPOINTS } from "@openpawn/shared/notifications/endpoints";

/** Notices in the app, by push and by e-mail, and the settings that choose them (decision 0008). */
export const notificationsFeature: FeatureManifest = {
  name: "notifications",
  endpoints: [NOTIFICATIONS_ENDPOINTS],
  // After accounts: the notifier subscribes to app.accountEvents.
  setup: async (app, env) => {
    await app.register(notifierPlugin, {
      dataDir: env.DATA_DIR,
      supportEmail: env.SUPPORT_EMAIL,
      publicUrl: env.PUBLIC_URL,
      vapidPublicKey: env.VAPID_PUBLIC_KEY,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY,
      vapidSubject: env.VAPID_SUBJECT,
      pushServices: env.PUSH_SERVICES,
    });
  },
  routes: () => [
    { prefix: "/user", routes: notifyRoutes },
    { prefix: "/user", routes: settingsRoutes },
  ],
};
