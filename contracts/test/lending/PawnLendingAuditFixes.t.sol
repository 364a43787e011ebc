// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IAddressErrors} from "../../src/common/CommonErrors.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {IPawnShop} from "../../src/lending/IPawnShop.sol";
import {
    AssetKind,
    CollateralParams,
    CollateralStatus,
    LiquidationReason,
    Loan,
    LoanStatus,
    OfferStatus,
    Payment,
    Terms,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {IReputation} from "../../src/reputation/IReputation.sol";
import {ReputationRecorder} from "../../src/reputation/ReputationRecorder.sol";
import {TestNft721} from "../../src/token/TestNft721.sol";
import {BlacklistToken} from "./mocks/AuditMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev Tests for the changes made after the security review: credits instead of blocked payouts,
/// reputation that never blocks money (but cannot be skipped by starving gas), no loan starting
/// liquidatable, carried interest penalised once, AUTO acceptance lending the rule's amount,
/// emergencyWithdraw refusing a kind that contradicts the token, and SafeCast on cycle interest.
/// Expected values are computed here from the rules (percent x ZOOM, owed amounts round up, shares
/// paid out round down), not read back from the contract.
contract PawnLendingAuditFixesTest is PawnLendingTestBase {
    uint256 internal constant PRINCIPAL = 3_000e6;
    uint32 internal constant RATE = uint32(365 * ZOOM / 10); // 36.5% a year: 0.7% a week
    uint32 internal constant THRESHOLD = 80 * ZOOM;
    uint32 internal constant LTV = 50 * ZOOM;
    uint256 internal constant WEEK = 7 days;
    uint256 internal constant WEEKLY_DUE = 2 days;
    uint256 internal constant RAY = 1e27;

    BlacklistToken internal bl;
    DevPriceFeed internal blFeed;
    address internal receiver = makeAddr("receiver");

    function setUp() public override {
        super.setUp();
        bl = new BlacklistToken("Blacklisting USD", "BLUSD", 6);
        blFeed = new DevPriceFeed("BLUSD / USD", 8, 1e8, address(this));
        vm.startPrank(admin);
        hub.setPriceFeed(address(bl), blFeed, HEARTBEAT);
        hub.setLoanToken(address(bl), true);
        hub.setCollateralToken(address(bl), true);
        vm.stopPrank();
        address[3] memory accounts = [borrower, lender, stranger];
        for (uint256 i = 0; i < accounts.length; ++i) {
            bl.mint(accounts[i], 1_000_000e6);
            vm.prank(accounts[i]);
            bl.approve(address(lending), type(uint256).max);
        }
    }

    // =====================================================================================
    // rules, written out in the test
    // =====================================================================================

    /// @dev `rate` percent (x ZOOM) of `amount`, rounded up (an amount owed).
    function _percentUp(uint256 amount, uint256 rate) internal pure returns (uint256) {
        return (amount * rate + HUNDRED_PERCENT - 1) / HUNDRED_PERCENT;
    }

    /// @dev USD value (18 decimals) of `amount` base units at a price with 8 decimals.
    function _usd(uint256 amount, uint256 price8, uint256 tokenDecimals) internal pure returns (uint256) {
        return amount * price8 * 1e18 / 10 ** (8 + tokenDecimals);
    }

    /// @dev Loan-token (6 decimals, $1) units per collateral unit (18 decimals, `price8`), RAY scale.
    function _ray18to6(uint256 price8) internal pure returns (uint256) {
        return price8 * 10 ** (8 + 6) * RAY / (1e8 * 10 ** (8 + 18));
    }

    // =====================================================================================
    // helpers
    // =====================================================================================

    function _blTerms() internal view returns (Terms memory terms) {
        terms = _usdtTerms();
        terms.loanToken = address(bl);
        terms.repaymentToken = address(bl);
    }

    /// @dev 10 WBNB ($6,000) asking for the blacklisting token; the standard offer in that token, accepted.
    function _blLoan() internal returns (uint256 loanId) {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 10e18);
        params.loanToken = address(bl);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        uint256 offerId = _offerWith(lender, collateralId, _blTerms());
        return _accept(offerId);
    }

    /// @dev 6,000 of the blacklisting token ($6,000) as collateral, the standard USDT offer, accepted.
    function _blCollateralLoan() internal returns (uint256 loanId, uint256 collateralId) {
        vm.prank(borrower);
        collateralId = lending.createCollateral(_params(AssetKind.ERC20, address(bl), 0, 6_000e6));
        loanId = _accept(_offer(lender, collateralId));
    }

    /// @dev `account` is owed `amount` of the blacklist token: held by the core and counted in escrow.
    function _assertCredited(address account, uint256 amount) internal view {
        vm.assertEq(lens.credit(account, address(bl)), amount);
        vm.assertEq(lens.escrowed(address(bl), 0), amount);
        vm.assertEq(bl.balanceOf(address(lending)), amount);
    }

    /// @dev `account` claims its whole credit of `amount` to `receiver`; the core keeps none of it.
    function _claimToReceiver(address account, uint256 amount) internal {
        vm.expectEmit(address(lending));
        emit IPawnLending.CreditClaimed(account, address(bl), amount, receiver);
        vm.prank(account);
        lending.claim(address(bl), receiver);
        vm.assertEq(bl.balanceOf(receiver), amount);
        vm.assertEq(lens.credit(account, address(bl)), 0);
        vm.assertEq(lens.escrowed(address(bl), 0), 0);
        vm.assertEq(bl.balanceOf(address(lending)), 0);
    }

    /// @dev Points Reputation at another core: this core's loan reports are refused from then on.
    function _refuseCore() internal {
        vm.prank(admin);
        reputation.setLending(stranger);
        vm.assertEq(reputation.lending(), stranger);
    }

    function _expectLoanNotRecorded(uint256 loanId, IReputation.LoanEvent loanEvent) internal {
        vm.expectEmit(address(lending));
        emit ReputationRecorder.LoanReputationNotRecorded(loanId, loanEvent);
    }

    function _revokeShopWriter() internal {
        bytes32 role = reputation.REPUTATION_WRITER_ROLE();
        vm.prank(admin);
        hub.revokeRole(role, address(shop));
        vm.assertFalse(hub.hasRole(role, address(shop)));
    }

    function _expectNotRecorded(address emitter, address wallet, IReputation.Reason reason) internal {
        vm.expectEmit(emitter);
        emit ReputationRecorder.ReputationNotRecorded(wallet, reason);
    }

    function _repay(uint256 loanId, uint256 penalty, uint256 interest, uint256 principal)
        internal
        returns (Payment memory)
    {
        vm.prank(borrower);
        return lending.repay(loanId, penalty, interest, principal);
    }

    function _assertLoan(uint256 loanId, uint256 cycle, uint256 lateCount, uint256 interestOwed, uint256 penaltyOwed)
        internal
        view
    {
        Loan memory state = lens.loan(loanId);
        vm.assertEq(state.cycle, cycle, "cycle");
        vm.assertEq(state.lateCount, lateCount, "late count");
        vm.assertEq(state.interestOwed, interestOwed, "interest owed");
        vm.assertEq(state.penaltyOwed, penaltyOwed, "penalty owed");
    }

    /// @dev A USDT package of 100..5,000 USDT at 36.5%, 2..8 weeks, weekly cycles, accepting WBNB.
    function _packageParams(IPawnShop.PackageType packageType, uint32 ltv, uint32 threshold)
        internal
        view
        returns (IPawnShop.PackageParams memory)
    {
        address[] memory collaterals = new address[](1);
        collaterals[0] = address(wbnb);
        return IPawnShop.PackageParams({
            packageType: packageType,
            loanToken: address(usdt),
            minAmount: 100e6,
            maxAmount: 5_000e6,
            repaymentToken: address(usdt),
            interestRate: RATE,
            minDuration: 2,
            maxDuration: 8,
            durationUnit: TimeUnit.Week,
            cycleUnit: TimeUnit.Week,
            ltv: ltv,
            liquidationThreshold: threshold,
            collaterals: collaterals,
            budget: 20_000e6
        });
    }

    function _createPackage(IPawnShop.PackageParams memory params) internal returns (uint256) {
        vm.prank(lender);
        return shop.createPackage(params);
    }

    /// @dev The borrower escrows 10 WBNB (4 weeks, USDT) and submits it to `packageId`.
    function _submitWbnb(uint256 packageId) internal returns (uint256 collateralId, uint256 submissionId) {
        vm.prank(borrower);
        collateralId = lending.createCollateral(_params(AssetKind.ERC20, address(wbnb), 0, 10e18));
        vm.prank(borrower);
        submissionId = shop.submitCollateral(packageId, collateralId, 0, block.timestamp + 1 days);
    }

    // =====================================================================================
    // 1. credits instead of blocked payouts
    // =====================================================================================

    function test_credit_repayToBlacklistedLender_creditsThenClaims() public {
        uint256 loanId = _blLoan();
        bl.setBlacklisted(lender, true);

        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK); // 21 USD
        vm.assertEq(interest, 21e6);
        uint256 fee = _shareOf(interest, SYSTEM_FEE);
        uint256 lenderShare = interest - fee;
        uint256 borrowerBefore = bl.balanceOf(borrower);
        uint256 lenderBefore = bl.balanceOf(lender);

        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(lender, address(bl), lenderShare);
        Payment memory payment = _repay(loanId, 0, interest, 0);

        vm.assertEq(payment.interest, interest);
        vm.assertEq(payment.systemFee, fee);
        vm.assertEq(bl.balanceOf(borrower), borrowerBefore - interest, "payer paid");
        vm.assertEq(bl.balanceOf(feeWallet), fee, "fee wallet paid directly");
        vm.assertEq(bl.balanceOf(lender), lenderBefore, "lender received nothing directly");
        vm.assertEq(bl.balanceOf(address(lending)), lenderShare, "share pulled into the core");
        vm.assertEq(lens.credit(lender, address(bl)), lenderShare);
        vm.assertEq(lens.escrowed(address(bl), 0), lenderShare);
        _assertLoan(loanId, 0, 0, 0, 0);

        // Principal (with the 3% prepaid fee: not the last cycle) is credited too, and completes the loan.
        uint256 prepaid = _percentUp(PRINCIPAL, PREPAID_FEE);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(lender, address(bl), PRINCIPAL + prepaid);
        payment = _repay(loanId, 0, 0, PRINCIPAL);
        vm.assertEq(payment.prepaidFee, prepaid);
        _assertLoanStatus(loanId, LoanStatus.Completed);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18, "collateral returned");
        uint256 total = lenderShare + PRINCIPAL + prepaid;
        _assertCredited(lender, total);

        // The lender claims to an address the token accepts.
        _claimToReceiver(lender, total);

        // Nothing left to claim.
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NoCredit.selector, address(bl)));
        vm.prank(lender);
        lending.claim(address(bl), receiver);
    }

    function test_credit_claimToBlacklistedAddressRevertsAndKeepsCredit() public {
        uint256 loanId = _blLoan();
        bl.setBlacklisted(lender, true);
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        _repay(loanId, 0, interest, 0);
        uint256 lenderShare = interest - _shareOf(interest, SYSTEM_FEE);

        // Claiming to the blacklisted address itself fails and leaves the credit intact.
        vm.expectRevert(abi.encodeWithSelector(BlacklistToken.AccountBlacklisted.selector, lender));
        vm.prank(lender);
        lending.claim(address(bl), lender);
        vm.assertEq(lens.credit(lender, address(bl)), lenderShare);
        vm.assertEq(lens.escrowed(address(bl), 0), lenderShare);
    }

    function test_claim_reverts() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NoCredit.selector, address(bl)));
        vm.prank(lender);
        lending.claim(address(bl), receiver);

        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NoCredit.selector, NATIVE));
        vm.prank(lender);
        lending.claim(NATIVE, receiver);

        // With a credit, the zero receiver is refused.
        uint256 loanId = _blLoan();
        bl.setBlacklisted(lender, true);
        _repay(loanId, 0, 1e6, 0);
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(lender);
        lending.claim(address(bl), address(0));
        // Someone else has no credit of the lender's.
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NoCredit.selector, address(bl)));
        vm.prank(stranger);
        lending.claim(address(bl), receiver);
    }

    function test_credit_feeWalletBlacklisted() public {
        uint256 loanId = _blLoan();
        bl.setBlacklisted(feeWallet, true);
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        uint256 fee = _shareOf(interest, SYSTEM_FEE);
        uint256 lenderBefore = bl.balanceOf(lender);

        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(feeWallet, address(bl), fee);
        _repay(loanId, 0, interest, 0);

        vm.assertEq(bl.balanceOf(lender), lenderBefore + interest - fee, "lender paid directly");
        vm.assertEq(bl.balanceOf(feeWallet), 0);
        vm.assertEq(lens.credit(feeWallet, address(bl)), fee);
        vm.assertEq(lens.credit(lender, address(bl)), 0);
        vm.assertEq(lens.escrowed(address(bl), 0), fee);
        vm.assertEq(bl.balanceOf(address(lending)), fee);

        _claimToReceiver(feeWallet, fee);
    }

    function test_credit_penaltyToBlacklistedLender() public {
        uint256 loanId = _blLoan();
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        _warpTo(START + WEEK); // cycle 0 closes unpaid
        lending.settle(loanId);
        uint256 penalty = _percentUp(interest, PENALTY_RATE);
        _assertLoan(loanId, 1, 1, 2 * interest, penalty);

        bl.setBlacklisted(lender, true);
        uint256 charges = penalty + 2 * interest;
        uint256 fee = _shareOf(charges, SYSTEM_FEE);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(lender, address(bl), charges - fee);
        Payment memory payment = _repay(loanId, penalty, 2 * interest, 0);
        vm.assertEq(payment.penalty, penalty);
        vm.assertEq(payment.interest, 2 * interest);
        vm.assertEq(lens.credit(lender, address(bl)), charges - fee);
        vm.assertEq(lens.escrowed(address(bl), 0), charges - fee);
        vm.assertEq(bl.balanceOf(feeWallet), fee);
    }

    function test_credit_collateralReturnedToBlacklistedBorrower() public {
        (uint256 loanId, uint256 collateralId) = _blCollateralLoan();
        vm.assertEq(lens.escrowed(address(bl), 0), 6_000e6);
        bl.setBlacklisted(borrower, true);
        uint256 blBefore = bl.balanceOf(borrower);
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        uint256 prepaid = _percentUp(PRINCIPAL, PREPAID_FEE);
        uint256 usdtBefore = usdt.balanceOf(borrower);

        vm.expectEmit(address(lending));
        emit IPawnLending.LoanCompleted(loanId, collateralId, borrower);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(borrower, address(bl), 6_000e6);
        _repay(loanId, 0, interest, PRINCIPAL);

        vm.assertEq(usdt.balanceOf(borrower), usdtBefore - interest - PRINCIPAL - prepaid, "repaid in full");
        _assertLoanStatus(loanId, LoanStatus.Completed);
        _assertCollateralStatus(collateralId, CollateralStatus.Returned);
        vm.assertEq(bl.balanceOf(borrower), blBefore, "nothing sent to the blacklisted borrower");
        _assertCredited(borrower, 6_000e6);

        _claimToReceiver(borrower, 6_000e6);
    }

    function test_credit_withdrawToBlacklistedBorrower() public {
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(_params(AssetKind.ERC20, address(bl), 0, 500e6));
        bl.setBlacklisted(borrower, true);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(borrower, address(bl), 500e6);
        vm.prank(borrower);
        lending.withdrawCollateral(collateralId);
        _assertCollateralStatus(collateralId, CollateralStatus.Withdrawn);
        vm.assertEq(lens.credit(borrower, address(bl)), 500e6);
        vm.assertEq(lens.escrowed(address(bl), 0), 500e6);
    }

    function test_credit_riskLiquidationToBlacklistedLender() public {
        (uint256 loanId, uint256 collateralId) = _blCollateralLoan();
        // The token halves: $3,000 of collateral, limit 80% = $2,400, debt $3,021.
        blFeed.updateAnswer(0.5e8);
        uint256 debtUsd = _usd(PRINCIPAL + _interestOf(PRINCIPAL, RATE, WEEK), 1e8, 6);
        uint256 limitUsd = _shareOf(_usd(6_000e6, 0.5e8, 6), THRESHOLD);
        vm.assertGe(debtUsd, limitUsd);
        bl.setBlacklisted(lender, true);

        uint256 toFee = _shareOf(6_000e6, SYSTEM_FEE);
        uint256 toLender = 6_000e6 - toFee;
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Risk, toLender, toFee);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(lender, address(bl), toLender);
        vm.prank(stranger);
        lending.liquidate(loanId);

        _assertLoanStatus(loanId, LoanStatus.Defaulted);
        _assertCollateralStatus(collateralId, CollateralStatus.Liquidated);
        vm.assertEq(bl.balanceOf(feeWallet), toFee, "fee wallet paid directly");
        _assertCredited(lender, toLender);

        _claimToReceiver(lender, toLender);
    }

    function test_credit_lateLiquidationBySettleToBlacklistedLenderAndFeeWallet() public {
        (uint256 loanId, uint256 collateralId) = _blCollateralLoan();
        bl.setBlacklisted(lender, true);
        bl.setBlacklisted(feeWallet, true);
        uint256 toFee = _shareOf(6_000e6, SYSTEM_FEE);
        uint256 toLender = 6_000e6 - toFee;

        // Three weekly cycles close unpaid: the third reaches the late threshold.
        vm.warp(START + 3 * WEEK);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Late, toLender, toFee);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(lender, address(bl), toLender);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(feeWallet, address(bl), toFee);
        vm.prank(stranger);
        lending.settle(loanId);

        _assertLoanStatus(loanId, LoanStatus.Defaulted);
        vm.assertEq(lens.loan(loanId).lateCount, LATE_THRESHOLD);
        vm.assertEq(lens.credit(lender, address(bl)), toLender);
        vm.assertEq(lens.credit(feeWallet, address(bl)), toFee);
        vm.assertEq(lens.escrowed(address(bl), 0), 6_000e6);
        vm.assertEq(bl.balanceOf(address(lending)), 6_000e6);
    }

    // =====================================================================================
    // 2. reputation never blocks money; too little gas reverts
    // =====================================================================================

    function test_reputationRefused_offerLoanRepaidToCompletion() public {
        uint256 collateralId = _createWbnbCollateral();
        _refuseCore();

        // createCollateral and withdrawCollateral (neither reports to Reputation)
        uint256 second = _createWbnbCollateral();
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18 - 20e18);
        vm.prank(borrower);
        lending.withdrawCollateral(second);
        _assertCollateralStatus(second, CollateralStatus.Withdrawn);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18 - 10e18);

        // createOffer and acceptOffer
        uint256 offerId = _offer(lender, collateralId);
        _assertOfferStatus(offerId, OfferStatus.Open);
        _expectLoanNotRecorded(offerId, IReputation.LoanEvent.Opened);
        uint256 loanId = _accept(offerId);
        _assertLoanStatus(loanId, LoanStatus.Active);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + PRINCIPAL);

        // Cycle 0 paid on time, settled at its end.
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        _repay(loanId, 0, interest, 0);
        _warpTo(START + WEEK);
        vm.expectEmit(address(lending));
        emit IPawnLending.CycleClosed(loanId, 0, false, 0);
        _expectLoanNotRecorded(loanId, IReputation.LoanEvent.PaidOnTime);
        lending.settle(loanId);
        _assertLoan(loanId, 1, 0, interest, 0);

        // Cycle 1 left unpaid: late.
        _warpTo(START + 2 * WEEK);
        vm.expectEmit(address(lending));
        emit IPawnLending.CycleClosed(loanId, 1, true, 1);
        _expectLoanNotRecorded(loanId, IReputation.LoanEvent.PaidLate);
        lending.settle(loanId);
        uint256 penalty = _percentUp(interest, PENALTY_RATE);
        _assertLoan(loanId, 2, 1, 2 * interest, penalty);

        // Repaid in full: completed, collateral back.
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanCompleted(loanId, collateralId, borrower);
        _expectLoanNotRecorded(loanId, IReputation.LoanEvent.Completed);
        Payment memory payment = _repay(loanId, type(uint256).max, type(uint256).max, type(uint256).max);
        vm.assertEq(payment.penalty, penalty);
        vm.assertEq(payment.interest, 2 * interest);
        vm.assertEq(payment.principal, PRINCIPAL);
        _assertLoanStatus(loanId, LoanStatus.Completed);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);

        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);
    }

    function test_reputationRefused_settleAcrossCyclesLiquidatesLate() public {
        uint256 loanId = _startLoan();
        uint256 collateralId = lens.offer(loanId).collateralId;
        (int256 b0, int256 l0) = reputation.scores(borrower);
        (int256 b1, int256 l1) = reputation.scores(lender);
        _refuseCore();

        uint256 toFee = _shareOf(10e18, SYSTEM_FEE);
        vm.warp(START + 3 * WEEK);
        for (uint256 cycle = 0; cycle < 3; ++cycle) {
            vm.expectEmit(address(lending));
            emit IPawnLending.CycleClosed(loanId, cycle, true, uint8(cycle + 1));
            _expectLoanNotRecorded(loanId, IReputation.LoanEvent.PaidLate);
        }
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Late, 10e18 - toFee, toFee);
        _expectLoanNotRecorded(loanId, IReputation.LoanEvent.Defaulted);
        lending.settle(loanId);

        _assertLoanStatus(loanId, LoanStatus.Defaulted);
        vm.assertEq(wbnb.balanceOf(lender), 1_000e18 + 10e18 - toFee);
        vm.assertEq(wbnb.balanceOf(feeWallet), toFee);
        _assertScores(borrower, b0, l0);
        _assertScores(lender, b1, l1);
    }

    function test_reputationRefused_riskLiquidation() public {
        uint256 loanId = _startLoan();
        uint256 collateralId = lens.offer(loanId).collateralId;
        (int256 b0, int256 l0) = reputation.scores(borrower);
        _refuseCore();

        wbnbFeed.updateAnswer(300e8); // $3,000 of collateral: limit $2,400 < debt $3,021
        uint256 toFee = _shareOf(10e18, SYSTEM_FEE);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Risk, 10e18 - toFee, toFee);
        _expectLoanNotRecorded(loanId, IReputation.LoanEvent.Defaulted);
        vm.prank(stranger);
        lending.liquidate(loanId);

        _assertLoanStatus(loanId, LoanStatus.Defaulted);
        vm.assertEq(wbnb.balanceOf(lender), 1_000e18 + 10e18 - toFee);
        _assertScores(borrower, b0, l0);
    }

    function test_reputationRevoked_shopPackages() public {
        _revokeShopWriter();
        IPawnShop.PackageParams memory params = _packageParams(IPawnShop.PackageType.SemiAuto, LTV, THRESHOLD);

        uint256 packageId = _createPackage(params);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Open));

        // The first funded loan's points come through the core at its first closed cycle, not from the shop.
        (uint256 collateralId, uint256 submissionId) = _submitWbnb(packageId);
        vm.prank(lender);
        uint256 loanId = shop.acceptSubmission(submissionId, 1_000e6);
        vm.assertEq(lens.loan(loanId).principal, 1_000e6);
        vm.assertEq(lens.offer(loanId).collateralId, collateralId);
        vm.assertTrue(shop.packageOf(packageId).funded);
        _assertScores(lender, 0, 0);

        vm.expectEmit(address(shop));
        emit IPawnShop.PackageStatusChanged(packageId, IPawnShop.PackageStatus.Cancelled);
        _expectNotRecorded(address(shop), lender, IReputation.Reason.LenderPackageCancelled);
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Cancelled));

        vm.expectEmit(address(shop));
        emit IPawnShop.PackageStatusChanged(packageId, IPawnShop.PackageStatus.Open);
        _expectNotRecorded(address(shop), lender, IReputation.Reason.LenderPackageReopened);
        vm.prank(lender);
        shop.reopenPackage(packageId);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Open));
        _assertScores(lender, 0, 0);
    }

    function test_reputationRecorded_whenAccepted() public {
        // Control for the tests above: with Reputation accepting the core, the same actions move the scores.
        uint256 loanId = _startLoan();
        _assertScores(borrower, 0, 0);
        _repay(loanId, 0, _interestOf(PRINCIPAL, RATE, WEEK), 0);
        _warpTo(START + WEEK);
        lending.settle(loanId); // cycle 0 paid on time: the start points and +1
        _assertScores(borrower, 3 + 1 + 1, 0);
        _assertScores(lender, 0, 2 + 1 + 1);
        _warpTo(START + 2 * WEEK);
        lending.settle(loanId); // cycle 1 unpaid: late
        _assertScores(borrower, 3 + 1 + 1 - 1, 0);
    }

    /// @dev Settling at a cycle boundary with too little gas for the Reputation call reverts with
    /// InsufficientGas (rather than skipping the late mark); with enough gas the mark is recorded.
    /// 60,000 gas reaches the check (the whole settle costs about 50,000, so without the check this
    /// call would go through); the check asks for the report's 100,000 and a little more.
    function test_reputation_tooLittleGasReverts_lateMarkCannotBeSkipped() public {
        uint256 loanId = _startLoan();
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        (int256 scoreBefore,) = reputation.scores(borrower);
        vm.warp(START + WEEK); // cycle 0 closes unpaid

        (bool ok, bytes memory data) = address(lending).call{gas: 60_000}(abi.encodeCall(IPawnLending.settle, (loanId)));
        vm.assertFalse(ok);
        vm.assertEq(keccak256(data), keccak256(abi.encodeWithSelector(ReputationRecorder.InsufficientGas.selector)));
        _assertLoan(loanId, 0, 0, interest, 0);
        (int256 scoreAfter,) = reputation.scores(borrower);
        vm.assertEq(scoreAfter, scoreBefore, "no score change");

        // The same through repay: nothing is taken, nothing moves.
        uint256 usdtBefore = usdt.balanceOf(borrower);
        vm.prank(borrower);
        (ok, data) = address(lending).call{gas: 60_000}(abi.encodeCall(IPawnLending.repay, (loanId, 0, interest, 0)));
        vm.assertFalse(ok);
        vm.assertEq(keccak256(data), keccak256(abi.encodeWithSelector(ReputationRecorder.InsufficientGas.selector)));
        vm.assertEq(usdt.balanceOf(borrower), usdtBefore);
        _assertLoan(loanId, 0, 0, interest, 0);

        // With enough gas: the cycle closes late and the borrower loses a point.
        (ok,) = address(lending).call{gas: 1_000_000}(abi.encodeCall(IPawnLending.settle, (loanId)));
        vm.assertTrue(ok);
        _assertLoan(loanId, 1, 1, 2 * interest, _percentUp(interest, PENALTY_RATE));
        (scoreAfter,) = reputation.scores(borrower);
        vm.assertEq(scoreAfter, scoreBefore - 1);
    }

    // =====================================================================================
    // 3. no loan starts liquidatable
    // =====================================================================================

    /// @dev The most a loan may start with: 90% of the liquidation limit.
    function _maxStartDebt(uint256 limitUsd) internal pure returns (uint256) {
        return _shareOf(limitUsd, 90 * ZOOM);
    }

    /// @dev The core checks the start's health when the lender offers (and again at acceptance): debt =
    /// principal + a full first cycle's interest, in USD at the loan token's price; limit = collateral in
    /// USD x threshold / 100%; the debt may be at most 90% of the limit.
    function _expectUnderwaterOffer(uint256 collateralId, Terms memory terms, uint256 debtUsd, uint256 limitUsd)
        internal
    {
        vm.expectRevert(
            abi.encodeWithSelector(IPawnLending.LoanStartsUnderwater.selector, debtUsd, _maxStartDebt(limitUsd))
        );
        vm.prank(lender);
        lending.createOffer(collateralId, terms);
        // Nothing stored: the collateral takes no offer id from it.
        _assertCollateralStatus(collateralId, CollateralStatus.Open);
        vm.assertEq(lens.offer(1).lender, address(0));
    }

    function test_underwater_trapThreshold() public {
        uint256 collateralId = _createWbnbCollateral();
        Terms memory terms = _usdtTerms();
        terms.liquidationThreshold = 1; // 0.00001%

        uint256 debtUsd = _usd(PRINCIPAL + _interestOf(PRINCIPAL, RATE, WEEK), 1e8, 6);
        uint256 limitUsd = _shareOf(_usd(10e18, 600e8, 18), 1);
        vm.assertEq(debtUsd, 3_021e18);
        vm.assertEq(limitUsd, 6e14);
        _expectUnderwaterOffer(collateralId, terms, debtUsd, limitUsd);

        // A sane threshold on the same collateral is offered and accepted.
        uint256 loanId = _accept(_offer(lender, collateralId));
        _assertLoanStatus(loanId, LoanStatus.Active);
    }

    function test_underwater_nativeTrapThreshold() public {
        uint256 collateralId = _createNative(10 ether);
        Terms memory terms = _usdtTerms();
        terms.liquidationThreshold = 1;
        uint256 debtUsd = _usd(PRINCIPAL + _interestOf(PRINCIPAL, RATE, WEEK), 1e8, 6);
        uint256 limitUsd = _shareOf(_usd(10 ether, 600e8, 18), 1);
        _expectUnderwaterOffer(collateralId, terms, debtUsd, limitUsd);
    }

    function test_underwater_priceDropBeforeOffer() public {
        uint256 collateralId = _createWbnbCollateral();
        wbnbFeed.updateAnswer(300e8); // the 80% offer that was fine at $600 is not at $300

        uint256 debtUsd = _usd(PRINCIPAL + _interestOf(PRINCIPAL, RATE, WEEK), 1e8, 6);
        uint256 limitUsd = _shareOf(_usd(10e18, 300e8, 18), THRESHOLD); // $2,400
        vm.assertEq(limitUsd, 2_400e18);
        _expectUnderwaterOffer(collateralId, _usdtTerms(), debtUsd, limitUsd);

        // Price back: the same offer goes through.
        wbnbFeed.updateAnswer(600e8);
        uint256 loanId = _accept(_offer(lender, collateralId));
        _assertLoanStatus(loanId, LoanStatus.Active);
    }

    function test_underwater_boundaryAtNinetyPercentOfTheLimit() public {
        uint256 collateralId = _createWbnbCollateral();
        uint256 debtUsd = _usd(PRINCIPAL + _interestOf(PRINCIPAL, RATE, WEEK), 1e8, 6); // $3,021
        // 10 WBNB x price x 80% x 90% = $3,021  <=>  price = $419.58333...: the first 8-decimal price
        // at or above it lets the loan start, the one below does not.
        int256 price = 419.58333334e8;
        uint256 limitBelow = _shareOf(_usd(10e18, uint256(price - 1), 18), THRESHOLD);
        vm.assertLt(_maxStartDebt(limitBelow), debtUsd);
        wbnbFeed.updateAnswer(price - 1);
        _expectUnderwaterOffer(collateralId, _usdtTerms(), debtUsd, limitBelow);

        wbnbFeed.updateAnswer(price);
        uint256 limitUsd = _shareOf(_usd(10e18, uint256(price), 18), THRESHOLD);
        vm.assertGe(_maxStartDebt(limitUsd), debtUsd);
        uint256 loanId = _accept(_offer(lender, collateralId));
        (uint256 debtNow,, uint256 limitNow) = lens.loanToValue(loanId);
        vm.assertEq(debtNow, debtUsd);
        vm.assertEq(limitNow, limitUsd);
    }

    /// @dev The review's case: an offer made at a good price is accepted after the price fell. The
    /// acceptance re-checks at today's price, so the loan never starts past (or near) its threshold.
    function test_underwater_acceptanceRechecksAfterPriceDrop() public {
        uint256 collateralId = _createWbnbCollateral();
        uint256 offerId = _offer(lender, collateralId); // fine at $600: limit $4,800, debt $3,021
        uint256 debtUsd = _usd(PRINCIPAL + _interestOf(PRINCIPAL, RATE, WEEK), 1e8, 6);

        // $400: limit $3,200 > debt, so not liquidatable, but above 90% of it ($2,880): refused too.
        wbnbFeed.updateAnswer(400e8);
        uint256 limitUsd = _shareOf(_usd(10e18, 400e8, 18), THRESHOLD);
        vm.assertGt(limitUsd, debtUsd);
        vm.expectRevert(
            abi.encodeWithSelector(IPawnLending.LoanStartsUnderwater.selector, debtUsd, _maxStartDebt(limitUsd))
        );
        vm.prank(borrower);
        lending.acceptOffer(offerId);

        // $300: past the threshold, the loan would be liquidated in the same block: refused.
        wbnbFeed.updateAnswer(300e8);
        limitUsd = _shareOf(_usd(10e18, 300e8, 18), THRESHOLD);
        vm.expectRevert(
            abi.encodeWithSelector(IPawnLending.LoanStartsUnderwater.selector, debtUsd, _maxStartDebt(limitUsd))
        );
        vm.prank(borrower);
        lending.acceptOffer(offerId);
        // Nothing moved: the offer is still open and the borrower can take it when the price is back.
        _assertOfferStatus(offerId, OfferStatus.Open);
        _assertCollateralStatus(collateralId, CollateralStatus.Open);

        wbnbFeed.updateAnswer(600e8);
        _assertLoanStatus(_accept(offerId), LoanStatus.Active);
    }

    function test_underwater_crossTokenDebt() public {
        // Repaid in BUSD: the check counts the first interest in the loan token, at its price.
        uint256 collateralId = _createWbnbCollateral();
        Terms memory terms = _usdtTerms();
        terms.repaymentToken = address(busd);
        terms.liquidationThreshold = 50 * ZOOM; // $3,000 limit
        uint256 debtUsd = _usd(PRINCIPAL + _interestOf(PRINCIPAL, RATE, WEEK), 1e8, 6);
        uint256 limitUsd = _shareOf(_usd(10e18, 600e8, 18), 50 * ZOOM);
        vm.assertEq(debtUsd, 3_021e18);
        vm.assertEq(limitUsd, 3_000e18);
        _expectUnderwaterOffer(collateralId, terms, debtUsd, limitUsd);
    }

    function test_underwater_nftNotChecked() public {
        (uint256 collateralId,) = _create721();
        Terms memory terms = _usdtTerms();
        terms.liquidationThreshold = 1; // would be underwater at any price: NFTs have none
        uint256 offerId = _offerWith(lender, collateralId, terms);
        uint256 loanId = _accept(offerId);
        _assertLoanStatus(loanId, LoanStatus.Active);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + PRINCIPAL);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);
    }

    /// @dev Package validation keeps ltv < threshold, so a SEMI_AUTO principal at the LTV limit is
    /// below the threshold; but the debt also counts the first cycle's interest, which pushes a loan
    /// at the LTV limit over a threshold just above the LTV (50% LTV, 50.3% threshold, 0.7% a week).
    /// Such a loan must not start: it would be liquidatable (reason Risk) at once by anyone, the
    /// lender included.
    function test_underwater_semiAutoPackage() public {
        uint32 threshold = LTV + 3 * ZOOM / 10; // 50.3%
        uint256 packageId = _createPackage(_packageParams(IPawnShop.PackageType.SemiAuto, LTV, threshold));
        (uint256 collateralId, uint256 submissionId) = _submitWbnb(packageId);

        uint256 limit = _shareOf(10e18 * _ray18to6(600e8) / RAY, LTV);
        vm.assertEq(limit, 3_000e6);
        vm.assertEq(shop.loanLimit(packageId, collateralId), limit);
        uint256 debtUsd = _usd(limit + _interestOf(limit, RATE, WEEK), 1e8, 6); // $3,021
        uint256 limitUsd = _shareOf(_usd(10e18, 600e8, 18), threshold); // $3,018
        vm.assertEq(debtUsd, 3_021e18);
        vm.assertEq(limitUsd, 3_018e18);
        vm.expectRevert(
            abi.encodeWithSelector(IPawnLending.LoanStartsUnderwater.selector, debtUsd, _maxStartDebt(limitUsd))
        );
        vm.prank(lender);
        shop.acceptSubmission(submissionId, limit);
        vm.assertEq(uint256(shop.submission(submissionId).status), uint256(IPawnShop.SubmissionStatus.Pending));
        _assertCollateralStatus(collateralId, CollateralStatus.Open);

        // A smaller loan whose debt stays under the limit starts, and is not liquidatable.
        uint256 amount = 2_000e6;
        vm.assertLt(_usd(amount + _interestOf(amount, RATE, WEEK), 1e8, 6), _maxStartDebt(limitUsd));
        vm.prank(lender);
        uint256 loanId = shop.acceptSubmission(submissionId, amount);
        vm.assertEq(lens.loan(loanId).principal, amount);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);
    }

    /// @dev A price drop between submission and acceptance only lowers the SEMI_AUTO limit (it is
    /// computed at acceptance), so the LTV can't be crossed by price alone; an AUTO submission left
    /// pending then accepted after a drop likewise lends at the new price, below the threshold.
    function test_underwater_semiAutoPriceDropLowersLimitInstead() public {
        uint256 packageId = _createPackage(_packageParams(IPawnShop.PackageType.SemiAuto, LTV, THRESHOLD));
        (, uint256 submissionId) = _submitWbnb(packageId);
        wbnbFeed.updateAnswer(300e8);
        uint256 limit = _shareOf(10e18 * _ray18to6(300e8) / RAY, LTV); // 1,500 USDT
        vm.assertEq(limit, 1_500e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, 3_000e6, 100e6, limit));
        vm.prank(lender);
        shop.acceptSubmission(submissionId, 3_000e6);
    }

    // =====================================================================================
    // 4. carried interest is penalised once
    // =====================================================================================

    function test_carried_allUnpaid_penalisedOnce() public {
        uint256 loanId = _startLoan();
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        vm.assertEq(interest, 21e6);

        _warpTo(START + WEEK);
        lending.settle(loanId);
        uint256 penalty0 = _percentUp(interest, PENALTY_RATE);
        vm.assertEq(penalty0, 31.5e6);
        _assertLoan(loanId, 1, 1, 2 * interest, penalty0);

        _warpTo(START + 2 * WEEK);
        vm.expectEmit(address(lending));
        uint256 penalty1 = penalty0 + _interestOf(penalty0, RATE, WEEK) + _percentUp(interest, PENALTY_RATE);
        emit IPawnLending.CycleOpened(
            loanId, 2, START + 2 * WEEK + WEEKLY_DUE, START + 3 * WEEK, 3 * interest, penalty1
        );
        lending.settle(loanId);
        // 31.5 + 0.2205 + 31.5 (cycle 1's own 21 only, not the carried 21)
        vm.assertEq(penalty1, 63.2205e6);
        _assertLoan(loanId, 2, 2, 63e6, penalty1);
    }

    function test_carried_partialBeforeDue_smallRemainder() public {
        uint256 loanId = _startLoan();
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        _warpTo(START + WEEK);
        lending.settle(loanId);
        uint256 penalty0 = _percentUp(interest, PENALTY_RATE);

        // In cycle 1's interest window, pay 30 of the 42 owed: the carried 21 first, then 9 of its own.
        _warpTo(START + WEEK + WEEKLY_DUE);
        _repay(loanId, 0, 30e6, 0);
        uint256 left = 2 * interest - 30e6;
        _assertLoan(loanId, 1, 1, left, penalty0);

        _warpTo(START + 2 * WEEK);
        lending.settle(loanId);
        uint256 base = left < interest ? left : interest; // min(late snapshot, cycle's own interest)
        vm.assertEq(base, 12e6);
        uint256 penalty1 = penalty0 + _interestOf(penalty0, RATE, WEEK) + _percentUp(base, PENALTY_RATE);
        vm.assertEq(penalty1, 49.7205e6);
        _assertLoan(loanId, 2, 2, left + interest, penalty1);
    }

    function test_carried_partialBeforeDue_largeRemainder() public {
        uint256 loanId = _startLoan();
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        _warpTo(START + WEEK);
        lending.settle(loanId);
        uint256 penalty0 = _percentUp(interest, PENALTY_RATE);

        // Pay 10 before the due date: 32 left, of which 11 carried (already penalised) and 21 its own.
        _warpTo(START + WEEK + 1 days);
        _repay(loanId, 0, 10e6, 0);
        uint256 left = 2 * interest - 10e6;

        _warpTo(START + 2 * WEEK);
        lending.settle(loanId);
        uint256 base = left < interest ? left : interest;
        vm.assertEq(base, 21e6);
        uint256 penalty1 = penalty0 + _interestOf(penalty0, RATE, WEEK) + _percentUp(base, PENALTY_RATE);
        _assertLoan(loanId, 2, 2, left + interest, penalty1);
    }

    function test_carried_paidAfterDue_snapshotStillCapped() public {
        uint256 loanId = _startLoan();
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        _warpTo(START + WEEK);
        lending.settle(loanId);
        uint256 penalty0 = _percentUp(interest, PENALTY_RATE);

        // Paid in the overdue window: the snapshot at the due date (42) still counts, capped at 21.
        _warpTo(START + WEEK + WEEKLY_DUE + 1);
        _repay(loanId, 0, 40e6, 0);
        Loan memory state = lens.loan(loanId);
        vm.assertTrue(state.lateInterestRecorded);
        vm.assertEq(state.lateInterest, 2 * interest);

        _warpTo(START + 2 * WEEK);
        lending.settle(loanId);
        uint256 penalty1 = penalty0 + _interestOf(penalty0, RATE, WEEK) + _percentUp(interest, PENALTY_RATE);
        _assertLoan(loanId, 2, 2, 2 * interest - 40e6 + interest, penalty1);
    }

    function test_carried_allPaidBeforeDue_noNewPenalty() public {
        uint256 loanId = _startLoan();
        uint256 interest = _interestOf(PRINCIPAL, RATE, WEEK);
        _warpTo(START + WEEK);
        lending.settle(loanId);
        uint256 penalty0 = _percentUp(interest, PENALTY_RATE);

        _warpTo(START + WEEK + 1 days);
        _repay(loanId, penalty0, 2 * interest, 0);
        _assertLoan(loanId, 1, 1, 0, 0);

        _warpTo(START + 2 * WEEK);
        lending.settle(loanId);
        // On time: no penalty, cycle 2's own interest only, nothing carried.
        _assertLoan(loanId, 2, 1, interest, 0);
        vm.assertFalse(lens.loan(loanId).interestCarried);
    }

    function test_carried_roundsUp() public {
        // A rate whose weekly interest and penalty interest are not whole: both round up.
        uint256 collateralId = _createWbnbCollateral();
        Terms memory terms = _usdtTerms();
        terms.amount = 1_234_567_891;
        terms.interestRate = 12_345_678; // 123.45678%
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));
        uint256 interest = _interestOf(terms.amount, terms.interestRate, WEEK);
        vm.assertNotEq(terms.amount * terms.interestRate * WEEK % (HUNDRED_PERCENT * YEAR), 0);

        _warpTo(START + 2 * WEEK);
        lending.settle(loanId);
        uint256 penalty0 = _percentUp(interest, PENALTY_RATE);
        uint256 penalty1 =
            penalty0 + _interestOf(penalty0, terms.interestRate, WEEK) + _percentUp(interest, PENALTY_RATE);
        _assertLoan(loanId, 2, 2, 3 * interest, penalty1);
    }

    // =====================================================================================
    // 5. PawnShop: a pending AUTO submission lends the rule's amount at acceptance
    // =====================================================================================

    function _pendingAuto(uint256 maxAmount) internal returns (uint256 packageId, uint256 submissionId) {
        IPawnShop.PackageParams memory params = _packageParams(IPawnShop.PackageType.Auto, LTV, THRESHOLD);
        params.maxAmount = maxAmount;
        packageId = _createPackage(params);
        vm.prank(lender);
        usdt.approve(address(lending), 0); // the owner cannot fund it: stays pending
        (, submissionId) = _submitWbnb(packageId);
        vm.assertEq(uint256(shop.submission(submissionId).status), uint256(IPawnShop.SubmissionStatus.Pending));
        vm.prank(lender);
        usdt.approve(address(lending), type(uint256).max);
    }

    function test_autoPending_acceptIgnoresAmountAndLendsRuleAtAcceptance() public {
        (, uint256 submissionId) = _pendingAuto(5_000e6);
        wbnbFeed.updateAnswer(500e8); // price moved since submission
        uint256 expected = _shareOf(10e18 * _ray18to6(500e8) / RAY, LTV);
        vm.assertEq(expected, 2_500e6);

        vm.prank(lender);
        uint256 loanId = shop.acceptSubmission(submissionId, 1);
        vm.assertEq(lens.loan(loanId).principal, expected);
        vm.assertEq(lens.offer(loanId).amount, expected);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + expected);
        IPawnShop.Submission memory entry = shop.submission(submissionId);
        vm.assertEq(uint256(entry.status), uint256(IPawnShop.SubmissionStatus.Contracted));
        vm.assertEq(entry.loanId, loanId);
    }

    function test_autoPending_operatorAcceptsHugeAmount_cappedAtMax() public {
        (, uint256 submissionId) = _pendingAuto(2_000e6); // rule gives 3,000, capped at 2,000
        vm.prank(operator);
        uint256 loanId = shop.acceptSubmission(submissionId, type(uint256).max);
        vm.assertEq(lens.loan(loanId).principal, 2_000e6);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + 2_000e6);
    }

    function test_autoPending_belowMinAtAcceptanceReverts() public {
        (, uint256 submissionId) = _pendingAuto(5_000e6);
        wbnbFeed.updateAnswer(10e8); // 10 WBNB x $10 x 50% = 50 USDT < 100 minimum
        uint256 limit = _shareOf(10e18 * _ray18to6(10e8) / RAY, LTV);
        vm.assertEq(limit, 50e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, limit, 100e6, limit));
        vm.prank(lender);
        shop.acceptSubmission(submissionId, 5_000e6);
    }

    function test_semiAuto_usesGivenAmount() public {
        uint256 packageId = _createPackage(_packageParams(IPawnShop.PackageType.SemiAuto, LTV, THRESHOLD));
        (, uint256 submissionId) = _submitWbnb(packageId);
        uint256 limit = _shareOf(10e18 * _ray18to6(600e8) / RAY, LTV);

        vm.expectRevert(abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, 1, 100e6, limit));
        vm.prank(lender);
        shop.acceptSubmission(submissionId, 1);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, limit + 1, 100e6, limit));
        vm.prank(lender);
        shop.acceptSubmission(submissionId, limit + 1);

        vm.prank(lender);
        uint256 loanId = shop.acceptSubmission(submissionId, 1_234e6);
        vm.assertEq(lens.loan(loanId).principal, 1_234e6);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + 1_234e6);
    }

    // =====================================================================================
    // 6. emergencyWithdraw refuses a kind that contradicts the token
    // =====================================================================================

    function _emergency(AssetKind kind, address token, uint256 tokenId, uint256 amount) internal {
        vm.prank(admin);
        lending.emergencyWithdraw(kind, token, tokenId, amount, admin);
    }

    function test_emergency_fungibleKindForWhitelistedNftReverts() public {
        (, uint256 tokenId) = _create721(); // a whitelisted collection's NFT in escrow
        nft.mint(address(lending)); // and one sent by mistake
        _pause();

        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC20, address(nft), 0, 1);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.Native, address(nft), 0, 1);
        vm.assertEq(nft.ownerOf(tokenId), address(lending));
        vm.assertEq(nft.balanceOf(address(lending)), 2);
    }

    function test_emergency_nftKindForWhitelistedCollateralTokenReverts() public {
        wbnb.mint(address(lending), 5e18); // untracked WBNB
        _pause();
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC721, address(wbnb), 0, 1);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC1155, address(wbnb), 0, 1);
        // With the right kind, the untracked amount comes out.
        _emergency(AssetKind.ERC20, address(wbnb), 0, 5e18);
        vm.assertEq(wbnb.balanceOf(admin), 5e18);
    }

    function test_emergency_nativeKindWithTokenReverts() public {
        _pause();
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.Native, address(usdt), 0, 1);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.Native, address(wbnb), 0, 1);
        // And a token kind for the native coin.
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC20, NATIVE, 0, 1);
    }

    function test_emergency_nonWhitelistedNftWithdrawnAsErc721() public {
        TestNft721 stray = new TestNft721("Stray", "STRAY");
        uint256 tokenId = stray.mint(address(lending));
        _pause();
        vm.expectEmit(address(lending));
        emit IPawnLending.EmergencyWithdrawn(AssetKind.ERC721, address(stray), tokenId, 1, admin);
        _emergency(AssetKind.ERC721, address(stray), tokenId, 1);
        vm.assertEq(stray.ownerOf(tokenId), admin);
    }

    function test_emergency_whitelistedNftSentByMistakeWithdrawnAsErc721() public {
        (, uint256 escrowedId) = _create721();
        uint256 strayId = nft.mint(address(lending));
        _pause();
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 0, 1));
        _emergency(AssetKind.ERC721, address(nft), escrowedId, 1);
        _emergency(AssetKind.ERC721, address(nft), strayId, 1);
        vm.assertEq(nft.ownerOf(strayId), admin);
        vm.assertEq(nft.ownerOf(escrowedId), address(lending));
    }

    // =====================================================================================
    // 7. SafeCast on a cycle's interest
    // =====================================================================================

    /// @dev A USDT (6 decimals) loan repaid in BUSD (18 decimals): the interest is scaled by 1e12.
    function _hugeCrossTokenOffer(uint256 principal) internal returns (uint256 offerId) {
        uint256 collateralAmount = 1e38; // WBNB: $6e40, far above any debt here
        wbnb.mint(borrower, collateralAmount);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(
            CollateralParams({
                kind: AssetKind.ERC20,
                token: address(wbnb),
                tokenId: 0,
                amount: collateralAmount,
                loanToken: address(usdt),
                durationQty: 1,
                durationUnit: TimeUnit.Month
            })
        );
        Terms memory terms = Terms({
            loanToken: address(usdt),
            repaymentToken: address(busd),
            amount: principal,
            interestRate: MAX_INTEREST_RATE,
            durationQty: 1,
            durationUnit: TimeUnit.Month,
            cycleUnit: TimeUnit.Month,
            liquidationThreshold: THRESHOLD
        });
        usdt.mint(lender, principal);
        return _offerWith(lender, collateralId, terms);
    }

    function test_safeCast_cycleInterestOverflowReverts() public {
        uint256 principal = 1e27; // fits in 128 bits
        uint256 offerId = _hugeCrossTokenOffer(principal);
        uint256 value = _interestOf(principal, MAX_INTEREST_RATE, 30 days) * 1e12; // USDT -> BUSD at $1 each
        vm.assertGt(value, type(uint128).max);
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, uint8(128), value));
        _accept(offerId);
        _assertOfferStatus(offerId, OfferStatus.Open);
    }

    function test_safeCast_largestFittingInterestStarts() public {
        uint256 principal = 4e26;
        uint256 offerId = _hugeCrossTokenOffer(principal);
        uint256 value = _interestOf(principal, MAX_INTEREST_RATE, 30 days) * 1e12;
        vm.assertLe(value, type(uint128).max);
        uint256 loanId = _accept(offerId);
        vm.assertEq(lens.loan(loanId).interestOwed, value);
        vm.assertEq(lens.loan(loanId).repayPerLoanRay, 1e39);
    }
}
