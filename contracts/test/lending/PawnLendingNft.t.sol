// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {
    CollateralStatus,
    CycleWindow,
    LiquidationReason,
    Loan,
    LoanStatus,
    OfferStatus,
    Terms
} from "../../src/lending/LendingTypes.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev Loans on ERC-721 and ERC-1155 collateral: no price, so no LTV liquidation.
contract PawnLendingNftTest is PawnLendingTestBase {
    uint256 internal constant MAX = type(uint256).max;

    function _start721() internal returns (uint256 loanId, uint256 collateralId, uint256 tokenId) {
        (collateralId, tokenId) = _create721();
        loanId = _accept(_offerWith(lender, collateralId, _nftTerms()));
    }

    function test_nft_acceptsZeroThresholdAndStartsLoan() public {
        (uint256 loanId, uint256 collateralId, uint256 tokenId) = _start721();
        _assertLoanStatus(loanId, LoanStatus.Active);
        _assertCollateralStatus(collateralId, CollateralStatus.Contracted);
        vm.assertEq(nft.ownerOf(tokenId), address(lending));
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + 3_000e6);
        vm.assertEq(lens.loan(loanId).interestOwed, _interestOf(3_000e6, _usdtTerms().interestRate, 7 days));
    }

    function test_nft_revertsOnThresholdAboveHundredPercent() public {
        (uint256 collateralId,) = _create721();
        Terms memory terms = _nftTerms();
        terms.liquidationThreshold = uint32(HUNDRED_PERCENT) + 1;
        vm.expectRevert(
            abi.encodeWithSelector(IPawnLending.InvalidLiquidationThreshold.selector, terms.liquidationThreshold)
        );
        vm.prank(lender);
        lending.createOffer(collateralId, terms);
    }

    function test_nft_competingOffersVoidedOnAcceptance() public {
        uint256 collateralId = _create1155(3, 2);
        uint256 first = _offerWith(otherLender, collateralId, _nftTerms());
        uint256 second = _offerWith(lender, collateralId, _nftTerms());
        _accept(second);
        _assertOfferStatus(first, OfferStatus.Cancelled);
        _assertOfferStatus(second, OfferStatus.Accepted);
    }

    function test_nft_runsWeeklyCycles() public {
        (uint256 loanId,,) = _start721();
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0);
        _warpTo(START + 7 days);
        (Loan memory state, CycleWindow memory window) = lending.settle(loanId);
        vm.assertEq(uint256(state.cycle), 1);
        vm.assertEq(state.lateCount, 0);
        vm.assertEq(state.interestOwed, 21e6);
        vm.assertEq(window.startsAt, START + 7 days);
        vm.assertEq(window.dueAt, START + 9 days);
        vm.assertEq(window.endsAt, START + 14 days);
        vm.assertEq(window.maturity, START + 28 days);
    }

    function test_nft_liquidateRevertsWithoutLates() public {
        (uint256 loanId,,) = _start721();
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lens.loanToValue(loanId);
    }

    function test_nft_priceCrashNeverLiquidates() public {
        uint256 collateralId = _create1155(4, 10);
        uint256 loanId = _accept(_offerWith(lender, collateralId, _nftTerms()));
        usdtFeed.updateAnswer(1_000e8); // the debt is now worth far more
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);
    }

    function test_erc721_threeLateCyclesGiveNftToLender() public {
        (uint256 loanId, uint256 collateralId, uint256 tokenId) = _start721();
        _warpTo(START + 14 days); // two late cycles: not yet
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);

        _warpTo(START + 21 days);
        vm.expectEmit(address(lending));
        emit IPawnLending.CycleClosed(loanId, 2, true, 3);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Late, 1, 0);
        lending.liquidate(loanId);

        vm.assertEq(nft.ownerOf(tokenId), lender);
        vm.assertEq(lens.escrowed(address(nft), tokenId), 0);
        _assertLoanStatus(loanId, LoanStatus.Defaulted);
        _assertCollateralStatus(collateralId, CollateralStatus.Liquidated);
        _assertScores(borrower, -3 - 5, 0); // an NFT loan earns nothing (no USD price) but pays its penalties
    }

    function test_erc1155_maturityUnpaidGivesAllToLender() public {
        uint256 collateralId = _create1155(5, 6);
        Terms memory terms = _nftTerms();
        terms.durationQty = 1;
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0); // interest paid, principal not

        _warpTo(START + 7 days);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Unpaid, 6, 0);
        lending.settle(loanId);

        vm.assertEq(multi.balanceOf(lender, 5), 6);
        vm.assertEq(multi.balanceOf(feeWallet, 5), 0);
        vm.assertEq(multi.balanceOf(address(lending), 5), 0);
        vm.assertEq(lens.escrowed(address(multi), 5), 0);
        _assertLoanStatus(loanId, LoanStatus.Defaulted);
    }

    function test_erc721_completionReturnsNft() public {
        (uint256 loanId, uint256 collateralId, uint256 tokenId) = _start721();
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanCompleted(loanId, collateralId, borrower);
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, MAX);
        vm.assertEq(nft.ownerOf(tokenId), borrower);
        vm.assertEq(lens.escrowed(address(nft), tokenId), 0);
        _assertCollateralStatus(collateralId, CollateralStatus.Returned);
    }

    function test_erc1155_completionReturnsTokens() public {
        uint256 collateralId = _create1155(8, 3);
        uint256 loanId = _accept(_offerWith(lender, collateralId, _nftTerms()));
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, MAX);
        vm.assertEq(multi.balanceOf(borrower, 8), 3);
        vm.assertEq(lens.escrowed(address(multi), 8), 0);
        _assertLoanStatus(loanId, LoanStatus.Completed);
        _assertScores(borrower, 0, 0); // an NFT loan does not count (no USD price at its start)
    }
}
