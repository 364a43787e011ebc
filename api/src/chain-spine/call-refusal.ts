import { AbiDecodingDataSizeTooSmallError, AbiDecodingZeroDataError, BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from "viem";

/**
 * Whether a contract call failed because of the contract's own answer: it reverted, has no such function (no data
 * back), or answered something the ABI cannot decode. Anything else (the node unreachable, timing out, or without
 * the state asked for: BlockOutOfRange, missing trie node, header not found) says nothing about the contract and
 * must be retried, never read as "the contract does not say".
 */
export function isCallRefusal(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return (
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof AbiDecodingZeroDataError ||
        cause instanceof AbiDecodingDataSizeTooSmallError,
    ) !== null
  );
}
