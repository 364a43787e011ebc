import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { users } from "../../../db/schema.ts";

export interface TestUser {
  id: number;
  sessionId: string;
  headers: { authorization: string };
}

/** A user with a live session (account creation itself is the accounts feature's; here only its result matters). */
export async function createUser(app: FastifyInstance, name = "user"): Promise<TestUser> {
  const tag = randomBytes(6).toString("hex");
  const [user] = await app.database.db
    .insert(users)
    .values({ email: `${name}-${tag}@example.com`, name, referralCode: `T${tag}`, status: "active" })
    .returning({ id: users.id });
  if (!user) throw new Error("user not created");
  const session = await app.sessions.start(user.id);
  return { id: user.id, sessionId: session.sessionId, headers: { authorization: `Bearer ${session.access_token}` } };
}
