import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Endpoint } from "@openpawn/shared/common/endpoint";
import type { Env } from "../config/env.ts";
import type { ProjectorEntry } from "../chain-spine/projector-order.ts";
import type { Ticker } from "../chain-spine/projector.ts";
import type { ReportedCalls, ReportedContractDefinition } from "../chain-spine/reported-transactions/registry.ts";

/** The features of the API, one name each, the same in every layer (README, "Features"). */
export type FeatureName =
  | "platform"
  | "accounts"
  | "profile"
  | "notifications"
  | "media"
  | "tokens"
  | "lending"
  | "packages"
  | "negotiations"
  | "nft-market"
  | "nft-pawn"
  | "reputation"
  | "dashboard";

/** Routes mounted under /api at `prefix` (the spec's service paths: /user, /pawn, /nft). */
export interface MountedRoutes {
  prefix: "" | "/user" | "/pawn" | "/nft";
  routes: FastifyPluginAsync;
}

/**
 * What a feature adds to the API: app.ts registers every feature's manifest and nothing else of it. Each part is
 * built from the configuration and the app, so a feature reads its own settings and the services it uses.
 */
export interface FeatureManifest {
  name: FeatureName;
  /** Services the feature decorates the app with (app.notifier, app.media…), registered in the features' order. */
  setup?: (app: FastifyInstance, env: Env) => Promise<void>;
  /** Its views of the chain, each with the projectors whose rows it reads (they run first in every batch). */
  projectors?: (app: FastifyInstance, env: Env) => ProjectorEntry[];
  /** Chain-time work the spine's leader runs after each indexed head. */
  tickers?: (app: FastifyInstance, env: Env) => { name: string; tick: Ticker }[];
  /** Readiness checks shown in /api/health beside the database's, the chain's and the index's. */
  healthChecks?: (app: FastifyInstance) => { name: string; check: () => Promise<string> }[];
  /** The contracts it owns whose transactions clients report (decision 0050, the reported-transaction registry). */
  reportedContracts?: readonly ReportedContractDefinition[];
  /** The functions of registered contracts (its own or another feature's) its routes verify. */
  reportedCalls?: readonly ReportedCalls[];
  /** The shared catalogues of the endpoints its routes serve (packages/shared/src/<feature>/endpoints.ts). */
  endpoints?: readonly Readonly<Record<string, Endpoint>>[];
  routes?: (env: Env) => MountedRoutes[];
}
