// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IBorrowerErrors, INativeCoinErrors, IProtocolPauseErrors} from "../../src/common/CommonErrors.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {
    AssetKind,
    Collateral,
    CollateralParams,
    CollateralStatus,
    OfferStatus,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {TestNft721} from "../../src/token/TestNft721.sol";
import {NativeRejecter} from "./mocks/LendingMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev createCollateral, withdrawCollateral and native-coin credits.
contract PawnLendingCollateralTest is PawnLendingTestBase {
    // --- createCollateral: success paths

    function test_createCollateral_erc20EscrowsAndRecords() public {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 10e18);
        vm.expectEmit(address(lending));
        emit IPawnLending.CollateralCreated(
            1, borrower, address(wbnb), AssetKind.ERC20, 0, 10e18, address(usdt), 4, TimeUnit.Week
        );
        vm.prank(borrower);
        uint256 id = lending.createCollateral(params);

        vm.assertEq(id, 1);
        Collateral memory item = lens.collateral(id);
        vm.assertEq(item.borrower, borrower);
        vm.assertEq(uint256(item.status), uint256(CollateralStatus.Open));
        vm.assertEq(uint256(item.kind), uint256(AssetKind.ERC20));
        vm.assertEq(item.token, address(wbnb));
        vm.assertEq(item.loanToken, address(usdt));
        vm.assertEq(item.amount, 10e18);
        vm.assertEq(uint256(item.durationQty), 4);
        vm.assertEq(wbnb.balanceOf(address(lending)), 10e18);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18 - 10e18);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 10e18);
        // No points for a collateral alone: its +3 comes when it backs a counting loan.
        _assertScores(borrower, 0, 0);
    }

    function test_createCollateral_idsIncrementAndEscrowAccumulates() public {
        uint256 first = _createWbnbCollateral();
        uint256 second = _createWbnbCollateral();
        vm.assertEq(first, 1);
        vm.assertEq(second, 2);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 20e18);
        _assertScores(borrower, 0, 0);
    }

    function test_createCollateral_native() public {
        uint256 balanceBefore = borrower.balance;
        vm.expectEmit(address(lending));
        emit IPawnLending.CollateralCreated(
            1, borrower, NATIVE, AssetKind.Native, 0, 2 ether, address(usdt), 4, TimeUnit.Week
        );
        uint256 id = _createNative(2 ether);

        Collateral memory item = lens.collateral(id);
        vm.assertEq(uint256(item.kind), uint256(AssetKind.Native));
        vm.assertEq(item.amount, 2 ether);
        vm.assertEq(address(lending).balance, 2 ether);
        vm.assertEq(borrower.balance, balanceBefore - 2 ether);
        vm.assertEq(lens.escrowed(NATIVE, 0), 2 ether);
    }

    function test_createCollateral_erc721() public {
        uint256 tokenId = nft.mint(borrower);
        vm.expectEmit(address(lending));
        emit IPawnLending.CollateralCreated(
            1, borrower, address(nft), AssetKind.ERC721, tokenId, 1, address(usdt), 4, TimeUnit.Week
        );
        vm.prank(borrower);
        uint256 id = lending.createCollateral(_params(AssetKind.ERC721, address(nft), tokenId, 1));

        vm.assertEq(nft.ownerOf(tokenId), address(lending));
        vm.assertEq(lens.escrowed(address(nft), tokenId), 1);
        vm.assertEq(lens.collateral(id).tokenId, tokenId);
    }

    function test_createCollateral_erc1155() public {
        multi.mint(borrower, 7, 5);
        vm.expectEmit(address(lending));
        emit IPawnLending.CollateralCreated(
            1, borrower, address(multi), AssetKind.ERC1155, 7, 3, address(usdt), 4, TimeUnit.Week
        );
        vm.prank(borrower);
        uint256 id = lending.createCollateral(_params(AssetKind.ERC1155, address(multi), 7, 3));

        vm.assertEq(multi.balanceOf(address(lending), 7), 3);
        vm.assertEq(multi.balanceOf(borrower, 7), 2);
        vm.assertEq(lens.escrowed(address(multi), 7), 3);
        vm.assertEq(lens.collateral(id).amount, 3);
        _assertScores(borrower, 0, 0);
    }

    function test_createCollateral_acceptsMaxDuration() public {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 1e18);
        params.durationQty = 60;
        params.durationUnit = TimeUnit.Month; // 1800 days <= 5 x 365
        vm.prank(borrower);
        uint256 id = lending.createCollateral(params);
        vm.assertEq(uint256(lens.collateral(id).durationQty), 60);
        vm.assertEq(uint256(lens.collateral(id).durationUnit), uint256(TimeUnit.Month));
    }

    // --- createCollateral: reverts

    function _expectCreateRevert(CollateralParams memory params, uint256 value, bytes memory reason) internal {
        vm.expectRevert(reason);
        vm.prank(borrower);
        lending.createCollateral{value: value}(params);
    }

    function test_createCollateral_revertsWhenTokenNotWhitelisted() public {
        _expectCreateRevert(
            _params(AssetKind.ERC20, address(busd), 0, 1e18),
            0,
            abi.encodeWithSelector(IPawnLending.CollateralTokenNotWhitelisted.selector, address(busd))
        );
    }

    function test_createCollateral_revertsWhenNativeNotWhitelisted() public {
        vm.prank(admin);
        hub.setCollateralToken(NATIVE, false);
        _expectCreateRevert(
            _params(AssetKind.Native, NATIVE, 0, 1 ether),
            1 ether,
            abi.encodeWithSelector(IPawnLending.CollateralTokenNotWhitelisted.selector, NATIVE)
        );
    }

    function test_createCollateral_revertsWhenCollectionNotWhitelisted() public {
        TestNft721 other = new TestNft721("Other", "OTH");
        uint256 tokenId = other.mint(borrower);
        _expectCreateRevert(
            _params(AssetKind.ERC721, address(other), tokenId, 1),
            0,
            abi.encodeWithSelector(IPawnLending.NftCollectionNotWhitelisted.selector, address(other))
        );
    }

    function test_createCollateral_revertsWhenLoanTokenNotWhitelisted() public {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 1e18);
        params.loanToken = address(wbnb);
        _expectCreateRevert(
            params, 0, abi.encodeWithSelector(IPawnLending.LoanTokenNotWhitelisted.selector, address(wbnb))
        );
    }

    function test_createCollateral_revertsOnZeroAmount() public {
        _expectCreateRevert(
            _params(AssetKind.ERC20, address(wbnb), 0, 0),
            0,
            abi.encodeWithSelector(IPawnLending.InvalidAmount.selector, 0)
        );
    }

    function test_createCollateral_revertsOnAmountAboveUint128() public {
        uint256 amount = uint256(type(uint128).max) + 1;
        _expectCreateRevert(
            _params(AssetKind.ERC20, address(wbnb), 0, amount),
            0,
            abi.encodeWithSelector(IPawnLending.InvalidAmount.selector, amount)
        );
    }

    function test_createCollateral_revertsOnErc721AmountNotOne() public {
        uint256 tokenId = nft.mint(borrower);
        _expectCreateRevert(
            _params(AssetKind.ERC721, address(nft), tokenId, 2),
            0,
            abi.encodeWithSelector(IPawnLending.InvalidAmount.selector, 2)
        );
    }

    function test_createCollateral_revertsWhenNativeValueTooLow() public {
        _expectCreateRevert(
            _params(AssetKind.Native, NATIVE, 0, 1 ether),
            0.5 ether,
            abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 1 ether, 0.5 ether)
        );
    }

    function test_createCollateral_revertsWhenNativeValueTooHigh() public {
        _expectCreateRevert(
            _params(AssetKind.Native, NATIVE, 0, 1 ether),
            2 ether,
            abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 1 ether, 2 ether)
        );
    }

    function test_createCollateral_revertsWhenValueSentWithErc20() public {
        _expectCreateRevert(
            _params(AssetKind.ERC20, address(wbnb), 0, 1e18),
            1,
            abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 0, 1)
        );
    }

    function test_createCollateral_revertsOnNativeWithToken() public {
        _expectCreateRevert(
            _params(AssetKind.Native, address(wbnb), 0, 1 ether),
            1 ether,
            abi.encodeWithSelector(IPawnLending.InvalidAsset.selector)
        );
    }

    function test_createCollateral_revertsOnErc20WithoutToken() public {
        _expectCreateRevert(
            _params(AssetKind.ERC20, NATIVE, 0, 1e18), 0, abi.encodeWithSelector(IPawnLending.InvalidAsset.selector)
        );
    }

    function test_createCollateral_revertsOnErc20WithTokenId() public {
        _expectCreateRevert(
            _params(AssetKind.ERC20, address(wbnb), 1, 1e18),
            0,
            abi.encodeWithSelector(IPawnLending.InvalidAsset.selector)
        );
    }

    function test_createCollateral_revertsOnNftWithoutToken() public {
        _expectCreateRevert(
            _params(AssetKind.ERC721, NATIVE, 1, 1), 0, abi.encodeWithSelector(IPawnLending.InvalidAsset.selector)
        );
        _expectCreateRevert(
            _params(AssetKind.ERC1155, NATIVE, 1, 1), 0, abi.encodeWithSelector(IPawnLending.InvalidAsset.selector)
        );
    }

    function test_createCollateral_revertsOnZeroDuration() public {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 1e18);
        params.durationQty = 0;
        _expectCreateRevert(params, 0, abi.encodeWithSelector(IPawnLending.InvalidDuration.selector));
    }

    function test_createCollateral_revertsAboveMaxDuration() public {
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 1e18);
        params.durationQty = 261; // 1827 days > 5 x 365
        _expectCreateRevert(params, 0, abi.encodeWithSelector(IPawnLending.InvalidDuration.selector));
        params.durationQty = 61;
        params.durationUnit = TimeUnit.Month; // 1830 days
        _expectCreateRevert(params, 0, abi.encodeWithSelector(IPawnLending.InvalidDuration.selector));
    }

    function test_createCollateral_revertsWhilePaused() public {
        _pause();
        _expectCreateRevert(
            _params(AssetKind.ERC20, address(wbnb), 0, 1e18),
            0,
            abi.encodeWithSelector(IProtocolPauseErrors.ProtocolPaused.selector)
        );
    }

    // --- withdrawCollateral

    function test_withdrawCollateral_returnsErc20() public {
        uint256 id = _createWbnbCollateral();
        vm.expectEmit(address(lending));
        emit IPawnLending.CollateralWithdrawn(id, borrower);
        vm.prank(borrower);
        lending.withdrawCollateral(id);

        _assertCollateralStatus(id, CollateralStatus.Withdrawn);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 0);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 0);
        _assertScores(borrower, 0, 0);
    }

    function test_withdrawCollateral_returnsNative() public {
        uint256 balanceBefore = borrower.balance;
        uint256 id = _createNative(3 ether);
        vm.prank(borrower);
        lending.withdrawCollateral(id);
        vm.assertEq(borrower.balance, balanceBefore);
        vm.assertEq(lens.escrowed(NATIVE, 0), 0);
        vm.assertEq(address(lending).balance, 0);
    }

    function test_withdrawCollateral_returnsNfts() public {
        (uint256 id721, uint256 tokenId) = _create721();
        uint256 id1155 = _create1155(9, 4);
        vm.startPrank(borrower);
        lending.withdrawCollateral(id721);
        lending.withdrawCollateral(id1155);
        vm.stopPrank();
        vm.assertEq(nft.ownerOf(tokenId), borrower);
        vm.assertEq(multi.balanceOf(borrower, 9), 4);
        vm.assertEq(lens.escrowed(address(nft), tokenId), 0);
        vm.assertEq(lens.escrowed(address(multi), 9), 0);
        _assertCollateralStatus(id1155, CollateralStatus.Withdrawn);
    }

    function test_withdrawCollateral_voidsItsOffers() public {
        uint256 id = _createWbnbCollateral();
        uint256 offerA = _offer(lender, id);
        uint256 offerB = _offer(otherLender, id);
        vm.prank(borrower);
        lending.withdrawCollateral(id);

        _assertOfferStatus(offerA, OfferStatus.Cancelled);
        _assertOfferStatus(offerB, OfferStatus.Cancelled);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, id));
        _accept(offerA);
    }

    function test_withdrawCollateral_revertsForNonBorrower() public {
        uint256 id = _createWbnbCollateral();
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, stranger));
        vm.prank(stranger);
        lending.withdrawCollateral(id);
    }

    function test_withdrawCollateral_revertsWhenNotOpen() public {
        uint256 id = _createWbnbCollateral();
        vm.startPrank(borrower);
        lending.withdrawCollateral(id);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, id));
        lending.withdrawCollateral(id);
        vm.stopPrank();
    }

    function test_withdrawCollateral_revertsWhenContracted() public {
        uint256 loanId = _startLoan();
        uint256 id = lens.offer(loanId).collateralId;
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, id));
        vm.prank(borrower);
        lending.withdrawCollateral(id);
    }

    function test_withdrawCollateral_revertsForUnknownCollateral() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, 42));
        vm.prank(borrower);
        lending.withdrawCollateral(42);
    }

    function test_withdrawCollateral_worksWhilePaused() public {
        uint256 id = _createWbnbCollateral();
        _pause();
        vm.prank(borrower);
        lending.withdrawCollateral(id);
        _assertCollateralStatus(id, CollateralStatus.Withdrawn);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
    }

    // --- native credits

    function test_withdrawCollateral_creditsNativeToRejectingBorrower() public {
        NativeRejecter wallet = new NativeRejecter();
        uint256 id = _rejecterNativeCollateral(wallet, 2 ether);

        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(address(wallet), address(0), 2 ether);
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (id)));

        _assertCollateralStatus(id, CollateralStatus.Withdrawn);
        vm.assertEq(lens.credit(address(wallet), address(0)), 2 ether);
        vm.assertEq(lens.escrowed(NATIVE, 0), 2 ether);
        vm.assertEq(address(lending).balance, 2 ether);
        vm.assertEq(address(wallet).balance, 0);
    }

    function test_claimNative_paysTheCredit() public {
        NativeRejecter wallet = new NativeRejecter();
        uint256 id = _rejecterNativeCollateral(wallet, 2 ether);
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (id)));
        wallet.setAcceptsNative(true);

        vm.expectEmit(address(lending));
        emit IPawnLending.CreditClaimed(address(wallet), address(0), 2 ether, address(wallet));
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.claim, (address(0), address(wallet))));

        vm.assertEq(address(wallet).balance, 2 ether);
        vm.assertEq(lens.credit(address(wallet), address(0)), 0);
        vm.assertEq(lens.escrowed(NATIVE, 0), 0);
        vm.assertEq(address(lending).balance, 0);
    }

    function test_claimNative_revertsWhenReceiverStillRejects() public {
        NativeRejecter wallet = new NativeRejecter();
        uint256 id = _rejecterNativeCollateral(wallet, 1 ether);
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.withdrawCollateral, (id)));
        vm.expectRevert(abi.encodeWithSelector(INativeCoinErrors.NativeTransferFailed.selector));
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.claim, (address(0), address(wallet))));
        vm.assertEq(lens.credit(address(wallet), address(0)), 1 ether);
    }

    function test_claimNative_revertsWithoutCredit() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NoCredit.selector, address(0)));
        vm.prank(stranger);
        lending.claim(address(0), stranger);
    }
}
