import { formatRate } from "../components/tokens/amounts.tsx";

/**
 * NFT collateral (ERC-721, ERC-1155) has no oracle price: its loans have no LTV and no liquidation threshold (the
 * core takes 0 for them, LendingRules.checkTerms), and end in default only after late payments or unpaid at maturity,
 * when the lender receives the NFT whole.
 */
export const isNftKind = (kind: string) => kind === "ERC721" || kind === "ERC1155";

export const NO_LTV_TEXT = "No LTV: NFT loans are never liquidated on price";

/** An offer's or a contract's threshold; 0 is an NFT loan's (a priced loan cannot have one). */
export const formatThreshold = (rate: number) => (rate === 0 ? "None (NFT)" : formatRate(rate));

/** An NFT in a loan preview: no price, so the preview tells each cycle's cost and nothing of an LTV. */
export const UNPRICED_COLLATERAL = { decimals: 0, usdPrice: null } as const;
