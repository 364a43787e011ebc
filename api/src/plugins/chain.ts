import fp from "fastify-plugin";
import { readFile } from "node:fs/promises";
import { createPublicClient, http, type PublicClient } from "viem";
import { deploymentSchema, type Deployment } from "@openpawn/chain/deployment";

export interface ChainAccess {
  chainId: number;
  client: PublicClient;
  /** The deployment for the configured chain, or null while it is not written yet. */
  deployment(): Promise<Deployment | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    chain: ChainAccess;
  }
}

/** Reads the deployment file once it exists; an invalid file is an operator error worth failing loudly for. */
async function loadDeployment(file: string, chainId: number): Promise<Deployment | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return null;
  }
  const deployment = deploymentSchema.parse(JSON.parse(text));
  if (deployment.chainId !== chainId) {
    throw new Error(`${file} is for chain ${deployment.chainId}, but CHAIN_ID is ${chainId}`);
  }
  return deployment;
}

export default fp(
  async (app, options: { rpcUrl: string; chainId: number; deploymentFile: string }) => {
    let cached: Deployment | null = null;
    const client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 0, timeout: 5000 }) });
    app.decorate("chain", {
      chainId: options.chainId,
      client,
      async deployment() {
        cached ??= await loadDeployment(options.deploymentFile, options.chainId);
        return cached;
      },
    });
  },
  { name: "chain" },
);
