import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useConfig, useConnection } from "wagmi";
import { RuntimeConfigProvider } from "../config/runtime-config-context.tsx";
import { TEST_CONFIG } from "../test/test-runtime-config.ts";
import { ACCOUNT_A, createFakeWallet, injectWallet } from "./test/fake-wallet-provider.ts";
import { connectInjectedWallet } from "./test/connect-injected-wallet.ts";
import { loadedWallet, startWallet } from "./wallet-loader.ts";
import { WalletScope } from "./wallet-scope.tsx";

/** A component of a lazily loaded page that reads the chain through wagmi's hooks. */
function WagmiReader() {
  const config = useConfig();
  const connection = useConnection();
  return (
    <p>
      chain {config.chains[0].id}: {connection.status === "connected" ? connection.address : "no wallet"}
    </p>
  );
}

function renderInApp(ui: React.ReactNode) {
  startWallet(TEST_CONFIG);
  return render(
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </RuntimeConfigProvider>,
  );
}

let uninstall = () => {};
afterEach(() => uninstall());

describe("WalletScope", () => {
  it("shows its fallback while the wallet module loads, then gives wagmi's hooks the page's wallet", async () => {
    uninstall = injectWallet(createFakeWallet({ chainId: TEST_CONFIG.chainId }));
    await act(async () => {
      renderInApp(
        <WalletScope fallback={<p>loading the wallet</p>}>
          <WagmiReader />
        </WalletScope>,
      );
    });
    expect(loadedWallet()).toBeUndefined();
    expect(screen.getByText("loading the wallet")).toBeTruthy();
    expect(await screen.findByText(`chain ${TEST_CONFIG.chainId}: no wallet`)).toBeTruthy();

    const runtime = loadedWallet();
    if (!runtime) throw new Error("the scope did not load the wallet module");
    await act(() => connectInjectedWallet(runtime.wagmiConfig));
    expect(await screen.findByText(`chain ${TEST_CONFIG.chainId}: ${ACCOUNT_A}`)).toBeTruthy();
  });

  it("is what makes wagmi's hooks work: without it they refuse to render", () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => renderInApp(<WagmiReader />)).toThrow(/WagmiProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
