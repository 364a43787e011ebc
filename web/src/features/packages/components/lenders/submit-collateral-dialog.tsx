import { useState } from "react";
import { useNavigate } from "react-router";
import type { Address } from "viem";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { showMessage } from "../../../../stores/feedback.ts";
import { sendTransaction } from "../../../../wallet/send-transaction.ts";
import { chainTime } from "../../../../wallet/wallet-actions.ts";
import { getMarketPackage, reportSubmission } from "../../api/lender-api.ts";
import { useBorrowableCollaterals, useRefreshLending } from "../../../../lib/lending-reads.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { CollateralPickerDialog } from "../../../../components/collateral/collateral-picker.tsx";
import { pausedRefusal, waitingText } from "../lender-packages/paused-reasons.tsx";
import { isNftKind } from "../../../../lib/nft-collateral.ts";
import { showError } from "../../../../lib/error-text.ts";
import { BorrowConfirmation } from "./borrow-confirmation.tsx";

/**
 * Whether a package may lend on a collateral: its loan token, an accepted collateral, a duration in range. Packages
 * lend on coins and tokens only (the Hub's collateral whitelist): an NFT has no loan limit to show.
 */
export function fits(item: LoanPackage, collateral: CollateralItem): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return (
    !isNftKind(collateral.kind) &&
    same(collateral.loanToken.address, item.loanToken.address) &&
    item.collateralAcceptance.some((token) => same(token.address, collateral.collateral.address)) &&
    collateral.durationType === item.durationType &&
    collateral.durationQty >= item.durationFrom &&
    collateral.durationQty <= item.durationTo
  );
}

/**
 * Borrow with a package: the borrower picks one of their open collaterals that fits it, reads the summary of what the
 * package lends on it (BorrowConfirmation), and on Confirm their wallet submits it with the least they accept. An Auto
 * package lends at once (the borrower lands on the new contract); a Semi-auto one waits for the lender.
 */
export function SubmitCollateralDialog({ item, open, onClose }: { item: LoanPackage; open: boolean; onClose: () => void }) {
  const collaterals = useBorrowableCollaterals(open);
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<CollateralItem | null>(null);
  const fitting = (collaterals.data?.content ?? []).filter((collateral) => fits(item, collateral));

  /** The package as the API sees it now: a package paused since the list was read refuses here, before the wallet. */
  const stillOpen = async (): Promise<boolean> => {
    try {
      const current = await getMarketPackage(item.id);
      if (current.pausedReasons.length === 0) return true;
      void showMessage({ variant: "warning", text: pausedRefusal(current.pausedReasons) });
      void refresh();
    } catch (error) {
      void showError(error);
    }
    return false;
  };

  const close = () => {
    setPicked(null);
    onClose();
  };

  const submit = async (collateral: CollateralItem, minAmount: bigint) => {
    if (!(await stillOpen())) return undefined;
    const { submitCollateralCall } = await import("../../api/package-calls.ts");
    const call = submitCollateralCall(deployment.contracts.PawnShop as Address, item, collateral.id, await chainTime(), minAmount);
    // An Auto package without funds leaves the submission waiting (decision 0013): the report says why.
    const successText = item.type === 0 ? "Your loan has started" : "Your collateral is submitted: the lender will accept or reject it";
    const report = await sendTransaction({ ...call, successText, report: reportSubmission });
    if (!report) return undefined;
    void refresh();
    close();
    if (report.contractId !== null) void navigate(`/pawn/contract/${report.contractId}`);
    else if (item.type === 0) void showMessage({ variant: "success", text: waitingText(report.waitingReasons) });
    return report;
  };

  if (open && picked) return <BorrowConfirmation item={item} collateral={picked} book={book} onConfirm={(minAmount) => submit(picked, minAmount)} onBack={() => setPicked(null)} />;
  return (
    <CollateralPickerDialog
      open={open}
      onClose={close}
      titleId="submit-collateral-title"
      title="Borrow with this package"
      query={collaterals}
      collaterals={fitting}
      book={book}
      noneFits={`None of your open collaterals fits this package: it lends ${item.loanToken.symbol} on ${item.collateralAcceptance.map((token) => token.symbol).join(", ")} for ${item.durationFrom} to ${item.durationTo} ${item.durationType === 0 ? "weeks" : "months"}. Create one on the Borrow page.`}
      onPick={setPicked}
    />
  );
}
