// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {AssetKind, CollateralParams, CollateralStatus, Terms} from "../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {ReentrantNft1155, ReentrantToken} from "./mocks/LendingMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev Reentrancy: tokens and collections that call back into the core from inside a transfer.
/// (Other areas: PawnLendingCollateral, PawnLendingOffers, PawnLendingRepay, PawnLendingNft,
/// PawnLendingGovernance.)
contract PawnLendingTest is PawnLendingTestBase {
    ReentrantToken internal evil;
    ReentrantNft1155 internal evil1155;

    function setUp() public override {
        super.setUp();
        evil = new ReentrantToken();
        evil1155 = new ReentrantNft1155();
        vm.startPrank(admin);
        hub.setCollateralToken(address(evil), true);
        hub.setLoanToken(address(evil), true);
        hub.setNftCollection(address(evil1155), true);
        hub.setPriceFeed(address(evil), new DevPriceFeed("EVIL / USD", 8, 1e8, address(this)), HEARTBEAT);
        vm.stopPrank();
        address[3] memory accounts = [borrower, lender, stranger];
        for (uint256 i; i < accounts.length; ++i) {
            evil.mint(accounts[i], 1_000_000e18);
            evil1155.mint(accounts[i], 1, 10);
            vm.startPrank(accounts[i]);
            evil.approve(address(lending), type(uint256).max);
            evil1155.setApprovalForAll(address(lending), true);
            vm.stopPrank();
        }
    }

    function _expectReentrancyRevert() internal {
        vm.expectRevert(abi.encodeWithSelector(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector));
    }

    function _evilCollateral() internal view returns (CollateralParams memory) {
        return _params(AssetKind.ERC20, address(evil), 0, 100e18);
    }

    function test_reentrancy_erc20CollateralPullCannotReenter() public {
        evil.arm(address(lending), abi.encodeCall(IPawnLending.claim, (address(0), borrower)));
        CollateralParams memory params = _evilCollateral();
        _expectReentrancyRevert();
        vm.prank(borrower);
        lending.createCollateral(params);
    }

    /// @dev The re-entry fails inside the token's transfer, so the payout cannot be delivered: it
    /// becomes the borrower's credit, and nothing is withdrawn twice.
    function test_reentrancy_erc20WithdrawalCannotWithdrawTwice() public {
        vm.prank(borrower);
        uint256 id = lending.createCollateral(_evilCollateral());
        evil.arm(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (id)));
        vm.prank(borrower);
        lending.withdrawCollateral(id);
        _assertCollateralStatus(id, CollateralStatus.Withdrawn);
        vm.assertEq(evil.balanceOf(address(lending)), 100e18);
        vm.assertEq(lens.credit(borrower, address(evil)), 100e18);
        vm.assertEq(lens.escrowed(address(evil), 0), 100e18);
    }

    function test_reentrancy_repaymentTokenCannotReenter() public {
        // A WBNB collateral asking for the reentrant token.
        CollateralParams memory params = _wbnbCollateral(10e18);
        params.token = address(wbnb);
        params.loanToken = address(evil);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        Terms memory terms = _usdtTerms();
        terms.loanToken = address(evil);
        terms.repaymentToken = address(evil);
        terms.amount = 1_000e18;
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));

        evil.arm(address(lending), abi.encodeCall(IPawnLending.repay, (loanId, 0, 1, 0)));
        _expectReentrancyRevert();
        vm.prank(borrower);
        lending.repay(loanId, 0, type(uint256).max, 0);
        vm.assertEq(lens.loan(loanId).interestOwed, _interestOf(1_000e18, terms.interestRate, 7 days));
    }

    function test_reentrancy_loanTokenCannotReenterOnAcceptance() public {
        CollateralParams memory params = _wbnbCollateral(10e18);
        params.token = address(wbnb);
        params.loanToken = address(evil);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        Terms memory terms = _usdtTerms();
        terms.loanToken = address(evil);
        terms.repaymentToken = address(evil);
        uint256 offerId = _offerWith(lender, collateralId, terms);

        evil.arm(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (collateralId)));
        _expectReentrancyRevert();
        _accept(offerId);
        _assertCollateralStatus(collateralId, CollateralStatus.Open);
    }

    function test_reentrancy_erc1155PullCannotReenter() public {
        vm.prank(borrower);
        uint256 first = lending.createCollateral(_params(AssetKind.ERC1155, address(evil1155), 1, 2));
        evil1155.arm(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (first)));
        CollateralParams memory params = _params(AssetKind.ERC1155, address(evil1155), 1, 3);
        _expectReentrancyRevert();
        vm.prank(borrower);
        lending.createCollateral(params);
    }

    function test_reentrancy_erc1155WithdrawalCannotWithdrawTwice() public {
        vm.prank(borrower);
        uint256 id = lending.createCollateral(_params(AssetKind.ERC1155, address(evil1155), 1, 5));
        evil1155.arm(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (id)));
        _expectReentrancyRevert();
        vm.prank(borrower);
        lending.withdrawCollateral(id);
        vm.assertEq(evil1155.balanceOf(address(lending), 1), 5);
        vm.assertEq(lens.escrowed(address(evil1155), 1), 5);
    }
}
