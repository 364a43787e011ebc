import type { CreateConnectorFn } from "wagmi";

/**
 * Lets wagmi reconnect a connector at start-up only when `isRemembered()` says the user chose it last
 * (spec §4: "A saved extension name is used to reconnect at start-up"). Without the gate wagmi would
 * reconnect any injected wallet that still exposes accounts, even after the user logged out.
 * `setup` is dropped so that a wallet the user did not choose never connects itself from its events.
 */
export function reconnectOnlyWhenRemembered<provider, properties extends Record<string, unknown>>(
  createConnectorFn: CreateConnectorFn<provider, properties>,
  isRemembered: () => boolean,
): CreateConnectorFn<provider, properties> {
  return (config) => {
    const connector = createConnectorFn(config);
    return {
      ...connector,
      setup: undefined,
      async isAuthorized() {
        if (!isRemembered()) return false;
        return connector.isAuthorized.call(this);
      },
    };
  };
}
