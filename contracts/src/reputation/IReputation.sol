// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAddressErrors} from "../common/CommonErrors.sol";
import {IHub} from "../hub/IHub.sol";

/// @title IReputation
/// @notice Reputation points per wallet, kept as two separate scores: one as a borrower, one as a
/// lender. Scores start at zero and can go negative. The points of each reason come from the
/// contract's own table (docs: shared lending rules, "Reputation points"); writers name the reason,
/// never the points, except a review, which carries its stars.
/// Loan points are earned for real value and time only (docs/decisions/0035-reputation-dust-rules.md):
/// the lending core asks this contract about a loan once at its start (`openLoan`), with the USD value
/// of its starting debt, and keeps the answer (the loan's standing: whether it counts, and how it was
/// made) to pass back with every report, so this contract stores nothing per loan. A loan "counts" when
/// its starting debt is worth at least `minLoanUsd`. A counting loan earns
/// its start points (collateral, offer, contract, package) at its first closed cycle: a cycle paid on
/// time, or the loan's completion after at least one cycle closed. On-time and completion points need a
/// counting loan too; late and default points always apply. Only the lending core (`lending`) reports
/// loans; holders of the Hub's REPUTATION_WRITER_ROLE record the other reasons and reviews.
interface IReputation is IAddressErrors {
    /// @notice Why points are recorded; each reason moves one score by a fixed amount, except the
    /// reviews (-2 to +2 by stars) and IdentityVerified (+5 to both scores). As bits (1 << reason) they
    /// make the `reasons` of ReputationChanged.
    enum Reason {
        /// @dev Lender +3: the first loan of a lending package counted (at its first closed cycle).
        LenderPackageCreated,
        /// @dev Lender -3: cancelled a lending package that had funded a loan.
        LenderPackageCancelled,
        /// @dev Lender +3: reopened a lending package that had funded a loan.
        LenderPackageReopened,
        /// @dev Lender +1: a counting loan contract with this lender closed its first cycle.
        LenderContractCreated,
        /// @dev Lender +2: the lender's offer (on-chain or signed) funded a counting loan that closed its
        /// first cycle.
        LenderOfferCreated,
        /// @dev Lender -2: cancelled an offer (no longer recorded by the core: unfunded offers earn nothing).
        LenderOfferCancelled,
        /// @dev Lender +1: the lender's offer was accepted, for a counting loan that closed its first cycle.
        LenderOfferAccepted,
        /// @dev Borrower +3: the collateral backed a counting loan that closed its first cycle.
        BorrowerCollateralCreated,
        /// @dev Borrower -3: withdrew a collateral that had earned its +3 (a collateral that backed a loan
        /// is returned or liquidated, never withdrawn, so the core no longer records it).
        BorrowerCollateralWithdrawn,
        /// @dev Borrower +1: a cycle of a counting loan closed paid on time.
        BorrowerPaymentOnTime,
        /// @dev Borrower -1: a cycle closed with something unpaid (any loan).
        BorrowerPaymentLate,
        /// @dev Borrower +1: accepted an offer, for a counting loan that closed its first cycle.
        BorrowerOfferAccepted,
        /// @dev Borrower +5: completed a counting loan after at least one closed cycle.
        BorrowerContractCompleted,
        /// @dev Borrower -5: defaulted on a loan contract (any loan).
        BorrowerContractDefaulted,
        /// @dev Borrower -2..+2: reviewed (by a lender); recorded with recordReview.
        BorrowerReviewed,
        /// @dev Lender -2..+2: reviewed (by a borrower); recorded with recordReview.
        LenderReviewed,
        /// @dev Both scores +5: the wallet's owner verified their identity.
        IdentityVerified
    }

    /// @notice How a loan was made, which decides its lender's start points.
    enum LoanOrigin {
        /// @dev An on-chain offer the borrower accepted: lender offer +2, accepted +1, contract +1;
        /// borrower offer accepted +1.
        Offer,
        /// @dev A signed offer the borrower accepted: the same points as Offer.
        SignedOffer,
        /// @dev A lending package's loan, not its first: lender contract +1.
        Package,
        /// @dev A lending package's first loan: lender contract +1 and package +3.
        PackageFirst
    }

    /// @notice What happened to a loan, as the lending core reports it.
    enum LoanEvent {
        /// @dev The loan started (asked with openLoan; only named by the core's failure log).
        Opened,
        /// @dev A cycle closed with nothing unpaid.
        PaidOnTime,
        /// @dev A cycle closed with something unpaid.
        PaidLate,
        /// @dev The loan was paid in full.
        Completed,
        /// @dev The loan was liquidated.
        Defaulted
    }

    /// @notice Emitted right after a wallet's scores change: one event per wallet per call.
    /// @param wallet The wallet whose reputation changed.
    /// @param reasons Why: a bit (1 << Reason) per reason applied. The reasons of one event move one
    /// score (the borrower's or the lender's), except IdentityVerified, which moves both by its points.
    /// @param points The points added to each score the reasons move (negative for a penalty).
    /// @param borrowerScore The wallet's borrower score after the change.
    /// @param lenderScore The wallet's lender score after the change.
    event ReputationChanged(
        address indexed wallet, uint256 reasons, int256 points, int256 borrowerScore, int256 lenderScore
    );

    /// @notice Emitted when the Admin points this contract at another Hub (also at deployment, from zero).
    /// @param previous The former Hub.
    /// @param current The Hub whose roles are read from now on.
    event HubChanged(address indexed previous, address indexed current);

    /// @notice Emitted when the Admin sets the lending core allowed to report loans.
    /// @param previous The former core (zero at first).
    /// @param current The core.
    event LendingChanged(address indexed previous, address indexed current);

    /// @notice Emitted when the minimum USD value of a counting loan changes (also at deployment, from zero).
    /// @param previous The former minimum.
    /// @param current The minimum, in USD with 18 decimals.
    event MinLoanUsdChanged(uint256 previous, uint256 current);

    /// @notice A review's stars must be between 1 and 5.
    /// @param stars The stars given.
    error ReviewStarsOutOfRange(uint256 stars);

    /// @notice A review reason was passed to `record` or `points`: reviews carry their stars, use
    /// `recordReview`.
    /// @param reason The review reason.
    error ReviewNeedsStars(Reason reason);

    /// @notice `recordReview` was called with a reason that is not a review.
    /// @param reason The reason given.
    error NotAReview(Reason reason);

    /// @notice Only the lending core reports loans.
    /// @param caller The caller.
    error NotLending(address caller);

    /// @notice The Hub whose roles this contract reads (REPUTATION_WRITER_ROLE, the Admin).
    /// @return The Hub.
    function hub() external view returns (IHub);

    /// @notice The lending core allowed to report loans (zero until the Admin sets it).
    /// @return The core.
    function lending() external view returns (address);

    /// @notice The least USD value (18 decimals, as the Hub prices) of a loan's starting debt for the loan
    /// to earn points.
    /// @return The minimum.
    function minLoanUsd() external view returns (uint256);

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
    /// @dev Reverts with ReviewNeedsStars for the review reasons, whose points depend on the stars.
    /// @param reason The reason.
    /// @return borrowerPoints Added to the borrower score.
    /// @return lenderPoints Added to the lender score.
    function points(Reason reason) external pure returns (int256 borrowerPoints, int256 lenderPoints);

    /// @notice The review table: 1 star -2, 2 stars -1, 3 stars 0, 4 stars +1, 5 stars +2.
    /// @dev Reverts with ReviewStarsOutOfRange outside 1 to 5.
    /// @param stars The review's stars.
    /// @return The points added to the reviewed score.
    function reviewPoints(uint256 stars) external pure returns (int256);

    /// @notice Records a reason's points from the table for a wallet and emits ReputationChanged.
    /// @dev Only REPUTATION_WRITER_ROLE (AccessControlUnauthorizedAccount otherwise); reverts with
    /// ZeroAddress for the zero wallet and ReviewNeedsStars for a review reason.
    /// @param wallet The wallet.
    /// @param reason The reason (not a review).
    function record(address wallet, Reason reason) external;

    /// @notice Records a review of a wallet and emits ReputationChanged (also for 3 stars, 0 points).
    /// @dev Only REPUTATION_WRITER_ROLE; reverts with ZeroAddress for the zero wallet, NotAReview
    /// unless `reason` is BorrowerReviewed or LenderReviewed, and ReviewStarsOutOfRange unless `stars`
    /// is 1 to 5.
    /// @param wallet The wallet reviewed.
    /// @param reason BorrowerReviewed (moves the borrower score) or LenderReviewed (the lender score).
    /// @param stars The review's stars, 1 to 5.
    function recordReview(address wallet, Reason reason, uint256 stars) external;

    /// @notice The lending core asks at a loan's start for the loan's standing, which it keeps beside the
    /// loan and passes back with every report: zero for a loan that does not count (`debtUsd` below
    /// minLoanUsd), otherwise a counting loan of `origin`. No points yet, no event, no storage.
    /// @dev Only `lending` (NotLending otherwise).
    /// @param debtUsd The starting debt's USD value (18 decimals) from the price the start read; zero when
    /// the start reads no price (NFT collateral), so such a loan does not count.
    /// @param origin How the loan was made.
    /// @return standing The loan's standing, opaque to the core.
    function openLoan(uint256 debtUsd, LoanOrigin origin) external view returns (uint8 standing);

    /// @notice The lending core reports a loan's cycle or end, and this contract applies the points:
    /// PaidOnTime +1 and, at the first on-time cycle, the start points (counting loans); PaidLate -1 (any
    /// loan); Completed +5 and the start points if no cycle was on time (counting loans with a closed
    /// cycle); Defaulted -5 (any loan). One ReputationChanged per wallet whose scores change.
    /// @dev Only `lending` (NotLending otherwise); ZeroAddress for a zero wallet that gets points. The
    /// core's loan state tells which cycle is the first on time: the closing cycle's index equals the
    /// late cycles before it only when every earlier cycle was late.
    /// @param borrower The loan's borrower.
    /// @param lender The loan's lender.
    /// @param loanEvent What happened (Opened does nothing here).
    /// @param standing What openLoan answered at the loan's start (zero if it was refused).
    /// @param cycle The loan's current cycle: the closing one for PaidOnTime and PaidLate, the number of
    /// closed cycles for Completed.
    /// @param lateCount The late cycles before this report.
    function recordLoan(
        address borrower,
        address lender,
        LoanEvent loanEvent,
        uint8 standing,
        uint256 cycle,
        uint256 lateCount
    ) external;

    /// @notice Points this contract at another Hub, whose roles it reads from then on (see
    /// docs/decisions/0004-hub-contract.md: a replaced Hub must not strand its readers).
    /// @dev Only the current Hub's Admin; reverts with ZeroAddress for zero.
    /// @param newHub The new Hub.
    function setHub(IHub newHub) external;

    /// @notice Sets the lending core allowed to report loans (a replaced core's reports are refused).
    /// @dev Only the Hub's Admin; reverts with ZeroAddress for zero.
    /// @param newLending The core.
    function setLending(address newLending) external;

    /// @notice Sets the least USD value of a loan's starting debt for the loan to count; loans already
    /// started keep what they were told at their start.
    /// @dev Only the Hub's Admin.
    /// @param newMinLoanUsd The minimum, in USD with 18 decimals.
    function setMinLoanUsd(uint96 newMinLoanUsd) external;
}
