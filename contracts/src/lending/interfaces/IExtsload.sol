// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IExtsload
/// @notice Raw reads of a contract's own storage, in the style of Morpho Blue and Uniswap v4: a
/// stateless lens computes the slots (see LendingStorage) and decodes the words, so the contract
/// itself needs no view functions. Storage slots are no stable interface: a reader is written for
/// one contract's layout.
interface IExtsload {
    /// @notice The word stored at a slot.
    /// @param slot The storage slot.
    /// @return value The 32-byte word (zero if never written).
    function extsload(bytes32 slot) external view returns (bytes32 value);

    /// @notice The words stored at consecutive slots, e.g. every slot of a struct.
    /// @param startSlot The first slot.
    /// @param nSlots How many slots to read.
    /// @return values The words at `startSlot`, `startSlot + 1`, ..., `startSlot + nSlots - 1`.
    function extsload(bytes32 startSlot, uint256 nSlots) external view returns (bytes32[] memory values);
}
