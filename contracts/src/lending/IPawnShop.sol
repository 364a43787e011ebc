// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IBorrowerErrors, IProtocolPauseErrors} from "../common/CommonErrors.sol";
import {IPawnLending} from "./IPawnLending.sol";
import {CollateralParams, TimeUnit} from "./LendingTypes.sol";

/// @title IPawnShop
/// @notice Lenders' loan packages ("pawnshop"). AUTO: a submitted collateral becomes a loan at once
/// when the lender can fund it, for collateral x LTV at oracle prices (capped at the package's maximum).
/// SEMI_AUTO: the package owner (or an Operator on their behalf) accepts or rejects each submission.
/// Every package has a budget: the most its loans lend in total; a loan past it is never opened.
/// NEGOTIATION: submissions are accepted or rejected as a signal; the deal is made through offers on the
/// lending core. Loans are opened in the lending core (IPawnLending.openLoan), funded by the owner.
/// Rates are percent x ZOOM (100000).
interface IPawnShop is IProtocolPauseErrors, IBorrowerErrors {
    /// @notice How a package turns submissions into loans (the spec's 0 Auto, 1 Semi-auto, 2 Negotiation).
    enum PackageType {
        Auto,
        SemiAuto,
        Negotiation
    }

    /// @notice Whether a package takes submissions.
    enum PackageStatus {
        None,
        Open,
        Cancelled
    }

    /// @notice Where a submission stands: PENDING, ACCEPTED (negotiation under way), REJECTED,
    /// CONTRACTED (a loan was opened) or CANCEL (withdrawn by the borrower; `submissionStatus` also reads
    /// CANCEL for a pending one past its expiry and for a live one whose collateral left escrow).
    enum SubmissionStatus {
        None,
        Pending,
        Accepted,
        Rejected,
        Contracted,
        Cancelled
    }

    /// @notice What a lender publishes.
    /// @param packageType Auto, SemiAuto or Negotiation.
    /// @param loanToken The ERC-20 lent.
    /// @param minAmount The smallest loan. @param maxAmount The largest loan (greater than minAmount).
    /// @param repaymentToken The ERC-20 interest and penalty are paid in.
    /// @param interestRate Annual interest, percent x ZOOM.
    /// @param minDuration Shortest duration accepted. @param maxDuration Longest duration accepted.
    /// @param durationUnit The unit of both durations.
    /// @param cycleUnit Weekly or monthly repayment cycles.
    /// @param ltv The loan-to-value lent on crypto collateral, percent x ZOOM.
    /// @param liquidationThreshold The loan-to-value that liquidates, percent x ZOOM (above `ltv`).
    /// @param collaterals Accepted collateral tokens (address(0): the native coin) or NFT collections.
    /// @param budget The most the package lends in total, over all its loans (at least `minAmount`, at most
    /// 2^96 - 1 base units).
    struct PackageParams {
        PackageType packageType;
        address loanToken;
        uint256 minAmount;
        uint256 maxAmount;
        address repaymentToken;
        uint32 interestRate;
        uint16 minDuration;
        uint16 maxDuration;
        TimeUnit durationUnit;
        TimeUnit cycleUnit;
        uint32 ltv;
        uint32 liquidationThreshold;
        address[] collaterals;
        uint256 budget;
    }

    /// @notice A stored package (its accepted collaterals are in `accepts`).
    struct Package {
        address owner;
        PackageType packageType;
        PackageStatus status;
        TimeUnit durationUnit;
        TimeUnit cycleUnit;
        uint16 minDuration;
        uint16 maxDuration;
        uint32 interestRate;
        address loanToken;
        uint32 ltv;
        uint32 liquidationThreshold;
        /// @dev Whether a loan was ever opened from it: package reputation counts only from then on.
        bool funded;
        address repaymentToken;
        /// @dev What it may still lend: the budget less what its loans lent. Beside the repayment token,
        /// which every loan reads anyway, so a loan's bookkeeping costs one warm write.
        uint96 budgetLeft;
        /// @dev At most 128 bits each (checked at creation), so both share a slot.
        uint128 minAmount;
        uint128 maxAmount;
    }

    /// @notice A collateral submitted to a package, with the borrower's conditions: the smallest loan
    /// they take and when their submission lapses.
    struct Submission {
        uint64 packageId;
        uint64 collateralId;
        SubmissionStatus status;
        uint40 expiresAt;
        address borrower;
        uint256 loanId;
        uint256 minAmount;
    }

    /// @notice A lender published a package.
    /// @param packageId The new package's id.
    /// @param owner The lender who funds its loans.
    /// @param params The package.
    event PackageCreated(uint256 indexed packageId, address indexed owner, PackageParams params);

    /// @notice A package was cancelled or reopened.
    /// @param packageId The package.
    /// @param status Open (reopened) or Cancelled.
    event PackageStatusChanged(uint256 indexed packageId, PackageStatus status);

    /// @notice A submission was made or changed status.
    /// @param submissionId The submission.
    /// @param packageId Its package.
    /// @param collateralId Its collateral.
    /// @param status The new status.
    /// @param loanId The loan opened, once CONTRACTED (zero before).
    /// @param minAmount The smallest loan the borrower takes from it.
    /// @param expiresAt When it lapses if still pending.
    event SubmissionStatusChanged(
        uint256 indexed submissionId,
        uint256 indexed packageId,
        uint256 indexed collateralId,
        SubmissionStatus status,
        uint256 loanId,
        uint256 minAmount,
        uint256 expiresAt
    );

    /// @notice Only the package owner (or an Operator) may do this.
    error NotPackageOwner(address caller);
    /// @notice The package is not open (or is open, when reopening).
    error PackageNotOpen(uint256 packageId);
    /// @notice The package is not cancelled.
    error PackageNotCancelled(uint256 packageId);
    /// @notice The submission cannot change from its status (or lapsed, or its collateral left escrow).
    error SubmissionNotPending(uint256 submissionId);
    /// @notice A submission's expiry must be in the future.
    error InvalidExpiry(uint256 expiresAt);
    /// @notice The package parameters are invalid; `field` names the first wrong one.
    error InvalidPackage(string field);
    /// @notice The package does not take this collateral token or collection.
    error CollateralNotAccepted(address token);
    /// @notice The collateral does not fit the package (loan token or duration).
    error CollateralMismatch(string field);
    /// @notice The loan amount is outside what the package allows.
    error LoanAmountOutOfRange(uint256 amount, uint256 min, uint256 max);
    /// @notice The loan would take the package past its budget.
    error BudgetExceeded(uint256 amount, uint256 remaining);

    /// @notice The lending core whose collateral and loans packages use.
    /// @return The lending core.
    function lending() external view returns (IPawnLending);

    /// @notice Publishes a package. Not while paused. Lender +3 reputation when its first loan closes
    /// its first cycle, if that loan counts (IReputation; not before: a package nobody can draw on, or
    /// whose first loan is dust, earns nothing).
    /// @param params The package.
    /// @return packageId The new package's id.
    function createPackage(PackageParams calldata params) external returns (uint256 packageId);

    /// @notice Cancels an open package; its pending submissions can no longer be contracted.
    /// @dev Only the owner; lender -3 reputation if the package had funded a loan.
    /// @param packageId The package.
    function cancelPackage(uint256 packageId) external;

    /// @notice Reopens a cancelled package. Only the owner, not while paused; lender +3 reputation if
    /// the package had funded a loan.
    /// @param packageId The package.
    function reopenPackage(uint256 packageId) external;

    /// @notice Submits an open collateral of the caller to an open package (AUTO contracts at once when the
    /// owner can fund the loan and the budget left covers it: then the submission's only event is
    /// Contracted). Each counting loan from a package: lender +1 (contract) at its first closed cycle.
    /// @dev Not while paused. No loan below `minAmount` (nor the package's minimum) can be opened from
    /// it, and nobody can accept it after `expiresAt`; withdrawing the collateral voids it.
    /// @param packageId The package.
    /// @param collateralId The caller's collateral.
    /// @param minAmount The smallest loan the borrower takes, in the package's loan token.
    /// @param expiresAt When the submission lapses (a timestamp in the future).
    /// @return submissionId The submission's id.
    function submitCollateral(uint256 packageId, uint256 collateralId, uint256 minAmount, uint256 expiresAt)
        external
        returns (uint256 submissionId);

    /// @notice Escrows a new collateral of the caller in the lending core and submits it, in one
    /// transaction. Approve the lending core (not this contract) for ERC-20 and NFTs; send the native
    /// coin as msg.value.
    /// @param params The collateral (see IPawnLending.createCollateral).
    /// @param packageId The package.
    /// @param minAmount The smallest loan the borrower takes.
    /// @param expiresAt When the submission lapses.
    /// @return collateralId The new collateral's id.
    /// @return submissionId The submission's id.
    function createCollateralAndSubmit(
        CollateralParams calldata params,
        uint256 packageId,
        uint256 minAmount,
        uint256 expiresAt
    ) external payable returns (uint256 collateralId, uint256 submissionId);

    /// @notice Accepts a pending submission before it lapses. SEMI_AUTO: opens the loan for `amount`,
    /// which must be at least the package's and the borrower's minimum, at most the package's maximum
    /// and, for crypto collateral, at most collateral x LTV at oracle prices; and within the budget left.
    /// AUTO left pending for lack of funds: opens it for what the AUTO rule gives now (`amount` is
    /// ignored). NEGOTIATION: marks it ACCEPTED (`amount` is ignored).
    /// @dev Only the package owner or an Operator.
    /// @param submissionId The submission.
    /// @param amount The loan amount (SEMI_AUTO only).
    /// @return loanId The loan opened (zero for NEGOTIATION).
    function acceptSubmission(uint256 submissionId, uint256 amount) external returns (uint256 loanId);

    /// @notice Rejects a pending or accepted submission. Only the package owner or an Operator.
    /// @param submissionId The submission.
    function rejectSubmission(uint256 submissionId) external;

    /// @notice Withdraws a pending or accepted submission. Only its borrower.
    /// @param submissionId The submission.
    function cancelSubmission(uint256 submissionId) external;

    /// @notice A package (all zero if unknown).
    /// @param packageId The package.
    /// @return The stored package.
    function packageOf(uint256 packageId) external view returns (Package memory);

    /// @notice Whether a package takes a collateral token or collection.
    /// @param packageId The package.
    /// @param token The token (address(0): the native coin) or collection.
    /// @return True when accepted.
    function accepts(uint256 packageId, address token) external view returns (bool);

    /// @notice A submission (all zero if unknown). An AUTO submission that contracted at once is not
    /// stored (its one SubmissionStatusChanged event, Contracted with the loan id, is its record), so it
    /// reads all zero too, and `submissionStatus` None.
    /// @param submissionId The submission.
    /// @return The stored submission.
    function submission(uint256 submissionId) external view returns (Submission memory);

    /// @notice A submission's status as of now: a pending one past its expiry, or a pending or accepted
    /// one whose collateral is no longer open, reads Cancelled.
    /// @param submissionId The submission.
    /// @return The status.
    function submissionStatus(uint256 submissionId) external view returns (SubmissionStatus);

    /// @notice The most a package lends on a crypto collateral: amount x LTV x price(collateral) /
    /// price(loan token), at oracle prices, before the package's range applies.
    /// @param packageId The package.
    /// @param collateralId A fungible collateral.
    /// @return The largest loan, in the package's loan token.
    function loanLimit(uint256 packageId, uint256 collateralId) external view returns (uint256);
}
