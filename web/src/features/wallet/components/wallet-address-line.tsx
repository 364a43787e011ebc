import { IconButton, Link, Stack, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { toast } from "../../../stores/feedback.ts";

/** The full address, linked to the chain explorer when one is configured, with a copy button. */
export function WalletAddressLine({ address }: { address: `0x${string}` }) {
  const { explorerUrl } = useRuntimeConfig();

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(address);
      toast(TOAST_MESSAGES.copied, "success");
    } catch {
      toast(TOAST_MESSAGES.generic, "error");
    }
  }

  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      <Typography sx={{ wordBreak: "break-all" }}>
        {explorerUrl ? (
          <Link href={`${explorerUrl.replace(/\/+$/, "")}/address/${address}`} target="_blank" rel="noopener noreferrer">
            {address}
          </Link>
        ) : (
          address
        )}
      </Typography>
      <IconButton aria-label={WALLET_MESSAGES.copyAddress} onClick={() => void copyAddress()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
