// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IHub} from "../hub/IHub.sol";

/// @title IReputation
/// @notice Reputation points per wallet, kept as two separate scores: one as a borrower, one as a
/// lender. Scores start at zero and can go negative. The points of each reason come from the
/// contract's own table (docs: shared lending rules, "Reputation points"); writers name the reason,
/// never the points, except a review, which carries its 1 to 5 points.
/// Only holders of the Hub's REPUTATION_WRITER_ROLE record points.
interface IReputation {
    /// @notice Why points are recorded; each reason moves one score by a fixed amount, except the
    /// reviews (1 to 5 points) and IdentityVerified (+5 to both scores).
    enum Reason {
        /// @dev Lender +3: created a lending package.
        LenderPackageCreated,
        /// @dev Lender -3: cancelled a lending package.
        LenderPackageCancelled,
        /// @dev Lender +3: reopened a lending package.
        LenderPackageReopened,
        /// @dev Lender +1: a loan contract was generated with this lender.
        LenderContractCreated,
        /// @dev Lender +2: made an offer on a collateral.
        LenderOfferCreated,
        /// @dev Lender -2: cancelled an offer.
        LenderOfferCancelled,
        /// @dev Lender +1: the lender's offer was accepted.
        LenderOfferAccepted,
        /// @dev Borrower +3: put up a collateral.
        BorrowerCollateralCreated,
        /// @dev Borrower -3: withdrew a collateral.
        BorrowerCollateralWithdrawn,
        /// @dev Borrower +1: paid an instalment on time.
        BorrowerPaymentOnTime,
        /// @dev Borrower -1: paid an instalment late.
        BorrowerPaymentLate,
        /// @dev Borrower +1: accepted an offer.
        BorrowerOfferAccepted,
        /// @dev Borrower +5: completed a loan contract.
        BorrowerContractCompleted,
        /// @dev Borrower -5: defaulted on a loan contract.
        BorrowerContractDefaulted,
        /// @dev Borrower +1..+5: reviewed (by a lender); recorded with recordReview.
        BorrowerReviewed,
        /// @dev Lender +1..+5: reviewed (by a borrower); recorded with recordReview.
        LenderReviewed,
        /// @dev Both scores +5: the wallet's owner verified their identity.
        IdentityVerified
    }

    /// @notice Emitted right after a wallet's scores change.
    /// @param wallet The wallet whose reputation changed.
    /// @param reason Why.
    /// @param points The points added to each score the reason moves (negative for a penalty).
    /// @param borrowerScore The wallet's borrower score after the change.
    /// @param lenderScore The wallet's lender score after the change.
    event ReputationChanged(
        address indexed wallet, Reason indexed reason, int256 points, int256 borrowerScore, int256 lenderScore
    );

    /// @notice Emitted when the Admin points this contract at another Hub (also at deployment, from zero).
    /// @param previous The former Hub.
    /// @param current The Hub whose roles are read from now on.
    event HubChanged(address indexed previous, address indexed current);

    /// @notice An address that must be set was zero.
    error ZeroAddress();

    /// @notice A review's points must be between 1 and 5.
    /// @param points The points given.
    error ReviewPointsOutOfRange(uint256 points);

    /// @notice A review reason was passed to `record` or `points`: reviews carry their points, use
    /// `recordReview`.
    /// @param reason The review reason.
    error ReviewNeedsPoints(Reason reason);

    /// @notice `recordReview` was called with a reason that is not a review.
    /// @param reason The reason given.
    error NotAReview(Reason reason);

    /// @notice The Hub whose roles this contract reads (REPUTATION_WRITER_ROLE, the Admin).
    /// @return The Hub.
    function hub() external view returns (IHub);

    /// @notice A wallet's borrower score.
    /// @param wallet The wallet.
    /// @return The score (zero for a wallet never recorded; may be negative).
    function borrowerScore(address wallet) external view returns (int256);

    /// @notice A wallet's lender score.
    /// @param wallet The wallet.
    /// @return The score (zero for a wallet never recorded; may be negative).
    function lenderScore(address wallet) external view returns (int256);

    /// @notice A wallet's two scores.
    /// @param wallet The wallet.
    /// @return borrower The borrower score.
    /// @return lender The lender score.
    function scores(address wallet) external view returns (int256 borrower, int256 lender);

    /// @notice The table: what a (non-review) reason adds to each score.
    /// @dev Reverts with ReviewNeedsPoints for the review reasons, whose points are given per review.
    /// @param reason The reason.
    /// @return borrowerPoints Added to the borrower score.
    /// @return lenderPoints Added to the lender score.
    function points(Reason reason) external pure returns (int256 borrowerPoints, int256 lenderPoints);

    /// @notice Records a reason's points from the table for a wallet and emits ReputationChanged.
    /// @dev Only REPUTATION_WRITER_ROLE (AccessControlUnauthorizedAccount otherwise); reverts with
    /// ZeroAddress for the zero wallet and ReviewNeedsPoints for a review reason.
    /// @param wallet The wallet.
    /// @param reason The reason (not a review).
    function record(address wallet, Reason reason) external;

    /// @notice Records several reasons for one wallet in one call (one ReputationChanged each, in order):
    /// what a single action earns, e.g. a funded offer's offer, acceptance and contract points.
    /// @dev Same rules as `record`.
    /// @param wallet The wallet.
    /// @param reasons The reasons (none a review).
    function recordAll(address wallet, Reason[] calldata reasons) external;

    /// @notice Records a review of a wallet and emits ReputationChanged.
    /// @dev Only REPUTATION_WRITER_ROLE; reverts with ZeroAddress for the zero wallet, NotAReview
    /// unless `reason` is BorrowerReviewed or LenderReviewed, and ReviewPointsOutOfRange unless
    /// `reviewPoints` is 1 to 5.
    /// @param wallet The wallet reviewed.
    /// @param reason BorrowerReviewed (moves the borrower score) or LenderReviewed (the lender score).
    /// @param reviewPoints The review's points, 1 to 5.
    function recordReview(address wallet, Reason reason, uint256 reviewPoints) external;

    /// @notice Points this contract at another Hub, whose roles it reads from then on (see
    /// docs/decisions/0004-hub-contract.md: a replaced Hub must not strand its readers).
    /// @dev Only the current Hub's Admin; reverts with ZeroAddress for zero.
    /// @param newHub The new Hub.
    function setHub(IHub newHub) external;
}
