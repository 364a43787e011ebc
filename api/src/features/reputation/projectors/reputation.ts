import { iReputationAbi } from "@openpawn/chain/generated/abis";
import { reputationChanges } from "../../../db/schema.ts";
import { deleteRowsFrom, eventColumns } from "../../../chain-spine/projected-rows.ts";
import type { Projector } from "../../../chain-spine/projector.ts";
import { chainDate } from "../../../chain-spine/projected-event.ts";

/** Reputation's ReputationChanged into reputation_changes; its HubChanged is the Hub feature's business. */
export const reputationProjector: Projector<typeof iReputationAbi> = {
  name: "lending-reputation",
  contracts: ["Reputation"],
  abi: iReputationAbi,
  async handle(log, { insert, chainId, clock }) {
    if (log.eventName !== "ReputationChanged") return;
    insert(reputationChanges, {
      ...eventColumns(chainId, log),
      ...log.args,
      changedAt: chainDate(await clock.blockTime(log.blockNumber)),
    });
  },
  rollback: deleteRowsFrom(reputationChanges),
};
