import { useState } from "react";
import { Button, List, ListItem, ListItemText } from "@mui/material";
import type { Address } from "viem";
import { formatDateTime, formatTokenAmount } from "@openpawn/shared/format";
import type { SubmittedCollateral } from "@openpawn/shared/lending/schemas/collaterals";
import { QueryList } from "../../../../components/data/query-list.tsx";
import { StatusChip } from "../../../../components/data/status-chip.tsx";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../../wallet/send-transaction.ts";
import { useMySubmissions } from "../../hooks/package-queries.ts";
import { useRefreshLending } from "../../../../lib/lending-reads.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";

/**
 * The borrower's submissions to Auto and Semi-auto packages, where each stands; one still waiting for the lender can
 * be cancelled from the borrower's wallet (the index sees the cancellation; no report is needed).
 */
export function MySubmissions() {
  const submissions = useMySubmissions();
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const [busy, setBusy] = useState(false);
  const items = submissions.data?.content ?? [];
  const cancel = async (submission: SubmittedCollateral) => {
    setBusy(true);
    try {
      const { cancelSubmissionCall } = await import("../../api/package-calls.ts");
      // A call without a report resolves to nothing either way: read the list again in both cases.
      await sendTransaction({ ...cancelSubmissionCall(deployment.contracts.PawnShop as Address, submission.submissionId), successText: "Your submission is cancelled" });
      void refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <QueryList query={submissions} count={items.length} emptyText="You have not submitted a collateral to a package yet." errorText="Your submissions cannot be loaded right now.">
      <List disablePadding aria-label="Your submissions">
        {items.map((submission) => {
          const { collateral } = submission;
          const held = formatTokenAmount(BigInt(collateral.amount), book.find(collateral.collateral.address)?.decimals ?? 18, collateral.collateral.symbol ?? "", "compact");
          return (
            <ListItem key={submission.submissionId} divider aria-label={`Submission ${submission.submissionId}`}>
              <ListItemText
                primary={`${held} — ${collateral.name ?? `Collateral #${collateral.id}`} to package #${submission.packageId}`}
                secondary={submission.status === "PENDING" ? `Waits for the lender until ${formatDateTime(submission.expiresAt)}` : undefined}
              />
              <StatusChip status={submission.status} />
              {submission.status === "PENDING" && (
                <Button size="small" color="warning" disabled={busy} onClick={() => void cancel(submission)} sx={{ ml: 1 }}>
                  Cancel
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
    </QueryList>
  );
}
