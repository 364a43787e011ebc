// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice What a collateral is: the chain's native coin, an ERC-20 amount, an ERC-721 token or an
/// ERC-1155 amount of one token id.
enum AssetKind {
    Native,
    ERC20,
    ERC721,
    ERC1155
}

/// @notice The unit of a duration and of a repayment cycle: a week is 7 days, a month 30 days.
enum TimeUnit {
    Week,
    Month
}

/// @notice Where a collateral stands. Open: in escrow, receiving offers. Contracted: locked in a loan.
/// Withdrawn: taken back by the borrower while open. Returned: given back when its loan was paid.
/// Liquidated: paid out to the lender (and the fee wallet) when its loan defaulted.
enum CollateralStatus {
    None,
    Open,
    Contracted,
    Withdrawn,
    Returned,
    Liquidated
}

/// @notice Where an offer stands. An open offer whose collateral is no longer open is void: it can
/// never be accepted (see ILendingLens.offerStatus).
enum OfferStatus {
    None,
    Open,
    Cancelled,
    Rejected,
    Accepted
}

/// @notice Where a loan stands: running, paid in full (collateral returned) or liquidated.
enum LoanStatus {
    None,
    Active,
    Completed,
    Defaulted
}

/// @notice Why a loan was liquidated: too many late cycles, the loan-to-value crossing the
/// liquidation threshold, or something left unpaid at maturity.
enum LiquidationReason {
    Late,
    Risk,
    Unpaid
}

/// @notice What a borrower puts in escrow.
/// @param kind Native coin, ERC-20, ERC-721 or ERC-1155.
/// @param token The token or collection; address(0) for the native coin.
/// @param tokenId The NFT's id (zero for fungible collateral).
/// @param amount The amount in base units (1 for an ERC-721; msg.value for the native coin).
/// @param loanToken The ERC-20 the borrower wants to borrow; offers lend this token.
/// @param durationQty How many `durationUnit`s the borrower expects to borrow for.
/// @param durationUnit Weeks or months.
struct CollateralParams {
    AssetKind kind;
    address token;
    uint256 tokenId;
    uint256 amount;
    address loanToken;
    uint16 durationQty;
    TimeUnit durationUnit;
}

/// @notice A collateral in escrow (storage layout: the fields read when a loan starts come first).
struct Collateral {
    address borrower;
    CollateralStatus status;
    AssetKind kind;
    TimeUnit durationUnit;
    uint16 durationQty;
    address token;
    address loanToken;
    uint256 tokenId;
    uint256 amount;
}

/// @notice How the core stores a collateral (LendingStorage decodes it into Collateral): the amount sits
/// beside the token when it fits 96 bits, so a collateral takes four fresh slots and every payout reads
/// one slot less; a wider amount is kept in `wideAmount`, with `amount` at type(uint96).max.
/// @dev The loan token is the one every offer on the collateral lends (LendingRules.checkTerms), so offers
/// do not store it again; beside it, `repayPerLoanRay` holds the exchange rate of the collateral's loan
/// once one starts, when it fits 96 bits (zero: same token); otherwise type(uint96).max, and the rate is
/// in the loan's StoredLoan. A collateral backs at most one loan, so the field is never reused.
struct StoredCollateral {
    address borrower;
    CollateralStatus status;
    AssetKind kind;
    TimeUnit durationUnit;
    uint16 durationQty;
    address token;
    uint96 amount;
    address loanToken;
    uint96 repayPerLoanRay;
    uint256 tokenId;
    uint256 wideAmount;
}

/// @notice The terms of a loan, proposed by a lender's offer or by a package.
/// @param amount The principal, in base units of the loan token.
/// @param loanToken The ERC-20 lent; must be the collateral's wanted loan token.
/// @param interestRate The annual interest rate, in percent x ZOOM (100000): 12% is 1_200_000.
/// @param liquidationThreshold The loan-to-value, in percent x ZOOM, at which a crypto-backed loan is
/// liquidated (ignored for NFT collateral, which has no price).
/// @param durationQty The loan's duration, in `durationUnit`s.
/// @param durationUnit Weeks (7 days) or months (30 days).
/// @param cycleUnit The repayment cycle: weekly or monthly.
/// @param repaymentToken The ERC-20 in which interest and penalty are paid.
struct Terms {
    uint256 amount;
    address loanToken;
    uint32 interestRate;
    uint32 liquidationThreshold;
    uint16 durationQty;
    TimeUnit durationUnit;
    TimeUnit cycleUnit;
    address repaymentToken;
}

/// @notice A stored offer; an accepted offer holds the terms of its loan, whose id is the offer's id,
/// and the settings version the loan snapshotted (`configId`, zero until accepted: it shares the slot
/// every loan operation reads anyway).
struct Offer {
    address lender;
    OfferStatus status;
    TimeUnit durationUnit;
    TimeUnit cycleUnit;
    uint16 durationQty;
    uint32 interestRate;
    uint16 configId;
    address loanToken;
    uint64 collateralId;
    uint32 liquidationThreshold;
    address repaymentToken;
    uint256 amount;
}

/// @notice The running state of a loan. Amounts owed for the current cycle are in the repayment
/// token; the principal is in the loan token. Four slots: the fields every repayment touches first.
// solhint-disable-next-line gas-struct-packing
struct Loan {
    uint128 principal;
    uint40 startedAt;
    /// @dev When the loan ends: stored once rather than recomputed from the offer's duration.
    uint40 maturity;
    LoanStatus status;
    uint8 lateCount;
    uint16 cycle;
    /// @dev Whether `lateInterest` was recorded for the current cycle (done on the first action after
    /// its due date, which sees the interest exactly as it stood at the due date).
    bool lateInterestRecorded;
    /// @dev Whether unpaid interest of earlier cycles was carried into the current one (then
    /// `cycleInterest` holds the current cycle's own interest).
    bool interestCarried;
    uint128 interestOwed;
    uint128 penaltyOwed;
    /// @dev Interest of the current cycle unpaid at its due date; it accrues the penalty.
    uint128 lateInterest;
    /// @dev The current cycle's own interest, kept only when interest was carried into it: carried
    /// interest was penalised in the cycle it fell due and is not penalised again.
    uint128 cycleInterest;
    /// @dev Repayment-token units per loan-token unit, scaled by 1e27, snapshotted at the start from
    /// oracle prices; zero when both tokens are the same (one to one).
    uint256 repayPerLoanRay;
}

/// @notice How the core stores an offer, and with it the part of its loan that fits the offer's spare
/// bytes (LendingStorage decodes both into Offer and Loan). Three slots, all written when the offer is
/// made, so starting its loan rewrites them instead of taking fresh ones. The loan token is its
/// collateral's (see StoredCollateral), and so is the loan's exchange rate.
/// @dev `principal` is the offer's amount until a loan repays principal: an accepted offer's amount
/// reads what its loan still owes.
// solhint-disable-next-line gas-struct-packing
struct StoredOffer {
    address lender;
    OfferStatus status;
    TimeUnit durationUnit;
    TimeUnit cycleUnit;
    uint16 durationQty;
    uint32 interestRate;
    uint16 configId;
    /// @dev What Reputation said of the loan at its start (IReputation.openLoan), passed back with each
    /// report; opaque to the core. In the last byte of the slot the start writes anyway.
    uint8 reputationStanding;
    address repaymentToken;
    uint64 collateralId;
    uint32 liquidationThreshold;
    uint128 principal;
    uint40 startedAt;
    uint40 maturity;
    LoanStatus loanStatus;
    uint8 lateCount;
    uint16 cycle;
    bool lateInterestRecorded;
    bool interestCarried;
}

/// @notice The rest of a loan's state (see Loan for each field): what the current cycle owes, in a slot of
/// its own that a fully paid cycle clears, then the rarely written late and carried interest, and the
/// exchange rate when it does not fit its StoredCollateral.
// solhint-disable-next-line gas-struct-packing
struct StoredLoan {
    uint128 interestOwed;
    uint128 penaltyOwed;
    uint128 lateInterest;
    uint128 cycleInterest;
    uint256 repayPerLoanRay;
}

/// @notice The protocol settings a loan snapshots when it starts (rates in percent x ZOOM).
/// @param systemFee The fee wallet's share of paid interest and penalty and of liquidated collateral.
/// @param penaltyRate The share of late interest added to the penalty at the next cycle.
/// @param prepaidFeeRate The fee on principal repaid while more than one cycle remains.
/// @param lateThreshold The number of late cycles that liquidates a loan.
struct Config {
    uint32 systemFee;
    uint32 penaltyRate;
    uint32 prepaidFeeRate;
    uint8 lateThreshold;
}

/// @notice What a repayment paid, after capping each part at what is owed.
/// @param penalty Penalty paid, in the repayment token.
/// @param interest Interest paid, in the repayment token.
/// @param principal Principal paid, in the loan token.
/// @param prepaidFee The prepaid fee paid on top of the principal, in the loan token (to the lender).
/// @param systemFee The fee wallet's share of penalty and interest, in the repayment token.
struct Payment {
    uint256 penalty;
    uint256 interest;
    uint256 principal;
    uint256 prepaidFee;
    uint256 systemFee;
}

/// @notice The current cycle of a loan, derived from block time as the next action would see it.
/// @param cycle The cycle's index (0 for the first).
/// @param startsAt When it started.
/// @param dueAt The end of its interest window: interest paid later accrues the penalty.
/// @param endsAt When it closes: anything then unpaid makes it late.
/// @param maturity When the loan ends.
struct CycleWindow {
    uint256 cycle;
    uint256 startsAt;
    uint256 dueAt;
    uint256 endsAt;
    uint256 maturity;
}
