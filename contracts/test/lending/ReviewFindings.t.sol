// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {IPawnShop} from "../../src/lending/IPawnShop.sol";
import {AssetKind, CollateralParams, CollateralStatus, TimeUnit} from "../../src/lending/LendingTypes.sol";
import {TestNft721} from "../../src/token/TestNft721.sol";
import {PawnShopBase} from "./PawnShopPackages.t.sol";

/// @dev The second outside review of the lending contracts, one section per finding, each written as the
/// attacker would try it. (The healthy-start finding is in PawnLendingAuditFixes' "underwater" section.)
contract ReviewFindingsTest is PawnShopBase {
    uint256 internal constant WBNB_LIMIT = 10 * WBNB_PRICE * 1e6 * LTV / (100 * ZOOM); // 3,000 USDT

    // =====================================================================================
    // High: emergencyWithdraw must never reach escrowed collateral or credits
    // =====================================================================================

    function _nftParams(AssetKind kind, address token, uint256 tokenId, uint256 amount)
        internal
        view
        returns (CollateralParams memory params)
    {
        params = _fungible(token, amount, address(usdt), 4, TimeUnit.Week);
        params.kind = kind;
        params.tokenId = tokenId;
    }

    function _create721() internal returns (uint256 collateralId, uint256 tokenId) {
        tokenId = nft.mint(borrower);
        collateralId = _escrow(_nftParams(AssetKind.ERC721, address(nft), tokenId, 1), 0);
    }

    function _create1155(uint256 id, uint256 amount) internal returns (uint256) {
        multi.mint(borrower, id, amount);
        return _escrow(_nftParams(AssetKind.ERC1155, address(multi), id, amount), 0);
    }

    function _emergency(AssetKind kind, address token, uint256 tokenId, uint256 amount) internal {
        vm.prank(admin);
        lending.emergencyWithdraw(kind, token, tokenId, amount, admin);
    }

    /// @dev The reproduced attack: a fungible kind with a token id read the untracked amount under the
    /// wrong escrow key (zero tracked), so the whole balance, collateral included, came out.
    function test_emergency_fungibleKindWithTokenIdCannotDrainCollateral() public {
        uint256 collateralId = _wbnbCollateral(); // 10 WBNB escrowed for the borrower
        wbnb.mint(address(lending), 1e18); // 1 WBNB sent by mistake
        _escrow(_fungible(NATIVE, 2 ether, address(usdt), 4, TimeUnit.Week), 0);
        _pause();

        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC20, address(wbnb), 1, 11e18);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC20, address(wbnb), 1, 1);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.Native, NATIVE, 7, 2 ether);

        // Only the untracked WBNB can come out, under the fungible key.
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 1e18, 1e18 + 1));
        _emergency(AssetKind.ERC20, address(wbnb), 0, 1e18 + 1);
        _emergency(AssetKind.ERC20, address(wbnb), 0, 1e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 10e18);
        vm.assertEq(address(lending).balance, 2 ether);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
        // The borrower still gets all of it back.
        _withdraw(collateralId);
        vm.assertEq(wbnb.balanceOf(address(lending)), 0);
    }

    /// @dev The rest of the class: the whitelists may drop a token after it was escrowed, so the kind is
    /// asked of the token itself. A delisted collection read as ERC-20 would count its NFTs as untracked.
    function test_emergency_delistedCollectionReadAsFungibleReverts() public {
        (, uint256 tokenId) = _create721();
        vm.prank(admin);
        hub.setNftCollection(address(nft), false);
        _pause();
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC20, address(nft), 0, 1);
        vm.assertEq(nft.ownerOf(tokenId), address(lending));
        // As what it is, the escrowed token is tracked: nothing to take.
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.ExceedsUntracked.selector, 0, 1));
        _emergency(AssetKind.ERC721, address(nft), tokenId, 1);
    }

    function test_emergency_delistedTokenReadAsNftReverts() public {
        _wbnbCollateral();
        vm.prank(admin);
        hub.setCollateralToken(address(wbnb), false);
        _pause();
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC721, address(wbnb), 0, 1);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC1155, address(wbnb), 0, 1);
        vm.assertEq(wbnb.balanceOf(address(lending)), 10e18);
    }

    function test_emergency_erc721KindForAn1155CollectionReverts() public {
        _create1155(3, 5);
        _pause();
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC721, address(multi), 3, 1);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        _emergency(AssetKind.ERC20, address(multi), 0, 5);
        vm.assertEq(multi.balanceOf(address(lending), 3), 5);
    }

    function test_emergency_strayNftOfAnUnlistedCollectionStillRecoverable() public {
        TestNft721 stray = new TestNft721("Stray", "STRAY");
        uint256 tokenId = stray.mint(address(lending));
        _pause();
        _emergency(AssetKind.ERC721, address(stray), tokenId, 1);
        vm.assertEq(stray.ownerOf(tokenId), admin);
    }

    // =====================================================================================
    // Low: submissions carry the borrower's minimum and an expiry; withdrawal voids them
    // =====================================================================================

    function _submitWith(uint256 packageId, uint256 collateralId, uint256 minAmount, uint256 expiresAt)
        internal
        returns (uint256)
    {
        vm.prank(borrower);
        return shop.submitCollateral(packageId, collateralId, minAmount, expiresAt);
    }

    /// @dev The reproduced attack: the shop front-runs the borrower with a tiny loan. The borrower's
    /// minimum now binds the shop and operators alike.
    function test_submission_semiAutoCannotLendBelowTheBorrowersMinimum() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        uint256 submissionId = _submitWith(packageId, collateralId, 2_000e6, block.timestamp + 1 days);
        vm.assertEq(shop.submission(submissionId).minAmount, 2_000e6);

        vm.expectRevert(abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, 100e6, 2_000e6, WBNB_LIMIT));
        _accept(lender, submissionId, 100e6); // the package's own minimum is no longer enough
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, 1_999e6, 2_000e6, WBNB_LIMIT));
        _accept(operator, submissionId, 1_999e6);

        uint256 loanId = _accept(lender, submissionId, 2_000e6);
        vm.assertEq(lens.offer(loanId).amount, 2_000e6);
    }

    function test_submission_autoBelowTheBorrowersMinimumIsRefused() public {
        IPawnShop.PackageParams memory params = _params(IPawnShop.PackageType.Auto);
        uint256 packageId = _createPackage(lender, params);
        uint256 collateralId = _wbnbCollateral();
        // The AUTO rule gives 3,000 USDT; the borrower asked for at least 3,500.
        vm.expectRevert(
            abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, WBNB_LIMIT, 3_500e6, params.maxAmount)
        );
        _submitWith(packageId, collateralId, 3_500e6, block.timestamp + 1 days);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
    }

    /// @dev An AUTO submission left pending (no funds) and accepted after a price drop lends the rule's
    /// smaller amount: never below what the borrower set.
    function test_submission_pendingAutoAfterPriceDropRespectsTheMinimum() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Auto);
        vm.prank(lender);
        usdt.approve(address(lending), 0);
        uint256 collateralId = _wbnbCollateral();
        uint256 submissionId = _submitWith(packageId, collateralId, 2_500e6, block.timestamp + 1 days);
        vm.assertEq(_status(submissionId), uint256(IPawnShop.SubmissionStatus.Pending));

        vm.prank(lender);
        usdt.approve(address(lending), type(uint256).max);
        wbnbFeed.updateAnswer(400e8); // the rule now gives 2,000 USDT
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.LoanAmountOutOfRange.selector, 2_000e6, 2_500e6, 2_000e6));
        _accept(operator, submissionId, 0);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
    }

    function test_submission_expires() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        uint256 expiresAt = block.timestamp + 1 days;
        uint256 submissionId = _submitWith(packageId, collateralId, 0, expiresAt);
        vm.assertEq(uint256(shop.submission(submissionId).expiresAt), expiresAt);

        vm.warp(expiresAt); // still live at its expiry
        vm.assertEq(uint256(shop.submissionStatus(submissionId)), uint256(IPawnShop.SubmissionStatus.Pending));
        vm.warp(expiresAt + 1);
        vm.assertEq(uint256(shop.submissionStatus(submissionId)), uint256(IPawnShop.SubmissionStatus.Cancelled));
        _refresh(wbnbFeed);
        _refresh(usdtFeed);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(lender, submissionId, 1_000e6);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(operator, submissionId, 1_000e6);
        vm.assertEq(_collateralStatus(collateralId), uint256(CollateralStatus.Open));
    }

    function test_submission_refusesAnExpiryNotInTheFuture() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        uint256 collateralId = _wbnbCollateral();
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.InvalidExpiry.selector, block.timestamp));
        _submitWith(packageId, collateralId, 0, block.timestamp);
        uint256 tooFar = uint256(type(uint40).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.InvalidExpiry.selector, tooFar));
        _submitWith(packageId, collateralId, 0, tooFar);
    }

    /// @dev The rest of the class: a NEGOTIATION acceptance moved no money but still flipped a withdrawn
    /// collateral's submission to ACCEPTED; now nothing acts on a void submission.
    function test_submission_negotiationAcceptanceAfterWithdrawalRefused() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.Negotiation);
        uint256 collateralId = _wbnbCollateral();
        uint256 submissionId = _submitWith(packageId, collateralId, 0, block.timestamp + 1 days);
        _withdraw(collateralId);
        vm.expectRevert(abi.encodeWithSelector(IPawnShop.SubmissionNotPending.selector, submissionId));
        _accept(lender, submissionId, 0);
        vm.assertEq(uint256(shop.submissionStatus(submissionId)), uint256(IPawnShop.SubmissionStatus.Cancelled));
    }

    function test_submission_oneStepCarriesTheConditions() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        CollateralParams memory params = _fungible(address(wbnb), 10e18, address(usdt), 4, TimeUnit.Week);
        vm.prank(borrower);
        (uint256 collateralId, uint256 submissionId) =
            shop.createCollateralAndSubmit(params, packageId, 1_500e6, block.timestamp + 2 days);
        IPawnShop.Submission memory entry = shop.submission(submissionId);
        vm.assertEq(uint256(entry.collateralId), collateralId);
        vm.assertEq(entry.minAmount, 1_500e6);
        vm.assertEq(uint256(entry.expiresAt), block.timestamp + 2 days);
        vm.assertEq(entry.borrower, borrower);
    }

    // =====================================================================================
    // Low: lender reputation only for funded loans
    // =====================================================================================

    /// @dev The reproduced farm: offers checked only for allowance, packages not at all, voided offers kept
    /// their points. With no funds at all a lender now earns nothing.
    function test_reputation_cannotBeFarmedWithoutFunding() public {
        address farmer = makeAddr("farmer");
        vm.prank(farmer);
        usdt.approve(address(lending), type(uint256).max); // an allowance, but no balance
        uint256 collateralId = _wbnbCollateral();
        for (uint256 i = 0; i < 5; ++i) {
            vm.prank(farmer);
            lending.createOffer(collateralId, _usdtTerms());
        }
        for (uint256 i = 0; i < 3; ++i) {
            _createPackage(farmer, _params(IPawnShop.PackageType.SemiAuto));
        }
        uint256 packageId = _createPackage(farmer, _params(IPawnShop.PackageType.Negotiation));
        vm.startPrank(farmer);
        shop.cancelPackage(packageId);
        shop.reopenPackage(packageId);
        vm.stopPrank();
        _withdraw(collateralId); // voids the offers
        vm.assertEq(_lenderScore(farmer), 0);
    }

    function test_reputation_packagePointsOnceAtTheFirstFundedLoan() public {
        uint256 packageId = _createPackage(IPawnShop.PackageType.SemiAuto);
        vm.assertFalse(shop.packageOf(packageId).funded);
        uint256 first = _accept(lender, _submit(packageId, _wbnbCollateral()), 1_000e6);
        uint256 second = _accept(lender, _submit(packageId, _wbnbCollateral()), 1_000e6);
        vm.assertEq(_lenderScore(lender), 0); // the points wait for each loan's first closed cycle
        _payInterest(first);
        _payInterest(second);
        vm.warp(block.timestamp + 7 days); // both first cycles end, paid on time
        lending.settle(first);
        vm.assertEq(_lenderScore(lender), 3 + 1); // package, contract
        lending.settle(second);
        vm.assertEq(_lenderScore(lender), 3 + 1 + 1); // the package's points are not paid twice
        // A funded package's cancel and reopen move its points as the table says.
        vm.prank(lender);
        shop.cancelPackage(packageId);
        vm.assertEq(_lenderScore(lender), 2);
        vm.prank(lender);
        shop.reopenPackage(packageId);
        vm.assertEq(_lenderScore(lender), 5);
    }

    function _payInterest(uint256 loanId) private {
        vm.prank(borrower);
        lending.repay(loanId, 0, type(uint256).max, 0);
    }
}
