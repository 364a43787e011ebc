import { expect, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test-app.ts";
import { startDemoChain, type DemoChain } from "../demo-chain.ts";
import { makeUser, type TestUser } from "../profile-fixtures.ts";

/**
 * The whole API over the demo chain (test/demo-chain.ts), indexed to its head, with an account for each
 * dev wallet: the demo's borrower, its lender, and a stranger (dev account 3) who holds no position.
 */
export async function startPawnApp() {
  const chain = await startDemoChain();
  const app: FastifyInstance = await buildTestApp({ DEPLOYMENT_FILE: chain.deploymentFile, RPC_URL: chain.rpcUrl, INDEXER_POLL_MS: "50" });
  await app.ready();
  const accountOf = (wallet: DemoChain["borrower"]) => makeUser(app, { wallet: wallet.account.address.toLowerCase() });
  const [borrower, lender, stranger] = [await accountOf(chain.borrower), await accountOf(chain.lender), await accountOf(chain.stranger)];
  const call = (method: "GET" | "POST" | "PUT", url: string, user?: TestUser, payload?: object) =>
    app.inject({ method, url: `/api/pawn${url}`, ...(user && { headers: user.auth }), ...(payload && { payload }) });

  const pawnApp = {
    chain,
    app,
    borrower,
    lender,
    stranger,
    /** Waits until the index has every block mined so far. */
    async indexed() {
      const head = Number(await chain.publicClient.getBlockNumber({ cacheTime: 0 }));
      await vi.waitFor(() => expect(app.indexer.status().lastProcessedBlock).toBeGreaterThanOrEqual(head), { timeout: 60_000, interval: 50 });
    },
    get: (url: string, user?: TestUser) => call("GET", url, user),
    post: (url: string, user: TestUser | undefined, payload?: object) => call("POST", url, user, payload),
    put: (url: string, user: TestUser | undefined, payload?: object) => call("PUT", url, user, payload),
    /** GET's data, failing the test unless the answer is a 200. */
    async data(url: string, user?: TestUser) {
      const response = await call("GET", url, user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
    async close() {
      await app?.close();
      await chain?.close();
    },
  };
  await pawnApp.indexed();
  return pawnApp;
}

export type PawnApp = Awaited<ReturnType<typeof startPawnApp>>;

/** Each request's status and error codes, for tables of refusals: `[url, status, code]` in, the same shape out. */
export async function refusals(answer: (url: string) => ReturnType<PawnApp["get"]>, cases: readonly (readonly [string, number, string])[]) {
  const seen = [];
  for (const [url] of cases) {
    const response = await answer(url);
    seen.push([url, response.statusCode, response.json().errorCodes?.[0]] as const);
  }
  return seen;
}
