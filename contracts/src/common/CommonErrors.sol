// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

// The errors several contracts revert with, each declared once. They sit in interfaces (OpenZeppelin's
// IERC6093 style) rather than a library or at file level: an interface that inherits one lists its errors
// in its ABI, the ABI the API and the web decode reverts with. Each interface groups the errors the same
// contracts share, so no ABI lists an error its contract never reverts with (decision 0047).

/// @title IAddressErrors
/// @notice Shared by the Hub, the lending core, the NFT factory and market, and Reputation.
interface IAddressErrors {
    /// @notice An address that must be set was zero.
    error ZeroAddress();
}

/// @title IAdminErrors
/// @notice Shared by the NFT factory and market, which check the Hub's Admin themselves.
interface IAdminErrors {
    /// @notice Only the Hub's Admin may do this.
    /// @param caller The caller.
    error NotAdmin(address caller);
}

/// @title INativeCoinErrors
/// @notice Shared by the lending core and the NFT market, which take and pay out the native coin.
interface INativeCoinErrors {
    /// @notice The native coin sent is not what the call needs.
    /// @param expected What was needed.
    /// @param sent What was sent.
    error NativeValueMismatch(uint256 expected, uint256 sent);
    /// @notice A native-coin transfer failed.
    error NativeTransferFailed();
}

/// @title IProtocolPauseErrors
/// @notice Shared by the lending core and the pawnshop.
interface IProtocolPauseErrors {
    /// @notice The protocol is paused: no new collateral, offers, packages, submissions or loans.
    error ProtocolPaused();
}

/// @title IBorrowerErrors
/// @notice Shared by the lending core, the pawnshop and the signed offers.
interface IBorrowerErrors {
    /// @notice Only the borrower (of the collateral, or of the package submission) may do this.
    /// @param caller The caller.
    error NotBorrower(address caller);
}
