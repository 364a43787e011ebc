// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Hub} from "../../src/hub/Hub.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {IExtsload} from "../../src/lending/interfaces/IExtsload.sol";
import {
    AssetKind,
    Collateral,
    CollateralParams,
    CollateralStatus,
    Config,
    CycleWindow,
    Loan,
    LoanStatus,
    Offer,
    OfferStatus,
    Terms,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {LendingStorage} from "../../src/lending/libraries/LendingStorage.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {NativeRejecter} from "./mocks/LendingMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev Proves LendingStorage's table of the core's layout, entry by entry: every state variable, the keys
/// of every mapping and every field of the stored structs read back through `extsload` as the core holds
/// them. Where the core answers itself, the lens answers the same: its `hub()`, and the loan and cycle
/// `settle` returns from its own storage reads. Elsewhere (the core keeps no other views) the lens answers
/// what the real calls wrote. Each field holds a value its neighbours do not in some state checked, filling
/// its upper bytes where the rules allow, so a moved slot, a shifted offset, a short size or a reordered
/// state variable or struct member fails here.
contract LendingLensTest is PawnLendingTestBase {
    using LendingStorage for IExtsload;

    /// @dev Fills the 32 bytes of a collateral's token id.
    uint256 private constant WIDE_TOKEN_ID = (1 << 255) + 7;
    /// @dev More weeks than a byte holds, within the five-year limit.
    uint16 private constant WEEKS_PAST_A_BYTE = 258;
    /// @dev More settings versions than a byte counts.
    uint256 private constant CONFIGS_PAST_A_BYTE = 300;
    uint32 private constant RATE = uint32(12_345 * ZOOM / 1000); // 12.345%
    uint32 private constant THRESHOLD = uint32(775 * ZOOM / 10); // 77.5%

    /// @dev A $1 loan token of 17 decimals: repaid in BUSD (18), its exchange rate is 1e28, which fills
    /// the 96 bits beside the collateral's loan token without needing the loan's own slot.
    TestToken internal dime;

    function setUp() public override {
        super.setUp();
        dime = new TestToken("Dime", "DIME", 17, address(this));
        DevPriceFeed dimeFeed = new DevPriceFeed("DIME / USD", 8, 1e8, address(this));
        vm.startPrank(admin);
        hub.setPriceFeed(address(dime), dimeFeed, HEARTBEAT);
        hub.setLoanToken(address(dime), true);
        vm.stopPrank();
        dime.mint(lender, 1_000_000e17);
        dime.mint(borrower, 1_000_000e17);
        vm.prank(lender);
        dime.approve(address(lending), type(uint256).max);
        vm.prank(borrower);
        dime.approve(address(lending), type(uint256).max);
    }

    // --- slot 0: HUB and CONFIG_COUNT, beside the collateral and offer counters

    function test_hub_isTheCoresHub_besideTheCounters() public {
        _fillCounters();
        vm.assertEq(address(IExtsload(address(lending)).hub()), address(lending.hub()), "HUB");

        Hub otherHub = new Hub(admin, feeWallet);
        vm.prank(admin);
        lending.setHub(otherHub);
        vm.assertEq(address(IExtsload(address(lending)).hub()), address(otherHub), "HUB after setHub");
        vm.assertEq(address(lending.hub()), address(otherHub), "the core's hub()");
    }

    /// @dev Past 255 versions, so the count's second byte and every id's entry in CONFIGS are read.
    function test_configs_everyVersionAndTheCount() public {
        _fillCounters();
        vm.startPrank(admin);
        for (uint256 id = 1; id <= CONFIGS_PAST_A_BYTE; ++id) {
            lending.setConfig(_settings(id));
        }
        vm.stopPrank();

        vm.assertEq(lens.currentConfigId(), CONFIGS_PAST_A_BYTE, "CONFIG_COUNT");
        _assertConfig(lens.config(0), liveConfig());
        for (uint256 id = 1; id <= CONFIGS_PAST_A_BYTE; ++id) {
            _assertConfig(lens.config(uint32(id)), _settings(id));
        }
        vm.expectRevert(IPawnLending.InvalidConfig.selector);
        lens.config(uint32(CONFIGS_PAST_A_BYTE + 1));
    }

    // --- COLLATERALS: StoredCollateral

    function test_collateral_everyField_nftFungibleAndWide() public {
        CollateralParams memory nftParams = CollateralParams({
            kind: AssetKind.ERC1155,
            token: address(multi),
            tokenId: WIDE_TOKEN_ID,
            amount: 5,
            loanToken: address(busd),
            durationQty: 7,
            durationUnit: TimeUnit.Month
        });
        multi.mint(borrower, WIDE_TOKEN_ID, 5);
        uint256 nftId = _createCollateral(nftParams);
        // An amount that fills the 96 bits beside the token, then one past them (COLLATERAL_WIDE_AMOUNT).
        CollateralParams memory packedParams = _fundedWbnbParams(type(uint96).max - 1, WEEKS_PAST_A_BYTE);
        uint256 packedId = _createCollateral(packedParams);
        CollateralParams memory wideParams = _fundedWbnbParams(uint256(type(uint96).max) + 12_345, 3);
        uint256 wideId = _createCollateral(wideParams);

        _assertCollateral(nftId, nftParams, CollateralStatus.Open);
        _assertCollateral(packedId, packedParams, CollateralStatus.Open);
        _assertCollateral(wideId, wideParams, CollateralStatus.Open);

        vm.prank(borrower);
        lending.withdrawCollateral(nftId);
        _assertCollateral(nftId, nftParams, CollateralStatus.Withdrawn);
    }

    // --- OFFERS: StoredOffer (with the loan's fields in its spare bytes), LOANS: StoredLoan

    /// @dev A loan whose exchange rate sits beside its collateral's loan token (COLLATERAL_LOAN_RAY).
    function test_offerAndLoan_everyField_rateBesideTheLoanToken() public {
        uint256 ray = hub.exchangeRate(address(dime), address(busd));
        vm.assertGt(ray, type(uint88).max);
        vm.assertLt(ray, type(uint96).max);
        _checkOfferAndLoan(dime, 2_345e17);
    }

    /// @dev A loan whose exchange rate (1e39) is too wide for its collateral's word: LOAN_REPAY_PER_LOAN_RAY.
    function test_offerAndLoan_everyField_rateInTheLoansSlot() public {
        vm.assertGt(hub.exchangeRate(address(usdt), address(busd)), type(uint96).max);
        _checkOfferAndLoan(usdt, 2_345e6);
    }

    // --- ESCROWED[token][tokenId] and CREDITS[account][token]

    function test_escrowedAndCredits_keyedAsTheCoreKeysThem() public {
        multi.mint(borrower, WIDE_TOKEN_ID, 5);
        CollateralParams memory nftParams = _params(AssetKind.ERC1155, address(multi), WIDE_TOKEN_ID, 5);
        _createCollateral(nftParams);
        _createCollateral(_fundedWbnbParams(10e18, 4));
        vm.assertEq(lens.escrowed(address(multi), WIDE_TOKEN_ID), 5, "ESCROWED of an NFT id");
        vm.assertEq(lens.escrowed(address(multi), 0), 0, "ESCROWED of another id");
        vm.assertEq(lens.escrowed(address(wbnb), 0), wbnb.balanceOf(address(lending)), "ESCROWED of a token");

        NativeRejecter wallet = new NativeRejecter();
        uint256 collateralId = _rejecterNativeCollateral(wallet, 2 ether);
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (collateralId)));
        vm.assertEq(lens.credit(address(wallet), NATIVE), 2 ether, "CREDITS");
        vm.assertEq(lens.credit(borrower, NATIVE), 0, "CREDITS of another account");
        vm.assertEq(lens.escrowed(NATIVE, 0), address(lending).balance, "ESCROWED of the native coin");
    }

    // --- scenarios

    /// @dev An offer with every term distinct, read as offered; accepted under the third settings; then
    /// its loan, compared with the core's own reading (settle) through the states that set each field:
    /// started, closed late (interest carried alone), recorded late (both flags), paid and recorded on
    /// time (recorded alone, principal reduced); completed.
    function _checkOfferAndLoan(TestToken loanToken, uint256 principal) internal {
        vm.startPrank(admin);
        lending.setConfig(_settings(1));
        lending.setConfig(_settings(2));
        vm.stopPrank();
        CollateralParams memory params = _fundedWbnbParams(10e18, 2);
        params.loanToken = address(loanToken);
        params.durationUnit = TimeUnit.Month;
        uint256 collateralId = _createCollateral(params);
        // An offer on another collateral first, so that this offer's id differs from its collateral's.
        _offer(otherLender, _createWbnbCollateral());
        Terms memory terms = Terms({
            amount: principal,
            loanToken: address(loanToken),
            interestRate: RATE,
            liquidationThreshold: THRESHOLD,
            durationQty: 2,
            durationUnit: TimeUnit.Month,
            cycleUnit: TimeUnit.Week,
            repaymentToken: address(busd)
        });
        uint256 offerId = _offerWith(lender, collateralId, terms);
        _assertOffer(offerId, collateralId, terms, OfferStatus.Open, 0);

        uint256 loanId = _accept(offerId);
        _assertOffer(offerId, collateralId, terms, OfferStatus.Accepted, 2);
        _assertCollateral(collateralId, params, CollateralStatus.Contracted);
        uint256 started = block.timestamp;
        vm.assertEq(_loanAsTheCoreReadsIt(loanId).repayPerLoanRay, hub.exchangeRate(address(loanToken), address(busd)));

        // Cycle 0 ends unpaid: closed late, its interest carried into cycle 1 with a penalty.
        _warpTo(started + 7 days);
        Loan memory state = _loanAsTheCoreReadsIt(loanId);
        vm.assertEq(state.cycle, 1);
        vm.assertEq(state.lateCount, 1);
        vm.assertTrue(state.interestCarried);
        vm.assertFalse(state.lateInterestRecorded);
        vm.assertGt(state.penaltyOwed, 0);
        vm.assertGt(state.cycleInterest, 0);

        // Past cycle 1's due date, a payment records the interest then unpaid.
        _warpTo(started + 9 days + 1);
        _repay(loanId, 1, 0, 0);
        state = _loanAsTheCoreReadsIt(loanId);
        vm.assertTrue(state.lateInterestRecorded);
        vm.assertGt(state.lateInterest, 0);

        // Everything owed paid, cycle 1 closes on time (nothing carried); past cycle 2's due date, principal.
        _repay(loanId, type(uint256).max, type(uint256).max, 0);
        _warpTo(started + 16 days + 1);
        _repay(loanId, 0, 0, principal / 3);
        state = _loanAsTheCoreReadsIt(loanId);
        vm.assertEq(state.cycle, 2);
        vm.assertTrue(state.lateInterestRecorded);
        vm.assertFalse(state.interestCarried);
        vm.assertEq(state.principal, principal - principal / 3);
        vm.assertEq(lens.offer(offerId).amount, state.principal, "OFFER_PRINCIPAL: what the loan still owes");

        _repay(loanId, type(uint256).max, type(uint256).max, type(uint256).max);
        vm.assertEq(uint256(lens.loan(loanId).status), uint256(LoanStatus.Completed), "OFFER_LOAN_STATUS");
        _assertCollateral(collateralId, params, CollateralStatus.Returned);
    }

    /// @dev Settles the loan (nothing happens unless a cycle ended), then checks that the lens reads every
    /// field of it, and its cycle, as the core's settle returned them from its own storage.
    function _loanAsTheCoreReadsIt(uint256 loanId) internal returns (Loan memory fromCore) {
        CycleWindow memory window;
        (fromCore, window) = lending.settle(loanId);
        Loan memory read = lens.loan(loanId);
        vm.assertEq(read.principal, fromCore.principal, "OFFER_PRINCIPAL");
        vm.assertEq(read.startedAt, fromCore.startedAt, "OFFER_LOAN_STARTED_AT");
        vm.assertEq(read.maturity, fromCore.maturity, "OFFER_LOAN_MATURITY");
        vm.assertEq(uint256(read.status), uint256(fromCore.status), "OFFER_LOAN_STATUS");
        vm.assertEq(read.lateCount, fromCore.lateCount, "OFFER_LOAN_LATE_COUNT");
        vm.assertEq(read.cycle, fromCore.cycle, "OFFER_LOAN_CYCLE");
        vm.assertEq(read.lateInterestRecorded, fromCore.lateInterestRecorded, "OFFER_LOAN_LATE_INTEREST_RECORDED");
        vm.assertEq(read.interestCarried, fromCore.interestCarried, "OFFER_LOAN_INTEREST_CARRIED");
        vm.assertEq(read.interestOwed, fromCore.interestOwed, "LOAN_INTEREST_OWED");
        vm.assertEq(read.penaltyOwed, fromCore.penaltyOwed, "LOAN_PENALTY_OWED");
        vm.assertEq(read.lateInterest, fromCore.lateInterest, "LOAN_LATE_INTEREST");
        vm.assertEq(read.cycleInterest, fromCore.cycleInterest, "LOAN_CYCLE_INTEREST");
        vm.assertEq(read.repayPerLoanRay, fromCore.repayPerLoanRay, "COLLATERAL_LOAN_RAY or LOAN_REPAY_PER_LOAN_RAY");
        vm.assertEq(abi.encode(lens.cycleWindow(loanId)), abi.encode(window), "the loan's cycle");
    }

    // --- assertions

    function _assertCollateral(uint256 collateralId, CollateralParams memory params, CollateralStatus status)
        internal
        view
    {
        Collateral memory read = lens.collateral(collateralId);
        vm.assertEq(read.borrower, borrower, "COLLATERAL_BORROWER");
        vm.assertEq(uint256(read.status), uint256(status), "COLLATERAL_STATUS");
        vm.assertEq(uint256(read.kind), uint256(params.kind), "COLLATERAL_KIND");
        vm.assertEq(uint256(read.durationUnit), uint256(params.durationUnit), "COLLATERAL_DURATION_UNIT");
        vm.assertEq(read.durationQty, params.durationQty, "COLLATERAL_DURATION_QTY");
        vm.assertEq(read.token, params.token, "COLLATERAL_TOKEN");
        vm.assertEq(read.loanToken, params.loanToken, "COLLATERAL_LOAN_TOKEN");
        vm.assertEq(read.tokenId, params.tokenId, "COLLATERAL_TOKEN_ID");
        vm.assertEq(read.amount, params.amount, "COLLATERAL_AMOUNT or COLLATERAL_WIDE_AMOUNT");
    }

    function _assertOffer(
        uint256 offerId,
        uint256 collateralId,
        Terms memory terms,
        OfferStatus status,
        uint16 configId
    ) internal view {
        Offer memory read = lens.offer(offerId);
        vm.assertEq(read.lender, lender, "OFFER_LENDER");
        vm.assertEq(uint256(read.status), uint256(status), "OFFER_STATUS");
        vm.assertEq(uint256(read.durationUnit), uint256(terms.durationUnit), "OFFER_DURATION_UNIT");
        vm.assertEq(uint256(read.cycleUnit), uint256(terms.cycleUnit), "OFFER_CYCLE_UNIT");
        vm.assertEq(read.durationQty, terms.durationQty, "OFFER_DURATION_QTY");
        vm.assertEq(read.interestRate, terms.interestRate, "OFFER_INTEREST_RATE");
        vm.assertEq(read.configId, configId, "OFFER_CONFIG_ID");
        vm.assertEq(read.loanToken, terms.loanToken, "the collateral's COLLATERAL_LOAN_TOKEN");
        vm.assertEq(read.collateralId, collateralId, "OFFER_COLLATERAL_ID");
        vm.assertEq(read.liquidationThreshold, terms.liquidationThreshold, "OFFER_LIQUIDATION_THRESHOLD");
        vm.assertEq(read.repaymentToken, terms.repaymentToken, "OFFER_REPAYMENT_TOKEN");
        vm.assertEq(read.amount, terms.amount, "OFFER_PRINCIPAL");
    }

    function _assertConfig(Config memory read, Config memory written) internal pure {
        vm.assertEq(read.systemFee, written.systemFee, "CONFIG_SYSTEM_FEE");
        vm.assertEq(read.penaltyRate, written.penaltyRate, "CONFIG_PENALTY_RATE");
        vm.assertEq(read.prepaidFeeRate, written.prepaidFeeRate, "CONFIG_PREPAID_FEE_RATE");
        vm.assertEq(read.lateThreshold, written.lateThreshold, "CONFIG_LATE_THRESHOLD");
    }

    // --- helpers

    /// @dev Settings version `id`: four different values, none the live settings', late threshold at least 2.
    function _settings(uint256 id) internal pure returns (Config memory) {
        return Config({
            systemFee: uint32(id * 11 * ZOOM / 100),
            penaltyRate: uint32(id * 13 * ZOOM / 10 + 1),
            prepaidFeeRate: uint32(id * 17 * ZOOM / 100 + 2),
            lateThreshold: uint8(id % 200 + 2)
        });
    }

    /// @dev One collateral and three offers: the counters beside the Hub and the settings count are not zero
    /// and differ from each other.
    function _fillCounters() internal {
        uint256 collateralId = _createWbnbCollateral();
        _offer(lender, collateralId);
        _offer(otherLender, collateralId);
        _offer(stranger, collateralId);
    }

    /// @dev Mints `amount` WBNB to the borrower: the params that escrow it for a USDT loan over `weeks_` weeks.
    function _fundedWbnbParams(uint256 amount, uint16 weeks_) internal returns (CollateralParams memory params) {
        wbnb.mint(borrower, amount);
        params = _params(AssetKind.ERC20, address(wbnb), 0, amount);
        params.durationQty = weeks_;
    }

    function _createCollateral(CollateralParams memory params) internal returns (uint256) {
        vm.prank(borrower);
        return lending.createCollateral(params);
    }

    function _repay(uint256 loanId, uint256 penalty, uint256 interest, uint256 principal) internal {
        vm.prank(borrower);
        lending.repay(loanId, penalty, interest, principal);
    }
}
