import { keccak256, toHex, zeroHash } from "viem";

/**
 * The Hub's roles (contracts/src/hub/HubRoles.sol) by the names the API and scripts use. The Admin is
 * AccessControl's DEFAULT_ADMIN_ROLE, the zero role.
 */
export const HUB_ROLES = {
  admin: zeroHash,
  operator: keccak256(toHex("OPERATOR_ROLE")),
  evaluator: keccak256(toHex("EVALUATOR_ROLE")),
  pauser: keccak256(toHex("PAUSER_ROLE")),
  loanOriginator: keccak256(toHex("LOAN_ORIGINATOR_ROLE")),
  reputationWriter: keccak256(toHex("REPUTATION_WRITER_ROLE")),
} as const;

export type HubRole = keyof typeof HUB_ROLES;
