import { useNavigate } from "react-router";
import type { OfferItem } from "@openpawn/shared/lending/schemas/offers";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportOfferAction, reportRejection } from "../api/account-api.ts";
import { acceptOfferCall, cancelOfferCall, rejectOfferCall } from "../api/lending-calls.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";

/**
 * The two parties' moves on an on-chain offer, wherever it is shown: its collateral's borrower accepts it (and lands on
 * the new contract) or rejects it; its lender cancels it. Each resolves once the user has been told how it went, to
 * what went through or undefined (a confirmation stays open on undefined, so the user can try again or cancel).
 */
export function useOfferActions() {
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const navigate = useNavigate();
  // Read when an action is sent: a deployment without the core refuses that action, not the whole page.
  const core = () => lendingCore(deployment);

  const accept = async (offer: OfferItem) => {
    const done = await sendTransaction({
      ...acceptOfferCall(core(), offer.id),
      successText: "The loan has started: the principal is in your wallet",
      report: (hash) => reportOfferAction(offer.id, "accept", hash),
    });
    if (done) {
      void refresh();
      void navigate(`/pawn/contract/${offer.id}`);
    }
    return done;
  };
  const reject = async (offer: OfferItem) => {
    const done = await sendTransaction({ ...rejectOfferCall(core(), offer.id), successText: "The offer is rejected", report: (hash) => reportRejection(offer.collateralId, offer.id, hash) });
    if (done) void refresh();
    return done;
  };
  const cancel = async (offer: OfferItem) => {
    const done = await sendTransaction({ ...cancelOfferCall(core(), offer.id), successText: "Your offer is cancelled", report: (hash) => reportOfferAction(offer.id, "cancel", hash) });
    if (done) void refresh();
    return done;
  };
  return { accept, reject, cancel };
}
