// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ILendingLens} from "../../../src/lending/ILendingLens.sol";
import {IPawnLending} from "../../../src/lending/IPawnLending.sol";
import {ISignedOffers} from "../../../src/lending/ISignedOffers.sol";
import {
    AssetKind,
    Collateral,
    CollateralParams,
    CollateralStatus,
    Loan,
    LoanStatus,
    Offer,
    OfferStatus,
    Payment,
    Terms,
    TimeUnit
} from "../../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../../src/oracle/DevPriceFeed.sol";
import {TestToken} from "../../../src/token/TestToken.sol";
import {Test} from "../../utils/Test.sol";

/// @dev An actor that refuses the native coin until told otherwise, so native payouts to it become
/// credits to claim.
contract ToggleReceiver {
    bool public accepting;

    function setAccepting(bool value) external {
        accepting = value;
    }

    receive() external payable {
        require(accepting, "refused");
    }
}

/// @dev Drives random sequences on the lending core among a few actors: collateral (WBNB and native)
/// created and withdrawn, offers made, cancelled, rejected and accepted, random repayments, added
/// collateral, time passing (feeds refreshed), settlement, liquidation and price moves. It remembers
/// every id it created and records, instead of reverting, any repayment whose money did not add up.
contract LendingHandler is Test {
    uint32 private constant ZOOM = 100_000;
    uint256 private constant MAX_TRIES = 8;

    IPawnLending public immutable lending;
    ILendingLens public immutable lens;
    TestToken public immutable usdt;
    TestToken public immutable busd;
    TestToken public immutable wbnb;
    DevPriceFeed[4] private feeds; // usdt, busd, wbnb, native
    address private immutable feedOwner;
    address public immutable feeWallet;

    address[] public actors;
    uint256[] public collateralIds;
    uint256[] public offerIds;
    uint256[] public loanIds;
    uint256 public currentTime;

    /// @dev Set when a repayment moved other amounts than it reported, or paid more than was owed.
    bool public repaymentMismatch;
    /// @dev Set when a signed offer its lender did not sign, or cancelled, started a loan.
    bool public unsignedLoanStarted;
    ISignedOffers public immutable signedOffers;
    /// @dev The private keys of the actors that sign offers (the first ones; the last actor is a contract).
    uint256[] private signerKeys;
    uint256 private nonceSeed;
    mapping(bytes32 action => uint256 count) public calls;

    constructor(
        IPawnLending lending_,
        ILendingLens lens_,
        TestToken[3] memory tokens,
        DevPriceFeed[4] memory feeds_,
        address feedOwner_,
        address feeWallet_,
        address[] memory actors_,
        ISignedOffers signedOffers_,
        uint256[] memory signerKeys_
    ) {
        signedOffers = signedOffers_;
        signerKeys = signerKeys_;
        lending = lending_;
        lens = lens_;
        usdt = tokens[0];
        busd = tokens[1];
        wbnb = tokens[2];
        feeds = feeds_;
        feedOwner = feedOwner_;
        feeWallet = feeWallet_;
        actors = actors_;
        currentTime = block.timestamp;
    }

    modifier atCurrentTime(bytes32 action) {
        vm.warp(currentTime);
        calls[action] += 1;
        _;
    }

    // --- views for the invariants

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function collateralCount() external view returns (uint256) {
        return collateralIds.length;
    }

    function loanCount() external view returns (uint256) {
        return loanIds.length;
    }

    /// @dev Sum of the amounts of the collaterals of `token` that are Open or Contracted.
    function openPositions(address token) public view returns (uint256 total) {
        for (uint256 i = 0; i < collateralIds.length; i++) {
            Collateral memory item = lens.collateral(collateralIds[i]);
            if (item.token != token) continue;
            if (item.status == CollateralStatus.Open || item.status == CollateralStatus.Contracted) {
                total += item.amount;
            }
        }
    }

    /// @dev Native coin credited to anyone who could be paid: the actors and the fee wallet.
    function totalNativeCredit() public view returns (uint256 total) {
        for (uint256 i = 0; i < actors.length; i++) {
            total += lens.credit(actors[i], address(0));
        }
        total += lens.credit(feeWallet, address(0));
    }

    // --- collateral

    function createCollateral(uint256 actorSeed, uint256 amount, bool native)
        external
        atCurrentTime("createCollateral")
    {
        address actor = actors[actorSeed % actors.length];
        amount = bound(amount, 1e15, 5e18);
        CollateralParams memory params = CollateralParams({
            kind: native ? AssetKind.Native : AssetKind.ERC20,
            token: native ? address(0) : address(wbnb),
            tokenId: 0,
            amount: amount,
            loanToken: address(usdt),
            durationQty: 4,
            durationUnit: TimeUnit.Week
        });
        vm.prank(actor);
        collateralIds.push(lending.createCollateral{value: native ? amount : 0}(params));
    }

    function withdrawCollateral(uint256 seed) external atCurrentTime("withdrawCollateral") {
        (bool found, uint256 collateralId) = _findCollateral(seed, CollateralStatus.Open);
        if (!found) return;
        vm.prank(lens.collateral(collateralId).borrower);
        lending.withdrawCollateral(collateralId);
    }

    function addCollateral(uint256 seed, uint256 amount) external atCurrentTime("addCollateral") {
        (bool found, uint256 loanId) = _findActiveLoan(seed);
        if (!found) return;
        lending.settle(loanId);
        if (lens.loan(loanId).status != LoanStatus.Active) return;
        Collateral memory item = lens.collateral(lens.offer(loanId).collateralId);
        amount = bound(amount, 1e14, 2e18);
        vm.prank(item.borrower);
        lending.addCollateral{value: item.kind == AssetKind.Native ? amount : 0}(loanId, amount);
    }

    // --- offers

    function createOffer(
        uint256 seed,
        uint256 actorSeed,
        uint256 amount,
        uint256 rate,
        uint256 shape,
        uint256 threshold,
        bool repayInBusd
    ) external atCurrentTime("createOffer") {
        (bool found, uint256 collateralId) = _findCollateral(seed, CollateralStatus.Open);
        if (!found) return;
        Collateral memory item = lens.collateral(collateralId);
        address lender = actors[actorSeed % actors.length];
        if (lender == item.borrower) lender = actors[(actorSeed % actors.length + 1) % actors.length];
        Terms memory terms = _terms(item, amount, shape, repayInBusd);
        terms.interestRate = uint32(bound(rate, ZOOM, 200 * ZOOM));
        terms.liquidationThreshold = uint32(bound(threshold, 70 * ZOOM, 95 * ZOOM));
        vm.prank(lender);
        // The 1 USDT floor can exceed a tiny collateral's threshold: such an offer is refused.
        try lending.createOffer(collateralId, terms) returns (uint256 offerId) {
            offerIds.push(offerId);
        } catch (bytes memory reason) {
            if (bytes4(reason) != IPawnLending.LoanStartsUnderwater.selector) revert("unexpected offer revert");
        }
    }

    /// @dev Up to 60% of the collateral's value in USDT; 1 to 4 weeks or months, weekly or monthly cycles.
    function _terms(Collateral memory item, uint256 amount, uint256 shape, bool repayInBusd)
        private
        view
        returns (Terms memory terms)
    {
        (, int256 price,,,) = feeds[item.kind == AssetKind.Native ? 3 : 2].latestRoundData();
        uint256 maxLoan = item.amount * uint256(price) / 1e20 * 60 / 100; // 18 + 8 - 6 decimals
        terms.loanToken = address(usdt);
        terms.repaymentToken = repayInBusd ? address(busd) : address(usdt);
        terms.amount = bound(amount, 1e6, maxLoan > 1e6 ? maxLoan : 1e6);
        terms.durationQty = uint16(1 + shape % 4);
        terms.durationUnit = (shape / 4) % 2 == 0 ? TimeUnit.Week : TimeUnit.Month;
        terms.cycleUnit = terms.durationUnit == TimeUnit.Month && (shape / 8) % 2 == 1 ? TimeUnit.Month : TimeUnit.Week;
    }

    function cancelOffer(uint256 seed) external atCurrentTime("cancelOffer") {
        (bool found, uint256 offerId) = _findOffer(seed, false);
        if (!found) return;
        vm.prank(lens.offer(offerId).lender);
        lending.cancelOffer(offerId);
    }

    function rejectOffer(uint256 seed) external atCurrentTime("rejectOffer") {
        (bool found, uint256 offerId) = _findOffer(seed, true);
        if (!found) return;
        vm.prank(lens.collateral(lens.offer(offerId).collateralId).borrower);
        lending.rejectOffer(offerId);
    }

    function acceptOffer(uint256 seed) external atCurrentTime("acceptOffer") {
        (bool found, uint256 offerId) = _findOffer(seed, true);
        if (!found) return;
        vm.prank(lens.collateral(lens.offer(offerId).collateralId).borrower);
        // A price move since the offer can leave too little room before liquidation: refused, nothing moves.
        try lending.acceptOffer(offerId) returns (uint256 loanId) {
            loanIds.push(loanId);
        } catch (bytes memory reason) {
            if (bytes4(reason) != IPawnLending.LoanStartsUnderwater.selector) revert("unexpected accept revert");
        }
    }

    // --- signed offers

    /// @dev A signer offers by signature on an open collateral and its borrower accepts at once.
    function acceptSignedOffer(uint256 seed, uint256 signerSeed, uint256 amount, uint256 shape, bool repayInBusd)
        external
        atCurrentTime("acceptSignedOffer")
    {
        (bool found, uint256 collateralId, Collateral memory item, uint256 index) =
            _openCollateralAndSigner(seed, signerSeed);
        if (!found) return;
        ISignedOffers.SignedOffer memory offer =
            _signedOffer(actors[index], collateralId, item, amount, shape, repayInBusd);
        bytes memory signature = _sign(signerKeys[index], offer);
        vm.prank(item.borrower);
        try signedOffers.acceptSignedOffer(offer, signature) returns (uint256 loanId) {
            loanIds.push(loanId);
        } catch (bytes memory reason) {
            if (bytes4(reason) != IPawnLending.LoanStartsUnderwater.selector) {
                revert("unexpected signed accept revert");
            }
        }
    }

    /// @dev An offer in a lender's name signed by another actor, or one the lender cancelled: it must never
    /// start a loan.
    function acceptForgedOrCancelled(uint256 seed, uint256 signerSeed, uint256 amount, bool cancelled)
        external
        atCurrentTime("acceptForgedOrCancelled")
    {
        (bool found, uint256 collateralId, Collateral memory item, uint256 index) =
            _openCollateralAndSigner(seed, signerSeed);
        if (!found) return;
        ISignedOffers.SignedOffer memory offer = _signedOffer(actors[index], collateralId, item, amount, 0, false);
        uint256 key = signerKeys[index];
        if (cancelled) {
            vm.prank(actors[index]);
            signedOffers.cancelNonce(offer.nonce);
        } else {
            key = signerKeys[(index + 1) % signerKeys.length];
        }
        bytes memory signature = _sign(key, offer);
        vm.prank(item.borrower);
        try signedOffers.acceptSignedOffer(offer, signature) returns (uint256) {
            unsignedLoanStarted = true;
        } catch {}
    }

    /// @dev An open collateral and the index of a signing actor who is not its borrower.
    function _openCollateralAndSigner(uint256 seed, uint256 signerSeed)
        private
        view
        returns (bool found, uint256 collateralId, Collateral memory item, uint256 index)
    {
        (found, collateralId) = _findCollateral(seed, CollateralStatus.Open);
        if (!found) return (false, 0, item, 0);
        item = lens.collateral(collateralId);
        index = signerSeed % signerKeys.length;
        if (actors[index] == item.borrower) index = (index + 1) % signerKeys.length;
    }

    function _signedOffer(
        address lender,
        uint256 collateralId,
        Collateral memory item,
        uint256 amount,
        uint256 shape,
        bool repayInBusd
    ) private returns (ISignedOffers.SignedOffer memory offer) {
        Terms memory terms = _terms(item, amount, shape, repayInBusd);
        terms.interestRate = 12 * ZOOM;
        terms.liquidationThreshold = 80 * ZOOM;
        offer = ISignedOffers.SignedOffer({
            lender: lender, collateralId: collateralId, terms: terms, nonce: ++nonceSeed, deadline: currentTime + 1 days
        });
    }

    function _sign(uint256 key, ISignedOffers.SignedOffer memory offer) private view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, signedOffers.hashOffer(offer));
        return abi.encodePacked(r, s, v);
    }

    // --- loans

    struct Snapshot {
        uint256 payerUsdt;
        uint256 payerBusd;
        uint256 lenderUsdt;
        uint256 lenderBusd;
        uint256 feeUsdt;
        uint256 feeBusd;
    }

    function _snapshot(address payer, address lender) private view returns (Snapshot memory s) {
        s.payerUsdt = usdt.balanceOf(payer);
        s.payerBusd = busd.balanceOf(payer);
        s.lenderUsdt = usdt.balanceOf(lender);
        s.lenderBusd = busd.balanceOf(lender);
        s.feeUsdt = usdt.balanceOf(feeWallet);
        s.feeBusd = busd.balanceOf(feeWallet);
    }

    function repay(uint256 seed, uint256 payerSeed, uint256 penalty, uint256 interest, uint256 principal)
        external
        atCurrentTime("repay")
    {
        (bool found, uint256 loanId) = _findActiveLoan(seed);
        if (!found) return;
        (Loan memory owed,) = lending.settle(loanId);
        if (owed.status != LoanStatus.Active) return;
        // A third of the time pay a part in full (or everything).
        penalty = penalty % 3 == 0 ? type(uint256).max : bound(penalty, 0, uint256(owed.penaltyOwed) + 1);
        interest = interest % 3 == 0 ? type(uint256).max : bound(interest, 0, uint256(owed.interestOwed) + 1);
        principal = principal % 3 == 0 ? type(uint256).max : bound(principal, 0, uint256(owed.principal) + 1);
        if (
            (penalty == 0 || owed.penaltyOwed == 0) && (interest == 0 || owed.interestOwed == 0)
                && (principal == 0 || owed.principal == 0)
        ) return;

        Offer memory terms = lens.offer(loanId);
        address payer = actors[payerSeed % actors.length];
        if (payer == terms.lender) payer = actors[(payerSeed % actors.length + 1) % actors.length];
        Snapshot memory before = _snapshot(payer, terms.lender);
        vm.prank(payer);
        Payment memory paid = lending.repay(loanId, penalty, interest, principal);
        if (paid.penalty > owed.penaltyOwed || paid.interest > owed.interestOwed || paid.principal > owed.principal) {
            repaymentMismatch = true;
        }
        _checkMoneyMoved(before, _snapshot(payer, terms.lender), paid, terms.repaymentToken == address(busd));
    }

    /// @dev Per token, the payer lost exactly what the lender and the fee wallet gained, and what the
    /// payment reports: charges in the repayment token, principal and prepaid fee in USDT.
    function _checkMoneyMoved(Snapshot memory before, Snapshot memory afterwards, Payment memory paid, bool inBusd)
        private
    {
        if (
            before.payerUsdt + before.lenderUsdt + before.feeUsdt
                    != afterwards.payerUsdt + afterwards.lenderUsdt + afterwards.feeUsdt
                || before.payerBusd + before.lenderBusd + before.feeBusd
                    != afterwards.payerBusd + afterwards.lenderBusd + afterwards.feeBusd
                || afterwards.payerUsdt > before.payerUsdt || afterwards.payerBusd > before.payerBusd
                || afterwards.feeUsdt < before.feeUsdt || afterwards.feeBusd < before.feeBusd
        ) {
            repaymentMismatch = true;
            return;
        }
        uint256 charges = paid.penalty + paid.interest;
        uint256 principalOut = paid.principal + paid.prepaidFee;
        uint256 usdtOut = before.payerUsdt - afterwards.payerUsdt;
        uint256 busdOut = before.payerBusd - afterwards.payerBusd;
        if (inBusd
                ? (busdOut != charges || usdtOut != principalOut)
                : (busdOut != 0 || usdtOut != charges + principalOut)) {
            repaymentMismatch = true;
        }
        uint256 feeGain = (afterwards.feeUsdt - before.feeUsdt) + (afterwards.feeBusd - before.feeBusd);
        if (feeGain != paid.systemFee || paid.systemFee > charges) repaymentMismatch = true;
    }

    function settle(uint256 seed, uint256 callerSeed) external atCurrentTime("settle") {
        (bool found, uint256 loanId) = _findActiveLoan(seed);
        if (!found) return;
        vm.prank(actors[callerSeed % actors.length]);
        lending.settle(loanId);
    }

    function liquidate(uint256 seed, uint256 callerSeed) external atCurrentTime("liquidate") {
        (bool found, uint256 loanId) = _findActiveLoan(seed);
        if (!found) return;
        vm.prank(actors[callerSeed % actors.length]);
        try lending.liquidate(loanId) {
            calls["liquidated"] += 1;
        } catch (bytes memory reason) {
            // Only "not liquidatable" is an acceptable refusal.
            if (bytes4(reason) != IPawnLending.NotLiquidatable.selector) revert("unexpected liquidate revert");
        }
    }

    function claimNative(uint256 actorSeed) external atCurrentTime("claimNative") {
        address actor = actors[actorSeed % actors.length];
        if (lens.credit(actor, address(0)) == 0) return;
        if (actor.code.length != 0) ToggleReceiver(payable(actor)).setAccepting(true);
        vm.prank(actor);
        lending.claim(address(0), actor);
        if (actor.code.length != 0) ToggleReceiver(payable(actor)).setAccepting(false);
    }

    // --- the world

    function warp(uint256 seconds_) external atCurrentTime("warp") {
        currentTime += bound(seconds_, 1 hours, 12 days);
        vm.warp(currentTime);
        for (uint256 i = 0; i < feeds.length; i++) {
            (, int256 answer,,,) = feeds[i].latestRoundData();
            vm.prank(feedOwner);
            feeds[i].updateAnswer(answer);
        }
    }

    /// @dev Moves the WBNB or the native coin price within $200 .. $1,000.
    function movePrice(bool native, uint256 price) external atCurrentTime("movePrice") {
        vm.prank(feedOwner);
        feeds[native ? 3 : 2].updateAnswer(int256(bound(price, 200e8, 1_000e8)));
    }

    // --- picking ids

    function _findCollateral(uint256 seed, CollateralStatus status) private view returns (bool, uint256) {
        uint256 count = collateralIds.length;
        for (uint256 i = 0; i < count && i < MAX_TRIES; i++) {
            uint256 id = collateralIds[(seed % count + i) % count];
            if (lens.collateral(id).status == status) return (true, id);
        }
        return (false, 0);
    }

    /// @dev An offer open as stored; with `usable`, also on an open collateral (acceptable).
    function _findOffer(uint256 seed, bool usable) private view returns (bool, uint256) {
        uint256 count = offerIds.length;
        for (uint256 i = 0; i < count && i < MAX_TRIES; i++) {
            uint256 id = offerIds[(seed % count + i) % count];
            if (usable ? lens.offerStatus(id) == OfferStatus.Open : lens.offer(id).status == OfferStatus.Open) {
                return (true, id);
            }
        }
        return (false, 0);
    }

    function _findActiveLoan(uint256 seed) private view returns (bool, uint256) {
        uint256 count = loanIds.length;
        for (uint256 i = 0; i < count && i < MAX_TRIES; i++) {
            uint256 id = loanIds[(seed % count + i) % count];
            if (lens.loan(id).status == LoanStatus.Active) return (true, id);
        }
        return (false, 0);
    }
}
