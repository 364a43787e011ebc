import { INVESTOR_TYPE, TRADER_THRESHOLDS, type InvestorType } from "@openpawn/shared/constants";
import { formatAmount } from "@openpawn/shared/format";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";

/** The trader-type declarations of the legal notice (spec §1, §5), with the numbers of §9. */

export type DeclarationId = "businessOwner" | "sophisticated" | "highNetWorth" | "professional" | "everyday";

export interface Declaration {
  id: DeclarationId;
  title: string;
  text: string;
  /** The investor type a confirmed declaration records; null for the everyday trader, who is refused. */
  investorType: InvestorType | null;
}

/** Legal text: the full form, never abbreviated ("£100,000"). */
const gbp = (amount: number) => `£${formatAmount(BigInt(amount), 0, "full")}`;
const { declarations } = TERMS_MESSAGES;
const T = TRADER_THRESHOLDS;

export const DECLARATIONS: readonly Declaration[] = [
  { id: "businessOwner", ...declarations.businessOwner, investorType: INVESTOR_TYPE.professional },
  {
    id: "sophisticated",
    title: declarations.sophisticated.title,
    text: declarations.sophisticated.text(T.businessAngelNetworkMonths, T.investmentExperienceYears),
    investorType: INVESTOR_TYPE.sophisticated,
  },
  {
    id: "highNetWorth",
    title: declarations.highNetWorth.title,
    text: declarations.highNetWorth.text(gbp(T.highNetWorthIncomeGbp), gbp(T.highNetWorthNetAssetsGbp)),
    investorType: INVESTOR_TYPE.highNetWorth,
  },
  { id: "professional", ...declarations.professional, investorType: INVESTOR_TYPE.professional },
  {
    id: "everyday",
    title: declarations.everyday.title,
    text: declarations.everyday.text(T.everydayMaxUnlistedPercent, T.everydayPeriodMonths),
    investorType: null,
  },
];

export function declarationById(id: DeclarationId): Declaration {
  const found = DECLARATIONS.find((declaration) => declaration.id === id);
  if (!found) throw new Error(`No declaration ${id}`);
  return found;
}

/** The choices of the investor-type dialog: types 1, 2, 3 and the everyday trader (refused). */
export interface InvestorChoice {
  value: InvestorType | "everyday";
  title: string;
  text: string;
}

export const INVESTOR_CHOICES: readonly InvestorChoice[] = [
  { value: INVESTOR_TYPE.highNetWorth, title: TERMS_MESSAGES.investorTypes[1], text: declarationById("highNetWorth").text },
  { value: INVESTOR_TYPE.sophisticated, title: TERMS_MESSAGES.investorTypes[2], text: declarationById("sophisticated").text },
  {
    value: INVESTOR_TYPE.professional,
    title: TERMS_MESSAGES.investorTypes[3],
    text: `${declarationById("professional").text} Or: ${declarationById("businessOwner").text}`,
  },
  { value: "everyday", title: TERMS_MESSAGES.everyday, text: declarationById("everyday").text },
];
