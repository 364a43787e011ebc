// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {HubRoles} from "../hub/HubRoles.sol";
import {IHub} from "../hub/IHub.sol";
import {IReputation} from "./IReputation.sol";

/// @title Reputation
/// @notice Borrower and lender reputation scores per wallet, with the point table of the lending
/// rules and the dust rules of loan points (see IReputation). Not upgradeable, like the Hub: it holds no
/// funds and its rules are a fixed table; see docs/decisions/0012-reputation-contract.md and
/// docs/decisions/0035-reputation-dust-rules.md. Roles are read from the Hub: holders of
/// REPUTATION_WRITER_ROLE record, the Hub's Admin sets the core, the minimum and the Hub.
contract Reputation is IReputation {
    /// @notice The Hub role allowed to record points.
    bytes32 public constant REPUTATION_WRITER_ROLE = HubRoles.REPUTATION_WRITER;

    /// @dev The Hub's Admin: AccessControl's DEFAULT_ADMIN_ROLE.
    bytes32 private constant ADMIN_ROLE = 0x00;
    /// @dev Points added by the IdentityVerified reason to each score.
    int256 private constant IDENTITY_POINTS = 5;
    uint256 private constant MAX_STARS = 5;

    // A loan's standing (kept by the core): bit 0 whether it counts, bits 1-2 its origin; zero when it
    // does not count.
    uint256 private constant COUNTS = 1;
    uint256 private constant ORIGIN_SHIFT = 1;

    // The start points as bits of reasons and their sums (the table's; Reputation.t.sol checks each sum).
    uint256 private constant OFFER_LENDER_REASONS = (1 << uint256(Reason.LenderOfferCreated))
        | (1 << uint256(Reason.LenderOfferAccepted)) | (1 << uint256(Reason.LenderContractCreated));
    int256 private constant OFFER_LENDER_POINTS = 4;
    uint256 private constant PACKAGE_LENDER_REASONS = 1 << uint256(Reason.LenderContractCreated);
    int256 private constant PACKAGE_LENDER_POINTS = 1;
    uint256 private constant PACKAGE_FIRST_LENDER_REASONS =
        (1 << uint256(Reason.LenderContractCreated)) | (1 << uint256(Reason.LenderPackageCreated));
    int256 private constant PACKAGE_FIRST_LENDER_POINTS = 4;
    uint256 private constant COLLATERAL_REASON = 1 << uint256(Reason.BorrowerCollateralCreated);
    int256 private constant COLLATERAL_POINTS = 3;
    uint256 private constant OFFER_ACCEPTED_REASON = 1 << uint256(Reason.BorrowerOfferAccepted);
    int256 private constant OFFER_ACCEPTED_POINTS = 1;
    // The loan reasons' points, as the table gives them (read here without walking the table).
    int256 private constant ON_TIME_POINTS = 1;
    int256 private constant LATE_POINTS = -1;
    int256 private constant COMPLETED_POINTS = 5;
    int256 private constant DEFAULTED_POINTS = -5;

    /// @dev Both scores of a wallet in one storage slot.
    struct Scores {
        int128 borrower;
        int128 lender;
    }

    /// @inheritdoc IReputation
    address public override lending;
    /// @dev Beside `lending`: a loan's start reads both from one slot.
    uint96 private _minLoanUsd;

    /// @inheritdoc IReputation
    IHub public override hub;

    mapping(address wallet => Scores scores) private _scores;

    /// @notice Deploys the contract reading its roles from `initialHub`; the Admin then sets the core.
    /// @param initialHub The Hub.
    /// @param initialMinLoanUsd The least USD value (18 decimals) of a counting loan's starting debt.
    constructor(IHub initialHub, uint96 initialMinLoanUsd) {
        if (address(initialHub) == address(0)) revert ZeroAddress();
        hub = initialHub;
        _minLoanUsd = initialMinLoanUsd;
        emit HubChanged(address(0), address(initialHub));
        emit MinLoanUsdChanged(0, initialMinLoanUsd);
    }

    /// @dev Reverts unless the caller holds `role` in the Hub.
    modifier onlyHubRole(bytes32 role) {
        if (!hub.hasRole(role, msg.sender)) revert IAccessControl.AccessControlUnauthorizedAccount(msg.sender, role);
        _;
    }

    /// @dev Reverts unless the caller is the lending core.
    modifier onlyLending() {
        if (msg.sender != lending) revert NotLending(msg.sender);
        _;
    }

    /// @inheritdoc IReputation
    function record(address wallet, Reason reason) external override onlyHubRole(REPUTATION_WRITER_ROLE) {
        (int256 borrowerPoints, int256 lenderPoints) = points(reason);
        _apply(wallet, 1 << uint256(reason), borrowerPoints, lenderPoints);
    }

    /// @inheritdoc IReputation
    function recordReview(address wallet, Reason reason, uint256 stars)
        external
        override
        onlyHubRole(REPUTATION_WRITER_ROLE)
    {
        if (reason != Reason.BorrowerReviewed && reason != Reason.LenderReviewed) revert NotAReview(reason);
        int256 added = reviewPoints(stars);
        if (reason == Reason.BorrowerReviewed) _apply(wallet, 1 << uint256(reason), added, 0);
        else _apply(wallet, 1 << uint256(reason), 0, added);
    }

    /// @inheritdoc IReputation
    function openLoan(uint256 debtUsd, LoanOrigin origin) external view override returns (uint8 standing) {
        // One slot: the caller check and the minimum.
        if (msg.sender != lending) revert NotLending(msg.sender);
        if (debtUsd < _minLoanUsd) return 0;
        return uint8(COUNTS | (uint256(origin) << ORIGIN_SHIFT));
    }

    /// @inheritdoc IReputation
    function recordLoan(
        address borrower,
        address lender,
        LoanEvent loanEvent,
        uint8 standing,
        uint256 cycle,
        uint256 lateCount
    ) external override onlyLending {
        bool completed = loanEvent == LoanEvent.Completed;
        if (completed || loanEvent == LoanEvent.PaidOnTime) {
            // Only a counting loan earns these; completed within its first cycle (no closed cycle), nothing.
            if (standing & COUNTS == 0 || (completed && cycle == 0)) return;
            _earn(borrower, lender, completed, standing, cycle == lateCount);
        } else if (loanEvent == LoanEvent.PaidLate) {
            _apply(borrower, 1 << uint256(Reason.BorrowerPaymentLate), LATE_POINTS, 0);
        } else if (loanEvent == LoanEvent.Defaulted) {
            _apply(borrower, 1 << uint256(Reason.BorrowerContractDefaulted), DEFAULTED_POINTS, 0);
        }
        // Opened: nothing (a start is asked with openLoan).
    }

    /// @inheritdoc IReputation
    function setHub(IHub newHub) external override onlyHubRole(ADMIN_ROLE) {
        if (address(newHub) == address(0)) revert ZeroAddress();
        address previous = address(hub);
        hub = newHub;
        emit HubChanged(previous, address(newHub));
    }

    /// @inheritdoc IReputation
    function setLending(address newLending) external override onlyHubRole(ADMIN_ROLE) {
        if (newLending == address(0)) revert ZeroAddress();
        address previous = lending;
        lending = newLending;
        emit LendingChanged(previous, newLending);
    }

    /// @inheritdoc IReputation
    function setMinLoanUsd(uint96 newMinLoanUsd) external override onlyHubRole(ADMIN_ROLE) {
        uint256 previous = _minLoanUsd;
        _minLoanUsd = newMinLoanUsd;
        emit MinLoanUsdChanged(previous, newMinLoanUsd);
    }

    /// @inheritdoc IReputation
    function minLoanUsd() external view override returns (uint256) {
        return _minLoanUsd;
    }

    /// @inheritdoc IReputation
    function borrowerScore(address wallet) external view override returns (int256) {
        return _scores[wallet].borrower;
    }

    /// @inheritdoc IReputation
    function lenderScore(address wallet) external view override returns (int256) {
        return _scores[wallet].lender;
    }

    /// @inheritdoc IReputation
    function scores(address wallet) external view override returns (int256 borrower, int256 lender) {
        Scores memory current = _scores[wallet];
        return (current.borrower, current.lender);
    }

    /// @inheritdoc IReputation
    function points(Reason reason) public pure override returns (int256 borrowerPoints, int256 lenderPoints) {
        if (reason == Reason.LenderPackageCreated) return (0, 3);
        if (reason == Reason.LenderPackageCancelled) return (0, -3);
        if (reason == Reason.LenderPackageReopened) return (0, 3);
        if (reason == Reason.LenderContractCreated) return (0, 1);
        if (reason == Reason.LenderOfferCreated) return (0, 2);
        if (reason == Reason.LenderOfferCancelled) return (0, -2);
        if (reason == Reason.LenderOfferAccepted) return (0, 1);
        if (reason == Reason.BorrowerCollateralCreated) return (3, 0);
        if (reason == Reason.BorrowerCollateralWithdrawn) return (-3, 0);
        if (reason == Reason.BorrowerPaymentOnTime) return (1, 0);
        if (reason == Reason.BorrowerPaymentLate) return (-1, 0);
        if (reason == Reason.BorrowerOfferAccepted) return (1, 0);
        if (reason == Reason.BorrowerContractCompleted) return (5, 0);
        if (reason == Reason.BorrowerContractDefaulted) return (-5, 0);
        if (reason == Reason.IdentityVerified) return (IDENTITY_POINTS, IDENTITY_POINTS);
        revert ReviewNeedsStars(reason);
    }

    /// @inheritdoc IReputation
    function reviewPoints(uint256 stars) public pure override returns (int256) {
        if (stars == 0 || stars > MAX_STARS) revert ReviewStarsOutOfRange(stars);
        // 1 star -2, 2 stars -1, 3 stars 0, 4 stars +1, 5 stars +2.
        return int256(stars) - 3;
    }

    /// @dev A counting loan's on-time cycle (+1) or completion (+5), with its start points when no cycle
    /// was on time before (`startDue`: every closed cycle so far was late).
    function _earn(address borrower, address lender, bool completed, uint8 standing, bool startDue) private {
        uint256 reasons;
        int256 borrowerPoints;
        if (completed) {
            reasons = 1 << uint256(Reason.BorrowerContractCompleted);
            borrowerPoints = COMPLETED_POINTS;
        } else {
            reasons = 1 << uint256(Reason.BorrowerPaymentOnTime);
            borrowerPoints = ON_TIME_POINTS;
        }
        if (startDue) {
            uint256 origin = (standing >> ORIGIN_SHIFT) & 3;
            reasons |= COLLATERAL_REASON;
            borrowerPoints += COLLATERAL_POINTS;
            if (origin <= uint256(LoanOrigin.SignedOffer)) {
                reasons |= OFFER_ACCEPTED_REASON;
                borrowerPoints += OFFER_ACCEPTED_POINTS;
                _apply(lender, OFFER_LENDER_REASONS, 0, OFFER_LENDER_POINTS);
            } else if (origin == uint256(LoanOrigin.PackageFirst)) {
                _apply(lender, PACKAGE_FIRST_LENDER_REASONS, 0, PACKAGE_FIRST_LENDER_POINTS);
            } else {
                _apply(lender, PACKAGE_LENDER_REASONS, 0, PACKAGE_LENDER_POINTS);
            }
        }
        _apply(borrower, reasons, borrowerPoints, 0);
    }

    /// @dev Adds the points to the wallet's scores, then emits ReputationChanged.
    function _apply(address wallet, uint256 reasons, int256 borrowerPoints, int256 lenderPoints) private {
        if (wallet == address(0)) revert ZeroAddress();
        Scores storage current = _scores[wallet];
        int128 borrower;
        int128 lender;
        // At most a few points a call, by table: 2^127 of them is out of reach.
        unchecked {
            borrower = current.borrower + int128(borrowerPoints);
            lender = current.lender + int128(lenderPoints);
        }
        current.borrower = borrower;
        current.lender = lender;
        emit ReputationChanged(wallet, reasons, borrowerPoints == 0 ? lenderPoints : borrowerPoints, borrower, lender);
    }
}
