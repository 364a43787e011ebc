import { iSignedOffersAbi } from "@openpawn/chain/generated/abis";
import { signedOfferEvents } from "../../../db/schema.ts";
import { deleteRowsFrom, eventColumns } from "../../../chain-spine/projected-rows.ts";
import type { Projector } from "../../../chain-spine/projector.ts";
import { chainDate } from "../../../chain-spine/projected-event.ts";

/** SignedOffers' acceptances and cancellations into signed_offer_events, one row per event. */
export const signedOffersProjector: Projector<typeof iSignedOffersAbi> = {
  name: "lending-signed-offers",
  contracts: ["SignedOffers"],
  abi: iSignedOffersAbi,
  async handle(log, { insert, chainId, clock }) {
    const row = { ...eventColumns(chainId, log), at: chainDate(await clock.blockTime(log.blockNumber)) };
    switch (log.eventName) {
      case "SignedOfferAccepted":
        return insert(signedOfferEvents, { ...row, kind: "ACCEPTED", lender: log.args.lender, nonce: log.args.nonce, offerHash: log.args.offerHash, loanId: log.args.loanId });
      case "NonceCancelled":
        return insert(signedOfferEvents, { ...row, kind: "NONCE_CANCELLED", lender: log.args.lender, nonce: log.args.nonce });
      case "NoncesInvalidated":
        return insert(signedOfferEvents, { ...row, kind: "NONCES_INVALIDATED", lender: log.args.lender, nonce: log.args.minNonce });
    }
  },
  rollback: deleteRowsFrom(signedOfferEvents),
};
