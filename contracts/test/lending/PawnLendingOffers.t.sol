// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IBorrowerErrors, IProtocolPauseErrors} from "../../src/common/CommonErrors.sol";
import {IHub} from "../../src/hub/IHub.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {IReputation} from "../../src/reputation/IReputation.sol";
import {
    CollateralStatus,
    Loan,
    LoanStatus,
    Offer,
    OfferStatus,
    Terms,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev createOffer, cancelOffer, rejectOffer, acceptOffer, openLoan and the cross-token snapshot.
contract PawnLendingOffersTest is PawnLendingTestBase {
    uint256 internal collateralId;

    function setUp() public override {
        super.setUp();
        collateralId = _createWbnbCollateral();
    }

    function _expectOfferRevert(address from, Terms memory terms, bytes memory reason) internal {
        vm.expectRevert(reason);
        vm.prank(from);
        lending.createOffer(collateralId, terms);
    }

    // --- createOffer

    function test_createOffer_storesOfferWithoutScoring() public {
        Terms memory terms = _usdtTerms();
        vm.expectEmit(address(lending));
        emit IPawnLending.OfferCreated(1, collateralId, lender, terms);
        uint256 offerId = _offer(lender, collateralId);

        vm.assertEq(offerId, 1);
        Offer memory stored = lens.offer(offerId);
        vm.assertEq(stored.lender, lender);
        vm.assertEq(uint256(stored.collateralId), collateralId);
        vm.assertEq(stored.amount, terms.amount);
        vm.assertEq(uint256(stored.interestRate), terms.interestRate);
        vm.assertEq(stored.repaymentToken, address(usdt));
        vm.assertEq(uint256(stored.liquidationThreshold), terms.liquidationThreshold);
        _assertOfferStatus(offerId, OfferStatus.Open);
        // No money moves before acceptance, and no points: an offer nobody takes earns nothing.
        vm.assertEq(usdt.balanceOf(lender), 1_000_000e6);
        _assertScores(lender, 0, 0);
    }

    function test_createOffer_revertsWhenLenderIsBorrower() public {
        _expectOfferRevert(borrower, _usdtTerms(), abi.encodeWithSelector(IPawnLending.LenderIsBorrower.selector));
    }

    function test_createOffer_revertsOnLoanTokenMismatch() public {
        Terms memory terms = _usdtTerms();
        terms.loanToken = address(busd);
        _expectOfferRevert(
            lender, terms, abi.encodeWithSelector(IPawnLending.LoanTokenMismatch.selector, address(usdt), address(busd))
        );
    }

    function test_createOffer_revertsWhenLoanTokenDelisted() public {
        vm.prank(admin);
        hub.setLoanToken(address(usdt), false);
        _expectOfferRevert(
            lender, _usdtTerms(), abi.encodeWithSelector(IPawnLending.LoanTokenNotWhitelisted.selector, address(usdt))
        );
    }

    function test_createOffer_revertsWhenRepaymentTokenNotWhitelisted() public {
        Terms memory terms = _usdtTerms();
        terms.repaymentToken = address(wbnb);
        _expectOfferRevert(
            lender, terms, abi.encodeWithSelector(IPawnLending.LoanTokenNotWhitelisted.selector, address(wbnb))
        );
    }

    function test_createOffer_revertsOnZeroAmount() public {
        Terms memory terms = _usdtTerms();
        terms.amount = 0;
        _expectOfferRevert(lender, terms, abi.encodeWithSelector(IPawnLending.InvalidAmount.selector, 0));
    }

    function test_createOffer_revertsOnAmountAboveUint128() public {
        Terms memory terms = _usdtTerms();
        terms.amount = uint256(type(uint128).max) + 1;
        _expectOfferRevert(lender, terms, abi.encodeWithSelector(IPawnLending.InvalidAmount.selector, terms.amount));
    }

    function test_createOffer_revertsOnZeroInterest() public {
        Terms memory terms = _usdtTerms();
        terms.interestRate = 0;
        _expectOfferRevert(lender, terms, abi.encodeWithSelector(IPawnLending.InvalidInterestRate.selector, 0));
    }

    function test_createOffer_revertsOnInterestAboveMax() public {
        Terms memory terms = _usdtTerms();
        terms.interestRate = MAX_INTEREST_RATE + 1;
        _expectOfferRevert(
            lender, terms, abi.encodeWithSelector(IPawnLending.InvalidInterestRate.selector, MAX_INTEREST_RATE + 1)
        );
    }

    function test_createOffer_acceptsMaxInterest() public {
        Terms memory terms = _usdtTerms();
        terms.interestRate = MAX_INTEREST_RATE;
        uint256 offerId = _offerWith(lender, collateralId, terms);
        vm.assertEq(uint256(lens.offer(offerId).interestRate), MAX_INTEREST_RATE);
    }

    function test_createOffer_revertsWhenDurationShorterThanCycle() public {
        Terms memory terms = _usdtTerms();
        terms.durationQty = 1;
        terms.durationUnit = TimeUnit.Week;
        terms.cycleUnit = TimeUnit.Month;
        _expectOfferRevert(lender, terms, abi.encodeWithSelector(IPawnLending.InvalidDuration.selector));
    }

    function test_createOffer_revertsOnZeroOrTooLongDuration() public {
        Terms memory terms = _usdtTerms();
        terms.durationQty = 0;
        _expectOfferRevert(lender, terms, abi.encodeWithSelector(IPawnLending.InvalidDuration.selector));
        terms.durationQty = 261;
        _expectOfferRevert(lender, terms, abi.encodeWithSelector(IPawnLending.InvalidDuration.selector));
    }

    function test_createOffer_revertsOnZeroThresholdForCrypto() public {
        Terms memory terms = _usdtTerms();
        terms.liquidationThreshold = 0;
        _expectOfferRevert(lender, terms, abi.encodeWithSelector(IPawnLending.InvalidLiquidationThreshold.selector, 0));
    }

    function test_createOffer_revertsOnThresholdAboveHundredPercent() public {
        Terms memory terms = _usdtTerms();
        terms.liquidationThreshold = uint32(HUNDRED_PERCENT) + 1;
        _expectOfferRevert(
            lender,
            terms,
            abi.encodeWithSelector(IPawnLending.InvalidLiquidationThreshold.selector, uint32(HUNDRED_PERCENT) + 1)
        );
    }

    function test_createOffer_revertsWhenAllowanceTooLow() public {
        vm.prank(lender);
        usdt.approve(address(lending), 2_999e6);
        _expectOfferRevert(
            lender, _usdtTerms(), abi.encodeWithSelector(IPawnLending.LenderAllowanceTooLow.selector, 2_999e6, 3_000e6)
        );
    }

    function test_createOffer_revertsWhenCollateralNotOpen() public {
        vm.prank(borrower);
        lending.withdrawCollateral(collateralId);
        _expectOfferRevert(
            lender, _usdtTerms(), abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, collateralId)
        );
    }

    function test_createOffer_revertsWhilePaused() public {
        _pause();
        _expectOfferRevert(lender, _usdtTerms(), abi.encodeWithSelector(IProtocolPauseErrors.ProtocolPaused.selector));
    }

    // --- cancelOffer

    function test_cancelOffer_cancelsAndUnscores() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.expectEmit(address(lending));
        emit IPawnLending.OfferCancelled(offerId, collateralId, lender);
        vm.prank(lender);
        lending.cancelOffer(offerId);
        _assertOfferStatus(offerId, OfferStatus.Cancelled);
        _assertScores(lender, 0, 0);
    }

    function test_cancelOffer_revertsForNonLender() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLender.selector, borrower));
        vm.prank(borrower);
        lending.cancelOffer(offerId);
    }

    function test_cancelOffer_revertsWhenNotOpen() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.startPrank(lender);
        lending.cancelOffer(offerId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.OfferNotOpen.selector, offerId));
        lending.cancelOffer(offerId);
        vm.stopPrank();
    }

    function test_cancelOffer_worksWhilePaused() public {
        uint256 offerId = _offer(lender, collateralId);
        _pause();
        vm.prank(lender);
        lending.cancelOffer(offerId);
        _assertOfferStatus(offerId, OfferStatus.Cancelled);
    }

    function test_cancelOffer_thenAcceptReverts() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.prank(lender);
        lending.cancelOffer(offerId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.OfferNotOpen.selector, offerId));
        _accept(offerId);
    }

    // --- rejectOffer

    function test_rejectOffer_rejects() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.expectEmit(address(lending));
        emit IPawnLending.OfferRejected(offerId, collateralId, borrower);
        vm.prank(borrower);
        lending.rejectOffer(offerId);
        _assertOfferStatus(offerId, OfferStatus.Rejected);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.OfferNotOpen.selector, offerId));
        _accept(offerId);
    }

    function test_rejectOffer_revertsForNonBorrower() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, lender));
        vm.prank(lender);
        lending.rejectOffer(offerId);
    }

    function test_rejectOffer_revertsWhenOfferNotOpen() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.OfferNotOpen.selector, 99));
        vm.prank(borrower);
        lending.rejectOffer(99);
    }

    function test_rejectOffer_revertsWhenCollateralNotOpen() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.startPrank(borrower);
        lending.withdrawCollateral(collateralId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, collateralId));
        lending.rejectOffer(offerId);
        vm.stopPrank();
    }

    // --- acceptOffer

    function test_acceptOffer_startsTheLoan() public {
        uint256 offerId = _offer(lender, collateralId);
        Terms memory terms = _usdtTerms();
        uint256 interest = _interestOf(3_000e6, terms.interestRate, 7 days); // 21 USDT
        vm.assertEq(interest, 21e6);

        vm.expectEmit(address(lending));
        emit IPawnLending.LoanStarted(offerId, collateralId, lender, borrower, START + 28 days, 0, 0);
        vm.expectEmit(address(lending));
        emit IPawnLending.CycleOpened(offerId, 0, START + 2 days, START + 7 days, interest, 0);
        uint256 loanId = _accept(offerId);

        vm.assertEq(loanId, offerId);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + 3_000e6);
        vm.assertEq(usdt.balanceOf(lender), 1_000_000e6 - 3_000e6);
        vm.assertEq(usdt.balanceOf(address(lending)), 0);
        _assertCollateralStatus(collateralId, CollateralStatus.Contracted);
        _assertOfferStatus(offerId, OfferStatus.Accepted);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 10e18);

        Loan memory state = lens.loan(loanId);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Active));
        vm.assertEq(state.principal, 3_000e6);
        vm.assertEq(state.interestOwed, interest);
        vm.assertEq(state.penaltyOwed, 0);
        vm.assertEq(uint256(state.startedAt), START);
        vm.assertEq(state.repayPerLoanRay, 0);
    }

    function test_acceptOffer_tellsReputationOfACountingLoan_noPointsYet() public {
        uint256 offerId = _offer(lender, collateralId);
        _assertScores(lender, 0, 0);
        uint256 loanId = _accept(offerId);
        // The start points come with the loan's first closed cycle (ReputationDust.t.sol).
        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);
        vm.assertEq(loanId, offerId);
    }

    function test_acceptOffer_voidsOtherOffers() public {
        uint256 other = _offer(otherLender, collateralId);
        uint256 offerId = _offer(lender, collateralId);
        _accept(offerId);

        _assertOfferStatus(other, OfferStatus.Cancelled);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, collateralId));
        _accept(other);
        // The other lender's money never moved.
        vm.assertEq(usdt.balanceOf(otherLender), 1_000_000e6);
    }

    function test_acceptOffer_revertsForNonBorrower() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, stranger));
        vm.prank(stranger);
        lending.acceptOffer(offerId);
    }

    function test_acceptOffer_revertsWhenOfferNotOpen() public {
        uint256 offerId = _offer(lender, collateralId);
        _accept(offerId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.OfferNotOpen.selector, offerId));
        _accept(offerId);
    }

    function test_acceptOffer_revertsWhilePaused() public {
        uint256 offerId = _offer(lender, collateralId);
        _pause();
        vm.expectRevert(abi.encodeWithSelector(IProtocolPauseErrors.ProtocolPaused.selector));
        _accept(offerId);
    }

    function test_acceptOffer_revertsWhenTheLoanTokenWasDelistedSinceTheOffer() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.prank(admin);
        hub.setLoanToken(address(usdt), false);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanTokenNotWhitelisted.selector, address(usdt)));
        _accept(offerId);
        _assertOfferStatus(offerId, OfferStatus.Open);
    }

    function test_acceptOffer_revertsWhenLenderRevokedAllowance() public {
        uint256 offerId = _offer(lender, collateralId);
        vm.prank(lender);
        usdt.approve(address(lending), 0);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(lending), 0, 3_000e6)
        );
        _accept(offerId);
        _assertCollateralStatus(collateralId, CollateralStatus.Open);
        _assertOfferStatus(offerId, OfferStatus.Open);
    }

    // --- cross-token loans

    function test_acceptOffer_crossTokenSnapshotsRateAndConvertsInterest() public {
        busdFeed.updateAnswer(0.8e8); // 1 BUSD = $0.80, 1 USDT = $1
        Terms memory terms = _usdtTerms();
        terms.repaymentToken = address(busd);
        uint256 offerId = _offerWith(lender, collateralId, terms);

        // BUSD base units per USDT base unit, x 1e27: ($1 / 1e6) / ($0.8 / 1e18) = 1.25e12.
        uint256 expectedRay = (1e8 * 1e8 * 1e18) * 1e27 / (0.8e8 * 1e8 * 1e6);
        vm.assertEq(expectedRay, 1.25e39);
        uint256 interestUsdt = _interestOf(3_000e6, terms.interestRate, 7 days);
        uint256 interestBusd = (interestUsdt * expectedRay + 1e27 - 1) / 1e27;
        vm.assertEq(interestBusd, 26.25e18);

        vm.expectEmit(address(lending));
        emit IPawnLending.LoanStarted(offerId, collateralId, lender, borrower, START + 28 days, 0, expectedRay);
        vm.expectEmit(address(lending));
        emit IPawnLending.CycleOpened(offerId, 0, START + 2 days, START + 7 days, interestBusd, 0);
        uint256 loanId = _accept(offerId);

        Loan memory state = lens.loan(loanId);
        vm.assertEq(state.repayPerLoanRay, expectedRay);
        vm.assertEq(state.interestOwed, interestBusd);
        vm.assertEq(state.principal, 3_000e6);
    }

    function test_repay_crossTokenInterestIgnoresLaterPriceMoves() public {
        busdFeed.updateAnswer(0.8e8);
        Terms memory terms = _usdtTerms();
        terms.repaymentToken = address(busd);
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));

        // A new price and then a stale feed change nothing: the rate was snapshotted.
        busdFeed.updateAnswer(2e8);
        vm.warp(START + 2 days);
        uint256 lenderBusd = busd.balanceOf(lender);
        vm.prank(borrower);
        lending.repay(loanId, 0, type(uint256).max, 0);
        uint256 interestBusd = 26.25e18;
        vm.assertEq(busd.balanceOf(feeWallet), _shareOf(interestBusd, SYSTEM_FEE));
        vm.assertEq(busd.balanceOf(lender), lenderBusd + interestBusd - _shareOf(interestBusd, SYSTEM_FEE));

        // The next cycle converts its interest at the same snapshotted rate.
        _warpTo(START + 7 days);
        lending.settle(loanId);
        vm.assertEq(lens.loan(loanId).interestOwed, interestBusd);
    }

    function test_acceptOffer_crossTokenRevertsOnStalePrice() public {
        Terms memory terms = _usdtTerms();
        terms.repaymentToken = address(busd);
        uint256 offerId = _offerWith(lender, collateralId, terms);
        vm.warp(START + HEARTBEAT + 1);
        // The Hub refuses the stale prices (the collateral's is read first).
        vm.expectRevert(abi.encodeWithSelector(IHub.StalePrice.selector, address(wbnb), START, HEARTBEAT));
        _accept(offerId);
        _assertCollateralStatus(collateralId, CollateralStatus.Open);
    }

    // --- openLoan

    function test_openLoan_revertsForNonOriginator() public {
        Terms memory terms = _usdtTerms();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, LOAN_ORIGINATOR)
        );
        vm.prank(stranger);
        lending.openLoan(collateralId, lender, terms, IReputation.LoanOrigin.Package);
    }

    function test_openLoan_onlyLoanOriginators() public {
        address newShop = makeAddr("new shop");
        vm.startPrank(admin);
        hub.grantRole(LOAN_ORIGINATOR, newShop);
        hub.revokeRole(LOAN_ORIGINATOR, address(shop));
        vm.stopPrank();
        Terms memory terms = _usdtTerms();

        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, address(shop), LOAN_ORIGINATOR
            )
        );
        vm.prank(address(shop));
        lending.openLoan(collateralId, lender, terms, IReputation.LoanOrigin.Package);

        vm.prank(newShop);
        uint256 loanId = lending.openLoan(collateralId, lender, terms, IReputation.LoanOrigin.Package);
        _assertOfferStatus(loanId, OfferStatus.Accepted);
        _assertLoanStatus(loanId, LoanStatus.Active);
        _assertCollateralStatus(collateralId, CollateralStatus.Contracted);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + 3_000e6);
        // No points at a start (the origin's points come at the first on-time cycle: ReputationDust.t.sol).
        _assertScores(lender, 0, 0);
    }

    function test_openLoan_revertsWhilePaused() public {
        _pause();
        Terms memory terms = _usdtTerms();
        vm.expectRevert(abi.encodeWithSelector(IProtocolPauseErrors.ProtocolPaused.selector));
        vm.prank(address(shop));
        lending.openLoan(collateralId, lender, terms, IReputation.LoanOrigin.Package);
    }
}
