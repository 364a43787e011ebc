// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {DFYToken} from "../../src/token/DFYToken.sol";
import {Test} from "../utils/Test.sol";

contract DFYTokenTest is Test {
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    DFYToken private dfy;
    address private admin = makeAddr("admin");
    address private minter = makeAddr("minter");
    address private alice = makeAddr("alice");

    function setUp() public {
        dfy = new DFYToken(admin);
        bytes32 minterRole = dfy.MINTER_ROLE();
        vm.prank(admin);
        dfy.grantRole(minterRole, minter);
    }

    function test_metadata() public view {
        vm.assertEq(dfy.name(), "DeFi For You");
        vm.assertEq(dfy.symbol(), "DFY");
        vm.assertEq(dfy.decimals(), 18);
        vm.assertEq(dfy.cap(), 1_000_000_000e18);
        vm.assertEq(dfy.totalSupply(), 0);
    }

    function test_constructor_makesTheAdminTheOnlyRoleManager() public view {
        vm.assertTrue(dfy.hasRole(dfy.DEFAULT_ADMIN_ROLE(), admin));
        vm.assertFalse(dfy.hasRole(dfy.MINTER_ROLE(), admin));
        vm.assertEq(dfy.getRoleAdmin(dfy.MINTER_ROLE()), dfy.DEFAULT_ADMIN_ROLE());
    }

    function test_mint_creditsTheReceiver() public {
        vm.expectEmit(address(dfy));
        emit IERC20.Transfer(address(0), alice, 5e18);
        vm.prank(minter);
        dfy.mint(alice, 5e18);

        vm.assertEq(dfy.balanceOf(alice), 5e18);
        vm.assertEq(dfy.totalSupply(), 5e18);
    }

    function test_mint_revertsForAnAccountWithoutTheMinterRole() public {
        bytes32 minterRole = dfy.MINTER_ROLE();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, admin, minterRole)
        );
        vm.prank(admin);
        dfy.mint(alice, 1);
    }

    function test_mint_revertsAfterTheMinterRoleIsRevoked() public {
        bytes32 minterRole = dfy.MINTER_ROLE();
        vm.prank(admin);
        dfy.revokeRole(minterRole, minter);

        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, minter, minterRole)
        );
        vm.prank(minter);
        dfy.mint(alice, 1);
    }

    function test_mint_reachesTheCapExactly() public {
        uint256 cap = dfy.MAX_SUPPLY();
        vm.prank(minter);
        dfy.mint(alice, cap);
        vm.assertEq(dfy.totalSupply(), cap);
    }

    function test_mint_revertsPastTheCap() public {
        uint256 cap = dfy.MAX_SUPPLY();
        vm.startPrank(minter);
        dfy.mint(alice, cap);
        vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20ExceededCap.selector, cap + 1, cap));
        dfy.mint(alice, 1);
        vm.stopPrank();
    }

    function testFuzz_mint_succeedsUpToTheCapAndRevertsBeyond(uint256 first, uint256 second) public {
        uint256 cap = dfy.MAX_SUPPLY();
        first = bound(first, 0, cap);
        second = bound(second, 0, cap);
        vm.startPrank(minter);
        dfy.mint(alice, first);
        if (first + second > cap) {
            vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20ExceededCap.selector, first + second, cap));
            dfy.mint(alice, second);
            vm.assertEq(dfy.totalSupply(), first);
        } else {
            dfy.mint(alice, second);
            vm.assertEq(dfy.totalSupply(), first + second);
        }
        vm.stopPrank();
    }

    function test_permit_setsTheAllowanceFromASignature() public {
        (address owner, uint256 ownerKey) = makeAccount("permit owner");
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ownerKey, _permitDigest(owner, alice, 7e18, 0, deadline));

        dfy.permit(owner, alice, 7e18, deadline, v, r, s);

        vm.assertEq(dfy.allowance(owner, alice), 7e18);
        vm.assertEq(dfy.nonces(owner), 1);
    }

    function test_permit_revertsForASignatureByAnotherAccount() public {
        (address owner,) = makeAccount("permit owner");
        (address signer, uint256 signerKey) = makeAccount("someone else");
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(signerKey, _permitDigest(owner, alice, 7e18, 0, deadline));

        vm.expectRevert(abi.encodeWithSelector(ERC20Permit.ERC2612InvalidSigner.selector, signer, owner));
        dfy.permit(owner, alice, 7e18, deadline, v, r, s);
    }

    function _permitDigest(address owner, address spender, uint256 value, uint256 nonce, uint256 deadline)
        private
        view
        returns (bytes32)
    {
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonce, deadline));
        return keccak256(abi.encodePacked("\x19\x01", dfy.DOMAIN_SEPARATOR(), structHash));
    }
}
