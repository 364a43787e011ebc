// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IProtocolPauseErrors} from "../../src/common/CommonErrors.sol";
import {IPawnShop} from "../../src/lending/IPawnShop.sol";
import {
    AssetKind,
    CollateralParams,
    CollateralStatus,
    Loan,
    LoanStatus,
    Offer,
    OfferStatus,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {LendingBase} from "./LendingBase.sol";

/// @dev Helpers shared by the PawnShop tests: a standard package, collateral and score readers.
abstract contract PawnShopBase is LendingBase {
    uint32 internal constant RATE = uint32(365 * ZOOM / 10); // 36.5% a year
    uint32 internal constant LTV = 50 * ZOOM;
    uint32 internal constant THRESHOLD = 80 * ZOOM;
    uint256 internal constant WBNB_PRICE = 600; // USD, LendingBase's feed
    uint256 internal constant NATIVE_PRICE = 600; // USD, LendingBase's feed
    uint256 internal constant FIVE_YEARS = 5 * 365 days;

    /// @dev A USDT package of 100..5,000 USDT at 36.5%, 2..8 weeks, weekly cycles, LTV 50%,
    /// liquidated at 80%, repaid in USDT, accepting WBNB and the native coin.
    function _params(IPawnShop.PackageType packageType) internal view returns (IPawnShop.PackageParams memory) {
        address[] memory collaterals = new address[](2);
        collaterals[0] = address(wbnb);
        collaterals[1] = NATIVE;
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
            ltv: LTV,
            liquidationThreshold: THRESHOLD,
            collaterals: collaterals,
            budget: 20_000e6
        });
    }

    function _only(address token) internal pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = token;
    }

    function _createPackage(address owner, IPawnShop.PackageParams memory params) internal returns (uint256) {
        vm.prank(owner);
        return shop.createPackage(params);
    }

    function _createPackage(IPawnShop.PackageType packageType) internal returns (uint256) {
        return _createPackage(lender, _params(packageType));
    }

    /// @dev A fungible collateral of the borrower asking for `loanToken` over `qty` `unit`s.
    function _fungible(address token, uint256 amount, address loanToken, uint16 qty, TimeUnit unit)
        internal
        pure
        returns (CollateralParams memory)
    {
        return CollateralParams({
            kind: token == NATIVE ? AssetKind.Native : AssetKind.ERC20,
            token: token,
            tokenId: 0,
            amount: amount,
            loanToken: loanToken,
            durationQty: qty,
            durationUnit: unit
        });
    }

    /// @dev Escrows a collateral of the borrower; with a package id, submits it too in the same transaction
    /// (no minimum amount, a day to expiry).
    function _escrow(CollateralParams memory params, uint256 packageId) internal returns (uint256 collateralId) {
        uint256 value = params.kind == AssetKind.Native ? params.amount : 0;
        vm.prank(borrower);
        if (packageId == 0) return lending.createCollateral{value: value}(params);
        (collateralId,) = shop.createCollateralAndSubmit{value: value}(params, packageId, 0, block.timestamp + 1 days);
    }

    /// @dev 10 WBNB ($6,000) asking for USDT over 4 weeks.
    function _wbnbCollateral() internal returns (uint256) {
        return _escrow(_fungible(address(wbnb), 10e18, address(usdt), 4, TimeUnit.Week), 0);
    }

    function _submit(uint256 packageId, uint256 collateralId) internal returns (uint256) {
        vm.prank(borrower);
        return shop.submitCollateral(packageId, collateralId, 0, block.timestamp + 1 days);
    }

    function _lenderScore(address account) internal view returns (int256 score) {
        (, score) = reputation.scores(account);
    }

    function _borrowerScore(address account) internal view returns (int256 score) {
        (score,) = reputation.scores(account);
    }

    function _invalid(string memory field) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(IPawnShop.InvalidPackage.selector, field);
    }

    function _mismatch(string memory field) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(IPawnShop.CollateralMismatch.selector, field);
    }

    function _outOfRange(uint256 amount, uint256 min, uint256 max) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, amount, min, max);
    }

    function _assertSubmission(
        uint256 submissionId,
        uint256 packageId,
        uint256 collateralId,
        IPawnShop.SubmissionStatus status,
        uint256 loanId
    ) internal view {
        IPawnShop.Submission memory entry = shop.submission(submissionId);
        vm.assertEq(entry.packageId, packageId, "packageId");
        vm.assertEq(entry.collateralId, collateralId, "collateralId");
        vm.assertEq(uint256(entry.status), uint256(status), "status");
        vm.assertEq(entry.borrower, borrower);
        vm.assertEq(entry.loanId, loanId, "loanId");
    }

    function _pause() internal {
        vm.prank(admin);
        hub.pause();
    }

    function _expectStatus(
        uint256 submissionId,
        uint256 packageId,
        uint256 collateralId,
        IPawnShop.SubmissionStatus status,
        uint256 loanId
    ) internal {
        // The helpers submit with no minimum and a day to expiry.
        _expectStatus(submissionId, packageId, collateralId, status, loanId, 0, block.timestamp + 1 days);
    }

    function _expectStatus(
        uint256 submissionId,
        uint256 packageId,
        uint256 collateralId,
        IPawnShop.SubmissionStatus status,
        uint256 loanId,
        uint256 minAmount,
        uint256 expiresAt
    ) internal {
        vm.expectEmit(address(shop));
        emit IPawnShop.SubmissionStatusChanged(
            submissionId, packageId, collateralId, status, loanId, minAmount, expiresAt
        );
    }

    function _accept(address caller, uint256 submissionId, uint256 amount) internal returns (uint256) {
        vm.prank(caller);
        return shop.acceptSubmission(submissionId, amount);
    }

    function _status(uint256 submissionId) internal view returns (uint256) {
        return uint256(shop.submission(submissionId).status);
    }

    function _collateralStatus(uint256 collateralId) internal view returns (uint256) {
        return uint256(lens.collateral(collateralId).status);
    }

    function _withdraw(uint256 collateralId) internal {
        vm.prank(borrower);
        lending.withdrawCollateral(collateralId);
    }

    /// @dev The loan in the core has the package's terms and the collateral's duration.
    function _assertPackageLoan(
        uint256 loanId,
        uint256 collateralId,
        uint256 amount,
        IPawnShop.PackageParams memory params,
        uint16 durationQty
    ) internal view {
        Offer memory terms = lens.offer(loanId);
        vm.assertEq(terms.lender, lender);
        vm.assertEq(uint256(terms.status), uint256(OfferStatus.Accepted), "offer status");
        vm.assertEq(terms.collateralId, collateralId, "collateral");
        vm.assertEq(terms.loanToken, params.loanToken);
        vm.assertEq(terms.repaymentToken, params.repaymentToken);
        vm.assertEq(terms.amount, amount, "amount");
        vm.assertEq(terms.interestRate, params.interestRate, "interest");
        vm.assertEq(terms.durationQty, durationQty, "duration");
        vm.assertEq(uint256(terms.durationUnit), uint256(params.durationUnit), "duration unit");
        vm.assertEq(uint256(terms.cycleUnit), uint256(params.cycleUnit), "cycle unit");
        vm.assertEq(terms.liquidationThreshold, params.liquidationThreshold, "threshold");

        Loan memory state = lens.loan(loanId);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Active));
        vm.assertEq(state.principal, amount, "principal");
        uint256 unit = params.durationUnit == TimeUnit.Week ? 7 days : 30 days;
        vm.assertEq(lens.cycleWindow(loanId).maturity, block.timestamp + durationQty * unit, "maturity");
        uint256 cycle = params.cycleUnit == TimeUnit.Week ? 7 days : 30 days;
        vm.assertEq(lens.cycleWindow(loanId).endsAt, block.timestamp + cycle, "cycle end");
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Contracted));
    }
}

contract PawnShopPackagesTest is PawnShopBase {
    // --- createPackage

    function _assertCreated(IPawnShop.PackageParams memory params, uint256 expectedId) internal {
        vm.expectEmit(address(shop));
        emit IPawnShop.PackageCreated(expectedId, lender, params);
        uint256 packageId = _createPackage(lender, params);
        vm.assertEq(packageId, expectedId, "id");

        IPawnShop.Package memory pack = shop.packageOf(packageId);
        vm.assertEq(pack.owner, lender);
        vm.assertEq(uint256(pack.packageType), uint256(params.packageType), "type");
        vm.assertEq(uint256(pack.status), uint256(IPawnShop.PackageStatus.Open), "status");
        vm.assertEq(uint256(pack.durationUnit), uint256(params.durationUnit), "durationUnit");
        vm.assertEq(uint256(pack.cycleUnit), uint256(params.cycleUnit), "cycleUnit");
        vm.assertEq(pack.minDuration, params.minDuration, "minDuration");
        vm.assertEq(pack.maxDuration, params.maxDuration, "maxDuration");
        vm.assertEq(pack.interestRate, params.interestRate, "interestRate");
        vm.assertEq(pack.loanToken, params.loanToken);
        vm.assertEq(pack.ltv, params.ltv, "ltv");
        vm.assertEq(pack.liquidationThreshold, params.liquidationThreshold, "threshold");
        vm.assertEq(pack.repaymentToken, params.repaymentToken);
        vm.assertEq(pack.minAmount, params.minAmount, "minAmount");
        vm.assertEq(pack.maxAmount, params.maxAmount, "maxAmount");
        vm.assertEq(pack.budgetLeft, params.budget, "budgetLeft");
        for (uint256 i = 0; i < params.collaterals.length; ++i) {
            vm.assertTrue(shop.accepts(packageId, params.collaterals[i]));
        }
    }

    function test_createPackage_auto() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Auto);
        _assertCreated(params, 1);
        vm.assertFalse(shop.accepts(1, address(usdt)));
        vm.assertFalse(shop.accepts(1, address(nft)));
        vm.assertFalse(shop.accepts(2, address(wbnb)));
        // No points for publishing: they come with the first loan the package funds.
        vm.assertEq(_lenderScore(lender), 0);
        vm.assertEq(_borrowerScore(lender), 0);
    }

    function test_createPackage_semiAuto_acceptsNftCollections() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        address[] memory collaterals = new address[](3);
        collaterals[0] = address(nft);
        collaterals[1] = address(multi);
        collaterals[2] = address(usdt);
        params.collaterals = collaterals;
        params.loanToken = address(busd);
        params.minAmount = 1e18;
        params.maxAmount = 10_000e18;
        params.budget = 100_000e18;
        params.durationUnit = TimeUnit.Month;
        params.cycleUnit = TimeUnit.Month;
        params.minDuration = 1;
        params.maxDuration = 60; // 1,800 days: within five years
        params.liquidationThreshold = 100 * ZOOM; // 100% is allowed
        _assertCreated(params, 1);
        vm.assertFalse(shop.accepts(1, address(wbnb)));
        vm.assertEq(_lenderScore(lender), 0);
    }

    function test_createPackage_negotiation_idsIncrease() public {
        _createPackage(IPawnShop.PackageType.Auto);
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Negotiation);
        params.repaymentToken = address(busd);
        params.maxDuration = 260; // 1,820 days: within five years
        params.interestRate = uint32(1000 * ZOOM); // the maximum
        _assertCreated(params, 2);
        vm.assertEq(_lenderScore(lender), 0);
    }

    function test_createPackage_revertsWhilePaused() public {
        _pause();
        vm.expectRevert(IProtocolPauseErrors.ProtocolPaused.selector);
        _createPackage(IPawnShop.PackageType.Auto);
        vm.assertEq(_lenderScore(lender), 0);
    }

    function _expectInvalid(IPawnShop.PackageParams memory params, string memory field) internal {
        vm.expectRevert(_invalid(field));
        _createPackage(lender, params);
    }

    function test_createPackage_revertsOnTokens() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Auto);
        params.loanToken = address(wbnb); // a collateral token, not a loan token
        _expectInvalid(params, "loanToken");
        params.loanToken = NATIVE;
        _expectInvalid(params, "loanToken");

        params = _params(IPawnShop.PackageType.Auto);
        params.repaymentToken = address(wbnb);
        _expectInvalid(params, "repaymentToken");
        params.repaymentToken = NATIVE;
        _expectInvalid(params, "repaymentToken");
    }

    function test_createPackage_revertsOnAmount() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Auto);
        params.minAmount = 0;
        _expectInvalid(params, "amount");

        params = _params(IPawnShop.PackageType.Auto);
        params.minAmount = params.maxAmount; // min must be below max
        _expectInvalid(params, "amount");
        params.minAmount = params.maxAmount + 1;
        _expectInvalid(params, "amount");

        params = _params(IPawnShop.PackageType.SemiAuto);
        params.maxAmount = uint256(type(uint128).max) + 1;
        _expectInvalid(params, "amount");
        params.maxAmount = type(uint128).max;
        _createPackage(lender, params);
    }

    function test_createPackage_revertsOnBudget() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Auto);
        params.budget = params.minAmount - 1; // cannot fund even one loan
        _expectInvalid(params, "budget");
        params.budget = uint256(type(uint96).max) + 1;
        _expectInvalid(params, "budget");
        params.budget = params.minAmount; // exactly one smallest loan
        _createPackage(lender, params);
    }

    function test_createPackage_revertsOnInterestRate() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.interestRate = 0;
        _expectInvalid(params, "interestRate");
        params.interestRate = uint32(1000 * ZOOM) + 1; // above 1000%
        _expectInvalid(params, "interestRate");
    }

    function test_createPackage_revertsOnDuration() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.minDuration = 0;
        _expectInvalid(params, "duration");

        params = _params(IPawnShop.PackageType.SemiAuto);
        params.minDuration = params.maxDuration + 1;
        _expectInvalid(params, "duration");

        // Five years are 1,825 days: 261 weeks or 61 months are longer.
        params = _params(IPawnShop.PackageType.SemiAuto);
        params.maxDuration = 261;
        _expectInvalid(params, "duration");
        params.durationUnit = TimeUnit.Month;
        params.minDuration = 1;
        params.maxDuration = 61;
        _expectInvalid(params, "duration");

        // One week is shorter than a monthly cycle; five weeks (35 days) are not.
        params = _params(IPawnShop.PackageType.SemiAuto);
        params.cycleUnit = TimeUnit.Month;
        params.minDuration = 4;
        _expectInvalid(params, "duration");
        params.minDuration = 5;
        _createPackage(lender, params);
    }

    function test_createPackage_revertsOnLtv() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Auto);
        params.liquidationThreshold = 0;
        _expectInvalid(params, "ltv");
        params.liquidationThreshold = 100 * ZOOM + 1;
        _expectInvalid(params, "ltv");

        params = _params(IPawnShop.PackageType.Auto);
        params.ltv = 0;
        _expectInvalid(params, "ltv");
        params.ltv = THRESHOLD; // must stay below the threshold
        _expectInvalid(params, "ltv");
        params.ltv = THRESHOLD + 1;
        _expectInvalid(params, "ltv");
    }

    function test_createPackage_revertsOnCollaterals() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.collaterals = new address[](0);
        _expectInvalid(params, "collaterals");

        params.collaterals = _only(address(busd)); // a loan token, not a collateral token
        _expectInvalid(params, "collaterals");

        address[] memory collaterals = new address[](2);
        collaterals[0] = address(wbnb);
        collaterals[1] = makeAddr("unknown collection");
        params.collaterals = collaterals;
        _expectInvalid(params, "collaterals");

        // An AUTO package sizes loans from prices, which NFTs do not have.
        params = _params(IPawnShop.PackageType.Auto);
        collaterals[1] = address(nft);
        params.collaterals = collaterals;
        _expectInvalid(params, "collaterals");
        params.collaterals = _only(address(multi));
        _expectInvalid(params, "collaterals");

        // A whitelisting removed later is enforced.
        vm.prank(admin);
        hub.setCollateralToken(address(wbnb), false);
        params = _params(IPawnShop.PackageType.Negotiation);
        _expectInvalid(params, "collaterals");
        vm.assertEq(_lenderScore(lender), 0);
    }

    // --- cancelPackage and reopenPackage

    function test_cancelAndReopen() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);

        vm.expectEmit(address(shop));
        emit IPawnShop.PackageStatusChanged(packageId, IPawnShop.PackageStatus.Cancelled);
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Cancelled));
        vm.assertEq(_lenderScore(lender), 0); // never funded: no points either way

        vm.expectEmit(address(shop));
        emit IPawnShop.PackageStatusChanged(packageId, IPawnShop.PackageStatus.Open);
        vm.prank(lender);
        shop.reopenPackage(packageId);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Open));
        vm.assertEq(_lenderScore(lender), 0);

        // Reopened: it takes submissions again.
        uint256 collateralId = _wbnbCollateral();
        uint256 submissionId = _submit(packageId, collateralId);
        _assertSubmission(submissionId, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
    }

    function test_cancel_onlyOwner() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, stranger));
        vm.prank(stranger);
        shop.cancelPackage(packageId);
        // An Operator accepts on the owner's behalf but does not manage the package.
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, operator));
        vm.prank(operator);
        shop.cancelPackage(packageId);
        // An unknown package has no owner.
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, lender));
        vm.prank(lender);
        shop.cancelPackage(packageId + 1);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Open));
    }

    function test_cancel_revertsWhenNotOpen() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto);
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.PackageNotOpen.selector, packageId));
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.assertEq(_lenderScore(lender), 0);
    }

    function test_reopen_onlyOwnerAndCancelled() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.PackageNotCancelled.selector, packageId));
        vm.prank(lender);
        shop.reopenPackage(packageId);

        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, stranger));
        vm.prank(stranger);
        shop.reopenPackage(packageId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.NotPackageOwner.selector, operator));
        vm.prank(operator);
        shop.reopenPackage(packageId);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Cancelled));
    }

    function test_pause_cancelAllowedReopenRefused() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto);
        _pause();
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Cancelled));
        vm.assertEq(_lenderScore(lender), 0);

        vm.expectRevert(IProtocolPauseErrors.ProtocolPaused.selector);
        vm.prank(lender);
        shop.reopenPackage(packageId);
        vm.assertEq(uint256(shop.packageOf(packageId).status), uint256(IPawnShop.PackageStatus.Cancelled));

        vm.prank(admin);
        hub.unpause();
        vm.prank(lender);
        shop.reopenPackage(packageId);
        vm.assertEq(_lenderScore(lender), 0);
    }

    // --- createCollateralFor (the core) and createCollateralAndSubmit (the shop)

    function test_createCollateralFor_onlyLoanOriginators() public {
        CollateralParams memory params = _fungible(address(wbnb), 10e18, address(usdt), 4, TimeUnit.Week);
        address[2] memory callers = [borrower, lender];
        for (uint256 i = 0; i < callers.length; ++i) {
            vm.expectRevert(
                abi.encodeWithSelector(
                    IAccessControl.AccessControlUnauthorizedAccount.selector, callers[i], LOAN_ORIGINATOR
                )
            );
            vm.prank(callers[i]);
            lending.createCollateralFor(borrower, params);
        }
    }

    function test_createCollateralAndSubmit_escrowsTheCallersAssetsForTheCaller() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 before = wbnb.balanceOf(borrower);
        uint256 collateralId = _escrow(_fungible(address(wbnb), 10e18, address(usdt), 4, TimeUnit.Week), packageId);

        vm.assertEq(lens.collateral(collateralId).borrower, borrower);
        vm.assertEq(wbnb.balanceOf(borrower), before - 10e18);
        _assertSubmission(1, packageId, collateralId, IPawnShop.SubmissionStatus.Pending, 0);
        // The shop can only escrow for its caller: a stranger's call pulls the stranger's tokens.
        uint256 strangerBefore = wbnb.balanceOf(stranger);
        vm.prank(stranger);
        (uint256 strangers,) = shop.createCollateralAndSubmit(
            _fungible(address(wbnb), 1e18, address(usdt), 4, TimeUnit.Week), packageId, 0, block.timestamp + 1 days
        );
        vm.assertEq(lens.collateral(strangers).borrower, stranger);
        vm.assertEq(wbnb.balanceOf(stranger), strangerBefore - 1e18);
        vm.assertEq(wbnb.balanceOf(borrower), before - 10e18);
    }

    // --- loanLimit

    function test_loanLimit_wbnbToUsdt() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        // 10 WBNB x $600 x 50% / $1 = 3,000 USDT (6 decimals).
        vm.assertEq(shop.loanLimit(packageId, collateralId), 10 * WBNB_PRICE * 1e6 * LTV / (100 * ZOOM));
        vm.assertEq(shop.loanLimit(packageId, collateralId), 3_000e6);

        // At $612.50: 10 x 612.5 x 50% = 3,062.5 USDT.
        wbnbFeed.updateAnswer(612.5e8);
        vm.assertEq(shop.loanLimit(packageId, collateralId), uint256(10) * 6125 * 1e6 * LTV / (10 * 100 * ZOOM));
        vm.assertEq(shop.loanLimit(packageId, collateralId), 3_062.5e6);
    }

    function test_loanLimit_nativeCoin() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.loanToken = address(busd);
        params.minAmount = 1e18;
        params.maxAmount = 10_000e18;
        params.budget = 100_000e18;
        params.ltv = 40 * ZOOM;
        uint256 packageId = _createPackage(lender, params);
        uint256 collateralId = _escrow(_fungible(NATIVE, 2 ether, address(busd), 4, TimeUnit.Week), 0);
        // 2 BNB x $600 x 40% / $1 = 480 BUSD (18 decimals).
        vm.assertEq(shop.loanLimit(packageId, collateralId), 2 * NATIVE_PRICE * 1e18 * 40 / 100);
        vm.assertEq(shop.loanLimit(packageId, collateralId), 480e18);
    }

    function test_loanLimit_sixToEighteenDecimals() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.SemiAuto);
        params.loanToken = address(busd);
        params.minAmount = 1e18;
        params.maxAmount = 10_000e18;
        params.budget = 100_000e18;
        params.collaterals = _only(address(usdt));
        uint256 packageId = _createPackage(lender, params);
        uint256 collateralId = _escrow(_fungible(address(usdt), 1_000e6, address(busd), 4, TimeUnit.Week), 0);
        // 1,000 USDT x $1 x 50% / $1 = 500 BUSD.
        vm.assertEq(shop.loanLimit(packageId, collateralId), 500e18);
        // BUSD at $0.80: 1,000 x 1 x 50% / 0.8 = 625 BUSD.
        busdFeed.updateAnswer(0.8e8);
        vm.assertEq(shop.loanLimit(packageId, collateralId), uint256(1_000) * 50 * 1e18 / 100 * 10 / 8);
        vm.assertEq(shop.loanLimit(packageId, collateralId), 625e18);
    }

    function test_loanLimit_eighteenToSixDecimals_smallAmountsRoundDown() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        // 0.000000000000000003 WBNB x $600 x 50% is 9e-16 USDT: below one base unit.
        uint256 collateralId = _escrow(_fungible(address(wbnb), 3, address(usdt), 4, TimeUnit.Week), 0);
        vm.assertEq(shop.loanLimit(packageId, collateralId), 0);
        // 1.234567 WBNB x $600 x 50% = 370.3701 USDT (1,234,567 millionths of WBNB x 300).
        collateralId = _escrow(_fungible(address(wbnb), 1.234567e18, address(usdt), 4, TimeUnit.Week), 0);
        vm.assertEq(shop.loanLimit(packageId, collateralId), 1_234_567 * WBNB_PRICE * LTV / (100 * ZOOM));
        vm.assertEq(shop.loanLimit(packageId, collateralId), 370.3701e6);
    }

    function testFuzz_loanLimit_matchesRule(uint256 amount, uint256 price) public {
        amount = bound(amount, 1e12, 1e30);
        price = bound(price, 1, 1e14); // up to $1,000,000 with 8 decimals
        wbnbFeed.updateAnswer(int256(price));
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        wbnb.mint(borrower, amount);
        uint256 collateralId = _escrow(_fungible(address(wbnb), amount, address(usdt), 4, TimeUnit.Week), 0);
        // amount / 1e18 WBNB x price / 1e8 USD x 50%, in USDT base units (1e6).
        uint256 expected = amount * price * 1e6 / (1e18 * 1e8) * LTV / (100 * ZOOM);
        vm.assertEq(shop.loanLimit(packageId, collateralId), expected);
    }

    function test_packageOf_unknownIsZero() public view {
        IPawnShop.Package memory pack = shop.packageOf(7);
        vm.assertEq(pack.owner, address(0));
        vm.assertEq(uint256(pack.status), uint256(IPawnShop.PackageStatus.None));
        IPawnShop.Submission memory entry = shop.submission(7);
        vm.assertEq(uint256(entry.status), uint256(IPawnShop.SubmissionStatus.None));
    }

    function test_lending_isTheCore() public view {
        vm.assertEq(address(shop.lending()), address(lending));
    }
}
