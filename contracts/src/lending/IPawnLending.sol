// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAddressErrors, IBorrowerErrors, INativeCoinErrors, IProtocolPauseErrors} from "../common/CommonErrors.sol";
import {IHub} from "../hub/IHub.sol";
import {IReputation} from "../reputation/IReputation.sol";
import {ILendingRules} from "./interfaces/ILendingRules.sol";
import {
    AssetKind,
    CollateralParams,
    Config,
    CycleWindow,
    LiquidationReason,
    Loan,
    Payment,
    Terms,
    TimeUnit
} from "./LendingTypes.sol";

/// @title IPawnLending
/// @notice The lending core: collateral escrow, lender offers, loans with weekly or monthly repayment
/// cycles, repayment, and liquidation (late cycles, loan-to-value, maturity). A loan's id is the id of
/// the offer it was made from; loans from packages get an accepted offer too (see openLoan).
/// Time-based transitions are derived from block timestamps: `settle` closes elapsed cycles and may
/// be called by anyone; `repay` and `liquidate` settle first. Pausing (the Hub's flag) stops new
/// collateral, offers and loans, never repayment, settlement, liquidation or taking back one's assets.
/// Rates are percent x ZOOM (100000). Tokens: address(0) is the native coin (collateral only).
interface IPawnLending is IAddressErrors, IProtocolPauseErrors, IBorrowerErrors, INativeCoinErrors {
    // --- events (past tense, emitted right after the state they describe changed)

    /// @notice A collateral was put in escrow.
    /// @param collateralId The new collateral's id.
    /// @param borrower Its owner.
    /// @param token The token or collection (address(0): the native coin).
    /// @param kind Native, ERC-20, ERC-721 or ERC-1155.
    /// @param tokenId The NFT id (zero for fungible collateral).
    /// @param amount The amount escrowed, in base units.
    /// @param loanToken The token the borrower wants to borrow.
    /// @param durationQty The duration the borrower expects, in `durationUnit`s.
    /// @param durationUnit Weeks or months.
    event CollateralCreated(
        uint256 indexed collateralId,
        address indexed borrower,
        address indexed token,
        AssetKind kind,
        uint256 tokenId,
        uint256 amount,
        address loanToken,
        uint16 durationQty,
        TimeUnit durationUnit
    );

    /// @notice An open collateral went back to its borrower; its offers are void.
    /// @param collateralId The collateral.
    /// @param borrower Its owner, who received it.
    event CollateralWithdrawn(uint256 indexed collateralId, address indexed borrower);

    /// @notice The borrower added collateral to a running loan.
    /// @param collateralId The collateral.
    /// @param loanId The loan it secures.
    /// @param added The amount added.
    /// @param amount The collateral's amount now.
    event CollateralIncreased(uint256 indexed collateralId, uint256 indexed loanId, uint256 added, uint256 amount);

    /// @notice A lender offered a loan on a collateral.
    /// @param offerId The offer's id (the loan's, if accepted).
    /// @param collateralId The collateral.
    /// @param lender The lender.
    /// @param terms The loan offered.
    event OfferCreated(uint256 indexed offerId, uint256 indexed collateralId, address indexed lender, Terms terms);

    /// @notice A lender withdrew an offer.
    /// @param offerId The offer.
    /// @param collateralId Its collateral.
    /// @param lender The lender.
    event OfferCancelled(uint256 indexed offerId, uint256 indexed collateralId, address indexed lender);

    /// @notice A borrower turned an offer down.
    /// @param offerId The offer.
    /// @param collateralId Its collateral.
    /// @param borrower The borrower.
    event OfferRejected(uint256 indexed offerId, uint256 indexed collateralId, address indexed borrower);

    /// @notice A loan started: the principal went from the lender to the borrower and the collateral is
    /// locked. Every other offer on the collateral is void from now on. Its terms are those of the
    /// offer with the same id (package loans emit OfferCreated for their accepted offer too).
    /// @param loanId The loan (the accepted offer's id).
    /// @param collateralId The collateral locked.
    /// @param lender Who lent.
    /// @param borrower Who borrowed.
    /// @param maturity When the loan ends.
    /// @param configId The protocol settings it snapshotted.
    /// @param repayPerLoanRay Repayment-token units per loan-token unit (1e27 scale); zero: same token.
    event LoanStarted(
        uint256 indexed loanId,
        uint256 indexed collateralId,
        address indexed lender,
        address borrower,
        uint256 maturity,
        uint32 configId,
        uint256 repayPerLoanRay
    );

    /// @notice A repayment cycle opened (the "payment request"): what is owed for it and when.
    /// @param loanId The loan.
    /// @param cycle The cycle's index (0 for the first).
    /// @param dueAt End of the interest window.
    /// @param endsAt When the cycle closes.
    /// @param interestOwed Interest owed for the cycle (with interest carried over unpaid).
    /// @param penaltyOwed Penalty owed for the cycle.
    event CycleOpened(
        uint256 indexed loanId, uint256 cycle, uint256 dueAt, uint256 endsAt, uint256 interestOwed, uint256 penaltyOwed
    );

    /// @notice A repayment cycle closed, late (something unpaid) or complete.
    /// @param loanId The loan.
    /// @param cycle The cycle's index.
    /// @param late Whether interest or penalty was left unpaid.
    /// @param lateCount The loan's late cycles so far.
    event CycleClosed(uint256 indexed loanId, uint256 cycle, bool late, uint8 lateCount);

    /// @notice Someone repaid part of a loan.
    /// @param loanId The loan.
    /// @param payer Who paid (anyone may pay for the borrower).
    /// @param payment What was paid, fees included.
    event Repaid(uint256 indexed loanId, address indexed payer, Payment payment);

    /// @notice A loan was paid in full; its collateral went back to the borrower.
    /// @param loanId The loan.
    /// @param collateralId The collateral returned.
    /// @param borrower Who received it.
    event LoanCompleted(uint256 indexed loanId, uint256 indexed collateralId, address indexed borrower);

    /// @notice A loan was liquidated; its collateral went to the lender (and the fee wallet's share).
    /// @param loanId The loan.
    /// @param collateralId The collateral paid out.
    /// @param reason Late, Risk or Unpaid.
    /// @param toLender Collateral paid to the lender.
    /// @param toFeeWallet Collateral paid to the fee wallet.
    event LoanLiquidated(
        uint256 indexed loanId,
        uint256 indexed collateralId,
        LiquidationReason indexed reason,
        uint256 toLender,
        uint256 toFeeWallet
    );

    /// @notice The Admin set new protocol settings, snapshotted by loans started from now on.
    /// @param configId The settings' id.
    /// @param config The settings.
    event ConfigChanged(uint32 indexed configId, Config config);

    /// @notice The contract now reads its roles, pause flag, prices and whitelists from another Hub.
    /// @param previous The former Hub (zero at deployment).
    /// @param current The Hub read from now on.
    event HubChanged(address indexed previous, address indexed current);

    /// @notice A payment its receiver could not take (a contract refusing native coin, an address the
    /// token blacklists) is kept for them to claim.
    /// @param account Who may claim it.
    /// @param token The token (address(0): the native coin).
    /// @param amount The amount credited.
    event PaymentCredited(address indexed account, address indexed token, uint256 amount);

    /// @notice A credit was claimed.
    /// @param account Whose credit it was.
    /// @param token The token (address(0): the native coin).
    /// @param amount The amount paid out.
    /// @param to Where it went.
    event CreditClaimed(address indexed account, address indexed token, uint256 amount, address to);

    /// @notice The Admin moved assets that no position accounts for (sent here by mistake).
    /// @param kind The kind of asset.
    /// @param token The token or collection (address(0): the native coin).
    /// @param tokenId The NFT id (zero for fungible tokens).
    /// @param amount The amount moved.
    /// @param to The receiver.
    event EmergencyWithdrawn(
        AssetKind kind, address indexed token, uint256 tokenId, uint256 amount, address indexed to
    );

    // --- errors (besides the shared ones it inherits from CommonErrors.sol)

    /// @notice Emergency withdrawal needs the protocol paused.
    error ProtocolNotPaused();
    /// @notice Only the offer's lender may do this.
    error NotLender(address caller);
    /// @notice The token is not on the Hub's collateral whitelist.
    error CollateralTokenNotWhitelisted(address token);
    /// @notice The collection is not on the Hub's NFT whitelist.
    error NftCollectionNotWhitelisted(address collection);
    /// @notice The token is not on the Hub's loan whitelist.
    error LoanTokenNotWhitelisted(address token);
    /// @notice The amount is zero, too large, or not what this kind of collateral needs.
    error InvalidAmount(uint256 amount);
    /// @notice The token fields do not fit the kind of collateral.
    error InvalidAsset();
    /// @notice The duration is zero, longer than the maximum, or shorter than one cycle.
    error InvalidDuration();
    /// @notice The interest rate is zero or above the maximum.
    error InvalidInterestRate(uint32 rate);
    /// @notice The liquidation threshold is zero (crypto collateral) or above 100%.
    error InvalidLiquidationThreshold(uint32 threshold);
    /// @notice The offer lends another token than the collateral asks for.
    error LoanTokenMismatch(address wanted, address offered);
    /// @notice A lender cannot lend against their own collateral.
    error LenderIsBorrower();
    /// @notice The lender has not allowed this contract to move the loan amount.
    error LenderAllowanceTooLow(uint256 allowance, uint256 amount);
    /// @notice The collateral is not open (contracted, withdrawn, returned or liquidated).
    error CollateralNotOpen(uint256 collateralId);
    /// @notice The offer is not open.
    error OfferNotOpen(uint256 offerId);
    /// @notice The loan is not running.
    error LoanNotActive(uint256 loanId);
    /// @notice Every amount of the repayment was zero, or nothing of it is owed.
    error NothingToRepay();
    /// @notice The loan is neither late, past maturity nor under-collateralised.
    error NotLiquidatable(uint256 loanId);
    /// @notice Only fungible (native or ERC-20) collateral can be added to.
    error NotFungible(uint256 collateralId);
    /// @notice A setting is out of range.
    error InvalidConfig();
    /// @notice More than the untracked balance was asked for.
    error ExceedsUntracked(uint256 available, uint256 requested);
    /// @notice The caller has no credit of this token to claim.
    error NoCredit(address token);
    /// @notice The loan offered, accepted or opened by a package would start too close to liquidation:
    /// its starting debt (principal and first-cycle interest) is above 90% of the collateral's value
    /// times the liquidation threshold, at today's oracle prices.
    /// @param debtUsd The starting debt in USD (18 decimals).
    /// @param maxDebtUsd The most it may be: 90% of the liquidation limit.
    error LoanStartsUnderwater(uint256 debtUsd, uint256 maxDebtUsd);

    // --- collateral

    /// @notice Puts a collateral in escrow (to submit it to a package in the same transaction, call the
    /// PawnShop's createCollateralAndSubmit instead).
    /// @dev Not while paused. The token must be whitelisted (NFTs: the collection, or any collection of the
    /// NftFactory); the native coin is sent as msg.value. ERC-20 and NFTs are pulled: approve this contract
    /// first. No reputation by itself: the collateral's +3 comes with the first closed cycle of a counting
    /// loan it backs (IReputation).
    /// @param params What to escrow and what the borrower hopes to borrow.
    /// @return collateralId The new collateral's id.
    function createCollateral(CollateralParams calldata params) external payable returns (uint256 collateralId);

    /// @notice Puts a collateral in escrow for `borrower`, who owns it as if they had created it.
    /// @dev Only a loan originator (the Hub's LOAN_ORIGINATOR_ROLE, e.g. the PawnShop), which must pass
    /// its own caller as `borrower`: the assets are pulled from `borrower`, who approved this contract.
    /// @param borrower The collateral's owner.
    /// @param params What to escrow and what the borrower hopes to borrow.
    /// @return collateralId The new collateral's id.
    function createCollateralFor(address borrower, CollateralParams calldata params)
        external
        payable
        returns (uint256 collateralId);

    /// @notice Takes an open collateral back; every offer on it becomes void.
    /// @dev Only the borrower; works while paused. No reputation: an open collateral never earned its +3.
    /// @param collateralId The collateral.
    function withdrawCollateral(uint256 collateralId) external;

    /// @notice Adds native coin or ERC-20 to the collateral of a running loan.
    /// @dev Only the borrower; works while paused; settles the loan first.
    /// @param loanId The loan.
    /// @param amount The amount to add (equal to msg.value for the native coin).
    function addCollateral(uint256 loanId, uint256 amount) external payable;

    // --- offers

    /// @notice Offers a loan on an open collateral.
    /// @dev Not while paused; the lender must have approved at least `terms.amount` of the loan token.
    /// The loan token must be the collateral's. No reputation until the offer funds a loan, so points
    /// cannot be farmed with offers nobody can take.
    /// @param collateralId The collateral.
    /// @param terms The loan offered.
    /// @return offerId The offer's id (and the loan's, once accepted).
    function createOffer(uint256 collateralId, Terms calldata terms) external returns (uint256 offerId);

    /// @notice Withdraws an open offer. Only its lender; works while paused.
    /// @param offerId The offer.
    function cancelOffer(uint256 offerId) external;

    /// @notice Turns an open offer down. Only the collateral's borrower.
    /// @param offerId The offer.
    function rejectOffer(uint256 offerId) external;

    /// @notice Accepts an offer: the loan starts, the principal goes to the borrower, the collateral is
    /// locked and every other offer on it becomes void. Costs the same whatever their number.
    /// @dev Only the borrower; not while paused. Re-checks at today's prices that the loan starts at
    /// most 90% of the way to its liquidation threshold (see LoanStartsUnderwater), so an offer made
    /// before a price drop cannot start a loan that is liquidated at once. Tells Reputation the loan's
    /// starting debt in USD: if it counts, borrower +3 (collateral) +1 and lender +2 (offer), +1
    /// (accepted) and +1 (contract) are awarded at its first closed cycle (IReputation).
    /// @param offerId The offer.
    /// @return loanId The loan's id (the offer's).
    function acceptOffer(uint256 offerId) external returns (uint256 loanId);

    /// @notice Starts a loan on a collateral from a package's terms, funded by `lender`.
    /// @dev Only a loan originator (the Hub's LOAN_ORIGINATOR_ROLE: the PawnShop, the SignedOffers book),
    /// which checks the package or signature and who accepts, and names the loan's origin: Reputation
    /// awards the start points of that origin at the loan's first closed cycle, if the loan counts.
    /// @param collateralId The collateral (open).
    /// @param lender The package owner or signer, who approved this contract for the loan token.
    /// @param terms The loan.
    /// @param origin SignedOffer, Package, or PackageFirst for a package's first loan.
    /// @return loanId The loan's id.
    function openLoan(uint256 collateralId, address lender, Terms calldata terms, IReputation.LoanOrigin origin)
        external
        returns (uint256 loanId);

    // --- loans

    /// @notice Repays part or all of what a loan owes; anyone may pay for the borrower. Each part is
    /// capped at what is owed. Interest and penalty: the fee wallet gets the system fee share, the
    /// lender the rest; principal (with the prepaid fee while more than one cycle remains) goes to the
    /// lender. When nothing is left the collateral goes back to the borrower.
    /// @dev Settles elapsed cycles first; if that liquidates the loan, nothing is taken. Works while
    /// paused. The payer approves this contract for the repayment and loan tokens.
    /// @param loanId The loan.
    /// @param penalty The most penalty to pay (repayment token).
    /// @param interest The most interest to pay (repayment token).
    /// @param principal The most principal to pay (loan token).
    /// @return payment What was paid.
    function repay(uint256 loanId, uint256 penalty, uint256 interest, uint256 principal)
        external
        returns (Payment memory payment);

    /// @notice Closes every cycle that has ended: counts late ones, liquidates at the late threshold or
    /// at maturity with something unpaid, and opens the next cycle. Anyone may call it (a keeper pokes
    /// it); call it through eth_call to read a loan as of now.
    /// @param loanId The loan.
    /// @return loan The loan's state afterwards.
    /// @return window Its current cycle afterwards.
    function settle(uint256 loanId) external returns (Loan memory loan, CycleWindow memory window);

    /// @notice Liquidates a loan that is late past the threshold or matured unpaid (after settling), or
    /// whose debt at oracle prices reached its liquidation threshold (crypto collateral only).
    /// @dev Anyone; works while paused; reverts with NotLiquidatable otherwise, and through the Hub
    /// on a stale or missing price.
    /// @param loanId The loan.
    function liquidate(uint256 loanId) external;

    /// @notice Pays the caller a credit: a payout they could not take when it was made.
    /// @param token The token (address(0): the native coin).
    /// @param to Where to send it (another address if the caller's own cannot receive it).
    function claim(address token, address to) external;

    // --- governance

    /// @notice Sets the protocol settings for loans started from now on (running loans keep theirs).
    /// @dev Only the Hub's Admin. Fees at most 100%, penalty at most 1000%, late threshold 1 to 255.
    /// @param newConfig The settings.
    function setConfig(Config calldata newConfig) external;

    /// @notice Points this contract at another Hub. Only the current Hub's Admin.
    /// @param newHub The new Hub.
    function setHub(IHub newHub) external;

    /// @notice Moves assets that no position accounts for (sent here by mistake).
    /// @dev Only the Hub's Admin, only while paused; reverts with ExceedsUntracked when `amount` is more
    /// than the balance minus what collateral and credits hold, and with InvalidAsset when `kind` does
    /// not fit the token (checked on the token itself through ERC-165, not through the whitelists, which
    /// may have changed) or a fungible kind comes with a token id.
    /// @param kind The kind of asset.
    /// @param token The token (address(0) for the native coin).
    /// @param tokenId The NFT id (zero for fungible tokens).
    /// @param amount The amount (1 for an ERC-721).
    /// @param to The receiver.
    function emergencyWithdraw(AssetKind kind, address token, uint256 tokenId, uint256 amount, address to) external;

    // --- views (everything else is read through LendingLens, from this contract's storage)

    /// @notice The Hub read for roles (loan originators among them), pause, prices, whitelists and fee wallet.
    /// @return The Hub.
    function hub() external view returns (IHub);

    /// @notice The Reputation contract this contract records points in.
    /// @return The Reputation contract.
    function reputation() external view returns (IReputation);

    /// @notice The stateless checks of collateral, terms and healthy starts this contract applies.
    /// @return The rules contract.
    function rules() external view returns (ILendingRules);
}
