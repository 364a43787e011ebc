import { Link } from "@mui/material";
import { TX_HASH_CHARS } from "@openpawn/shared/constants";
import { shortenHash } from "@openpawn/shared/format";
import { useRuntimeConfig } from "../../config/runtime-config-context.tsx";

/** A transaction hash, shortened, linking to the chain explorer when one is configured. */
export function TransactionLink({ hash, chars = TX_HASH_CHARS }: { hash: string; chars?: number }) {
  const { explorerUrl } = useRuntimeConfig();
  const text = shortenHash(hash, chars);
  if (!explorerUrl) return <span title={hash}>{text}</span>;
  return (
    <Link href={`${explorerUrl.replace(/\/+$/, "")}/tx/${hash}`} title={hash}>
      {text}
    </Link>
  );
}
