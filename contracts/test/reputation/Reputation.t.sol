// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
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

    function setUp() public {
        hub = new Hub(admin, admin);
        reputation = new Reputation(hub);
        writerRole = reputation.REPUTATION_WRITER_ROLE();
        vm.prank(admin);
        hub.grantRole(writerRole, writer);
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
        Reputation fresh = new Reputation(hub);
        vm.assertEq(address(fresh.hub()), address(hub));
    }

    function test_constructor_revertsForAZeroHub() public {
        vm.expectRevert(IReputation.ZeroAddress.selector);
        new Reputation(IHub(address(0)));
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

    function test_recordAll_appliesEachReasonInOrderAndOnlyForWriters() public {
        IReputation.Reason[] memory reasons = new IReputation.Reason[](3);
        reasons[0] = IReputation.Reason.LenderOfferCreated;
        reasons[1] = IReputation.Reason.LenderOfferAccepted;
        reasons[2] = IReputation.Reason.LenderContractCreated;
        _expectUnauthorized(stranger, writerRole);
        vm.prank(stranger);
        reputation.recordAll(wallet, reasons);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, reasons[0], 2, 0, 2);
        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, reasons[1], 1, 0, 3);
        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, reasons[2], 1, 0, 4);
        vm.prank(writer);
        reputation.recordAll(wallet, reasons);
        vm.assertEq(reputation.lenderScore(wallet), 4);

        // A review among them needs its points: the whole call is refused.
        reasons[1] = IReputation.Reason.LenderReviewed;
        vm.expectRevert(abi.encodeWithSelector(IReputation.ReviewNeedsPoints.selector, reasons[1]));
        vm.prank(writer);
        reputation.recordAll(wallet, reasons);
        vm.assertEq(reputation.lenderScore(wallet), 4);
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
            abi.encodeWithSelector(IReputation.ReviewNeedsPoints.selector, IReputation.Reason.BorrowerReviewed)
        );
        reputation.record(wallet, IReputation.Reason.BorrowerReviewed);
        vm.expectRevert(
            abi.encodeWithSelector(IReputation.ReviewNeedsPoints.selector, IReputation.Reason.LenderReviewed)
        );
        reputation.record(wallet, IReputation.Reason.LenderReviewed);
        vm.stopPrank();
    }

    function test_points_revertsForAReviewReason() public {
        vm.expectRevert(
            abi.encodeWithSelector(IReputation.ReviewNeedsPoints.selector, IReputation.Reason.LenderReviewed)
        );
        reputation.points(IReputation.Reason.LenderReviewed);
    }

    function test_record_revertsForTheZeroWallet() public {
        vm.startPrank(writer);
        vm.expectRevert(IReputation.ZeroAddress.selector);
        reputation.record(address(0), IReputation.Reason.BorrowerCollateralCreated);
        vm.expectRevert(IReputation.ZeroAddress.selector);
        reputation.recordReview(address(0), IReputation.Reason.BorrowerReviewed, 3);
        vm.stopPrank();
    }

    // --- reviews

    function test_recordReview_movesOnlyTheReviewedScore() public {
        vm.startPrank(writer);
        for (uint256 stars = 1; stars <= 5; stars++) {
            reputation.recordReview(wallet, IReputation.Reason.BorrowerReviewed, stars);
        }
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 4);
        vm.stopPrank();
        (int256 borrower, int256 lender) = reputation.scores(wallet);
        vm.assertEq(borrower, 15);
        vm.assertEq(lender, 4);
    }

    function test_recordReview_revertsForZeroOrSixPoints() public {
        vm.startPrank(writer);
        vm.expectRevert(abi.encodeWithSelector(IReputation.ReviewPointsOutOfRange.selector, 0));
        reputation.recordReview(wallet, IReputation.Reason.BorrowerReviewed, 0);
        vm.expectRevert(abi.encodeWithSelector(IReputation.ReviewPointsOutOfRange.selector, 6));
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 6);
        vm.stopPrank();
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
        emit IReputation.ReputationChanged(wallet, IReputation.Reason.BorrowerCollateralWithdrawn, -3, -3, 2);
        reputation.record(wallet, IReputation.Reason.BorrowerCollateralWithdrawn);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, IReputation.Reason.IdentityVerified, 5, 2, 7);
        reputation.record(wallet, IReputation.Reason.IdentityVerified);

        vm.expectEmit(address(reputation));
        emit IReputation.ReputationChanged(wallet, IReputation.Reason.LenderReviewed, 3, 2, 10);
        reputation.recordReview(wallet, IReputation.Reason.LenderReviewed, 3);
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

        vm.expectRevert(IReputation.ZeroAddress.selector);
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
                if (reason == IReputation.Reason.BorrowerReviewed) borrower += int256(given);
                else lender += int256(given);
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
}
