import type { PawnShopType } from "@openpawn/shared/packages/schemas/shops";
import type { LenderWizardDraft } from "../../hooks/lender-wizard-draft.ts";
import { firstIssues } from "../../../../lib/first-issues.ts";
import { packageBodyOf } from "../../utils/package-form.ts";

/** Each way of becoming a lender, step by step: the service choice (0), then its own steps (a WizardFrame's `active`). */
export const STEP_PATHS = {
  PAWNSHOP: ["/pawn/create", "/pawn/create/pawnshop/step-1", "/pawn/create/pawnshop/step-2", "/pawn/create/pawnshop/step-3"],
  P2P_LENDER: ["/pawn/create", "/pawn/create/p2p-lender/step-1", "/pawn/create/p2p-lender/step-2"],
} as const satisfies Record<PawnShopType, readonly string[]>;

type ShopField = keyof LenderWizardDraft["shop"] | "walletAddress";

/** The registration body's rules (the API's own) for the shop information and the wallet lent from. */
export async function shopErrors(type: PawnShopType, shop: LenderWizardDraft["shop"], walletAddress: string | undefined) {
  const { registerPawnShopBodySchema } = await import("@openpawn/shared/packages/schemas/shops");
  const parsed = registerPawnShopBodySchema.safeParse({ type, walletAddress: walletAddress ?? "", ...shop });
  return parsed.success ? {} : firstIssues<ShopField>(parsed.error.issues);
}

/**
 * The path of the first step before `active` whose answers the draft lacks or gets wrong, or null when every one
 * is there: a deep link (a new tab starts with an empty draft) leads back to it instead of showing a later step
 * without them. The wallet is not the draft's: the steps that use it check it.
 */
export async function firstIncompleteStep(type: PawnShopType, draft: LenderWizardDraft, active: number, loanDecimals: number): Promise<string | null> {
  if (active > 1) {
    const { walletAddress: _wallet, ...shop } = await shopErrors(type, draft.shop, undefined);
    if (Object.keys(shop).length > 0) return STEP_PATHS[type][1];
  }
  if (type === "PAWNSHOP" && active > 2 && "errors" in (await packageBodyOf(draft.firstPackage, loanDecimals))) return STEP_PATHS.PAWNSHOP[2];
  return null;
}
