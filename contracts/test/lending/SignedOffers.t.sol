// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IBorrowerErrors, IProtocolPauseErrors} from "../../src/common/CommonErrors.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {ISignedOffers} from "../../src/lending/ISignedOffers.sol";
import {SignedOffers} from "../../src/lending/SignedOffers.sol";
import {CollateralStatus, LoanStatus, Terms} from "../../src/lending/LendingTypes.sol";
import {OwnedWallet} from "./mocks/SignedOfferMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

contract SignedOffersTest is PawnLendingTestBase {
    SignedOffers internal offers;
    uint256 internal lenderKey = uint256(keccak256("lender"));
    uint256 internal otherLenderKey = uint256(keccak256("other lender"));

    function setUp() public override {
        super.setUp();
        offers = _deployOffers();
    }

    function _deployOffers() internal returns (SignedOffers book) {
        book = new SignedOffers(lending);
        vm.startPrank(admin);
        hub.grantRole(LOAN_ORIGINATOR, address(book));
        vm.stopPrank();
    }

    function _offerFor(address from, uint256 collateralId) internal view returns (ISignedOffers.SignedOffer memory) {
        return ISignedOffers.SignedOffer({
            lender: from, collateralId: collateralId, terms: _usdtTerms(), nonce: 7, deadline: block.timestamp + 1 days
        });
    }

    function _sign(uint256 key, ISignedOffers.SignedOffer memory offer) internal view returns (bytes memory) {
        return _signWith(offers, key, offer);
    }

    function _signWith(SignedOffers book, uint256 key, ISignedOffers.SignedOffer memory offer)
        internal
        view
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, book.hashOffer(offer));
        return abi.encodePacked(r, s, v);
    }

    function _acceptAs(address caller, ISignedOffers.SignedOffer memory offer, bytes memory signature)
        internal
        returns (uint256)
    {
        vm.prank(caller);
        return offers.acceptSignedOffer(offer, signature);
    }

    // --- acceptance

    function test_accept_startsTheLoanWithTheSignedTerms() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        uint256 lenderBefore = usdt.balanceOf(lender);
        uint256 borrowerBefore = usdt.balanceOf(borrower);

        vm.expectEmit(address(offers));
        emit ISignedOffers.SignedOfferAccepted(1, lender, 7, offers.hashOffer(offer));
        uint256 loanId = _acceptAs(borrower, offer, signature);

        vm.assertEq(loanId, 1);
        _assertLoanStatus(loanId, LoanStatus.Active);
        _assertCollateralStatus(collateralId, CollateralStatus.Contracted);
        vm.assertEq(lens.offer(loanId).lender, lender);
        vm.assertEq(lens.loan(loanId).principal, 3_000e6);
        vm.assertEq(usdt.balanceOf(lender), lenderBefore - 3_000e6);
        vm.assertEq(usdt.balanceOf(borrower), borrowerBefore + 3_000e6);
        // No points at the start.
        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);

        // The same points as an accepted on-chain offer at its first on-time cycle: borrower +3 (collateral)
        // +1 (accepted) +1 (on time); lender +2 +1 +1.
        _payFirstCycle(loanId);
        _assertScores(borrower, 3 + 1 + 1, 0);
        _assertScores(lender, 0, 4);
    }

    /// @dev Issue 22: a one-unit signed offer between two wallets of one person, repaid in the same block,
    /// gave +4 and +4 (+9 with the completion) for the borrower's gas alone; the lender sent no transaction.
    function test_finding_oneUnitSignedOffer_earnsNothing() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        offer.terms.amount = 1;
        uint256 loanId = _acceptAs(borrower, offer, _sign(lenderKey, offer));
        _payFirstCycle(loanId);
        vm.prank(borrower);
        lending.repay(loanId, type(uint256).max, type(uint256).max, type(uint256).max);
        _assertScores(borrower, 0, 0);
        _assertScores(lender, 0, 0);
    }

    /// @dev Pays a loan's first cycle's interest, then closes that cycle on time.
    function _payFirstCycle(uint256 loanId) internal {
        vm.prank(borrower);
        lending.repay(loanId, 0, type(uint256).max, 0);
        _warpTo(block.timestamp + 7 days);
        lending.settle(loanId);
    }

    function test_accept_cannotBeReplayed() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        _acceptAs(borrower, offer, signature);

        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, collateralId));
        _acceptAs(borrower, offer, signature);
        // Repaid and returned: the collateral is closed for good, so the signature stays spent.
        vm.prank(borrower);
        lending.repay(1, type(uint256).max, type(uint256).max, type(uint256).max);
        _assertCollateralStatus(collateralId, CollateralStatus.Returned);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralNotOpen.selector, collateralId));
        _acceptAs(borrower, offer, signature);
    }

    function test_accept_revertsAfterTheDeadline() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        _warpTo(offer.deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(ISignedOffers.OfferExpired.selector, offer.deadline));
        _acceptAs(borrower, offer, signature);
    }

    function test_accept_atTheDeadlineWorks() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        _warpTo(offer.deadline);
        vm.assertEq(_acceptAs(borrower, offer, signature), 1);
    }

    function test_accept_revertsForAWrongSigner() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        // Signed by someone else in the lender's name: the lender's allowance must not be drawn on.
        bytes memory forged = _sign(otherLenderKey, offer);
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, forged);
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, hex"1234");
    }

    function test_accept_revertsWhenAnyFieldIsChanged() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);

        offer.terms.amount += 1;
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, signature);
        offer.terms.amount -= 1;
        offer.terms.interestRate -= 1;
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, signature);
        offer.terms.interestRate += 1;
        offer.deadline += 1;
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, signature);
    }

    function test_accept_revertsOnAnotherCollateral() public {
        uint256 signedFor = _createWbnbCollateral();
        uint256 other = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, signedFor);
        bytes memory signature = _sign(lenderKey, offer);
        offer.collateralId = other;
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, signature);
    }

    function test_accept_revertsForAnyoneButTheBorrower() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, stranger));
        _acceptAs(stranger, offer, signature);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, lender));
        _acceptAs(lender, offer, signature);
        // An unknown collateral has no borrower.
        offer.collateralId = 99;
        signature = _sign(lenderKey, offer);
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, borrower));
        _acceptAs(borrower, offer, signature);
    }

    function test_accept_revertsForASignatureOfAnotherBook() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        // The domain names the verifying contract: a signature for another deployment is not valid here.
        bytes memory elsewhere = _signWith(_deployOffers(), lenderKey, offer);
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, elsewhere);
    }

    function test_accept_checksAHealthyStartAtTodaysPrices() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        // 10 WBNB fell from $6,000 to $3,000: 3,000 USDT at 80% is far past a healthy start.
        wbnbFeed.updateAnswer(300e8);
        vm.expectPartialRevert(IPawnLending.LoanStartsUnderwater.selector);
        _acceptAs(borrower, offer, signature);
    }

    function test_accept_revertsWhilePaused() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        _pause();
        vm.expectRevert(IProtocolPauseErrors.ProtocolPaused.selector);
        _acceptAs(borrower, offer, signature);
    }

    function test_accept_revertsWhenTheLenderRevokedTheAllowance() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);
        vm.prank(lender);
        usdt.approve(address(lending), 0);
        vm.expectRevert();
        _acceptAs(borrower, offer, signature);
        _assertCollateralStatus(collateralId, CollateralStatus.Open);
    }

    function test_accept_revertsWhenTheTermsBreakTheCoreRules() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        offer.terms.loanToken = address(busd);
        bytes memory signature = _sign(lenderKey, offer);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanTokenMismatch.selector, address(usdt), address(busd)));
        _acceptAs(borrower, offer, signature);
        // The borrower cannot lend to themselves through a signature either.
        (address self, uint256 selfKey) = makeAccount("borrower");
        offer = _offerFor(self, collateralId);
        signature = _sign(selfKey, offer);
        vm.expectRevert(IPawnLending.LenderIsBorrower.selector);
        _acceptAs(borrower, offer, signature);
    }

    // --- cancelling

    function test_cancelNonce_voidsEveryOfferWithIt() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);

        vm.expectEmit(address(offers));
        emit ISignedOffers.NonceCancelled(lender, 7);
        vm.prank(lender);
        offers.cancelNonce(7);

        vm.assertFalse(offers.isNonceUsable(lender, 7));
        vm.assertTrue(offers.isNonceUsable(lender, 8));
        vm.expectRevert(abi.encodeWithSelector(ISignedOffers.NonceNotUsable.selector, lender, 7));
        _acceptAs(borrower, offer, signature);
        // Cancelling is the lender's own: another account's cancel does not touch the lender's nonce.
        offer.nonce = 8;
        signature = _sign(lenderKey, offer);
        vm.prank(stranger);
        offers.cancelNonce(8);
        vm.assertEq(_acceptAs(borrower, offer, signature), 1);
    }

    function test_invalidateNonces_voidsEveryNonceBelowTheFloor() public {
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, collateralId);
        bytes memory signature = _sign(lenderKey, offer);

        vm.expectEmit(address(offers));
        emit ISignedOffers.NoncesInvalidated(lender, 8);
        vm.prank(lender);
        offers.invalidateNonces(8);
        vm.assertEq(offers.minNonce(lender), 8);
        vm.expectRevert(abi.encodeWithSelector(ISignedOffers.NonceNotUsable.selector, lender, 7));
        _acceptAs(borrower, offer, signature);

        vm.expectRevert(abi.encodeWithSelector(ISignedOffers.NonceFloorNotRaised.selector, 8, 8));
        vm.prank(lender);
        offers.invalidateNonces(8);

        offer.nonce = 8;
        vm.assertEq(_acceptAs(borrower, offer, _sign(lenderKey, offer)), 1);
    }

    function test_cancel_worksWhilePaused() public {
        _pause();
        vm.startPrank(lender);
        offers.cancelNonce(1);
        offers.invalidateNonces(5);
        vm.stopPrank();
        vm.assertFalse(offers.isNonceUsable(lender, 1));
        vm.assertFalse(offers.isNonceUsable(lender, 4));
    }

    // --- contract wallets (EIP-1271)

    function test_accept_fromAContractWalletLender() public {
        (address owner, uint256 ownerKey) = makeAccount("wallet owner");
        OwnedWallet wallet = new OwnedWallet(owner, usdt, address(lending));
        usdt.mint(address(wallet), 10_000e6);
        uint256 collateralId = _createWbnbCollateral();
        ISignedOffers.SignedOffer memory offer = _offerFor(address(wallet), collateralId);

        // Someone other than the wallet's owner cannot sign for it.
        bytes memory notTheOwners = _sign(lenderKey, offer);
        vm.expectRevert(ISignedOffers.InvalidSignature.selector);
        _acceptAs(borrower, offer, notTheOwners);

        uint256 loanId = _acceptAs(borrower, offer, _sign(ownerKey, offer));
        vm.assertEq(lens.offer(loanId).lender, address(wallet));
        vm.assertEq(usdt.balanceOf(address(wallet)), 7_000e6);
        _payFirstCycle(loanId);
        _assertScores(address(wallet), 0, 4);
    }

    // --- the domain a wallet shows

    function test_hashOffer_isTheEip712DigestOfTheOffer() public view {
        ISignedOffers.SignedOffer memory offer = _offerFor(lender, 3);
        Terms memory t = offer.terms;
        bytes32 termsHash = keccak256(
            abi.encode(
                keccak256(
                    "Terms(uint256 amount,address loanToken,uint32 interestRate,uint32 liquidationThreshold,uint16 durationQty,uint8 durationUnit,uint8 cycleUnit,address repaymentToken)"
                ),
                t.amount,
                t.loanToken,
                t.interestRate,
                t.liquidationThreshold,
                t.durationQty,
                t.durationUnit,
                t.cycleUnit,
                t.repaymentToken
            )
        );
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256(
                    "SignedOffer(address lender,uint256 collateralId,Terms terms,uint256 nonce,uint256 deadline)Terms(uint256 amount,address loanToken,uint32 interestRate,uint32 liquidationThreshold,uint16 durationQty,uint8 durationUnit,uint8 cycleUnit,address repaymentToken)"
                ),
                offer.lender,
                offer.collateralId,
                termsHash,
                offer.nonce,
                offer.deadline
            )
        );
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("OpenPawn SignedOffers"),
                keccak256("1"),
                block.chainid,
                address(offers)
            )
        );
        vm.assertEq(offers.hashOffer(offer), keccak256(abi.encodePacked("\x19\x01", domain, structHash)));
    }
}
