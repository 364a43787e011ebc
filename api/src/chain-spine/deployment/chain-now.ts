import type { FastifyInstance } from "fastify";

/** The chain's clock (the head block's time): deadlines and expiries are compared with it, and tests and dev chains move it. */
export async function chainNow(app: FastifyInstance): Promise<Date> {
  const head = await app.chain.client.getBlock();
  return new Date(Number(head.timestamp) * 1000);
}
