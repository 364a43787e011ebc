import { describe, expect, it, vi } from "vitest";
import { createConnector, type CreateConnectorFn } from "wagmi";
import { reconnectOnlyWhenRemembered } from "./remembered-wallet-gate.ts";

function fakeConnectorFn(authorized: boolean) {
  const isAuthorized = vi.fn(async () => authorized);
  const setup = vi.fn(async () => undefined);
  const connectorFn = createConnector(() => ({
    id: "fake",
    name: "Fake",
    type: "fake",
    setup,
    isAuthorized,
    connect: async () => ({ accounts: [], chainId: 1 }) as never,
    disconnect: async () => undefined,
    getAccounts: async () => [],
    getChainId: async () => 1,
    getProvider: async () => undefined,
    onAccountsChanged: () => undefined,
    onChainChanged: () => undefined,
    onDisconnect: () => undefined,
  })) as CreateConnectorFn;
  return { connectorFn, isAuthorized, setup };
}

const setupParameters = {} as Parameters<CreateConnectorFn>[0];

describe("reconnectOnlyWhenRemembered", () => {
  it("refuses reconnection of a wallet the user did not choose last, without asking the wallet", async () => {
    const { connectorFn, isAuthorized } = fakeConnectorFn(true);
    const connector = reconnectOnlyWhenRemembered(connectorFn, () => false)(setupParameters);
    await expect(connector.isAuthorized()).resolves.toBe(false);
    expect(isAuthorized).not.toHaveBeenCalled();
  });

  it("asks the wallet when it is the remembered one", async () => {
    const remembered = reconnectOnlyWhenRemembered(fakeConnectorFn(true).connectorFn, () => true)(setupParameters);
    await expect(remembered.isAuthorized()).resolves.toBe(true);
    const locked = reconnectOnlyWhenRemembered(fakeConnectorFn(false).connectorFn, () => true)(setupParameters);
    await expect(locked.isAuthorized()).resolves.toBe(false);
  });

  it("drops setup, so an unchosen wallet does not listen to its provider before connecting", () => {
    const { connectorFn, setup } = fakeConnectorFn(true);
    const connector = reconnectOnlyWhenRemembered(connectorFn, () => true)(setupParameters);
    expect(connector.setup).toBeUndefined();
    expect(setup).not.toHaveBeenCalled();
    expect(connector.id).toBe("fake");
  });
});
