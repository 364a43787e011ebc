// drizzle-kit reads this file to generate migrations; each table lives in its own file under schema/.
export * from "./schema/chain-checkpoints.ts";
export * from "./schema/users.ts";
export * from "./schema/sessions.ts";
