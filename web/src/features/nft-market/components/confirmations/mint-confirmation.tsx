import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../../components/tokens/use-deployment-tokens.ts";
import type { NftFees } from "@openpawn/shared/nft-market/schemas";

export interface NewNft {
  name: string;
  collectionName: string;
  copies: number | null;
  royaltyPercent: number;
}

/** Creating an NFT: its file is stored, then the mint takes the platform's fee in DFY from the creator's wallet. */
export function MintConfirmation({ nft, fees, onConfirm, onClose }: { nft: NewNft; fees: NftFees; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = useDeploymentTokens();
  const fee = <TokenAmount value={fees.mintFee} token={fees.feeToken} book={book} form="full" />;
  return (
    <TransactionConfirmation
      title={`Create ${nft.name}?`}
      confirmText="Create NFT"
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "Mint fee", value: fee, detail: "To the platform" },
        { label: "Collection", value: nft.collectionName },
        ...(nft.copies !== null ? [{ label: "Copies", value: String(nft.copies) }] : []),
        { label: "Your royalty on resales", value: `${nft.royaltyPercent}%` },
      ]}
      statement={
        BigInt(fees.mintFee) === 0n ? (
          <>Your file and the NFT&apos;s details are stored first. Then your wallet mints the NFT to your wallet; there is no fee.</>
        ) : (
          <>
            Your file and the NFT&apos;s details are stored first. Then your wallet approves the collection for exactly {fee} (unless it already may) and mints the NFT to
            your wallet; the fee goes to the platform.
          </>
        )
      }
    />
  );
}
