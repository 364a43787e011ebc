// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {Test} from "../utils/Test.sol";

contract TestTokenTest is Test {
    address private owner = makeAddr("owner");
    address private alice = makeAddr("alice");

    function testFuzz_constructor_keepsTheChosenMetadata(string memory name, string memory symbol, uint8 decimals)
        public
    {
        TestToken token = new TestToken(name, symbol, decimals, owner);

        vm.assertEq(token.name(), name);
        vm.assertEq(token.symbol(), symbol);
        vm.assertEq(token.decimals(), decimals);
        vm.assertEq(token.owner(), owner);
        vm.assertEq(token.totalSupply(), 0);
    }

    function test_constructor_revertsWithoutAnOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new TestToken("Tether USD", "USDT", 18, address(0));
    }

    function test_mint_creditsTheReceiver() public {
        TestToken token = new TestToken("Tether USD", "USDT", 18, owner);

        vm.expectEmit(address(token));
        emit IERC20.Transfer(address(0), alice, 3e18);
        vm.prank(owner);
        token.mint(alice, 3e18);

        vm.assertEq(token.balanceOf(alice), 3e18);
        vm.assertEq(token.totalSupply(), 3e18);
    }

    function test_mint_revertsForAnyoneButTheOwner() public {
        TestToken token = new TestToken("Tether USD", "USDT", 18, owner);

        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        token.mint(alice, 1);
    }
}
