// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {ILendingLens} from "../../src/lending/ILendingLens.sol";
import {IExtsload} from "../../src/lending/interfaces/IExtsload.sol";
import {LendingLens} from "../../src/lending/LendingLens.sol";
import {
    AssetKind,
    CollateralParams,
    Config,
    Loan,
    LoanStatus,
    OfferStatus,
    Terms,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {BlacklistToken} from "./mocks/AuditMocks.sol";
import {NativeRejecter} from "./mocks/LendingMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev The lens is faithful: for states made by real operations, every lens function answers
/// exactly what the core's own view answers (same bytes, or the same revert), for every id in use and
/// a few unknown ones. A wrong slot, offset or size in LendingStorage makes these tests fail.
contract LendingLensTest is PawnLendingTestBase {
    /// @dev Ids probed: every collateral and offer the scenarios create, and unknown ones after them.
    uint256 private constant MAX_ID = 10;
    /// @dev Config ids probed: the versions set and unknown ones (InvalidConfig).
    uint32 private constant MAX_CONFIG_ID = 4;
    uint256 private constant MULTI_ID = 7;
    uint256 private constant WEEK = 7 days;
    uint256 private constant MONTH = 30 days;

    LendingLens internal lens;
    BlacklistToken internal bl;
    NativeRejecter internal rejecter;
    uint256 internal nftId;

    function setUp() public override {
        super.setUp();
        lens = new LendingLens(IExtsload(address(lending)));
        rejecter = new NativeRejecter();

        bl = new BlacklistToken("Blacklisting USD", "BLUSD", 6);
        DevPriceFeed blFeed = new DevPriceFeed("BLUSD / USD", 8, 1e8, address(this));
        vm.startPrank(admin);
        hub.setPriceFeed(address(bl), blFeed, HEARTBEAT);
        hub.setLoanToken(address(bl), true);
        vm.stopPrank();
        address[2] memory accounts = [borrower, lender];
        for (uint256 i = 0; i < accounts.length; ++i) {
            bl.mint(accounts[i], 1_000_000e6);
            vm.prank(accounts[i]);
            bl.approve(address(lending), type(uint256).max);
        }
    }

    // =====================================================================================
    // the comparison
    // =====================================================================================

    /// @dev Sends the same call to the core and to the lens: both succeed with the same bytes or
    /// revert with the same data.
    function _assertSame(bytes memory data, string memory what, uint256 id) internal view {
        (bool coreOk, bytes memory fromCore) = address(lending).staticcall(data);
        (bool lensOk, bytes memory fromLens) = address(lens).staticcall(data);
        string memory label = string.concat(what, " ", vm.toString(id));
        vm.assertEq(lensOk, coreOk, label);
        vm.assertEq(fromLens, fromCore, label);
    }

    /// @dev Every view of a position: an offer (or loan) and its collateral.
    function _assertPosition(uint256 id) internal view {
        _assertSame(abi.encodeCall(IPawnLending.collateral, (id)), "collateral", id);
        _assertSame(abi.encodeCall(IPawnLending.offer, (id)), "offer", id);
        _assertSame(abi.encodeCall(IPawnLending.offerStatus, (id)), "offerStatus", id);
        _assertSame(abi.encodeCall(IPawnLending.loan, (id)), "loan", id);
        _assertSame(abi.encodeCall(IPawnLending.cycleWindow, (id)), "cycleWindow", id);
        _assertSame(abi.encodeCall(IPawnLending.loanToValue, (id)), "loanToValue", id);
    }

    /// @dev Escrow of every token and NFT id in play, and every account's credit of every token.
    function _assertBalances() internal view {
        address[7] memory tokens =
            [NATIVE, address(usdt), address(busd), address(wbnb), address(nft), address(multi), address(bl)];
        address[6] memory accounts = [borrower, lender, otherLender, stranger, feeWallet, address(rejecter)];
        uint256[3] memory tokenIds = [0, nftId, MULTI_ID];
        for (uint256 t = 0; t < tokens.length; ++t) {
            for (uint256 i = 0; i < tokenIds.length; ++i) {
                _assertSame(abi.encodeCall(IPawnLending.escrowed, (tokens[t], tokenIds[i])), "escrowed", t);
            }
            for (uint256 a = 0; a < accounts.length; ++a) {
                _assertSame(abi.encodeCall(IPawnLending.credit, (accounts[a], tokens[t])), "credit", t);
            }
        }
    }

    /// @dev Every lens function against the core's view, on every id in use and a few unknown ones.
    function _assertLensMatchesCore() internal view {
        for (uint256 id = 0; id <= MAX_ID; ++id) {
            _assertPosition(id);
        }
        for (uint32 id = 0; id <= MAX_CONFIG_ID; ++id) {
            _assertSame(abi.encodeCall(IPawnLending.config, (id)), "config", id);
        }
        _assertSame(abi.encodeCall(IPawnLending.currentConfigId, ()), "currentConfigId", 0);
        _assertBalances();
    }

    // =====================================================================================
    // helpers
    // =====================================================================================

    function _setConfig(uint32 systemFee, uint32 penaltyRate, uint32 prepaidFeeRate, uint8 lateThreshold) internal {
        vm.prank(admin);
        lending.setConfig(
            Config({
                systemFee: systemFee,
                penaltyRate: penaltyRate,
                prepaidFeeRate: prepaidFeeRate,
                lateThreshold: lateThreshold
            })
        );
    }

    function _repay(uint256 loanId, uint256 penalty, uint256 interest, uint256 principal) internal {
        vm.prank(borrower);
        lending.repay(loanId, penalty, interest, principal);
    }

    /// @dev 10 WBNB asking for USDT for 3 months; offered: 3,000 USDT at 24% repaid in BUSD over 3
    /// monthly cycles, liquidated at 75% (a stored exchange rate, monthly units, every field non-zero).
    function _startCrossTokenMonthlyLoan() internal returns (uint256 loanId) {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 10e18);
        params.durationQty = 3;
        params.durationUnit = TimeUnit.Month;
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        Terms memory terms = _usdtTerms();
        terms.repaymentToken = address(busd);
        terms.interestRate = 24 * ZOOM;
        terms.durationQty = 3;
        terms.durationUnit = TimeUnit.Month;
        terms.cycleUnit = TimeUnit.Month;
        terms.liquidationThreshold = 75 * ZOOM;
        return _accept(_offerWith(lender, collateralId, terms));
    }

    // =====================================================================================
    // scenarios
    // =====================================================================================

    function test_constructor_revertsOnZeroCore() public {
        vm.expectRevert(IPawnLending.ZeroAddress.selector);
        new LendingLens(IExtsload(address(0)));
    }

    function test_core_isTheLendingCore() public view {
        vm.assertEq(address(lens.core()), address(lending));
    }

    function test_extsload_readsRangesAndSingleSlots() public view {
        IExtsload core = IExtsload(address(lending));
        bytes32[] memory words = core.extsload(bytes32(0), 7);
        vm.assertEq(words.length, 7);
        vm.assertEq(words[0], core.extsload(bytes32(0)));
        vm.assertEq(address(uint160(uint256(words[0]))), address(hub));
        vm.assertEq(uint256(words[6]), 1, "one config version");
        vm.assertEq(core.extsload(bytes32(0), 0).length, 0);
    }

    /// @dev Collateral of every kind, open and withdrawn; offers open, cancelled, rejected, void.
    function test_collateralsAndOffers() public {
        _assertLensMatchesCore(); // nothing yet: all zero, config 0 only

        uint256 wbnbCollateral = _createWbnbCollateral();
        uint256 nativeCollateral = _createNative(10 ether);
        uint256 nftCollateral;
        (nftCollateral, nftId) = _create721();
        uint256 multiCollateral = _create1155(MULTI_ID, 5);
        _assertLensMatchesCore();

        uint256 open = _offer(lender, wbnbCollateral);
        uint256 cancelled = _offer(otherLender, wbnbCollateral);
        uint256 rejected = _offer(stranger, wbnbCollateral);
        uint256 onNative = _offer(lender, nativeCollateral);
        _offerWith(lender, nftCollateral, _nftTerms());
        _offerWith(otherLender, multiCollateral, _nftTerms());
        vm.prank(otherLender);
        lending.cancelOffer(cancelled);
        vm.prank(borrower);
        lending.rejectOffer(rejected);
        _assertLensMatchesCore();

        // Withdrawing the native collateral voids its open offer: both read it as Cancelled.
        vm.prank(borrower);
        lending.withdrawCollateral(nativeCollateral);
        _assertLensMatchesCore();
        vm.assertEq(uint256(lens.offerStatus(onNative)), uint256(OfferStatus.Cancelled), "void");
        vm.assertEq(uint256(lens.offerStatus(open)), uint256(OfferStatus.Open));
        vm.assertEq(uint256(lens.offerStatus(rejected)), uint256(OfferStatus.Rejected));
    }

    /// @dev Accepting one offer voids the others on its collateral; NFT loans have no loan-to-value.
    function test_acceptedOffers_voidOthers_nftLoans() public {
        uint256 wbnbCollateral = _createWbnbCollateral();
        uint256 accepted = _offer(lender, wbnbCollateral);
        uint256 other = _offer(otherLender, wbnbCollateral);
        uint256 nftCollateral;
        (nftCollateral, nftId) = _create721();
        uint256 nftLoan = _accept(_offerWith(lender, nftCollateral, _nftTerms()));
        uint256 multiLoan = _accept(_offerWith(otherLender, _create1155(MULTI_ID, 3), _nftTerms()));
        _accept(accepted);
        _assertLensMatchesCore();

        vm.assertEq(uint256(lens.offerStatus(accepted)), uint256(OfferStatus.Accepted));
        vm.assertEq(uint256(lens.offerStatus(other)), uint256(OfferStatus.Cancelled), "void");
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, nftLoan));
        lens.loanToValue(nftLoan);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, multiLoan));
        lens.loanToValue(multiLoan);
    }

    /// @dev A cross-token monthly loan under the third config version: partial interest, interest
    /// recorded late after the due date, a late cycle with carried interest and penalty, part of the
    /// principal repaid early; then a loan paid in full.
    function test_loanLifecycle_configVersions_lateCycles_carriedInterest() public {
        _setConfig(10 * ZOOM, 120 * ZOOM, 2 * ZOOM, 4);
        _setConfig(15 * ZOOM, 200 * ZOOM, 1 * ZOOM, 5);
        uint256 loanId = _startCrossTokenMonthlyLoan();
        _assertLensMatchesCore();
        Loan memory state = lending.loan(loanId);
        vm.assertEq(state.configId, 2);
        vm.assertGt(state.repayPerLoanRay, 0);

        // Part of the interest inside the interest window.
        _warpTo(START + 3 days);
        _repay(loanId, 0, 10e18, 0);
        _assertLensMatchesCore();

        // After the due date: the unpaid interest is recorded as late.
        _warpTo(START + 10 days);
        _repay(loanId, 0, 1e18, 0);
        _assertLensMatchesCore();
        vm.assertTrue(lending.loan(loanId).lateInterestRecorded);

        // The cycle closes unpaid: late, penalised, its interest carried into the next.
        _warpTo(START + MONTH + 1 days);
        lending.settle(loanId);
        _assertLensMatchesCore();
        state = lending.loan(loanId);
        vm.assertEq(state.cycle, 1);
        vm.assertEq(state.lateCount, 1);
        vm.assertTrue(state.interestCarried);
        vm.assertGt(state.cycleInterest, 0);
        vm.assertGt(state.penaltyOwed, 0);

        // Late again in cycle 1 (recorded), then part of the principal with its prepaid fee.
        _warpTo(START + MONTH + 9 days);
        _repay(loanId, 1e18, 1e18, 1_000e6);
        _assertLensMatchesCore();
        state = lending.loan(loanId);
        vm.assertTrue(state.lateInterestRecorded && state.interestCarried);
        vm.assertGt(state.lateInterest, 0);

        // Everything: completed, collateral returned.
        _repay(loanId, type(uint256).max, type(uint256).max, type(uint256).max);
        _assertLensMatchesCore();
        _assertLoanStatus(loanId, LoanStatus.Completed);
    }

    /// @dev A weekly loan paid cycle by cycle to the end (its last cycle has no prepaid fee).
    function test_loanRepaidOnTime_everyCycle() public {
        uint256 loanId = _startLoan();
        for (uint256 cycle = 0; cycle < 4; ++cycle) {
            _warpTo(START + cycle * WEEK + 1 days);
            _repay(loanId, type(uint256).max, type(uint256).max, cycle == 3 ? type(uint256).max : 0);
            _assertLensMatchesCore();
        }
        _assertLoanStatus(loanId, LoanStatus.Completed);
    }

    /// @dev Liquidations: on risk (native collateral, the lender refusing the coin is credited),
    /// three late cycles, and unpaid at maturity.
    function test_liquidations_risk_late_unpaid_nativeCredit() public {
        // Risk, on native collateral lent by a wallet that refuses the coin.
        usdt.mint(address(rejecter), 3_000e6);
        rejecter.exec(address(usdt), abi.encodeCall(usdt.approve, (address(lending), 3_000e6)));
        uint256 nativeCollateral = _createNative(10 ether);
        bytes memory result =
            rejecter.exec(address(lending), abi.encodeCall(IPawnLending.createOffer, (nativeCollateral, _usdtTerms())));
        uint256 riskLoan = _accept(abi.decode(result, (uint256)));
        uint256 lateLoan = _startLoan();
        _assertLensMatchesCore();

        nativeFeed.updateAnswer(300e8);
        _assertLensMatchesCore(); // under water, not yet liquidated
        lending.liquidate(riskLoan);
        vm.assertGt(lending.credit(address(rejecter), NATIVE), 0);
        _assertLensMatchesCore();

        // Three late weeks.
        _warpTo(START + 3 * WEEK + 1);
        lending.settle(lateLoan);
        _assertLoanStatus(lateLoan, LoanStatus.Defaulted);
        _assertLensMatchesCore();
    }

    function test_liquidation_unpaidAtMaturity() public {
        _setConfig(SYSTEM_FEE, PENALTY_RATE, PREPAID_FEE, 255);
        uint256 loanId = _startLoan();
        _warpTo(START + 4 * WEEK - 1);
        lending.settle(loanId);
        _assertLensMatchesCore(); // last cycle, three late ones, still running
        _warpTo(START + 4 * WEEK);
        lending.settle(loanId);
        _assertLoanStatus(loanId, LoanStatus.Defaulted);
        _assertLensMatchesCore();
    }

    /// @dev Payouts a blacklisting token refuses become credits.
    function test_credits_toBlacklistedLenderAndFeeWallet() public {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 10e18);
        params.loanToken = address(bl);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        Terms memory terms = _usdtTerms();
        terms.loanToken = address(bl);
        terms.repaymentToken = address(bl);
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));
        bl.setBlacklisted(lender, true);
        bl.setBlacklisted(feeWallet, true);

        _warpTo(START + 1 days);
        _repay(loanId, 0, type(uint256).max, 1_000e6);
        vm.assertGt(lending.credit(lender, address(bl)), 0);
        vm.assertGt(lending.credit(feeWallet, address(bl)), 0);
        _assertLensMatchesCore();

        bl.setBlacklisted(lender, false);
        vm.prank(lender);
        lending.claim(address(bl), lender);
        _assertLensMatchesCore();
    }

    function test_config_revertsForUnknownId() public {
        _setConfig(10 * ZOOM, 120 * ZOOM, 2 * ZOOM, 4);
        vm.assertEq(lens.currentConfigId(), 1);
        vm.expectRevert(IPawnLending.InvalidConfig.selector);
        lens.config(2);
    }

    // =====================================================================================
    // fuzz
    // =====================================================================================

    /// @dev What the fuzz test varies.
    struct FuzzCase {
        uint256 collateralAmount;
        uint256 principal;
        uint32 rate;
        uint32 threshold;
        uint16 durationQty;
        uint8 units;
        bool crossToken;
        uint256[3] elapsed;
        uint256[3] paid;
    }

    /// @dev Any collateral amount, principal, rate, threshold, duration and cycle, repaid in either
    /// token, with repayments (or settlements) at any times: the lens reads the position as the core.
    function testFuzz_lensMatchesCore(FuzzCase memory input) public {
        uint256 collateralAmount = bound(input.collateralAmount, 1e16, 100e18);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(_params(AssetKind.ERC20, address(wbnb), 0, collateralAmount));

        Terms memory terms = _usdtTerms();
        // At most 30% of the collateral's value (600 USD per WBNB), so that with a first monthly cycle
        // at 1000% a year (82% of it) the loan starts under the threshold of at least 61%.
        terms.amount = bound(input.principal, 1, collateralAmount * 180 / 1e12);
        terms.interestRate = uint32(bound(input.rate, 1, MAX_INTEREST_RATE));
        terms.liquidationThreshold = uint32(bound(input.threshold, 61 * ZOOM, 100 * ZOOM));
        terms.durationUnit = input.units % 2 == 0 ? TimeUnit.Week : TimeUnit.Month;
        terms.cycleUnit = input.units % 4 < 2 ? TimeUnit.Week : TimeUnit.Month;
        uint256 unitLength = terms.durationUnit == TimeUnit.Week ? WEEK : MONTH;
        // A monthly cycle needs at least 5 weeks of duration.
        uint256 minQty = terms.cycleUnit == TimeUnit.Month && terms.durationUnit == TimeUnit.Week ? 5 : 1;
        terms.durationQty = uint16(bound(input.durationQty, minQty, MAX_DURATION / unitLength));
        if (input.crossToken) terms.repaymentToken = address(busd);
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));
        _assertPosition(loanId);

        uint256 time = START;
        for (uint256 i = 0; i < input.elapsed.length; ++i) {
            time += bound(input.elapsed[i], 0, 2 * MONTH);
            _warpTo(time);
            uint256 amount = input.paid[i];
            // Penalty, interest and principal from one number; what is owed caps each.
            vm.prank(borrower);
            (bool done,) = address(lending)
                .call(
                    abi.encodeCall(
                        IPawnLending.repay, (loanId, amount % 1e20, amount % 1e21, amount % (terms.amount + 1))
                    )
                );
            // Nothing to repay, or the loan ended: settle instead (reverts once it is not active).
            if (!done) (done,) = address(lending).call(abi.encodeCall(IPawnLending.settle, (loanId)));
            _assertPosition(loanId);
            _assertSame(abi.encodeCall(IPawnLending.escrowed, (address(wbnb), 0)), "escrowed", 0);
        }
    }
}
