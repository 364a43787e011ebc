// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC1155Receiver} from "@openzeppelin/contracts/token/ERC1155/IERC1155Receiver.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IAddressErrors} from "../../src/common/CommonErrors.sol";
import {SelfPulledErc1155Receiver} from "../../src/common/SelfPulledErc1155Receiver.sol";
import {Hub} from "../../src/hub/Hub.sol";
import {IHub} from "../../src/hub/IHub.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {AssetKind, Config} from "../../src/lending/LendingTypes.sol";
import {NativeRejecter} from "./mocks/LendingMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev setConfig, setHub, emergencyWithdraw, ERC-1155 receiving and ERC-165.
contract PawnLendingGovernanceTest is PawnLendingTestBase {
    // --- setConfig

    function _config(uint32 systemFee, uint32 penaltyRate, uint32 prepaidFeeRate, uint8 lateThreshold)
        internal
        pure
        returns (Config memory)
    {
        return Config({
            systemFee: systemFee, penaltyRate: penaltyRate, prepaidFeeRate: prepaidFeeRate, lateThreshold: lateThreshold
        });
    }

    function test_setConfig_revertsForNonAdmin() public {
        Config memory settings = liveConfig();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, operator, ADMIN_ROLE)
        );
        vm.prank(operator);
        lending.setConfig(settings);
    }

    function test_setConfig_appendsAVersion() public {
        Config memory settings = _config(10 * ZOOM, 100 * ZOOM, 1 * ZOOM, 5);
        vm.expectEmit(address(lending));
        emit IPawnLending.ConfigChanged(1, settings);
        vm.prank(admin);
        lending.setConfig(settings);

        vm.assertEq(uint256(lens.currentConfigId()), 1);
        Config memory stored = lens.config(1);
        vm.assertEq(uint256(stored.systemFee), 10 * ZOOM);
        vm.assertEq(uint256(stored.penaltyRate), 100 * ZOOM);
        vm.assertEq(uint256(stored.prepaidFeeRate), 1 * ZOOM);
        vm.assertEq(uint256(stored.lateThreshold), 5);
        vm.assertEq(uint256(lens.config(0).systemFee), SYSTEM_FEE);
    }

    function test_config_revertsForUnknownId() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.InvalidConfig.selector));
        lens.config(1);
    }

    function test_setConfig_acceptsBounds() public {
        vm.prank(admin);
        lending.setConfig(_config(100 * ZOOM, 1000 * ZOOM, 100 * ZOOM, 255));
        vm.assertEq(uint256(lens.currentConfigId()), 1);
    }

    function test_setConfig_revertsOutOfBounds() public {
        Config[4] memory bad = [
            _config(100 * ZOOM + 1, PENALTY_RATE, PREPAID_FEE, 3),
            _config(SYSTEM_FEE, 1000 * ZOOM + 1, PREPAID_FEE, 3),
            _config(SYSTEM_FEE, PENALTY_RATE, 100 * ZOOM + 1, 3),
            _config(SYSTEM_FEE, PENALTY_RATE, PREPAID_FEE, 0)
        ];
        for (uint256 i; i < bad.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(IPawnLending.InvalidConfig.selector));
            vm.prank(admin);
            lending.setConfig(bad[i]);
        }
        vm.assertEq(uint256(lens.currentConfigId()), 0);
    }

    function test_setConfig_runningLoansKeepTheirSnapshot() public {
        uint256 oldLoan = _startLoan();
        vm.prank(admin);
        lending.setConfig(_config(10 * ZOOM, PENALTY_RATE, PREPAID_FEE, LATE_THRESHOLD));
        uint256 newLoan = _startLoan();
        vm.assertEq(uint256(lens.offer(oldLoan).configId), 0);
        vm.assertEq(uint256(lens.offer(newLoan).configId), 1);

        // 21 USDT of interest each: 20% to the fee wallet on the old loan, 10% on the new one.
        vm.startPrank(borrower);
        lending.repay(oldLoan, 0, type(uint256).max, 0);
        vm.assertEq(usdt.balanceOf(feeWallet), 21e6 * 20 / 100);
        lending.repay(newLoan, 0, type(uint256).max, 0);
        vm.assertEq(usdt.balanceOf(feeWallet), 21e6 * 20 / 100 + 21e6 * 10 / 100);
        vm.stopPrank();
    }

    // --- setHub

    function test_setHub_revertsForNonAdmin() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, ADMIN_ROLE)
        );
        vm.prank(stranger);
        lending.setHub(IHub(address(1)));
    }

    function test_setHub_revertsOnZero() public {
        vm.expectRevert(abi.encodeWithSelector(IAddressErrors.ZeroAddress.selector));
        vm.prank(admin);
        lending.setHub(IHub(address(0)));
    }

    function test_setHub_switchesRolesToTheNewHub() public {
        address newAdmin = makeAddr("new admin");
        Hub newHub = new Hub(newAdmin, feeWallet);
        vm.expectEmit(address(lending));
        emit IPawnLending.HubChanged(address(hub), address(newHub));
        vm.prank(admin);
        lending.setHub(newHub);
        vm.assertEq(address(lending.hub()), address(newHub));

        Config memory settings = liveConfig();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, admin, ADMIN_ROLE)
        );
        vm.prank(admin);
        lending.setConfig(settings);
        vm.prank(newAdmin);
        lending.setConfig(settings);
    }

    // --- emergencyWithdraw

    function _emergency(AssetKind kind, address token, uint256 tokenId, uint256 amount, address to) internal {
        vm.prank(admin);
        lending.emergencyWithdraw(kind, token, tokenId, amount, to);
    }

    function test_emergencyWithdraw_revertsForNonAdmin() public {
        _pause();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, operator, ADMIN_ROLE)
        );
        vm.prank(operator);
        lending.emergencyWithdraw(AssetKind.ERC20, address(wbnb), 0, 1, operator);
    }

    function test_emergencyWithdraw_revertsWhenNotPaused() public {
        vm.prank(borrower);
        wbnb.transfer(address(lending), 1e18);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ProtocolNotPaused.selector));
        _emergency(AssetKind.ERC20, address(wbnb), 0, 1e18, admin);
    }

    function test_emergencyWithdraw_revertsOnZeroReceiver() public {
        vm.prank(borrower);
        wbnb.transfer(address(lending), 1e18);
        _pause();
        vm.expectRevert(abi.encodeWithSelector(IAddressErrors.ZeroAddress.selector));
        _emergency(AssetKind.ERC20, address(wbnb), 0, 1e18, address(0));
    }

    function test_emergencyWithdraw_erc20TakesOnlyTheUntracked() public {
        _createWbnbCollateral(); // 10 WBNB escrowed
        vm.prank(stranger);
        wbnb.transfer(address(lending), 5e18); // sent by mistake
        _pause();

        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 5e18, 5e18 + 1));
        _emergency(AssetKind.ERC20, address(wbnb), 0, 5e18 + 1, stranger);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 5e18, 0));
        _emergency(AssetKind.ERC20, address(wbnb), 0, 0, stranger);

        vm.expectEmit(address(lending));
        emit IPawnLending.EmergencyWithdrawn(AssetKind.ERC20, address(wbnb), 0, 5e18, stranger);
        _emergency(AssetKind.ERC20, address(wbnb), 0, 5e18, stranger);
        vm.assertEq(wbnb.balanceOf(stranger), 1_000e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 10e18);

        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 0, 1));
        _emergency(AssetKind.ERC20, address(wbnb), 0, 1, stranger);
    }

    function test_emergencyWithdraw_nativeTakesOnlyTheUntracked() public {
        _createNative(10 ether);
        vm.deal(address(lending), 10 ether + 1 ether); // 1 ether forced in (e.g. selfdestruct)
        _pause();
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 1 ether, 2 ether));
        _emergency(AssetKind.Native, NATIVE, 0, 2 ether, admin);

        _emergency(AssetKind.Native, NATIVE, 0, 1 ether, admin);
        vm.assertEq(admin.balance, 1 ether);
        vm.assertEq(address(lending).balance, 10 ether);
    }

    function test_emergencyWithdraw_nativeNeverTakesCredits() public {
        // A native credit waiting to be claimed is tracked like escrowed collateral.
        NativeRejecter wallet = new NativeRejecter();
        uint256 collateralId = _rejecterNativeCollateral(wallet, 1 ether);
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (collateralId)));
        vm.assertEq(lens.credit(address(wallet), address(0)), 1 ether);
        _pause();
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 0, 1));
        _emergency(AssetKind.Native, NATIVE, 0, 1, admin);
    }

    function test_emergencyWithdraw_erc721() public {
        (, uint256 escrowedId) = _create721();
        uint256 strayId = nft.mint(stranger);
        vm.prank(stranger);
        nft.transferFrom(stranger, address(lending), strayId);
        _pause();

        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 0, 1));
        _emergency(AssetKind.ERC721, address(nft), escrowedId, 1, admin);
        _emergency(AssetKind.ERC721, address(nft), strayId, 1, stranger);
        vm.assertEq(nft.ownerOf(strayId), stranger);
        vm.assertEq(nft.ownerOf(escrowedId), address(lending));
    }

    function test_emergencyWithdraw_erc1155() public {
        _create1155(1, 4);
        // Tokens arriving without passing through createCollateral (simulated: minted with the core as
        // operator, the only operator its receiver hook lets through).
        vm.prank(address(lending));
        multi.mint(address(lending), 1, 3);
        _pause();

        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 3, 4));
        _emergency(AssetKind.ERC1155, address(multi), 1, 4, stranger);
        _emergency(AssetKind.ERC1155, address(multi), 1, 3, stranger);
        vm.assertEq(multi.balanceOf(stranger, 1), 3);
        vm.assertEq(multi.balanceOf(address(lending), 1), 4);
    }

    // --- ERC-1155 receiving and ERC-165

    function test_erc1155_refusesDirectTransfer() public {
        multi.mint(borrower, 1, 2);
        vm.expectRevert(abi.encodeWithSelector(SelfPulledErc1155Receiver.UnexpectedNftTransfer.selector));
        vm.prank(borrower);
        multi.safeTransferFrom(borrower, address(lending), 1, 1, "");
    }

    function test_erc1155_refusesBatchTransfer() public {
        multi.mint(borrower, 1, 2);
        multi.mint(borrower, 2, 2);
        uint256[] memory ids = new uint256[](2);
        ids[0] = 1;
        ids[1] = 2;
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = 1;
        amounts[1] = 1;
        vm.expectRevert(abi.encodeWithSelector(SelfPulledErc1155Receiver.UnexpectedNftTransfer.selector));
        vm.prank(borrower);
        multi.safeBatchTransferFrom(borrower, address(lending), ids, amounts, "");
    }

    function test_erc1155_refusesMintToCore() public {
        vm.expectRevert(abi.encodeWithSelector(SelfPulledErc1155Receiver.UnexpectedNftTransfer.selector));
        multi.mint(address(lending), 1, 1);
    }

    function test_supportsInterface() public view {
        IERC165 core = IERC165(address(lending));
        vm.assertTrue(core.supportsInterface(type(IERC1155Receiver).interfaceId));
        vm.assertTrue(core.supportsInterface(type(IERC165).interfaceId));
        vm.assertFalse(core.supportsInterface(0xffffffff));
        vm.assertFalse(core.supportsInterface(type(IPawnLending).interfaceId));
    }
}
