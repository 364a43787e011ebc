import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * The import zones of eslint.config.js (issue 9 §4), run by ESLint itself on small sources placed, in name
 * only, where a real file of that part would be. Each forbidden case would pass lint if its rule stopped
 * working; each allowed one keeps the rules from catching too much.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const eslint = new ESLint({ cwd: repoRoot });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "openpawn/import-zones").map((message) => message.message);
}

describe("web import zones", { timeout: 60_000 }, () => {
  it("features never import each other, however the path is spelled", async () => {
    expect(await zoneErrors("web/src/features/lending/components/x.tsx", 'import { useMyProfile } from "../../profile/hooks/use-profile-queries.ts";')).toEqual([
      expect.stringContaining("Features never import each other"),
    ]);
    expect(await zoneErrors("web/src/features/lending/x.ts", 'export { WalletButton } from "../wallet/components/wallet-button.tsx";')).toHaveLength(1);
    expect(await zoneErrors("web/src/features/lending/x.ts", 'const load = () => import("../accounts/hooks/session.ts");')).toHaveLength(1);
    // A type ties the two features together as much as a value does.
    expect(await zoneErrors("web/src/features/lending/x.ts", 'import type { Profile } from "../../features/accounts/api/accounts-api.ts";')).toHaveLength(1);
  });

  it("calls the API through the shared endpoints, never apiRequest with a path and an answer type of its own", async () => {
    const file = "web/src/features/profile/api/x.ts";
    expect(await zoneErrors(file, 'import { apiRequest, ApiRequestError } from "../../../lib/api-client.ts";')).toEqual([expect.stringContaining("callEndpoint")]);
    expect(await zoneErrors(file, 'import * as client from "../../../lib/api-client.ts";')).toHaveLength(1);
    expect(await zoneErrors(file, 'import { ApiRequestError } from "../../../lib/api-client.ts";\nimport { callEndpoint } from "../../../lib/endpoint-call.ts";')).toEqual([]);
  });

  it("lets every feature use its own files and the platform layers (the wallet and chain hooks among them)", async () => {
    const code = [
      'import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";',
      'import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";',
      'import { ListStates } from "../../../components/data/list-states.tsx";',
      'import { useIsLoggedIn } from "../../../stores/auth.ts";',
      'import { lendingApi } from "../api/lending-api.ts";',
    ].join("\n");
    expect(await zoneErrors("web/src/features/lending/components/x.tsx", code)).toEqual([]);
  });

  it("keeps the platform layers free of features and the app", async () => {
    expect(await zoneErrors("web/src/wallet/x.ts", 'import { logoutWallet } from "../features/wallet/hooks/logout-wallet.ts";')).toEqual([
      expect.stringContaining("A platform layer does not import features or the app"),
    ]);
    expect(await zoneErrors("web/src/lib/x.ts", 'import { routes } from "../app/router.tsx";')).toHaveLength(1);
  });

  it("keeps components out of stores", async () => {
    expect(await zoneErrors("web/src/stores/x.ts", 'import { ListStates } from "../components/data/list-states.tsx";')).toContainEqual(
      expect.stringContaining("never imports a component"),
    );
    expect(await zoneErrors("web/src/features/accounts/stores/x.ts", 'import { LoginDialog } from "../components/login-dialog.tsx";')).toHaveLength(1);
    expect(await zoneErrors("web/src/features/accounts/stores/x.ts", 'import { accountsApi } from "../api/accounts-api.ts";')).toEqual([]);
  });

  it("builds routes only in the app's router", async () => {
    const code = 'import { createBrowserRouter, Route, useNavigate } from "react-router";';
    const errors = await zoneErrors("web/src/features/lending/x.tsx", code);
    expect(errors).toEqual([expect.stringContaining("Pages are registered in one place"), expect.stringContaining("Pages are registered in one place")]);
    expect(errors.join()).not.toContain("useNavigate");
    expect(await zoneErrors("web/src/app/router.tsx", code)).toEqual([]);
  });
});

describe("api error catalogues", { timeout: 60_000 }, () => {
  it("let a feature refuse with its own catalogue and the platform's, and another feature's refusals only through its public.ts", async () => {
    const own = [
      'import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";',
      'import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";',
      'import { LENDING_READ_ERRORS } from "../lending/public.ts";',
    ].join("\n");
    expect(await zoneErrors("api/src/features/negotiations/x.ts", own)).toEqual([]);
    expect(await zoneErrors("api/src/features/negotiations/x.ts", 'import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";')).toEqual([
      expect.stringContaining("A feature refuses with its own error catalogue and the platform's"),
    ]);
  });

  it("keep the platform layers to the platform's catalogue", async () => {
    expect(await zoneErrors("api/src/plugins/x.ts", 'import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";')).toEqual([]);
    expect(await zoneErrors("api/src/chain-spine/x.ts", 'import { MEDIA_ERRORS } from "@openpawn/shared/media/errors";')).toEqual([
      expect.stringContaining("The platform layers refuse with the platform's error catalogue only"),
    ]);
  });
});
