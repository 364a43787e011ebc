// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IAddressErrors} from "../../src/common/CommonErrors.sol";
import {Hub} from "../../src/hub/Hub.sol";
import {IHub} from "../../src/hub/IHub.sol";
import {IReputation} from "../../src/reputation/IReputation.sol";
import {Reputation} from "../../src/reputation/Reputation.sol";
import {Test} from "../utils/Test.sol";

contract ReputationTest is Test {
    uint256 private constant REASON_COUNT = uint256(type(IReputation.Reason).max) + 1;

    Hub private hub;
    Reputation private reputation;
    bytes32 private writerRole;
    address private admin = makeAddr("admin");
    address private writer = makeAddr("writer");
    address private stranger = makeAddr("stranger");
    address private wallet = makeAddr("wallet");
    address private core = makeAddr("lending core");
    address private loanBorrower = makeAddr("borrower");
    address private loanLender = makeAddr("lender");
    uint96 private constant MIN_LOAN_USD = 50e18;

    function setUp() public {
        hub = new Hub(admin, admin);
        reputation = new Reputation(hub, MIN_LOAN_USD);
        writerRole = reputation.REPUTATION_WRITER_ROLE();
        vm.startPrank(admin);
        hub.grantRole(writerRole, writer);
        reputation.setLending(core);
        vm.stopPrank();
    }

    // --- the table, written out independently of the contract

    /// @dev (borrower points, lender points) of a fixed reason, from the lending rules.
    function _expected(IReputation.Reason reason) private pure returns (int256 borrower, int256 lender) {
        int8[2][17] memory table = [
            [int8(0), int8(3)], // LenderPackageCreated
            [int8(0), int8(-3)], // LenderPackageCancelled
            [int8(0), int8(3)], // LenderPackageReopened
            [int8(0), int8(1)], // LenderContractCreated
            [int8(0), int8(2)], // LenderOfferCreated
            [int8(0), int8(-2)], // LenderOfferCancelled
            [int8(0), int8(1)], // LenderOfferAccepted
            [int8(3), int8(0)], // BorrowerCollateralCreated
            [int8(-3), int8(0)], // BorrowerCollateralWithdrawn
            [int8(1), int8(0)], // BorrowerPaymentOnTime
            [int8(-1), int8(0)], // BorrowerPaymentLate
            [int8(1), int8(0)], // BorrowerOfferAccepted
            [int8(5), int8(0)], // BorrowerContractCompleted
            [int8(-5), int8(0)], // BorrowerContractDefaulted
            [int8(0), int8(0)], // BorrowerReviewed (per review)
            [int8(0), int8(0)], // LenderReviewed (per review)
            [int8(5), int8(5)] // IdentityVerified
        ];
        int8[2] memory row = table[uint256(reason)];
        return (row[0], row[1]);
    }

    function _bit(IReputation.Reason reason) private pure returns (uint256) {
        return 1 << uint256(reason);
    }

    function _isReview(IReputation.Reason reason) private pure returns (bool) {
        return reason == IReputation.Reason.BorrowerReviewed || reason == IReputation.Reason.LenderReviewed;
    }

    function _expectUnauthorized(address account, bytes32 role) private {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }

    // --- construction and roles

    function test_constructor_setsTheHub() public {
        vm.expectEmit();
        emit IReputation.HubChanged(address(0), address(hub));
        vm.expectEmit();
        emit IReputation.MinLoanUsdChanged(0, MIN_LOAN_USD);
        Reputation fresh = new Reputation(hub, MIN_LOAN_USD);
        vm.assertEq(address(fresh.hub()), address(hub));
        vm.assertEq(fresh.minLoanUsd(), MIN_LOAN_USD);
        vm.assertEq(fresh.lending(), address(0));
    }

    function test_constructor_revertsForAZeroHub() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        new Reputation(IHub(address(0)), MIN_LOAN_USD);
    }

    function test_writerRole_isANamedHashAdministeredByTheHubAdmin() public view {
        vm.assertEq(writerRole, keccak256("REPUTATION_WRITER_ROLE"));
        vm.assertEq(hub.getRoleAdmin(writerRole), hub.DEFAULT_ADMIN_ROLE());
    }

    function test_record_revertsForAnAccountWithoutTheWriterRole() public {
        _expectUnauthorized(stranger, writerRole);
        vm.prank(stranger);
        reputation.record(wallet, IReputation.Reason.LenderOfferCreated);

        // Not even the Admin writes without the role.
        _expectUnauthorized(admin, writerRole);
        vm.prank(admin);
        reputation.record(wallet, IReputation.Reason.LenderOfferCreated);

        _expectUnauthorized(stranger, writerRole);
        vm.prank(stranger);
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 5);
    }

    function test_record_revertsOnceTheRoleIsRevoked() public {
        vm.prank(admin);
        hub.revokeRole(writerRole, writer);
        _expectUnauthorized(writer, writerRole);
        vm.prank(writer);
        reputation.record(wallet, IReputation.Reason.BorrowerPaymentOnTime);
    }

    // --- the point table

    function test_record_movesEachReasonsScoreByTheTablesPoints() public {
        for (uint256 i = 0; i < REASON_COUNT; i++) {
            IReputation.Reason reason = IReputation.Reason(i);
            if (_isReview(reason)) continue;
            address account = address(uint160(0x1000 + i));
            (int256 borrower, int256 lender) = _expected(reason);

            vm.prank(writer);
            reputation.record(account, reason);

            vm.assertEq(reputation.borrowerScore(account), borrower, "borrower score");
            vm.assertEq(reputation.lenderScore(account), lender, "lender score");
            (int256 tableBorrower, int256 tableLender) = reputation.points(reason);
            vm.assertEq(tableBorrower, borrower, "points(): borrower");
            vm.assertEq(tableLender, lender, "points(): lender");
        }
    }

    function test_record_identityVerifiedAddsFiveToBothScores() public {
        vm.prank(writer);
        reputation.record(wallet, IReputation.Reason.IdentityVerified);
        (int256 borrower, int256 lender) = reputation.scores(wallet);
        vm.assertEq(borrower, 5);
        vm.assertEq(lender, 5);
    }

    function test_record_scoresGoNegative() public {
        vm.startPrank(writer);
        reputation.record(wallet, IReputation.Reason.BorrowerContractDefaulted);
        reputation.record(wallet, IReputation.Reason.LenderPackageCancelled);
        reputation.record(wallet, IReputation.Reason.BorrowerPaymentLate);
        vm.stopPrank();
        (int256 borrower, int256 lender) = reputation.scores(wallet);
        vm.assertEq(borrower, -6);
        vm.assertEq(lender, -3);
    }

    function test_record_revertsForAReviewReason() public {
        vm.startPrank(writer);
        vm.expectRevert(
            abi.encodeWithSelector(IReputation.ReviewNeedsStars.selector, IReputation.Reason.BorrowerReviewed)
        );
        reputation.record(wallet, IReputation.Reason.BorrowerReviewed);
        vm.expectRevert(
            abi.encodeWithSelector(IReputation.ReviewNeedsStars.selector, IReputation.Reason.LenderReviewed)
        );
        reputation.record(wallet, IReputation.Reason.LenderReviewed);
        vm.stopPrank();
    }

    function test_points_revertsForAReviewReason() public {
        vm.expectRevert(
            abi.encodeWithSelector(IReputation.ReviewNeedsStars.selector, IReputation.Reason.LenderReviewed)
        );
        reputation.points(IReputation.Reason.LenderReviewed);
    }

    function test_record_revertsForTheZeroWallet() public {
        vm.startPrank(writer);
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        reputation.record(address(0), IReputation.Reason.BorrowerCollateralCreated);
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        reputation.recordReview(address(0), IReputation.Reason.BorrowerReviewed, 3);
        vm.stopPrank();
    }

    // --- reviews

    /// @dev The review table, written out: 1 star -2, 2 stars -1, 3 stars 0, 4 stars +1, 5 stars +2.
    function _reviewPoints(uint256 stars) private pure returns (int256) {
        int8[5] memory table = [int8(-2), int8(-1), int8(0), int8(1), int8(2)];
        return table[stars - 1];
    }

    function test_reviewPoints_tableFromOneToFiveStars() public view {
        for (uint256 stars = 1; stars <= 5; stars++) {
            vm.assertEq(reputation.reviewPoints(stars), _reviewPoints(stars));
        }
    }

    function test_recordReview_movesOnlyTheReviewedScore_bothWays() public {
        vm.startPrank(writer);
        reputation.recordReview(wallet, IReputation.Reason.BorrowerReviewed, 1);
        reputation.recordReview(wallet, IReputation.Reason.BorrowerReviewed, 2);
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 5);
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 4);
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 3);
        vm.stopPrank();
        (int256 borrower, int256 lender) = reputation.scores(wallet);
        vm.assertEq(borrower, -3);
        vm.assertEq(lender, 3);
    }

    function test_recordReview_revertsOutsideOneToFiveStars() public {
        vm.startPrank(writer);
        vm.expectRevert(abi.encodeWithSelector(IReputation.ReviewStarsOutOfRange.selector, 0));
        reputation.recordReview(wallet, IReputation.Reason.BorrowerReviewed, 0);
        vm.expectRevert(abi.encodeWithSelector(IReputation.ReviewStarsOutOfRange.selector, 6));
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 6);
        vm.expectRevert(abi.encodeWithSelector(IReputation.ReviewStarsOutOfRange.selector, type(uint256).max));
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, type(uint256).max);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(IReputation.ReviewStarsOutOfRange.selector, 6));
        reputation.reviewPoints(6);
    }

    function test_recordReview_revertsForAReasonThatIsNotAReview() public {
        vm.expectRevert(abi.encodeWithSelector(IReputation.NotAReview.selector, IReputation.Reason.IdentityVerified));
        vm.prank(writer);
        reputation.recordReview(wallet, IReputation.Reason.IdentityVerified, 5);
    }

    // --- events

    function test_record_emitsReputationChangedWithTheNewScores() public {
        vm.startPrank(writer);
        reputation.record(wallet, IReputation.Reason.LenderOfferCreated);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, _bit(IReputation.Reason.BorrowerCollateralWithdrawn), -3, -3, 2);
        reputation.record(wallet, IReputation.Reason.BorrowerCollateralWithdrawn);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, _bit(IReputation.Reason.IdentityVerified), 5, 2, 7);
        reputation.record(wallet, IReputation.Reason.IdentityVerified);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, _bit(IReputation.Reason.LenderReviewed), -2, 2, 5);
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 1);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, _bit(IReputation.Reason.BorrowerReviewed), 0, 2, 5);
        reputation.recordReview(wallet, IReputation.Reason.BorrowerReviewed, 3);
        vm.stopPrank();
    }

    // --- the Hub

    function test_setHub_byTheAdminSwitchesWhoseRolesAreRead() public {
        Hub newHub = new Hub(stranger, stranger);
        vm.expectEmit(address(reputation));
        emit IReputation.HubChanged(address(hub), address(newHub));
        vm.prank(admin);
        reputation.setHub(newHub);
        vm.assertEq(address(reputation.hub()), address(newHub));

        _expectUnauthorized(writer, writerRole);
        vm.prank(writer);
        reputation.record(wallet, IReputation.Reason.BorrowerPaymentOnTime);
    }

    function test_setHub_revertsForANonAdminOrZero() public {
        _expectUnauthorized(writer, bytes32(0));
        vm.prank(writer);
        reputation.setHub(IHub(stranger));

        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(admin);
        reputation.setHub(IHub(address(0)));
    }

    // --- sequences

    /// @dev Any sequence of records leaves each score equal to the sum of the table's points.
    function testFuzz_record_scoresAreTheSumOfTheTablesPoints(uint8[] calldata reasons, uint8[] calldata stars) public {
        uint256 length = reasons.length < 64 ? reasons.length : 64;
        int256 borrower;
        int256 lender;
        vm.startPrank(writer);
        for (uint256 i = 0; i < length; i++) {
            IReputation.Reason reason = IReputation.Reason(bound(reasons[i], 0, REASON_COUNT - 1));
            if (_isReview(reason)) {
                uint256 given = bound(i < stars.length ? stars[i] : i, 1, 5);
                reputation.recordReview(wallet, reason, given);
                if (reason == IReputation.Reason.BorrowerReviewed) borrower += _reviewPoints(given);
                else lender += _reviewPoints(given);
            } else {
                reputation.record(wallet, reason);
                (int256 borrowerPoints, int256 lenderPoints) = _expected(reason);
                borrower += borrowerPoints;
                lender += lenderPoints;
            }
        }
        vm.stopPrank();
        vm.assertEq(reputation.borrowerScore(wallet), borrower, "borrower score");
        vm.assertEq(reputation.lenderScore(wallet), lender, "lender score");
    }

    // --- loans: the dust rules (docs/decisions/0035-reputation-dust-rules.md)

    /// @dev The standing the core keeps for a loan, as Reputation answers it.
    function _open(uint256 debtUsd, IReputation.LoanOrigin origin) private returns (uint8) {
        vm.prank(core);
        return reputation.openLoan(debtUsd, origin);
    }

    /// @dev A report as the core makes it: the closing cycle (or closed cycles) and the lates before.
    function _report(uint8 standing, IReputation.LoanEvent loanEvent, uint256 cycle, uint256 lateCount) private {
        vm.prank(core);
        reputation.recordLoan(loanBorrower, loanLender, loanEvent, standing, cycle, lateCount);
    }

    function _assertScores(address account, int256 borrowerScore_, int256 lenderScore_) private view {
        (int256 b, int256 l) = reputation.scores(account);
        vm.assertEq(b, borrowerScore_, "borrower score");
        vm.assertEq(l, lenderScore_, "lender score");
    }

    function _sum(IReputation.Reason[] memory reasons) private pure returns (int256 b, int256 l, uint256 bits) {
        for (uint256 i = 0; i < reasons.length; i++) {
            (int256 rb, int256 rl) = _expected(reasons[i]);
            b += rb;
            l += rl;
            bits |= _bit(reasons[i]);
        }
    }

    function test_attacker_onlyTheLendingCoreReportsLoans() public {
        address[3] memory callers = [stranger, writer, admin];
        for (uint256 i = 0; i < callers.length; i++) {
            vm.expectRevert(abi.encodeWithSelector(IReputation.NotLending.selector, callers[i]));
            vm.prank(callers[i]);
            reputation.openLoan(1_000e18, IReputation.LoanOrigin.Offer);
            vm.expectRevert(abi.encodeWithSelector(IReputation.NotLending.selector, callers[i]));
            vm.prank(callers[i]);
            reputation.recordLoan(callers[i], callers[i], IReputation.LoanEvent.PaidOnTime, 0xff, 0, 0);
        }
    }

    function test_attacker_aReplacedCoreIsRefused() public {
        vm.prank(admin);
        reputation.setLending(makeAddr("new core"));
        vm.expectRevert(abi.encodeWithSelector(IReputation.NotLending.selector, core));
        vm.prank(core);
        reputation.openLoan(1_000e18, IReputation.LoanOrigin.Offer);
        vm.expectRevert(abi.encodeWithSelector(IReputation.NotLending.selector, core));
        vm.prank(core);
        reputation.recordLoan(loanBorrower, loanLender, IReputation.LoanEvent.PaidOnTime, 1, 0, 0);
    }

    function test_attacker_onlyTheAdminSetsTheCoreAndTheMinimum() public {
        _expectUnauthorized(stranger, bytes32(0));
        vm.prank(stranger);
        reputation.setLending(stranger);
        _expectUnauthorized(core, bytes32(0));
        vm.prank(core);
        reputation.setMinLoanUsd(0);
        _expectUnauthorized(writer, bytes32(0));
        vm.prank(writer);
        reputation.setMinLoanUsd(0);
        vm.assertEq(reputation.lending(), core);
        vm.assertEq(reputation.minLoanUsd(), MIN_LOAN_USD);
    }

    function test_setLending_andSetMinLoanUsd_byTheAdmin() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(admin);
        reputation.setLending(address(0));

        address newCore = makeAddr("new core");
        vm.expectEmit(address(reputation));
        emit IReputation.LendingChanged(core, newCore);
        vm.prank(admin);
        reputation.setLending(newCore);
        vm.assertEq(reputation.lending(), newCore);

        vm.expectEmit(address(reputation));
        emit IReputation.MinLoanUsdChanged(MIN_LOAN_USD, 100e18);
        vm.prank(admin);
        reputation.setMinLoanUsd(100e18);
        vm.assertEq(reputation.minLoanUsd(), 100e18);
        // Beside the core in one slot: neither overwrote the other.
        vm.assertEq(reputation.lending(), newCore);
    }

    function test_openLoan_countsFromTheMinimumUp_andGivesNoPoints() public {
        vm.assertEq(_open(MIN_LOAN_USD - 1, IReputation.LoanOrigin.Offer), 0);
        vm.assertEq(_open(0, IReputation.LoanOrigin.PackageFirst), 0); // an NFT loan: no USD price
        vm.assertTrue(_open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer) != 0);
        // Each origin gives its own standing.
        vm.assertTrue(
            _open(MIN_LOAN_USD, IReputation.LoanOrigin.Package)
                != _open(MIN_LOAN_USD, IReputation.LoanOrigin.PackageFirst)
        );
        _assertScores(loanBorrower, 0, 0);
        _assertScores(loanLender, 0, 0);
    }

    function test_firstOnTimeCycle_awardsTheOffersStartPoints_once() public {
        uint8 standing = _open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer);
        IReputation.Reason[] memory borrowerReasons = new IReputation.Reason[](3);
        borrowerReasons[0] = IReputation.Reason.BorrowerCollateralCreated;
        borrowerReasons[1] = IReputation.Reason.BorrowerOfferAccepted;
        borrowerReasons[2] = IReputation.Reason.BorrowerPaymentOnTime;
        IReputation.Reason[] memory lenderReasons = new IReputation.Reason[](3);
        lenderReasons[0] = IReputation.Reason.LenderOfferCreated;
        lenderReasons[1] = IReputation.Reason.LenderOfferAccepted;
        lenderReasons[2] = IReputation.Reason.LenderContractCreated;
        (int256 bPoints,, uint256 bBits) = _sum(borrowerReasons);
        (, int256 lPoints, uint256 lBits) = _sum(lenderReasons);
        vm.assertEq(bPoints, 3 + 1 + 1);
        vm.assertEq(lPoints, 2 + 1 + 1);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(loanLender, lBits, lPoints, 0, lPoints);
        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(loanBorrower, bBits, bPoints, bPoints, 0);
        vm.recordLogs();
        _report(standing, IReputation.LoanEvent.PaidOnTime, 0, 0);
        vm.assertEq(vm.getRecordedLogs().length, 2, "one event per wallet");

        // The next on-time cycle: +1 only.
        _report(standing, IReputation.LoanEvent.PaidOnTime, 1, 0);
        _assertScores(loanBorrower, 6, 0);
        _assertScores(loanLender, 0, 4);
        // Completion after two closed cycles: +5 only.
        _report(standing, IReputation.LoanEvent.Completed, 2, 0);
        _assertScores(loanBorrower, 11, 0);
        _assertScores(loanLender, 0, 4);
    }

    function test_signedOffer_earnsAnOffersPoints() public {
        _report(_open(MIN_LOAN_USD, IReputation.LoanOrigin.SignedOffer), IReputation.LoanEvent.PaidOnTime, 0, 0);
        _assertScores(loanBorrower, 3 + 1 + 1, 0);
        _assertScores(loanLender, 0, 2 + 1 + 1);
    }

    function test_packageLoans_earnTheContractAndTheFirstLoanThePackage() public {
        uint8 first = _open(MIN_LOAN_USD, IReputation.LoanOrigin.PackageFirst);
        uint8 second = _open(MIN_LOAN_USD, IReputation.LoanOrigin.Package);
        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(
            loanLender,
            _bit(IReputation.Reason.LenderContractCreated) | _bit(IReputation.Reason.LenderPackageCreated),
            4,
            0,
            4
        );
        _report(first, IReputation.LoanEvent.PaidOnTime, 0, 0);
        _assertScores(loanBorrower, 3 + 1, 0); // collateral, on time: no offer was accepted
        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(loanLender, _bit(IReputation.Reason.LenderContractCreated), 1, 0, 5);
        _report(second, IReputation.LoanEvent.PaidOnTime, 0, 0);
        _assertScores(loanBorrower, 8, 0);
    }

    function test_completedWithinItsFirstCycle_earnsNothing() public {
        vm.recordLogs();
        _report(_open(1_000_000e18, IReputation.LoanOrigin.Offer), IReputation.LoanEvent.Completed, 0, 0);
        vm.assertEq(vm.getRecordedLogs().length, 0);
        _assertScores(loanBorrower, 0, 0);
        _assertScores(loanLender, 0, 0);
    }

    function test_lateThenOnTime_awardsTheStartPointsAtTheFirstOnTimeCycle() public {
        uint8 standing = _open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer);
        _report(standing, IReputation.LoanEvent.PaidLate, 0, 0);
        _assertScores(loanBorrower, -1, 0);
        _report(standing, IReputation.LoanEvent.PaidOnTime, 1, 1); // cycle 1, one late before: the first on time
        _assertScores(loanBorrower, -1 + 3 + 1 + 1, 0);
        _assertScores(loanLender, 0, 4);
        _report(standing, IReputation.LoanEvent.PaidOnTime, 2, 1);
        _assertScores(loanBorrower, 5, 0);
        _assertScores(loanLender, 0, 4);
    }

    function test_lateThenCompleted_earnsTheStartPointsAtCompletion() public {
        uint8 standing = _open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer);
        _report(standing, IReputation.LoanEvent.PaidLate, 0, 0);
        _assertScores(loanBorrower, -1, 0);
        _assertScores(loanLender, 0, 0);
        _report(standing, IReputation.LoanEvent.Completed, 1, 1);
        _assertScores(loanBorrower, -1 + 3 + 1 + 5, 0);
        _assertScores(loanLender, 0, 4);
    }

    function test_dustLoan_paysPenaltiesButEarnsNothing() public {
        uint8 standing = _open(MIN_LOAN_USD - 1, IReputation.LoanOrigin.Offer);
        _report(standing, IReputation.LoanEvent.PaidOnTime, 0, 0);
        _report(standing, IReputation.LoanEvent.Completed, 1, 0);
        _assertScores(loanBorrower, 0, 0);
        _assertScores(loanLender, 0, 0);
        _report(standing, IReputation.LoanEvent.PaidLate, 0, 0);
        _report(standing, IReputation.LoanEvent.Defaulted, 1, 1);
        _assertScores(loanBorrower, -1 - 5, 0);
        _assertScores(loanLender, 0, 0);
    }

    function test_defaulted_neverAwardsTheStartPoints() public {
        uint8 standing = _open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer);
        _report(standing, IReputation.LoanEvent.PaidLate, 0, 0);
        _report(standing, IReputation.LoanEvent.Defaulted, 1, 1);
        _assertScores(loanBorrower, -6, 0);
        _assertScores(loanLender, 0, 0);
    }

    function test_opened_reportedAsAnEvent_doesNothing() public {
        vm.recordLogs();
        _report(_open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer), IReputation.LoanEvent.Opened, 0, 0);
        vm.assertEq(vm.getRecordedLogs().length, 0);
    }

    function test_minimumChange_keepsStartedLoans() public {
        uint8 started = _open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer);
        vm.prank(admin);
        reputation.setMinLoanUsd(MIN_LOAN_USD * 2);
        vm.assertEq(_open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer), 0);
        _report(started, IReputation.LoanEvent.PaidOnTime, 0, 0);
        _assertScores(loanBorrower, 5, 0);
    }

    function test_recordLoan_revertsForAZeroWalletThatGetsPoints() public {
        uint8 standing = _open(MIN_LOAN_USD, IReputation.LoanOrigin.Offer);
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(core);
        reputation.recordLoan(loanBorrower, address(0), IReputation.LoanEvent.PaidOnTime, standing, 0, 0);
    }

    /// @dev Whatever the debt and the sequence of closed cycles, a loan below the minimum only ever loses
    /// points, and a counting loan's start points are paid once, at its first on-time cycle.
    function testFuzz_loanPoints(uint96 debtUsd, uint8 origin, bool[] calldata onTime) public {
        IReputation.LoanOrigin loanOrigin = IReputation.LoanOrigin(bound(origin, 0, 3));
        uint8 standing = _open(debtUsd, loanOrigin);
        bool counts = debtUsd >= MIN_LOAN_USD;
        int256 expectedBorrower;
        int256 expectedLender;
        uint256 lateCount;
        uint256 length = onTime.length < 20 ? onTime.length : 20;
        for (uint256 cycle = 0; cycle < length; cycle++) {
            if (!onTime[cycle]) {
                _report(standing, IReputation.LoanEvent.PaidLate, cycle, lateCount);
                ++lateCount;
                expectedBorrower -= 1;
                continue;
            }
            _report(standing, IReputation.LoanEvent.PaidOnTime, cycle, lateCount);
            if (!counts) continue;
            expectedBorrower += 1;
            if (cycle == lateCount) {
                expectedBorrower += 3;
                if (uint8(loanOrigin) <= 1) {
                    expectedBorrower += 1;
                    expectedLender += 4;
                } else {
                    expectedLender += loanOrigin == IReputation.LoanOrigin.PackageFirst ? int256(4) : int256(1);
                }
            }
        }
        _assertScores(loanBorrower, expectedBorrower, 0);
        _assertScores(loanLender, 0, expectedLender);
        if (!counts) vm.assertTrue(expectedBorrower <= 0);
        // The lender's start points are paid at most once.
        vm.assertTrue(expectedLender <= 4);
    }
}
