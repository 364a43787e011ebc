import type { Abi, Address, Hash, Hex, TypedDataDefinition } from "viem";
import { GAS_ESTIMATE_FALLBACK, WALLET_LOADING_TIMEOUT_MS } from "@openpawn/shared/constants";
import { TRANSACTION_MESSAGES } from "@openpawn/shared/platform/messages";
import { hideBlocking, showBlocking, showMessage, toast } from "../stores/feedback.ts";
import { switchToConfiguredChain } from "./wallet-actions.ts";
import { loadWallet } from "./wallet-loader.ts";
import { settledWalletState } from "./wallet-state.ts";

const T = TRANSACTION_MESSAGES;

/** A contract call for the connected wallet to send. */
export interface ContractCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
}

/** An ERC-20 allowance the call needs first (exact amount, as the spec's flows approve). */
export interface Allowance {
  token: Address;
  symbol: string;
  spender: Address;
  amount: bigint;
}

/** An NFT collection's operator approval the call needs first (ERC-721 and ERC-1155 alike: setApprovalForAll). */
export interface OperatorApproval {
  collection: Address;
  /** The collection's name, for the wallet steps' words. */
  name: string;
  operator: Address;
}

/** Whatever the wallet must approve before the call. */
export type Approval = Allowance | OperatorApproval;

export interface TransactionRequest<Result> {
  call: ContractCall;
  allowances?: Approval[];
  /** After the receipt: tell the API (which verifies it on chain and waits for the index). */
  report?: (hash: Hash) => Promise<Result>;
  /** The success dialog's words. */
  successText: string;
}

function isUserRejection(error: unknown): boolean {
  for (let cause = error as { name?: string; code?: number; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.name === "UserRejectedRequestError" || cause.code === 4001) return true;
  }
  return false;
}

/** A transaction that failed on chain: its hash is what the user is shown. */
class FailedOnChain extends Error {
  constructor(readonly hash: Hash) {
    super("transaction failed on chain");
  }
}

interface WalletStep {
  owner: Address;
  config: Awaited<ReturnType<typeof loadWallet>>["wagmiConfig"];
  /** Records the latest transaction sent, for the failure message's link. */
  sent(hash: Hash): void;
}

/**
 * The frame of every wallet action: a connected wallet (once a reconnection under way has ended) on the configured chain, the missing approvals first, then
 * `step`; the blocking dialog while it runs; a rejection in the wallet as a toast, any failure with the spec's words
 * and the transaction link. Resolves to the step's result, or undefined when the user stopped or it failed.
 */
async function withWallet<Result>(allowances: Approval[], step: (wallet: WalletStep) => Promise<Result>): Promise<Result | undefined> {
  const { address, chainId } = await settledWalletState(WALLET_LOADING_TIMEOUT_MS);
  if (!address) {
    void showMessage({ variant: "error", text: T.connectFirst });
    return undefined;
  }
  let hash: Hash | undefined;
  try {
    const config = (await loadWallet()).wagmiConfig;
    if (chainId !== config.chains[0]?.id && !(await switchToConfiguredChain())) return undefined;
    await approveMissing(address, allowances, (sent) => (hash = sent));
    return await step({ owner: address, config, sent: (sent) => (hash = sent) });
  } catch (error) {
    hideBlocking();
    if (isUserRejection(error)) {
      toast(T.rejected, "error");
      return undefined;
    }
    return failed(error instanceof FailedOnChain ? error.hash : hash, error instanceof FailedOnChain ? undefined : error);
  }
}

/**
 * Sends a contract call from the connected wallet the way every money action goes: approvals first (only
 * what is missing), gas estimated with the spec's 4,000,000 fallback, pending → confirmed → reported, or
 * failed with the spec's words and the transaction link. Resolves to the report's result, or undefined when
 * the user stopped or the transaction failed (the user has been told).
 */
export function sendTransaction<Result>(request: TransactionRequest<Result>): Promise<Result | undefined> {
  return withWallet(request.allowances ?? [], async ({ owner, config, sent }) => {
    const { waitForTransactionReceipt, writeContract, estimateGas } = await import("wagmi/actions");
    const { encodeFunctionData } = await import("viem");
    const { address: to, abi, functionName, args, value } = request.call;
    const data = encodeFunctionData({ abi, functionName, args });
    const gas = await estimateGas(config, { account: owner, to, data, value }).catch(() => GAS_ESTIMATE_FALLBACK);
    showBlocking(T.confirmInWallet);
    const hash = await writeContract(config, { ...request.call, gas, account: owner } as Parameters<typeof writeContract>[1]);
    sent(hash);
    showBlocking(T.pending);
    const receipt = await waitForTransactionReceipt(config, { hash });
    if (receipt.status !== "success") throw new FailedOnChain(hash);
    showBlocking(T.updating);
    const result = request.report ? await request.report(hash) : (undefined as Result);
    hideBlocking();
    void showMessage({ variant: "success", text: request.successText, txHash: hash });
    return result;
  });
}

/** Sends the approvals that are missing, one by one; throws at the first that fails on chain. */
async function approveMissing(owner: Address, approvals: Approval[], sent: (hash: Hash) => void): Promise<void> {
  const config = (await loadWallet()).wagmiConfig;
  const { readContract, waitForTransactionReceipt, writeContract } = await import("wagmi/actions");
  // The calls' chunk (decision 0052) loads with the first approval, as wagmi does: this file is shared by every page that sends.
  const [{ approveCall, erc20Abi }, { nftApprovalAbi, setApprovalForAllCall }] = await Promise.all([
    import("@openpawn/chain/tokens/erc20-calls"),
    import("@openpawn/chain/nft-market/approval-calls"),
  ]);
  const confirm = async (hash: Hash) => {
    sent(hash);
    const receipt = await waitForTransactionReceipt(config, { hash });
    if (receipt.status !== "success") throw new FailedOnChain(hash);
  };
  for (const approval of approvals) {
    if ("operator" in approval) {
      const { collection, name, operator } = approval;
      if (await readContract(config, { address: collection, abi: nftApprovalAbi, functionName: "isApprovedForAll", args: [owner, operator] })) continue;
      showBlocking(T.approve(name));
      const hash = await writeContract(config, { address: collection, ...setApprovalForAllCall(operator), account: owner });
      showBlocking(T.approving(name));
      await confirm(hash);
      continue;
    }
    const current = await readContract(config, { address: approval.token, abi: erc20Abi, functionName: "allowance", args: [owner, approval.spender] });
    if (current >= approval.amount) continue;
    showBlocking(T.approve(approval.symbol));
    const hash = await writeContract(config, { address: approval.token, ...approveCall(approval.spender, approval.amount), account: owner });
    showBlocking(T.approving(approval.symbol));
    await confirm(hash);
  }
}

export interface SignatureRequest<Result> {
  /** EIP-712 typed data for the connected wallet to sign (eth_signTypedData_v4). */
  typedData: TypedDataDefinition;
  /** What the signed promise will move later: approved now, so that it can be kept. */
  allowances?: Approval[];
  /** Gives the signature to the API. */
  report: (signature: Hex) => Promise<Result>;
  successText: string;
}

/**
 * A gasless promise signed by the connected wallet (a signed offer): the approvals it needs first, then the
 * signature, then the report; told like a transaction. Resolves to the report's result, or undefined when the
 * user stopped or something failed (the user has been told).
 */
export function signWithAllowances<Result>(request: SignatureRequest<Result>): Promise<Result | undefined> {
  return withWallet(request.allowances ?? [], async ({ owner, config }) => {
    const { signTypedData } = await import("wagmi/actions");
    showBlocking(T.signInWallet);
    const signature = await signTypedData(config, { ...request.typedData, account: owner } as Parameters<typeof signTypedData>[1]);
    showBlocking(T.updating);
    const result = await request.report(signature);
    hideBlocking();
    void showMessage({ variant: "success", text: request.successText });
    return result;
  });
}

function failed(hash: Hash | undefined, error?: unknown): undefined {
  hideBlocking();
  const description = error instanceof Error && !hash ? error.message.split("\n")[0] : undefined;
  void showMessage({ variant: "error", text: T.failed, txHash: hash, description });
  return undefined;
}
