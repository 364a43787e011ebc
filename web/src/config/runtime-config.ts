import { runtimeConfigSchema, type RuntimeConfig } from "@openpawn/shared/runtime-config";

/** The chain, contracts and service settings come from the API at run time, so one build serves every network. */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher("/api/config");
  if (!response.ok) throw new Error(`Cannot load /api/config: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return runtimeConfigSchema.parse((body as { data: unknown }).data);
}
