import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTwinApps } from "../../test/test-app.ts";
import { createUser, type TestUser } from "./test/fixtures.ts";
import { openStream, type TestStream } from "../../test/event-stream.ts";

// Needs a PostgreSQL server (DATABASE_URL): run by `npm run test -w api` when DATABASE_URL is set, as in CI.
const WELCOME = { userType: 1, txType: 103, metaData: {} } as const;

async function ticketFor(app: FastifyInstance, user: TestUser): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/user/notify/stream-ticket", headers: user.headers });
  return response.json().data.ticket;
}

/** Two API instances on one PostgreSQL server database: LISTEN/NOTIFY carries an emit on A to a stream on B. */
describe("realtime fan-out across two API instances (PostgreSQL server)", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  let stream: TestStream | undefined;

  beforeAll(async () => {
    ({ a, b, close } = await buildTwinApps());
  }, 60_000);
  afterAll(async () => {
    stream?.close();
    await close?.();
  });

  it("delivers a notification emitted on instance A to an SSE client connected to instance B", async () => {
    const baseB = await b.listen({ port: 0, host: "127.0.0.1" });
    const user = await createUser(a, "dora");
    stream = await openStream(`${baseB}/api/user/notify/stream?ticket=${await ticketFor(a, user)}`);
    expect(stream.status).toBe(200);
    await stream.next("counts");

    const row = await a.notifier.emit({ userId: user.id, ...WELCOME });
    const pushed = (await stream.next("notification", (data) => (data as { id: number }).id === row.id)) as { id: number; title: string };
    expect(pushed.title).toContain("Welcome to OpenPawn");
    // A read on A updates the counts on B's stream too.
    await stream.next("counts", (data) => (data as { unreaded: { ALL: number } }).unreaded.ALL === 1);
    await a.inject({ method: "PUT", url: "/api/user/notify?notiType=0", headers: user.headers });
    await stream.next("counts", (data) => (data as { unreaded: { ALL: number } }).unreaded.ALL === 0);
  });
});
