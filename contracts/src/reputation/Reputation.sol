// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {HubRoles} from "../hub/HubRoles.sol";
import {IHub} from "../hub/IHub.sol";
import {IReputation} from "./IReputation.sol";

/// @title Reputation
/// @notice Borrower and lender reputation scores per wallet, with the point table of the lending
/// rules (see IReputation). Not upgradeable, like the Hub: it holds no funds and its rules are a fixed
/// table; see docs/decisions/0012-reputation-contract.md. Roles are read from the Hub: holders of
/// REPUTATION_WRITER_ROLE record, the Hub's Admin may point it at a replacement Hub.
contract Reputation is IReputation {
    /// @notice The Hub role allowed to record points.
    bytes32 public constant REPUTATION_WRITER_ROLE = HubRoles.REPUTATION_WRITER;

    /// @dev The Hub's Admin: AccessControl's DEFAULT_ADMIN_ROLE.
    bytes32 private constant ADMIN_ROLE = 0x00;
    /// @dev Points added by the IdentityVerified reason to each score.
    int256 private constant IDENTITY_POINTS = 5;
    uint256 private constant MAX_REVIEW_POINTS = 5;

    /// @dev Both scores of a wallet in one storage slot.
    struct Scores {
        int128 borrower;
        int128 lender;
    }

    /// @inheritdoc IReputation
    IHub public override hub;

    mapping(address wallet => Scores scores) private _scores;

    /// @notice Deploys the contract reading its roles from `initialHub`.
    /// @param initialHub The Hub.
    constructor(IHub initialHub) {
        if (address(initialHub) == address(0)) revert ZeroAddress();
        hub = initialHub;
        emit HubChanged(address(0), address(initialHub));
    }

    /// @dev Reverts unless the caller holds `role` in the Hub.
    modifier onlyHubRole(bytes32 role) {
        if (!hub.hasRole(role, msg.sender)) revert IAccessControl.AccessControlUnauthorizedAccount(msg.sender, role);
        _;
    }

    /// @inheritdoc IReputation
    function record(address wallet, Reason reason) external override onlyHubRole(REPUTATION_WRITER_ROLE) {
        (int256 borrowerPoints, int256 lenderPoints) = points(reason);
        _apply(wallet, reason, borrowerPoints, lenderPoints, borrowerPoints == 0 ? lenderPoints : borrowerPoints);
    }

    /// @inheritdoc IReputation
    function recordAll(address wallet, Reason[] calldata reasons)
        external
        override
        onlyHubRole(REPUTATION_WRITER_ROLE)
    {
        for (uint256 i = 0; i < reasons.length; ++i) {
            (int256 borrowerPoints, int256 lenderPoints) = points(reasons[i]);
            _apply(
                wallet, reasons[i], borrowerPoints, lenderPoints, borrowerPoints == 0 ? lenderPoints : borrowerPoints
            );
        }
    }

    /// @inheritdoc IReputation
    function recordReview(address wallet, Reason reason, uint256 reviewPoints)
        external
        override
        onlyHubRole(REPUTATION_WRITER_ROLE)
    {
        if (reason != Reason.BorrowerReviewed && reason != Reason.LenderReviewed) revert NotAReview(reason);
        if (reviewPoints == 0 || reviewPoints > MAX_REVIEW_POINTS) revert ReviewPointsOutOfRange(reviewPoints);
        int256 added = int256(reviewPoints);
        if (reason == Reason.BorrowerReviewed) _apply(wallet, reason, added, 0, added);
        else _apply(wallet, reason, 0, added, added);
    }

    /// @inheritdoc IReputation
    function setHub(IHub newHub) external override onlyHubRole(ADMIN_ROLE) {
        if (address(newHub) == address(0)) revert ZeroAddress();
        address previous = address(hub);
        hub = newHub;
        emit HubChanged(previous, address(newHub));
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
        revert ReviewNeedsPoints(reason);
    }

    /// @dev Adds the points to the wallet's scores, then emits ReputationChanged.
    function _apply(address wallet, Reason reason, int256 borrowerPoints, int256 lenderPoints, int256 eventPoints)
        private
    {
        if (wallet == address(0)) revert ZeroAddress();
        Scores storage current = _scores[wallet];
        int128 borrower = current.borrower + int128(borrowerPoints);
        int128 lender = current.lender + int128(lenderPoints);
        current.borrower = borrower;
        current.lender = lender;
        emit ReputationChanged(wallet, reason, eventPoints, borrower, lender);
    }
}
