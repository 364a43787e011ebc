// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IReputation} from "../../src/reputation/IReputation.sol";
import {Terms} from "../../src/lending/LendingTypes.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev Issue 22, section 2: reputation farmed with dust, and reviews that only raised scores. Each test
/// is written against the calls that the old and the new code share, and failed on the old code (+3 at
/// once for a 1-wei collateral, +9 and +4 for a one-unit loan repaid in the same block, +1 for a one-star
/// review). The rules the new code follows are in docs/decisions/0035-reputation-dust-rules.md.
contract ReputationDustTest is PawnLendingTestBase {
    uint256 private constant WEEK = 7 days;
    uint256 private constant MAX = type(uint256).max;

    function _oneWeiCollateral() private returns (uint256) {
        return _createNative(1);
    }

    function _repayAll(uint256 loanId) private {
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, MAX);
    }

    function _payInterest(uint256 loanId) private {
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0);
    }

    // --- finding: a 1-wei collateral gives the borrower +3 at once, and can stay open forever

    function test_finding_oneWeiCollateral_earnsNothing() public {
        _oneWeiCollateral();
        _assertScores(borrower, 0, 0);
    }

    function test_finding_collateralAlone_earnsNothing_evenWhenLarge() public {
        _createWbnbCollateral();
        _assertScores(borrower, 0, 0);
    }

    function test_finding_collateralWithdrawn_costsNothing() public {
        uint256 collateralId = _oneWeiCollateral();
        vm.prank(borrower);
        lending.withdrawCollateral(collateralId);
        _assertScores(borrower, 0, 0);
    }

    // --- finding: a one-unit loan between two wallets, repaid in the same block, gives +4 and +6

    function test_finding_oneUnitLoan_repaidInTheSameBlock_earnsNothing() public {
        uint256 collateralId = _createWbnbCollateral();
        Terms memory terms = _usdtTerms();
        terms.amount = 1;
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));
        _repayAll(loanId);
        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);
    }

    function test_finding_oneUnitLoan_paidOnTimeForEveryCycle_earnsNothing() public {
        uint256 collateralId = _createWbnbCollateral();
        Terms memory terms = _usdtTerms();
        terms.amount = 1;
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));
        for (uint256 cycle = 1; cycle < 4; ++cycle) {
            _payInterest(loanId);
            _warpTo(START + cycle * WEEK);
            lending.settle(loanId);
        }
        _repayAll(loanId);
        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);
    }

    function test_finding_realLoan_repaidInTheSameBlock_earnsNothing() public {
        uint256 loanId = _startLoan();
        _repayAll(loanId);
        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);
    }

    function test_finding_realLoan_earnsItsStartPointsAtItsFirstOnTimeCycle() public {
        uint256 loanId = _startLoan();
        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);

        _payInterest(loanId);
        _warpTo(START + WEEK);
        lending.settle(loanId);
        _assertScores(borrower, 3 + 1 + 1, 0); // collateral, offer accepted, on time
        _assertScores(lender, 0, 2 + 1 + 1); // offer, accepted, contract

        _repayAll(loanId);
        _assertScores(borrower, 3 + 1 + 1 + 5, 0);
        _assertScores(lender, 0, 4);
    }

    function test_finding_oneUnitLoan_stillPaysItsPenalties() public {
        uint256 collateralId = _createWbnbCollateral();
        Terms memory terms = _usdtTerms();
        terms.amount = 1;
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));
        _warpTo(START + WEEK);
        lending.settle(loanId);
        _assertScores(borrower, -1, 0);
    }

    // --- reviews move reputation both ways

    function test_finding_review_oneStarLowersTheScore() public {
        vm.prank(address(shop));
        reputation.recordReview(borrower, IReputation.Reason.BorrowerReviewed, 1);
        _assertScores(borrower, -2, 0);
    }

    function test_finding_review_starsTable() public {
        int256 expected;
        for (uint256 stars = 1; stars <= 5; ++stars) {
            vm.prank(address(shop));
            reputation.recordReview(lender, IReputation.Reason.LenderReviewed, stars);
            expected += int256(stars) - 3;
            _assertScores(lender, 0, expected);
        }
        vm.assertEq(expected, 0);
    }

    function test_finding_review_refusesSixStars() public {
        vm.prank(address(shop));
        vm.expectRevert(abi.encodeWithSignature("ReviewStarsOutOfRange(uint256)", 6));
        reputation.recordReview(borrower, IReputation.Reason.BorrowerReviewed, 6);
    }
}
