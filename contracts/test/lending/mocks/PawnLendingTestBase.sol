// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IPawnLending} from "../../../src/lending/IPawnLending.sol";
import {
    AssetKind,
    CollateralParams,
    CollateralStatus,
    LoanStatus,
    OfferStatus,
    Terms,
    TimeUnit
} from "../../../src/lending/LendingTypes.sol";
import {LendingBase} from "../LendingBase.sol";
import {NativeRejecter} from "./LendingMocks.sol";

/// @dev Helpers shared by the PawnLending unit tests (on top of the shared LendingBase).
abstract contract PawnLendingTestBase is LendingBase {
    uint256 internal constant YEAR = 365 days;
    uint256 internal constant HUNDRED_PERCENT = 100 * uint256(ZOOM);
    bytes32 internal constant ADMIN_ROLE = 0x00;
    uint256 internal constant MAX_DURATION = 5 * 365 days;
    uint32 internal constant MAX_INTEREST_RATE = 1000 * ZOOM;

    // --- rules, written out independently of LoanMath

    /// @dev principal x rate x elapsed / (100% x 365 days), rounded up (owed).
    function _interestOf(uint256 principal, uint256 rate, uint256 elapsed) internal pure returns (uint256) {
        uint256 denominator = HUNDRED_PERCENT * YEAR;
        return (principal * rate * elapsed + denominator - 1) / denominator;
    }

    /// @dev `rate` percent (x ZOOM) of `amount`, rounded down (a share paid out).
    function _shareOf(uint256 amount, uint256 rate) internal pure returns (uint256) {
        return amount * rate / HUNDRED_PERCENT;
    }

    // --- collateral params (all ask for a USDT loan over 4 weeks)

    function _params(AssetKind kind, address token, uint256 tokenId, uint256 amount)
        internal
        view
        returns (CollateralParams memory)
    {
        return CollateralParams({
            kind: kind,
            token: token,
            tokenId: tokenId,
            amount: amount,
            loanToken: address(usdt),
            durationQty: 4,
            durationUnit: TimeUnit.Week
        });
    }

    function _createNative(uint256 amount) internal returns (uint256) {
        vm.prank(borrower);
        return lending.createCollateral{value: amount}(_params(AssetKind.Native, NATIVE, 0, amount));
    }

    function _create721() internal returns (uint256 collateralId, uint256 tokenId) {
        tokenId = nft.mint(borrower);
        vm.prank(borrower);
        collateralId = lending.createCollateral(_params(AssetKind.ERC721, address(nft), tokenId, 1));
    }

    function _create1155(uint256 id, uint256 amount) internal returns (uint256 collateralId) {
        multi.mint(borrower, id, amount);
        vm.prank(borrower);
        collateralId = lending.createCollateral(_params(AssetKind.ERC1155, address(multi), id, amount));
    }

    /// @dev The standard USDT terms with no liquidation threshold (NFT collateral has no price).
    function _nftTerms() internal view returns (Terms memory terms) {
        terms = _usdtTerms();
        terms.liquidationThreshold = 0;
    }

    function _offerWith(address from, uint256 collateralId, Terms memory terms) internal returns (uint256) {
        vm.prank(from);
        return lending.createOffer(collateralId, terms);
    }

    function _accept(uint256 offerId) internal returns (uint256) {
        vm.prank(borrower);
        return lending.acceptOffer(offerId);
    }

    /// @dev `amount` of the native coin escrowed by a wallet that refuses the native coin (this test pays it).
    function _rejecterNativeCollateral(NativeRejecter wallet, uint256 amount) internal returns (uint256 id) {
        vm.deal(address(this), amount);
        bytes memory result = wallet.exec{value: amount}(
            address(lending),
            abi.encodeCall(IPawnLending.createCollateral, (_params(AssetKind.Native, NATIVE, 0, amount)))
        );
        id = abi.decode(result, (uint256));
    }

    function _pause() internal {
        vm.prank(admin);
        hub.pause();
    }

    // --- assertions

    function _assertScores(address wallet, int256 borrowerScore, int256 lenderScore) internal view {
        (int256 b, int256 l) = reputation.scores(wallet);
        vm.assertEq(b, borrowerScore, "borrower score");
        vm.assertEq(l, lenderScore, "lender score");
    }

    function _assertCollateralStatus(uint256 collateralId, CollateralStatus status) internal view {
        vm.assertEq(uint256(lens.collateral(collateralId).status), uint256(status), "collateral status");
    }

    function _assertOfferStatus(uint256 offerId, OfferStatus status) internal view {
        vm.assertEq(uint256(lens.offerStatus(offerId)), uint256(status), "offer status");
    }

    function _assertLoanStatus(uint256 loanId, LoanStatus status) internal view {
        vm.assertEq(uint256(lens.loan(loanId).status), uint256(status), "loan status");
    }
}
