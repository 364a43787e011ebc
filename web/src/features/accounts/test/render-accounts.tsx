import type { ReactElement } from "react";
import { vi } from "vitest";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../../../app/app-providers.tsx";
import { FeedbackHosts } from "../../../components/feedback/feedback-hosts.tsx";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import { WalletBridgeProvider, type WalletBridge } from "../wallet-bridge.tsx";

export function fakeBridge() {
  return { removeWallet: vi.fn(async () => undefined), setSigned: vi.fn() } satisfies WalletBridge;
}

/**
 * `ui` with the app's providers, a memory router at `path` (every path renders it), the feedback hosts
 * and a wallet bridge whose actions are recorded. Lighter than the whole app for form tests.
 */
export function renderAccounts(ui: ReactElement, { path = "/", bridge = fakeBridge(), config = TEST_CONFIG } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <WalletBridgeProvider value={bridge}>
            {ui}
            <FeedbackHosts />
          </WalletBridgeProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, bridge };
}
