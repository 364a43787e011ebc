// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title HubRoles
/// @notice The role identifiers kept by the Hub, for contracts that check them with `hub.hasRole`.
/// The Admin is AccessControl's DEFAULT_ADMIN_ROLE (bytes32(0)), which also administers every other role.
library HubRoles {
    /// @notice Keeper duties, semi-automatic acceptance on behalf of users, auction approval.
    bytes32 internal constant OPERATOR = keccak256("OPERATOR_ROLE");

    /// @notice Appraises real-world assets.
    bytes32 internal constant EVALUATOR = keccak256("EVALUATOR_ROLE");

    /// @notice Pauses the protocol (only the Admin unpauses).
    bytes32 internal constant PAUSER = keccak256("PAUSER_ROLE");

    /// @notice Opens loans and escrows collateral on behalf of borrowers in the lending core (the PawnShop).
    bytes32 internal constant LOAN_ORIGINATOR = keccak256("LOAN_ORIGINATOR_ROLE");

    /// @notice Records reputation points (held by the lending contracts and the identity service).
    bytes32 internal constant REPUTATION_WRITER = keccak256("REPUTATION_WRITER_ROLE");
}
