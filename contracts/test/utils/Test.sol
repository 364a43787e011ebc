// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Vm} from "./Vm.sol";

/// @notice A small test base (forge-std is not available offline): the cheatcodes, named accounts
/// and fuzz input bounding. Assertions are forge's own assertion cheatcodes (`vm.assertEq`, ...),
/// which revert with both values on failure.
abstract contract Test {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @dev A deterministic account whose private key is derived from its name, labelled in traces.
    function makeAccount(string memory name) internal returns (address account, uint256 privateKey) {
        privateKey = uint256(keccak256(bytes(name)));
        account = vm.addr(privateKey);
        vm.label(account, name);
    }

    function makeAddr(string memory name) internal returns (address account) {
        (account,) = makeAccount(name);
    }

    /// @dev Maps any fuzzed value into [min, max].
    function bound(uint256 value, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (min == 0 && max == type(uint256).max) return value;
        return min + value % (max - min + 1);
    }
}
