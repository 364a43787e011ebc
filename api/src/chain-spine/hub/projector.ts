import { iHubAbi } from "@openpawn/chain/generated/abis";
import { hubFeeWalletChanges, hubPriceFeedChanges, hubRegistryChanges, hubWhitelistChanges } from "../../db/schema.ts";
import { deleteRowsFrom, eventColumns } from "../projected-rows.ts";
import type { Projector } from "../projector.ts";
import type { HubList } from "./hub-state.ts";

const WHITELIST_EVENTS = {
  CollateralWhitelistChanged: "collateral",
  LoanWhitelistChanged: "loan",
  NftCollectionWhitelistChanged: "nft",
} as const satisfies Record<string, HubList>;

/** The Hub's configuration events into the hub_* change tables (db/schema/chain-spine/hub.ts); roles are not projected. */
export const hubProjector: Projector<typeof iHubAbi> = {
  name: "hub",
  contracts: ["Hub"],
  abi: iHubAbi,
  async handle(event, { insert, chainId }) {
    const columns = eventColumns(chainId, event);
    switch (event.eventName) {
      case "CollateralWhitelistChanged":
      case "LoanWhitelistChanged":
        insert(hubWhitelistChanges, {
          ...columns,
          list: WHITELIST_EVENTS[event.eventName],
          asset: event.args.token,
          whitelisted: event.args.whitelisted,
        });
        return;
      case "NftCollectionWhitelistChanged":
        insert(hubWhitelistChanges, {
          ...columns,
          list: WHITELIST_EVENTS[event.eventName],
          asset: event.args.collection,
          whitelisted: event.args.whitelisted,
        });
        return;
      case "PriceFeedChanged":
        insert(hubPriceFeedChanges, { ...columns, ...event.args });
        return;
      case "PriceFeedRemoved":
        insert(hubPriceFeedChanges, { ...columns, token: event.args.token, feed: null, heartbeat: null });
        return;
      case "ContractAddressChanged":
        insert(hubRegistryChanges, { ...columns, key: event.args.key, address: event.args.current });
        return;
      case "FeeWalletChanged":
        insert(hubFeeWalletChanges, { ...columns, wallet: event.args.current });
        return;
    }
  },
  rollback: deleteRowsFrom(hubWhitelistChanges, hubPriceFeedChanges, hubRegistryChanges, hubFeeWalletChanges),
};
