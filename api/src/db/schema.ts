// drizzle-kit reads this file to generate migrations; each table lives in its own file under schema/.
export * from "./schema/chain-checkpoints.ts";
export * from "./schema/users.ts";
export * from "./schema/sessions.ts";
export * from "./schema/social-identities.ts";
export * from "./schema/user-settings.ts";
export * from "./schema/terms-acceptances.ts";
export * from "./schema/countries.ts";
export * from "./schema/reputations.ts";
export * from "./schema/referrals.ts";
export * from "./schema/account-secrets.ts";
export * from "./schema/notifications.ts";
export * from "./schema/hub.ts";
export * from "./schema/lending-positions.ts";
export * from "./schema/lending-history.ts";
export * from "./schema/lending-packages.ts";
export * from "./schema/lending-reputation.ts";
export * from "./schema/lending-undo.ts";
