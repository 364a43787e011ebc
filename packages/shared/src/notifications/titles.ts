import { REFERRAL_REWARD_DFY } from "../constants.ts";
import { formatDateTime, formatTokenAmount, truncate } from "../format.ts";
import { REWARD_TOKEN_SYMBOL, field, type NotificationMeta } from "./definition.ts";

// ---- The pieces of notification titles: amounts with their symbol, names, numbers, dates (decision 0008) ----

/** "1250.5" → "1.25K DFY": a notification is a summary, so its amounts take the compact form (decision 0045). */
export function formatMetaAmount(value: string | number | undefined, tokenSymbol: string | undefined): string {
  const text = value === undefined ? "0" : String(value);
  const [whole = "0", fraction = ""] = text.split(".");
  const scaled = BigInt(whole + fraction.padEnd(36, "0").slice(0, 36));
  return formatTokenAmount(scaled, 36, tokenSymbol ?? "", "compact");
}

/** The server writes these titles without knowing the reader's time zone: the date says UTC. */
export function formatDueDate(value: string | number | undefined): string {
  if (value === undefined) return "";
  const when = typeof value === "number" ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(when.getTime())) return String(value);
  return formatDateTime(when, { timeZone: "UTC" });
}

export const collateralAmount = (m: NotificationMeta) => formatMetaAmount(m.collateral?.amount, m.collateral?.cryptoAsset);
export const addedAmount = (m: NotificationMeta) => formatMetaAmount(m.collateral?.amountAdd, m.collateral?.cryptoAsset);
export const loanAmount = (m: NotificationMeta) => formatMetaAmount(m.contract?.amountLoan, m.contract?.cryptoLoan);
export const offerAmount = (m: NotificationMeta) => formatMetaAmount(m.offer?.loanAmount, m.offer?.cryptoLoan);
export const rewardAmount = (m: NotificationMeta) => formatMetaAmount(m.reward?.amount ?? REFERRAL_REWARD_DFY, REWARD_TOKEN_SYMBOL);
export const collateralName = (m: NotificationMeta) => `${field(m, "collateral.nameCollateral")} (${collateralAmount(m)})`;
export const contractNo = (m: NotificationMeta) => `#${field(m, "contract.idContract")}`;
export const proposalAmount = (m: NotificationMeta) => formatMetaAmount(m.negotiation?.amount, m.negotiation?.cryptoLoan);
export const nftPrice = (m: NotificationMeta) => formatMetaAmount(m.nft?.amount, m.nft?.cryptoToken);

export const reviewTitle = (m: NotificationMeta) => {
  const comment = field(m, "review.comment");
  return `${field(m, "review.nameReviewer")} reviewed you: ${field(m, "review.points")}/5${comment ? ` "${truncate(comment, 30, 25)}"` : ""}`;
};

/** The late count the indexer puts in repayment.lateCount, when present. */
export function lateCountText(m: NotificationMeta): string {
  const lateCount = m.repayment?.lateCount;
  return lateCount === undefined ? "" : ` (late payments: ${lateCount})`;
}

/** On liquidation the lender receives 100 minus systemFee percent of the collateral (§4). */
export function lenderShare(m: NotificationMeta): string {
  const fee = Number(m.contract?.systemFee ?? 0);
  return String(Math.round((100 - fee) * 1e6) / 1e6);
}
