// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AssetKind} from "../LendingTypes.sol";

/// @title AssetKinds
/// @notice What a kind of collateral allows.
library AssetKinds {
    /// @notice Whether the kind is fungible with an oracle price (the native coin or an ERC-20): such
    /// collateral can be added to, is split with the fee wallet on liquidation and is liquidated on LTV.
    /// NFTs have no price.
    /// @param kind The kind.
    /// @return True for Native and ERC20.
    function isPriced(AssetKind kind) internal pure returns (bool) {
        return kind == AssetKind.Native || kind == AssetKind.ERC20;
    }
}
