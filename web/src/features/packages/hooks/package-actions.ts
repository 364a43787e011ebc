import type { Address } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { publishPackage, reopenPackage, unpublishPackage } from "../api/lender-api.ts";
import { offChainStep } from "../../../lib/off-chain-step.ts";

const shopOf = (deployment: Deployment) => deployment.contracts.PawnShop as Address;

/** An off-chain step (Negotiation packages): the API's answer, or undefined after telling the lender what failed. */
const offChain = (step: () => Promise<LoanPackage>, success: string) => offChainStep(step, { busy: "Updating your package…", success });

/**
 * Publishing, unpublishing and reopening a package the way its type requires: in the API for Negotiation, by
 * the lender's PawnShop transaction (reported to the API) for Auto and Semi-auto. Each resolves to the package
 * as it then stands, or undefined when the lender stopped or it failed (they have been told).
 */
export async function publish(item: LoanPackage, deployment: Deployment): Promise<LoanPackage | undefined> {
  if (item.type === 2) return offChain(() => publishPackage(item.id), "Your package is in the market");
  const { createPackageCall } = await import("../api/package-calls.ts");
  return sendTransaction({ ...createPackageCall(shopOf(deployment), item), successText: "Your package is published", report: (hash) => publishPackage(item.id, hash) });
}

export async function unpublish(item: LoanPackage, deployment: Deployment): Promise<LoanPackage | undefined> {
  if (item.type === 2) return offChain(() => unpublishPackage(item.id), "Your package is out of the market");
  const { packageStatusCall } = await import("../api/package-calls.ts");
  return sendTransaction({ ...packageStatusCall(shopOf(deployment), item, "cancelPackage"), successText: "Your package is unpublished", report: (hash) => unpublishPackage(item.id, hash) });
}

export async function reopen(item: LoanPackage, deployment: Deployment): Promise<LoanPackage | undefined> {
  if (item.type === 2) return offChain(() => reopenPackage(item.id), "Your package is back in the market");
  const { packageStatusCall } = await import("../api/package-calls.ts");
  return sendTransaction({ ...packageStatusCall(shopOf(deployment), item, "reopenPackage"), successText: "Your package is open again", report: (hash) => reopenPackage(item.id, hash) });
}

/** Lets the lending core lend the package's budget left from the lender's wallet (an ERC-20 approval). */
export async function fund(item: LoanPackage, deployment: Deployment): Promise<LoanPackage | undefined> {
  const { fundPackageCall } = await import("../api/package-calls.ts");
  // The approval has nothing to report: the package itself answers once it went through.
  return sendTransaction({
    ...fundPackageCall(deployment.contracts.PawnLending as Address, item),
    successText: PACKAGE_MESSAGES.lendingAllowed(item.loanToken.symbol ?? item.loanToken.address),
    report: async () => item,
  });
}
