import type { FastifyPluginAsync } from "fastify";
import { sql } from "drizzle-orm";

type Check = "ok" | string;

/** GET /api/health: 200 only when the database answers, the chain is the configured one and the contracts are deployed. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  async function databaseCheck(): Promise<Check> {
    try {
      await app.database.db.execute(sql`select 1`);
      return "ok";
    } catch (error) {
      return `unavailable: ${(error as Error).message}`;
    }
  }

  async function chainCheck(): Promise<Check> {
    try {
      const chainId = await app.chain.client.getChainId();
      return chainId === app.chain.chainId ? "ok" : `wrong chain ${chainId}, expected ${app.chain.chainId}`;
    } catch {
      return "unreachable";
    }
  }

  async function contractsCheck(): Promise<Check> {
    try {
      const deployment = await app.chain.deployment();
      if (!deployment) return "not deployed";
      const codes = await Promise.all(
        Object.values(deployment.contracts).map((address) => app.chain.client.getCode({ address: address as `0x${string}` })),
      );
      return codes.every((code) => code && code !== "0x") ? "ok" : "missing code";
    } catch (error) {
      return `unavailable: ${(error as Error).message}`;
    }
  }

  app.get("/health", async (_request, reply) => {
    const [database, chain, contracts] = await Promise.all([databaseCheck(), chainCheck(), contractsCheck()]);
    const checks = { database, chain, contracts };
    const ready = Object.values(checks).every((check) => check === "ok");
    const status = ready ? 200 : 503;
    return reply.status(status).send({ code: status, data: checks, message: ready ? "ready" : "not ready" });
  });
};

export default healthRoutes;
