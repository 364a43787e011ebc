import type { RuntimeConfig } from "@openpawn/shared/runtime-config";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Is `data` the API's runtime config? The API serializes /api/config through the shared runtimeConfigSchema
 * (its response schema, with the schema's defaults), so the shape is that schema's: the browser only makes
 * sure it got that document (not a proxy's error page) without shipping zod and the schema in the first load.
 */
function isRuntimeConfig(data: unknown): data is RuntimeConfig {
  if (!isObject(data) || !isObject(data.deployment) || !isObject(data.captcha) || !isObject(data.nativeCurrency)) return false;
  return (
    Number.isInteger(data.chainId) &&
    typeof data.rpcUrl === "string" &&
    typeof data.supportEmail === "string" &&
    isObject(data.deployment.contracts) &&
    Array.isArray(data.deployment.tokens)
  );
}

/** The chain, contracts and service settings come from the API at run time, so one build serves every network. */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher("/api/config");
  if (!response.ok) throw new Error(`Cannot load /api/config: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const data = isObject(body) ? body.data : undefined;
  if (!isRuntimeConfig(data)) throw new Error("Cannot load /api/config: the answer is not the runtime config");
  return data;
}
