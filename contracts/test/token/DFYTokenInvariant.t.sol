// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {DFYToken} from "../../src/token/DFYToken.sol";
import {Test} from "../utils/Test.sol";

/// @dev Mints (sometimes past the cap, which must revert) and transfers DFY at random, remembering
/// how much it minted.
contract DFYHandler is Test {
    DFYToken private immutable dfy;
    address[3] private holders = [address(0xA11CE), address(0xB0B), address(0xCA401)];
    uint256 public minted;

    constructor(DFYToken dfy_) {
        dfy = dfy_;
    }

    function mint(uint256 holderIndex, uint256 amount) external {
        amount = bound(amount, 0, dfy.cap());
        dfy.mint(holders[holderIndex % 3], amount);
        minted += amount;
    }

    function transfer(uint256 fromIndex, uint256 toIndex, uint256 amount) external {
        address from = holders[fromIndex % 3];
        amount = bound(amount, 0, dfy.balanceOf(from));
        vm.prank(from);
        dfy.transfer(holders[toIndex % 3], amount);
    }

    function totalHeld() external view returns (uint256 total) {
        for (uint256 i = 0; i < holders.length; i++) {
            total += dfy.balanceOf(holders[i]);
        }
    }
}

contract DFYTokenInvariantTest is Test {
    DFYToken private dfy;
    DFYHandler private handler;

    function setUp() public {
        dfy = new DFYToken(address(this));
        handler = new DFYHandler(dfy);
        dfy.grantRole(dfy.MINTER_ROLE(), address(handler));
    }

    /// @dev Read by forge: the invariant runs call only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_supplyNeverExceedsTheCap() public view {
        vm.assertLe(dfy.totalSupply(), dfy.cap());
    }

    function invariant_supplyIsWhatWasMintedAndHeld() public view {
        vm.assertEq(dfy.totalSupply(), handler.minted());
        vm.assertEq(handler.totalHeld(), handler.minted());
    }
}
