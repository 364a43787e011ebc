import type { RuntimeConfig } from "@openpawn/shared/runtime-config";

/** The social client ids of the runtime config; empty means the sign-in is not configured on this server. */
export function socialClientIds(config: RuntimeConfig): { googleClientId: string; facebookAppId: string } {
  return { googleClientId: config.googleClientId ?? "", facebookAppId: config.facebookAppId ?? "" };
}
