// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Loan, LoanStatus, Payment, Terms} from "../../src/lending/LendingTypes.sol";
import {LoanMath} from "../../src/lending/libraries/LoanMath.sol";
import {PriceMath} from "../../src/oracle/PriceMath.sol";
import {Test} from "../utils/Test.sol";
import {LendingBase} from "./LendingBase.sol";

/// @dev Exposes the money libraries' internal functions (LoanMath, and PriceMath that the Hub uses).
contract LoanMathHarness {
    function percentDown(uint256 amount, uint256 rate) external pure returns (uint256) {
        return LoanMath.percentDown(amount, rate);
    }

    function percentUp(uint256 amount, uint256 rate) external pure returns (uint256) {
        return LoanMath.percentUp(amount, rate);
    }

    function interest(uint256 principal, uint256 rate, uint256 elapsed) external pure returns (uint256) {
        return LoanMath.interest(principal, rate, elapsed);
    }

    function toRepayment(uint256 amount, uint256 ray) external pure returns (uint256) {
        return LoanMath.toRepayment(amount, ray);
    }

    function exchangeRay(uint256 priceA, uint8 pdA, uint8 dA, uint256 priceB, uint8 pdB, uint8 dB)
        external
        pure
        returns (uint256)
    {
        return PriceMath.exchangeRay(priceA, pdA, dA, priceB, pdB, dB);
    }

    function usdValue(uint256 amount, uint256 price, uint8 priceDecimals, uint8 tokenDecimals)
        external
        pure
        returns (uint256)
    {
        return PriceMath.usdValue(amount, price, priceDecimals, tokenDecimals);
    }
}

/// @dev Fuzz tests of the money math against the rules' formulas.
contract LoanMathTest is Test {
    uint256 internal constant HUNDRED = 100 * 100_000;
    uint256 internal constant YEAR = 365 days;
    uint256 internal constant RAY = 1e27;
    uint256 internal constant MAX_AMOUNT = type(uint128).max;
    uint256 internal constant MAX_RATE = 1000 * 100_000; // 1000% (interest and penalty caps)
    uint256 internal constant MAX_ELAPSED = 5 * 365 days;

    LoanMathHarness internal math;

    function setUp() public {
        math = new LoanMathHarness();
    }

    function test_knownValues() public view {
        // 3,000 USDT at 36.5% for 7 days is 21 USDT; 20% of 21 is 4.2; 150% of 21 is 31.5.
        vm.assertEq(math.interest(3_000e6, 3_650_000, 7 days), 21e6);
        vm.assertEq(math.percentDown(21e6, 20 * 100_000), 4.2e6);
        vm.assertEq(math.percentUp(21e6, 150 * 100_000), 31.5e6);
        // 1 wei of interest is still owed: rounding up.
        vm.assertEq(math.interest(1, 1, 1), 1);
        vm.assertEq(math.percentDown(1, 1), 0);
        vm.assertEq(math.percentUp(1, 1), 1);
        // USDT (6 decimals, $1) to BUSD (18 decimals, $1): 1e12 BUSD units per USDT unit.
        vm.assertEq(math.exchangeRay(1e8, 8, 6, 1e8, 8, 18), 1e12 * RAY);
        vm.assertEq(math.toRepayment(21e6, 1e12 * RAY), 21e18);
        // 10 WBNB at $600 (8-decimal feed) is $6,000.
        vm.assertEq(math.usdValue(10e18, 600e8, 8, 18), 6_000e18);
    }

    function testFuzz_percentDown_roundsDownWithinOne(uint256 amount, uint256 rate) public view {
        amount = bound(amount, 0, MAX_AMOUNT);
        rate = bound(rate, 0, MAX_RATE);
        uint256 share = math.percentDown(amount, rate);
        vm.assertLe(share * HUNDRED, amount * rate);
        vm.assertGt((share + 1) * HUNDRED, amount * rate);
    }

    function testFuzz_percentUp_roundsUpWithinOne(uint256 amount, uint256 rate) public view {
        amount = bound(amount, 0, MAX_AMOUNT);
        rate = bound(rate, 0, MAX_RATE);
        uint256 owed = math.percentUp(amount, rate);
        uint256 down = math.percentDown(amount, rate);
        vm.assertGe(owed * HUNDRED, amount * rate);
        if (owed > 0) vm.assertLt((owed - 1) * HUNDRED, amount * rate);
        // Up and down differ by one exactly when the division is inexact.
        vm.assertEq(owed - down, (amount * rate) % HUNDRED == 0 ? 0 : 1);
    }

    function testFuzz_split_feePlusRestIsAmount(uint256 amount, uint256 feeRate) public view {
        amount = bound(amount, 0, MAX_AMOUNT);
        feeRate = bound(feeRate, 0, HUNDRED);
        uint256 fee = math.percentDown(amount, feeRate);
        vm.assertLe(fee, amount);
        uint256 rest = amount - fee;
        vm.assertEq(fee + rest, amount);
        // The rest is never less than the complementary share rounded down.
        vm.assertGe(rest, math.percentDown(amount, HUNDRED - feeRate));
        vm.assertLe(rest, math.percentUp(amount, HUNDRED - feeRate));
        if (feeRate == HUNDRED) vm.assertEq(fee, amount);
        if (feeRate == 0) vm.assertEq(fee, 0);
    }

    function testFuzz_interest_equalsClosedFormula(uint256 principal, uint256 rate, uint256 elapsed) public view {
        principal = bound(principal, 0, MAX_AMOUNT);
        rate = bound(rate, 0, MAX_RATE);
        elapsed = bound(elapsed, 0, MAX_ELAPSED);
        uint256 den = HUNDRED * YEAR;
        uint256 expected = (principal * rate * elapsed + den - 1) / den;
        vm.assertEq(math.interest(principal, rate, elapsed), expected);
    }

    function testFuzz_interest_monotonic(
        uint256 principal,
        uint256 rate,
        uint256 elapsed,
        uint256 morePrincipal,
        uint256 moreRate,
        uint256 moreElapsed
    ) public view {
        principal = bound(principal, 0, MAX_AMOUNT / 2);
        rate = bound(rate, 0, MAX_RATE / 2);
        elapsed = bound(elapsed, 0, MAX_ELAPSED / 2);
        morePrincipal = bound(morePrincipal, 0, MAX_AMOUNT / 2);
        moreRate = bound(moreRate, 0, MAX_RATE / 2);
        moreElapsed = bound(moreElapsed, 0, MAX_ELAPSED / 2);
        uint256 base = math.interest(principal, rate, elapsed);
        vm.assertLe(base, math.interest(principal + morePrincipal, rate, elapsed));
        vm.assertLe(base, math.interest(principal, rate + moreRate, elapsed));
        vm.assertLe(base, math.interest(principal, rate, elapsed + moreElapsed));
        // Additive over time up to rounding: two halves cost at most one unit more than the whole.
        uint256 whole = math.interest(principal, rate, elapsed + moreElapsed);
        uint256 parts = base + math.interest(principal, rate, moreElapsed);
        vm.assertGe(parts, whole);
        vm.assertLe(parts, whole + 1);
    }

    function testFuzz_toRepayment_identityWhenRayZero(uint256 amount) public view {
        vm.assertEq(math.toRepayment(amount, 0), amount);
    }

    function testFuzz_toRepayment_roundsUp(uint256 amount, uint256 ray) public view {
        amount = bound(amount, 0, MAX_AMOUNT);
        ray = bound(ray, 1, 1e38);
        uint256 converted = math.toRepayment(amount, ray);
        vm.assertGe(converted * RAY, amount * ray);
        if (converted > 0) vm.assertLt((converted - 1) * RAY, amount * ray);
        if (ray == RAY) vm.assertEq(converted, amount);
    }

    function _decimals(uint256 seed) internal pure returns (uint8) {
        uint256 pick = seed % 3;
        return pick == 0 ? 6 : pick == 1 ? 8 : 18;
    }

    function testFuzz_exchangeRay_roundTripWithinTolerance(
        uint256 amount,
        uint256 priceA,
        uint256 priceB,
        uint256 decimalsSeed,
        bool otherPriceDecimals
    ) public view {
        uint8 decimalsA = _decimals(decimalsSeed);
        uint8 decimalsB = _decimals(decimalsSeed / 3);
        uint8 priceDecimalsB = otherPriceDecimals ? 18 : 8;
        priceA = bound(priceA, 1e6, 1e13); // $0.01 .. $100,000 (8 decimals)
        priceB = bound(priceB, 1e6, 1e13) * (otherPriceDecimals ? 1e10 : 1);
        amount = bound(amount, 0, 1e30);

        uint256 rayAB = math.exchangeRay(priceA, 8, decimalsA, priceB, priceDecimalsB, decimalsB);
        uint256 rayBA = math.exchangeRay(priceB, priceDecimalsB, decimalsB, priceA, 8, decimalsA);
        vm.assertGt(rayAB, 0);
        vm.assertGt(rayBA, 0);
        // The rate is the price ratio: RAY x (priceA / 10^(8 + dA)) / (priceB / 10^(pdB + dB)), rounded down.
        vm.assertEq(
            rayAB,
            priceA * 10 ** (uint256(priceDecimalsB) + decimalsB) * RAY / (priceB * 10 ** (8 + uint256(decimalsA)))
        );
        _assertRoundTrip(amount, rayAB, rayBA);
        if (decimalsA == decimalsB && !otherPriceDecimals && priceA == priceB) vm.assertEq(rayAB, RAY);
    }

    /// @dev A -> B -> A loses at most the rays' truncation and one unit of B.
    function _assertRoundTrip(uint256 amount, uint256 rayAB, uint256 rayBA) internal pure {
        uint256 back = (amount * rayAB / RAY) * rayBA / RAY;
        // Both legs round down: never more than the start.
        vm.assertLe(back, amount);
        // back >= amount x rayAB x rayBA / RAY^2 - rayBA / RAY - 1 and rayAB x rayBA >= RAY^2 - rayAB - rayBA - 2.
        uint256 tolerance = amount * (rayAB + rayBA + 2) / RAY / RAY + rayBA / RAY + 3;
        vm.assertLe(amount - back, tolerance);
        if (rayAB == RAY && rayBA == RAY) vm.assertEq(back, amount);
    }

    function testFuzz_usdValue_matchesFormula(uint256 amount, uint256 price, uint256 decimalsSeed) public view {
        amount = bound(amount, 0, MAX_AMOUNT);
        price = bound(price, 1, 1e13);
        uint8 decimals = _decimals(decimalsSeed);
        vm.assertEq(math.usdValue(amount, price, 8, decimals), amount * price * 1e18 / 10 ** (8 + uint256(decimals)));
    }
}

/// @dev Random repayments on a live loan (USDT lent, BUSD repaid, at a random point of its life): the
/// payer loses exactly what the lender and the fee wallet gain, and each part is capped at what was owed.
contract LoanRepayFuzzTest is LendingBase {
    uint256 internal constant HUNDRED = 100 * 100_000;

    uint256 internal loanId;

    function setUp() public override {
        super.setUp();
        Terms memory terms = _usdtTerms();
        terms.repaymentToken = address(busd);
        uint256 collateralId = _createWbnbCollateral();
        vm.prank(lender);
        uint256 offerId = lending.createOffer(collateralId, terms);
        vm.prank(borrower);
        loanId = lending.acceptOffer(offerId);
    }

    struct Balances {
        uint256 payerUsdt;
        uint256 payerBusd;
        uint256 lenderUsdt;
        uint256 lenderBusd;
        uint256 feeUsdt;
        uint256 feeBusd;
        uint256 coreUsdt;
        uint256 coreBusd;
    }

    function _balances() internal view returns (Balances memory b) {
        b.payerUsdt = usdt.balanceOf(stranger);
        b.payerBusd = busd.balanceOf(stranger);
        b.lenderUsdt = usdt.balanceOf(lender);
        b.lenderBusd = busd.balanceOf(lender);
        b.feeUsdt = usdt.balanceOf(feeWallet);
        b.feeBusd = busd.balanceOf(feeWallet);
        b.coreUsdt = usdt.balanceOf(address(lending));
        b.coreBusd = busd.balanceOf(address(lending));
    }

    function testFuzz_repay_payerLosesExactlyWhatLenderAndFeeWalletGain(
        uint256 elapsed,
        uint256 earlyInterest,
        bool keepCurrent,
        uint256 penalty,
        uint256 interest,
        uint256 principal
    ) public {
        // An early partial payment in the first cycle sets up a late interest.
        _warpTo(START + bound(earlyInterest, 0, 2 days));
        earlyInterest = bound(earlyInterest, 0, lens.loan(loanId).interestOwed);
        if (earlyInterest > 0) {
            vm.prank(borrower);
            lending.repay(loanId, 0, earlyInterest, 0);
        }
        // Any time before maturity when every later cycle is kept current (charges paid a day in),
        // else before the third late cycle can end.
        uint256 target = START + 2 days + bound(elapsed, 0, keepCurrent ? 26 days - 1 : 19 days - 1);
        for (uint256 t = START + 8 days; keepCurrent && t < target; t += 7 days) {
            _warpTo(t);
            vm.prank(borrower);
            lending.repay(loanId, type(uint256).max, type(uint256).max, 0);
        }
        _warpTo(target);

        (Loan memory owed,) = lending.settle(loanId);
        vm.assertEq(uint256(owed.status), uint256(LoanStatus.Active));
        penalty = bound(penalty, 0, uint256(owed.penaltyOwed) * 2 + 1);
        interest = bound(interest, 0, uint256(owed.interestOwed) * 2 + 1);
        principal = bound(principal, 0, uint256(owed.principal) * 2 + 1);
        bool payable_ = (penalty > 0 && owed.penaltyOwed > 0) || (interest > 0 && owed.interestOwed > 0)
            || (principal > 0 && owed.principal > 0);
        vm.assume(payable_);
        bool lastCycle = lens.cycleWindow(loanId).endsAt == lens.cycleWindow(loanId).maturity;

        Balances memory before = _balances();
        vm.prank(stranger);
        Payment memory paid = lending.repay(loanId, penalty, interest, principal);
        Balances memory afterwards = _balances();

        // Each part capped at what was owed and at what was offered.
        vm.assertEq(paid.penalty, penalty < owed.penaltyOwed ? penalty : owed.penaltyOwed);
        vm.assertEq(paid.interest, interest < owed.interestOwed ? interest : owed.interestOwed);
        vm.assertEq(paid.principal, principal < owed.principal ? principal : owed.principal);
        vm.assertEq(paid.systemFee, (paid.penalty + paid.interest) * SYSTEM_FEE / HUNDRED);
        uint256 prepaid = lastCycle || paid.principal == 0 ? 0 : (paid.principal * PREPAID_FEE + HUNDRED - 1) / HUNDRED;
        vm.assertEq(paid.prepaidFee, prepaid);

        // Money moved: payer -> lender + fee wallet, per token, nothing left in the core.
        vm.assertEq(before.payerBusd - afterwards.payerBusd, paid.penalty + paid.interest);
        vm.assertEq(
            before.payerBusd - afterwards.payerBusd,
            (afterwards.lenderBusd - before.lenderBusd) + (afterwards.feeBusd - before.feeBusd)
        );
        vm.assertEq(afterwards.feeBusd - before.feeBusd, paid.systemFee);
        vm.assertEq(before.payerUsdt - afterwards.payerUsdt, paid.principal + paid.prepaidFee);
        vm.assertEq(
            before.payerUsdt - afterwards.payerUsdt,
            (afterwards.lenderUsdt - before.lenderUsdt) + (afterwards.feeUsdt - before.feeUsdt)
        );
        vm.assertEq(afterwards.coreUsdt, before.coreUsdt);
        vm.assertEq(afterwards.coreBusd, before.coreBusd);

        // The loan owes exactly that much less (or is complete).
        Loan memory state = lens.loan(loanId);
        if (state.status == LoanStatus.Active) {
            vm.assertEq(state.penaltyOwed, owed.penaltyOwed - paid.penalty);
            vm.assertEq(state.interestOwed, owed.interestOwed - paid.interest);
            vm.assertEq(state.principal, owed.principal - paid.principal);
        } else {
            vm.assertEq(uint256(state.status), uint256(LoanStatus.Completed));
            vm.assertEq(paid.penalty, owed.penaltyOwed);
            vm.assertEq(paid.interest, owed.interestOwed);
            vm.assertEq(paid.principal, owed.principal);
        }
    }
}
