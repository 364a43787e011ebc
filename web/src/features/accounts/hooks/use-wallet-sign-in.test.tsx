import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { useEffect } from "react";
import { useConnect, useConnectors, useReconnect } from "wagmi";
import { getToken, setToken } from "../../../stores/auth.ts";
import { closeMessage } from "../../../stores/feedback.ts";
import { WALLET_CONNECTOR_IDS } from "../../../wallet/wallet-connector-ids.ts";
import { WalletScope } from "../../../wallet/wallet-scope.tsx";
import { WalletSignIn } from "../components/wallet-sign-in.tsx";
import { findMessage } from "../test/forms.ts";
import { mockApi, ok, renewedToken, sessionTokens } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";

const ADDRESS = "0x1111111111111111111111111111111111111111";

/** A minimal injected wallet (window.ethereum) whose personal_sign answers as the test says. */
function injectWallet({ authorized = false, sign, chainId = "0x7a69" }: { authorized?: boolean; sign: () => Promise<string>; chainId?: string }) {
  const methods: string[] = [];
  let trusted = authorized;
  const provider = {
    async request({ method }: { method: string }) {
      methods.push(method);
      switch (method) {
        case "eth_requestAccounts":
          trusted = true;
          return [ADDRESS];
        case "eth_accounts":
          return trusted ? [ADDRESS] : [];
        case "eth_chainId":
          return chainId;
        case "personal_sign":
          return sign();
        default:
          throw Object.assign(new Error(`no ${method}`), { code: -32601 });
      }
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  Object.defineProperty(window, "ethereum", { configurable: true, writable: true, value: provider });
  return methods;
}

/** A test's own control using wagmi's hooks: inside a WalletScope, as any component using them must be. */
function ConnectButton() {
  return (
    <WalletScope>
      <WagmiConnectButton />
    </WalletScope>
  );
}

function WagmiConnectButton() {
  const connectors = useConnectors();
  const { mutate: connect } = useConnect();
  const injected = connectors.find((connector) => connector.id === WALLET_CONNECTOR_IDS.injected);
  return <button onClick={() => injected && connect({ connector: injected })}>Connect test wallet</button>;
}

/** Reconnects the remembered wallet at start-up, as the app's wallet watchers do. */
function ReconnectOnMount() {
  return (
    <WalletScope>
      <WagmiReconnectOnMount />
    </WalletScope>
  );
}

function WagmiReconnectOnMount() {
  const { mutate: reconnect } = useReconnect();
  useEffect(() => reconnect(), [reconnect]);
  return null;
}

/** Renders `ui` with the app's providers; its WalletScope suspends while the wallet module loads, so the render is awaited. */
async function renderWithWalletScope(ui: Parameters<typeof renderAccounts>[0]) {
  let view: ReturnType<typeof renderAccounts> | undefined;
  await act(async () => {
    view = renderAccounts(ui);
  });
  if (!view) throw new Error("not rendered");
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, "ethereum");
  act(() => closeMessage());
});

describe("wallet sign-in when a wallet connects", { timeout: 20_000 }, () => {
  it("signs the server's message and logs in with it", async () => {
    const methods = injectWallet({ sign: async () => "0xsignature" });
    const api = mockApi({
      "GET /api/user/users/nonce": ok("Sign in to OpenPawn"),
      "POST /api/user/users/login": ok(sessionTokens("wallet-session")),
    });
    const { bridge } = await renderWithWalletScope(
      <>
        <WalletSignIn />
        <ConnectButton />
      </>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Connect test wallet" }));
    await vi.waitFor(() => expect(getToken()).toBe("wallet-session"), { timeout: 5000 });
    expect(methods).toContain("personal_sign");
    expect(api.callsTo("POST", "/api/user/users/login")[0]?.body).toEqual({ walletAddress: ADDRESS, signature: "0xsignature" });
    expect(localStorage.getItem("lastToken")).toBe("wallet-session");
    expect(bridge.setSigned).toHaveBeenCalledWith(true);
  });

  it("signs in while the wallet is still on a chain the app is not configured for (97, being switched)", async () => {
    const methods = injectWallet({ sign: async () => "0xsignature", chainId: "0x61" });
    mockApi({
      "GET /api/user/users/nonce": ok("Sign in to OpenPawn"),
      "POST /api/user/users/login": ok(sessionTokens("wallet-session")),
    });
    await renderWithWalletScope(
      <>
        <WalletSignIn />
        <ConnectButton />
      </>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Connect test wallet" }));
    await vi.waitFor(() => expect(getToken()).toBe("wallet-session"), { timeout: 5000 });
    expect(methods).toContain("personal_sign");
  });

  it("a refusal to sign is told, the wallet removed and the user logged out", async () => {
    injectWallet({ sign: async () => Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 })) });
    setToken("previous");
    mockApi({ "GET /api/user/users/nonce": ok("Sign in to OpenPawn"), "POST /api/user/users/refresh_token": ok(renewedToken("x", ADDRESS)) });
    const { bridge } = await renderWithWalletScope(
      <>
        <WalletSignIn />
        <ConnectButton />
      </>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Connect test wallet" }));
    expect(await findMessage("You must sign wallet signature to use the service")).toBeTruthy();
    expect(bridge.removeWallet).toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it("a wallet reconnected at start-up with its session still held is signed without asking again", async () => {
    localStorage.setItem("extensionName", "Metamask");
    localStorage.setItem("wagmi.injected.connected", "true");
    setToken("wallet-session");
    localStorage.setItem("lastToken", "wallet-session");
    const methods = injectWallet({ authorized: true, sign: async () => "0xsignature" });
    const api = mockApi({});
    const { bridge } = await renderWithWalletScope(
      <>
        <WalletSignIn />
        <ReconnectOnMount />
      </>,
    );
    await vi.waitFor(() => expect(bridge.setSigned).toHaveBeenCalledWith(true), { timeout: 5000 });
    expect(methods).not.toContain("personal_sign");
    expect(api.callsTo("GET", "/api/user/users/nonce")).toHaveLength(0);
  });
});
