// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IBorrowerErrors, IProtocolPauseErrors} from "../../src/common/CommonErrors.sol";
import {Vm} from "../utils/Vm.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {IPawnShop} from "../../src/lending/IPawnShop.sol";
import {AssetKind, CollateralParams, CollateralStatus, Terms, TimeUnit} from "../../src/lending/LendingTypes.sol";
import {PawnShopBase} from "./PawnShopPackages.t.sol";

contract PawnShopSubmissionsTest is PawnShopBase {
    /// @dev 10 WBNB x $600 x 50% LTV, in USDT base units (6 decimals, $1).
    uint256 internal constant WBNB_LIMIT = 10 * WBNB_PRICE * 1e6 * LTV / (100 * ZOOM);

    // --- submitCollateral

    function test_submit_pending() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        _expectStatus(1, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
        uint256 submissionId = _submit(packageId, collateralId);
        vm.assertEq(submissionId, 1);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
        // Nothing moved: the collateral stays open in escrow.
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6);

        // The same collateral may wait on several packages.
        uint256 other = _createPackage(otherLender, _params(IPawnShop.PackageType.Negotiation));
        vm.assertEq(_submit(other, collateralId), 2);
        _assertSubmission(2, other, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
    }

    function test_submit_revertsWhilePaused() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        _pause();
        vm.expectRevert(IProtocolPauseErrors.ProtocolPaused.selector);
        vm.prank(borrower);
        shop.submitCollateral(packageId, collateralId, 0, block.timestamp + 1 days);
    }

    function test_submit_revertsForOthersThanBorrower() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, stranger));
        vm.prank(stranger);
        shop.submitCollateral(packageId, collateralId, 0, block.timestamp + 1 days);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, lender));
        vm.prank(lender);
        shop.submitCollateral(packageId, collateralId, 0, block.timestamp + 1 days);
    }

    function test_submit_revertsWhenCollateralNotOpen() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        _withdraw(collateralId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, collateralId));
        _submit(packageId, collateralId);

        // Contracted through an offer.
        uint256 loanId = _startLoan();
        uint256 contracted = lens.offer(loanId).collateralId;
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, contracted));
        _submit(packageId, contracted);
    }

    function test_submit_revertsWhenPackageNotOpen() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.PackageNotOpen.selector, packageId));
        _submit(packageId, collateralId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.PackageNotOpen.selector, 99));
        _submit(99, collateralId);
    }

    function test_submit_revertsWhenCollateralNotAccepted() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.collaterals = _only(address(wbnb));
        uint256 packageId = _createPackage(lender, params);
        uint256 collateralId = _escrow(_fungible(NATIVE, 1 ether, address(usdt), 4, TimeUnit.Week), 0);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.CollateralNotAccepted.selector, NATIVE));
        _submit(packageId, collateralId);

        uint256 nftId = nft.mint(borrower);
        collateralId = _escrow(
            CollateralParams({
                kind: AssetKind.ERC721,
                token: address(nft),
                tokenId: nftId,
                amount: 1,
                loanToken: address(usdt),
                durationQty: 4,
                durationUnit: TimeUnit.Week
            }),
            0
        );
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.CollateralNotAccepted.selector, address(nft)));
        _submit(packageId, collateralId);
    }

    function test_submit_revertsOnLoanTokenMismatch() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _escrow(_fungible(address(wbnb), 10e18, address(busd), 4, TimeUnit.Week), 0);
        vm.expectRevert(_mismatch("loanToken"));
        _submit(packageId, collateralId);
    }

    function test_submit_revertsOnDurationMismatch() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto); // 2..8 weeks
        // Another unit: 1 month (30 days) would fit 2..8 weeks in time, but not in unit.
        uint256 collateralId = _escrow(_fungible(address(wbnb), 1e18, address(usdt), 1, TimeUnit.Month), 0);
        vm.expectRevert(_mismatch("duration"));
        _submit(packageId, collateralId);
        // Below the minimum.
        collateralId = _escrow(_fungible(address(wbnb), 1e18, address(usdt), 1, TimeUnit.Week), 0);
        vm.expectRevert(_mismatch("duration"));
        _submit(packageId, collateralId);
        // Above the maximum.
        collateralId = _escrow(_fungible(address(wbnb), 1e18, address(usdt), 9, TimeUnit.Week), 0);
        vm.expectRevert(_mismatch("duration"));
        _submit(packageId, collateralId);
        // Both bounds are inclusive.
        collateralId = _escrow(_fungible(address(wbnb), 1e18, address(usdt), 2, TimeUnit.Week), 0);
        _submit(packageId, collateralId);
        collateralId = _escrow(_fungible(address(wbnb), 1e18, address(usdt), 8, TimeUnit.Week), 0);
        _submit(packageId, collateralId);
    }

    // --- AUTO

    /// @dev An AUTO package repaid in BUSD, over 1..6 months with weekly cycles.
    function _autoParams() internal view returns (IPawnShop.PackageParams memory params) {
        params = _params(IPawnShop.PackageType.Auto);
        params.repaymentToken = address(busd);
        params.durationUnit = TimeUnit.Month;
        params.cycleUnit = TimeUnit.Week;
        params.minDuration = 1;
        params.maxDuration = 6;
    }

    function test_auto_contractsAtOnce() public {
        uint256 packageId = _createPackage(lender, _autoParams());
        uint256 collateralId = _escrow(_fungible(address(wbnb), 10e18, address(usdt), 3, TimeUnit.Month), 0);
        uint256 expected = WBNB_LIMIT; // 10 WBNB x $600 x 50% / $1 = 3,000 USDT
        vm.assertEq(expected, 3_000e6);
        uint256 lenderUsdt = usdt.balanceOf(lender);
        uint256 borrowerUsdt = usdt.balanceOf(borrower);

        // Contracted at once: the submission's one event.
        _expectStatus(1, packageId, collateralId, IPawnShop.SubmissionStatus.Contracted, 1);
        vm.recordLogs();
        uint256 submissionId = _submit(packageId, collateralId);
        vm.assertEq(_countLogs(address(shop), IPawnShop.SubmissionStatusChanged.selector), 1);

        // The core's first loan (no offer was made before). Contracted at once: only its events record it.
        vm.assertEq(submissionId, 1);
        _assertNotStored(submissionId);
        _assertPackageLoan(1, collateralId, expected, _autoParams(), 3);
        vm.assertEq(usdt.balanceOf(borrower), borrowerUsdt + expected);
        vm.assertEq(usdt.balanceOf(lender), lenderUsdt - expected);
        // No points yet: lender package +3 and contract +1, borrower collateral +3 wait for the loan's first
        // on-time cycle (ReviewFindings.t.sol, ReputationDust.t.sol).
        vm.assertEq(_lenderScore(lender), 0);
        vm.assertEq(_borrowerScore(borrower), 0);

        // First weekly interest in BUSD: 3,000 x 36.5% x 7 / 365 = 21 USDT = 21 BUSD (both $1).
        vm.assertEq(lens.loan(1).interestOwed, expected * RATE * 7 / (365 * 100 * ZOOM) * 1e12);
        vm.assertEq(lens.loan(1).interestOwed, 21e18);
    }

    /// @dev An AUTO submission contracted at once is not stored: it reads empty, nothing can act on it,
    /// and the next submission still gets a new id.
    function test_auto_contractedAtOnce_notStored_nothingActsOnIt() public {
        uint256 packageId = _createPackage(lender, _autoParams());
        uint256 collateralId = _escrow(_fungible(address(wbnb), 10e18, address(usdt), 3, TimeUnit.Month), 0);
        uint256 submissionId = _submit(packageId, collateralId);
        _assertNotStored(submissionId);

        bytes memory notPending = abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId);
        vm.prank(borrower);
        vm.expectRevert(notPending);
        shop.cancelSubmission(submissionId);
        vm.prank(lender);
        vm.expectRevert(notPending);
        shop.rejectSubmission(submissionId);
        vm.prank(lender);
        vm.expectRevert(notPending);
        shop.acceptSubmission(submissionId, 0);

        uint256 other = _wbnbCollateral();
        vm.assertEq(_submit(_createPackage(IPawnShop.PackageType.SemiAuto), other), submissionId + 1);
    }

    function _assertNotStored(uint256 submissionId) internal view {
        IPawnShop.Submission memory entry = shop.submission(submissionId);
        vm.assertEq(entry.packageId, 0, "packageId");
        vm.assertEq(entry.borrower, address(0));
        vm.assertEq(entry.loanId, 0, "loanId");
        vm.assertEq(uint256(shop.submissionStatus(submissionId)), uint256(IPawnShop.SubmissionStatus.None));
    }

    function test_auto_nativeCoinCollateral() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto);
        uint256 collateralId = _escrow(_fungible(NATIVE, 2 ether, address(usdt), 4, TimeUnit.Week), 0);
        uint256 before = usdt.balanceOf(borrower);
        _submit(packageId, collateralId);
        // 2 BNB x $600 x 50% = 600 USDT.
        uint256 expected = 2 * NATIVE_PRICE * 1e6 * LTV / (100 * ZOOM);
        vm.assertEq(expected, 600e6);
        vm.assertEq(usdt.balanceOf(borrower), before + expected);
        _assertPackageLoan(1, collateralId, expected, _params(IPawnShop.PackageType.Auto), 4);
    }

    function test_auto_cappedAtMaxAmount() public {
        IPawnShop.PackageParams memory params = _autoParams();
        params.maxAmount = 2_000e6; // below the 3,000 USDT the collateral allows
        uint256 packageId = _createPackage(lender, params);
        uint256 collateralId = _escrow(_fungible(address(wbnb), 10e18, address(usdt), 3, TimeUnit.Month), 0);
        uint256 before = usdt.balanceOf(borrower);
        _submit(packageId, collateralId);
        vm.assertEq(usdt.balanceOf(borrower), before + params.maxAmount);
        _assertPackageLoan(1, collateralId, params.maxAmount, params, 3);
    }

    function test_auto_revertsBelowMinAmount() public {
        IPawnShop.PackageParams memory params = _autoParams();
        params.minAmount = 4_000e6; // above the 3,000 USDT the collateral allows
        uint256 packageId = _createPackage(lender, params);
        uint256 collateralId = _escrow(_fungible(address(wbnb), 10e18, address(usdt), 3, TimeUnit.Month), 0);
        vm.expectRevert(_outOfRange(WBNB_LIMIT, params.minAmount, params.maxAmount));
        _submit(packageId, collateralId);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
    }

    function test_auto_allowanceTooLow_staysPending_ownerAcceptsLater() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto);
        vm.prank(lender);
        usdt.approve(address(lending), WBNB_LIMIT - 1);
        uint256 collateralId = _wbnbCollateral();
        uint256 before = usdt.balanceOf(borrower);

        uint256 submissionId = _submit(packageId, collateralId);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
        vm.assertEq(usdt.balanceOf(borrower), before);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
        vm.assertEq(_lenderScore(lender), 0); // nothing funded yet

        // A pending AUTO submission lends what the AUTO rule gives when accepted, whatever amount is
        // passed: min(maxAmount, LTV limit).
        vm.prank(lender);
        usdt.approve(address(lending), WBNB_LIMIT);
        _expectStatus(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Contracted, 1);
        vm.assertEq(_accept(lender, submissionId, WBNB_LIMIT + 1), 1);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Contracted, 1);
        vm.assertEq(usdt.balanceOf(borrower), before + WBNB_LIMIT);
        vm.assertEq(_lenderScore(lender), 0); // at the loan's first closed cycle
    }

    function test_auto_budgetSpent_staysPending_andBudgetLeftFalls() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Auto);
        params.budget = WBNB_LIMIT + WBNB_LIMIT / 2; // one loan and a half
        uint256 packageId = _createPackage(lender, params);

        _submit(packageId, _wbnbCollateral());
        vm.assertEq(shop.packageOf(packageId).budgetLeft, WBNB_LIMIT / 2);

        // The second loan would pass the budget: it waits, funded by nobody, like an unfunded one.
        uint256 collateralId = _wbnbCollateral();
        uint256 before = usdt.balanceOf(borrower);
        uint256 submissionId = _submit(packageId, collateralId);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
        vm.assertEq(usdt.balanceOf(borrower), before);
        // Neither the owner nor an Operator can push it past the budget.
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.BudgetExceeded.selector, WBNB_LIMIT, WBNB_LIMIT / 2));
        _accept(lender, submissionId, 0);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.BudgetExceeded.selector, WBNB_LIMIT, WBNB_LIMIT / 2));
        _accept(operator, submissionId, 0);
        vm.assertEq(shop.packageOf(packageId).budgetLeft, WBNB_LIMIT / 2);
    }

    function test_semiAuto_acceptWithinTheBudgetLeft() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.budget = 2_500e6;
        uint256 packageId = _createPackage(lender, params);
        uint256 first = _submit(packageId, _wbnbCollateral());
        uint256 second = _submit(packageId, _wbnbCollateral());

        _accept(lender, first, 2_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.BudgetExceeded.selector, 600e6, 500e6));
        _accept(lender, second, 600e6);
        _accept(lender, second, 500e6);
        vm.assertEq(shop.packageOf(packageId).budgetLeft, 0);
    }

    function test_auto_balanceTooLow_staysPending_operatorAcceptsLater() public {
        address poor = makeAddr("poor lender");
        vm.prank(poor);
        usdt.approve(address(lending), type(uint256).max);
        usdt.mint(poor, WBNB_LIMIT - 1);
        uint256 packageId = _createPackage(poor, _params(IPawnShop.PackageType.Auto));
        uint256 collateralId = _wbnbCollateral();
        uint256 before = usdt.balanceOf(borrower);

        uint256 submissionId = _submit(packageId, collateralId);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
        vm.assertEq(usdt.balanceOf(borrower), before);

        usdt.mint(poor, 1); // exactly the loan now
        vm.assertEq(_accept(operator, submissionId, WBNB_LIMIT), 1);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Contracted, 1);
        vm.assertEq(lens.offer(1).lender, poor); // funded by the owner, not the operator
        vm.assertEq(usdt.balanceOf(poor), 0);
        vm.assertEq(usdt.balanceOf(borrower), before + WBNB_LIMIT);
        vm.assertEq(_lenderScore(poor), 0); // at the loan's first closed cycle
        vm.assertEq(_lenderScore(operator), 0);
    }

    function test_auto_oneStep_createCollateralWithPackage() public {
        uint256 packageId = _createPackage(lender, _autoParams());
        uint256 before = usdt.balanceOf(borrower);
        CollateralParams memory params = _fungible(address(wbnb), 10e18, address(usdt), 3, TimeUnit.Month);

        _expectStatus(1, packageId, 1, IPawnShop.SubmissionStatus.Contracted, 1);
        uint256 collateralId = _escrow(params, packageId);

        vm.assertEq(collateralId, 1);
        _assertNotStored(1);
        _assertPackageLoan(1, collateralId, WBNB_LIMIT, _autoParams(), 3);
        vm.assertEq(usdt.balanceOf(borrower), before + WBNB_LIMIT);
        vm.assertEq(wbnb.balanceOf(address(lending)), 10e18);
    }

    function test_oneStep_semiAutoStaysPending() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _escrow(_fungible(address(wbnb), 10e18, address(usdt), 4, TimeUnit.Week), packageId);
        _assertSubmission(1, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
    }

    function test_oneStep_revertsWholeWhenNotFitting() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto); // 2..8 weeks
        uint256 before = wbnb.balanceOf(borrower);
        CollateralParams memory params = _fungible(address(wbnb), 10e18, address(usdt), 9, TimeUnit.Week);
        vm.expectRevert(_mismatch("duration"));
        _escrow(params, packageId);
        vm.assertEq(wbnb.balanceOf(borrower), before);
        vm.assertEq(_borrowerScore(borrower), 0);
    }

    // --- SEMI_AUTO

    function _semiAutoSubmission() internal returns (uint256 packageId, uint256 collateralId, uint256 submissionId) {
        packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        collateralId = _wbnbCollateral();
        submissionId = _submit(packageId, collateralId);
    }

    function test_semiAuto_ownerAccepts() public {
        (uint256 packageId, uint256 collateralId, uint256 submissionId) = _semiAutoSubmission();
        uint256 amount = 2_000e6;
        uint256 before = usdt.balanceOf(borrower);
        uint256 lenderBefore = usdt.balanceOf(lender);

        _expectStatus(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Contracted, 1);
        vm.assertEq(_accept(lender, submissionId, amount), 1);

        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Contracted, 1);
        _assertPackageLoan(1, collateralId, amount, _params(IPawnShop.PackageType.SemiAuto), 4);
        vm.assertEq(usdt.balanceOf(borrower), before + amount);
        vm.assertEq(usdt.balanceOf(lender), lenderBefore - amount);
        vm.assertEq(_lenderScore(lender), 0); // at the loan's first closed cycle
    }

    function test_semiAuto_operatorAcceptsForOwner() public {
        (, uint256 collateralId, uint256 submissionId) = _semiAutoSubmission();
        uint256 lenderBefore = usdt.balanceOf(lender);
        uint256 operatorBefore = usdt.balanceOf(operator);
        // Exactly the LTV limit, the largest allowed.
        _accept(operator, submissionId, WBNB_LIMIT);
        _assertPackageLoan(1, collateralId, WBNB_LIMIT, _params(IPawnShop.PackageType.SemiAuto), 4);
        vm.assertEq(usdt.balanceOf(lender), lenderBefore - WBNB_LIMIT);
        vm.assertEq(usdt.balanceOf(operator), operatorBefore);
    }

    function test_semiAuto_amountOutOfRange() public {
        (,, uint256 submissionId) = _semiAutoSubmission();
        // Limit: min(5,000 maximum, 3,000 LTV limit).
        vm.expectRevert(_outOfRange(100e6 - 1, 100e6, WBNB_LIMIT));
        _accept(lender, submissionId, 100e6 - 1);
        vm.expectRevert(_outOfRange(WBNB_LIMIT + 1, 100e6, WBNB_LIMIT));
        _accept(lender, submissionId, WBNB_LIMIT + 1);

        // The package maximum below the LTV limit.
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.maxAmount = 2_000e6;
        uint256 packageId = _createPackage(lender, params);
        uint256 collateralId = _wbnbCollateral();
        uint256 second = _submit(packageId, collateralId);
        vm.expectRevert(_outOfRange(2_000e6 + 1, 100e6, 2_000e6));
        _accept(lender, second, 2_000e6 + 1);

        // The minimum itself is allowed.
        _accept(lender, second, 100e6);
        vm.assertEq(lens.loan(1).principal, 100e6);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Pending));
    }

    function test_semiAuto_limitFollowsPrice() public {
        (,, uint256 submissionId) = _semiAutoSubmission();
        wbnbFeed.updateAnswer(300e8); // WBNB halves: 10 x $300 x 50% = 1,500 USDT
        uint256 limit = uint256(10) * 300 * 1e6 * LTV / (100 * ZOOM);
        vm.expectRevert(_outOfRange(limit + 1, 100e6, limit));
        _accept(lender, submissionId, limit + 1);
        _accept(lender, submissionId, limit);
        vm.assertEq(lens.loan(1).principal, 1_500e6);
    }

    function _nftPackage(address collection) internal returns (uint256 packageId) {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.collaterals = _only(collection);
        return _createPackage(lender, params);
    }

    function test_semiAuto_erc721_limitIsMaxAmount() public {
        uint256 packageId = _nftPackage(address(nft));
        uint256 nftId = nft.mint(borrower);
        CollateralParams memory params = CollateralParams({
            kind: AssetKind.ERC721,
            token: address(nft),
            tokenId: nftId,
            amount: 1,
            loanToken: address(usdt),
            durationQty: 4,
            durationUnit: TimeUnit.Week
        });
        uint256 collateralId = _escrow(params, packageId);
        uint256 submissionId = 1;
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);

        vm.expectRevert(_outOfRange(5_000e6 + 1, 100e6, 5_000e6));
        _accept(lender, submissionId, 5_000e6 + 1);
        uint256 before = usdt.balanceOf(borrower);
        _accept(lender, submissionId, 5_000e6);
        vm.assertEq(usdt.balanceOf(borrower), before + 5_000e6);
        _assertPackageLoan(1, collateralId, 5_000e6, _params(IPawnShop.PackageType.SemiAuto), 4);
        vm.assertEq(nft.ownerOf(nftId), address(lending));
    }

    function test_semiAuto_erc1155_limitIsMaxAmount() public {
        uint256 packageId = _nftPackage(address(multi));
        multi.mint(borrower, 7, 5);
        CollateralParams memory params = CollateralParams({
            kind: AssetKind.ERC1155,
            token: address(multi),
            tokenId: 7,
            amount: 5,
            loanToken: address(usdt),
            durationQty: 4,
            durationUnit: TimeUnit.Week
        });
        uint256 collateralId = _escrow(params, 0);
        uint256 submissionId = _submit(packageId, collateralId);
        vm.expectRevert(_outOfRange(5_000e6 + 1, 100e6, 5_000e6));
        _accept(operator, submissionId, 5_000e6 + 1);
        _accept(operator, submissionId, 5_000e6);
        vm.assertEq(lens.loan(1).principal, 5_000e6);
    }

    function test_semiAuto_reject() public {
        (uint256 packageId, uint256 collateralId, uint256 submissionId) = _semiAutoSubmission();
        _expectStatus(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Rejected, 0);
        vm.prank(lender);
        shop.rejectSubmission(submissionId);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Rejected, 0);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));

        // An Operator may reject too.
        uint256 second = _submit(packageId, collateralId);
        vm.prank(operator);
        shop.rejectSubmission(second);
        vm.assertEq(_status(second), uint256(IPawnShop.SubmissionStatus.Rejected));
    }

    function test_semiAuto_strangerCannotAcceptOrReject() public {
        (,, uint256 submissionId) = _semiAutoSubmission();
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, stranger));
        _accept(stranger, submissionId, 1_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, stranger));
        vm.prank(stranger);
        shop.rejectSubmission(submissionId);
        // The borrower is no owner either.
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, borrower));
        _accept(borrower, submissionId, 1_000e6);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Pending));
    }

    function test_semiAuto_notPending() public {
        (uint256 packageId, uint256 collateralId, uint256 submissionId) = _semiAutoSubmission();
        vm.prank(lender);
        shop.rejectSubmission(submissionId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(lender, submissionId, 1_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        vm.prank(lender);
        shop.rejectSubmission(submissionId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        vm.prank(borrower);
        shop.cancelSubmission(submissionId);

        // Contracted.
        uint256 second = _submit(packageId, collateralId);
        _accept(lender, second, 1_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, second));
        _accept(lender, second, 1_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, second));
        vm.prank(lender);
        shop.rejectSubmission(second);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, second));
        vm.prank(borrower);
        shop.cancelSubmission(second);

        // Unknown.
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, 42));
        _accept(lender, 42, 1_000e6);
    }

    function test_semiAuto_acceptOnCancelledPackage() public {
        (uint256 packageId,, uint256 submissionId) = _semiAutoSubmission();
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.PackageNotOpen.selector, packageId));
        _accept(lender, submissionId, 1_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.PackageNotOpen.selector, packageId));
        _accept(operator, submissionId, 1_000e6);
        // Reopened, the submission can be contracted again.
        vm.prank(lender);
        shop.reopenPackage(packageId);
        _accept(lender, submissionId, 1_000e6);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Contracted));
    }

    function test_semiAuto_acceptAfterWithdrawal() public {
        (, uint256 collateralId, uint256 submissionId) = _semiAutoSubmission();
        _withdraw(collateralId);
        // Withdrawing voided the submission: it reads CANCEL and nobody can act on it.
        vm.assertEq(uint256(shop.submissionStatus(submissionId)), uint256(IPawnShop.SubmissionStatus.Cancelled));
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(lender, submissionId, 1_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(operator, submissionId, 1_000e6);
    }

    function test_semiAuto_acceptAfterContractedElsewhere() public {
        (, uint256 collateralId, uint256 submissionId) = _semiAutoSubmission();
        uint256 other = _createPackage(otherLender, _params(IPawnShop.PackageType.SemiAuto));
        uint256 second = _submit(other, collateralId);
        _accept(otherLender, second, 1_000e6);
        vm.assertEq(lens.offer(1).lender, otherLender);
        vm.assertEq(uint256(shop.submissionStatus(submissionId)), uint256(IPawnShop.SubmissionStatus.Cancelled));
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(lender, submissionId, 1_000e6);
    }

    function test_semiAuto_acceptWhilePaused() public {
        (,, uint256 submissionId) = _semiAutoSubmission();
        _pause();
        vm.expectRevert(IProtocolPauseErrors.ProtocolPaused.selector);
        _accept(lender, submissionId, 1_000e6);
        // Rejecting is still possible.
        vm.prank(lender);
        shop.rejectSubmission(submissionId);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Rejected));
    }

    function test_semiAuto_borrowerCancels() public {
        (uint256 packageId, uint256 collateralId, uint256 submissionId) = _semiAutoSubmission();
        _expectStatus(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Cancelled, 0);
        vm.prank(borrower);
        shop.cancelSubmission(submissionId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(lender, submissionId, 1_000e6);
    }

    // --- NEGOTIATION

    function _negotiation() internal returns (uint256 packageId, uint256 collateralId, uint256 submissionId) {
        packageId = _createPackage(IPawnShop.PackageType.Negotiation);
        collateralId = _wbnbCollateral();
        submissionId = _submit(packageId, collateralId);
    }

    function test_negotiation_acceptThenOffer() public {
        (uint256 packageId, uint256 collateralId, uint256 submissionId) = _negotiation();
        uint256 before = usdt.balanceOf(borrower);

        _expectStatus(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Accepted, 0);
        vm.assertEq(_accept(lender, submissionId, 1_000e6), 0);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Accepted, 0);
        // No loan yet: the amount is ignored and nothing moved.
        vm.assertEq(usdt.balanceOf(borrower), before);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
        vm.assertEq(_lenderScore(lender), 0);

        // The deal is made through an offer on the core, with the negotiated terms.
        Terms memory terms = _usdtTerms();
        terms.amount = 3_500e6; // negotiated: above the package's LTV limit is the parties' call
        vm.prank(lender);
        uint256 offerId = lending.createOffer(collateralId, terms);
        vm.prank(borrower);
        uint256 loanId = lending.acceptOffer(offerId);
        vm.assertEq(lens.loan(loanId).principal, 3_500e6);
        vm.assertEq(usdt.balanceOf(borrower), before + 3_500e6);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Contracted));

        // Accepted once: not again.
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(lender, submissionId, 0);
    }

    function test_negotiation_operatorAccepts() public {
        (,, uint256 submissionId) = _negotiation();
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, stranger));
        _accept(stranger, submissionId, 0);
        vm.assertEq(_accept(operator, submissionId, 0), 0);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Accepted));
    }

    function test_negotiation_rejectFromPendingAndAccepted() public {
        (uint256 packageId, uint256 collateralId, uint256 submissionId) = _negotiation();
        vm.prank(lender);
        shop.rejectSubmission(submissionId);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Rejected));

        uint256 second = _submit(packageId, collateralId);
        _accept(lender, second, 0);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, stranger));
        vm.prank(stranger);
        shop.rejectSubmission(second);
        _expectStatus(second, packageId, collateralId, IPawnShop.SubmissionStatus.Rejected, 0);
        vm.prank(lender);
        shop.rejectSubmission(second);
        vm.assertEq(_status(second), uint256(IPawnShop.SubmissionStatus.Rejected));
    }

    function test_negotiation_borrowerCancelsFromPendingAndAccepted() public {
        (uint256 packageId, uint256 collateralId, uint256 submissionId) = _negotiation();
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, stranger));
        vm.prank(stranger);
        shop.cancelSubmission(submissionId);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, lender));
        vm.prank(lender);
        shop.cancelSubmission(submissionId);

        _expectStatus(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Cancelled, 0);
        vm.prank(borrower);
        shop.cancelSubmission(submissionId);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Cancelled));

        uint256 second = _submit(packageId, collateralId);
        _accept(lender, second, 0);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, operator));
        vm.prank(operator);
        shop.cancelSubmission(second);
        _expectStatus(second, packageId, collateralId, IPawnShop.SubmissionStatus.Cancelled, 0);
        vm.prank(borrower);
        shop.cancelSubmission(second);
        vm.assertEq(_status(second), uint256(IPawnShop.SubmissionStatus.Cancelled));

        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, second));
        _accept(lender, second, 0);
    }

    function test_negotiation_acceptOnCancelledPackage() public {
        (uint256 packageId,, uint256 submissionId) = _negotiation();
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.PackageNotOpen.selector, packageId));
        _accept(lender, submissionId, 0);
    }

    function _countLogs(address emitter, bytes32 topic) private returns (uint256 count) {
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i = 0; i < logs.length; ++i) {
            if (logs[i].emitter == emitter && logs[i].topics[0] == topic) ++count;
        }
    }
}
