// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IExtsload} from "./interfaces/IExtsload.sol";

/// @title Extsload
/// @notice Exposes the inheriting contract's storage, word by word, to readers such as LendingLens
/// (see IExtsload). Reading storage reveals nothing that is not already public on chain.
/// @dev Written in assembly to keep the core's bytecode small: the array is ABI-encoded at the free
/// memory pointer and returned from there, without a Solidity-side copy.
abstract contract Extsload is IExtsload {
    /// @inheritdoc IExtsload
    function extsload(bytes32 slot) external view override returns (bytes32 value) {
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            value := sload(slot)
        }
    }

    /// @inheritdoc IExtsload
    function extsload(bytes32 startSlot, uint256 nSlots) external view override returns (bytes32[] memory) {
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            // Return data: the array's offset (0x20), its length, then one word per slot. The call ends
            // here, so the free memory pointer needs no update.
            let start := mload(0x40)
            mstore(start, 0x20)
            mstore(add(start, 0x20), nSlots)
            let words := add(start, 0x40)
            for { let i := 0 } lt(i, nSlots) { i := add(i, 1) } {
                mstore(add(words, shl(5, i)), sload(add(startSlot, i)))
            }
            return(start, add(0x40, shl(5, nSlots)))
        }
    }
}
