// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {SelfPulledErc1155Receiver} from "../common/SelfPulledErc1155Receiver.sol";
import {HubRoles} from "../hub/HubRoles.sol";
import {IHub} from "../hub/IHub.sol";
import {IReputation} from "../reputation/IReputation.sol";
import {ReputationRecorder} from "../reputation/ReputationRecorder.sol";
import {Extsload} from "./Extsload.sol";
import {ILendingRules} from "./interfaces/ILendingRules.sol";
import {IPawnLending} from "./IPawnLending.sol";
import {
    AssetKind,
    Collateral,
    CollateralParams,
    CollateralStatus,
    Config,
    CycleWindow,
    LiquidationReason,
    Loan,
    LoanStatus,
    OfferStatus,
    Payment,
    StoredCollateral,
    StoredLoan,
    StoredOffer,
    Terms,
    TimeUnit
} from "./LendingTypes.sol";
import {AssetKinds} from "./libraries/AssetKinds.sol";
import {Assets} from "./libraries/Assets.sol";
import {CycleTime} from "./libraries/CycleTime.sol";
import {HealthyStart} from "./libraries/HealthyStart.sol";
import {LoanValue} from "./libraries/LoanValue.sol";
import {LoanMath} from "./libraries/LoanMath.sol";

/// @title PawnLending
/// @notice The lending core (see IPawnLending). Not upgradeable: it holds the collateral, so its rules
/// must not change under a loan; settings that may change are versioned and snapshotted per loan
/// (see docs/decisions/0013-lending-core.md). Every entry point has the same shape: check, settle
/// (accrue), compute, write, emit, then move tokens, under a reentrancy guard.
contract PawnLending is IPawnLending, SelfPulledErc1155Receiver, ReentrancyGuardTransient, Extsload {
    using SafeERC20 for IERC20;
    using ReputationRecorder for IReputation;

    bytes32 private constant ADMIN_ROLE = 0x00;
    uint32 private constant MAX_PENALTY_RATE = uint32(1000 * LoanMath.ZOOM);
    /// @inheritdoc IPawnLending
    IReputation public immutable override reputation; // solhint-disable-line immutable-vars-naming

    /// @inheritdoc IPawnLending
    ILendingRules public immutable override rules; // solhint-disable-line immutable-vars-naming

    /// @inheritdoc IPawnLending
    IHub public override hub;

    /// @dev The counts share the Hub's slot, which every entry point reads anyway: a new offer or loan
    /// writes its count and a loan's start reads the settings count without another cold slot. Forty
    /// bits count a trillion ids; sixteen bits are what a loan keeps of its settings id.
    uint40 private _collateralCount;
    uint40 private _offerCount;
    uint16 private _configCount;

    mapping(uint256 collateralId => StoredCollateral) private _collaterals;
    /// @dev Offers, with the part of their loan that fits their spare bytes (see StoredOffer).
    mapping(uint256 offerId => StoredOffer) private _offers;
    mapping(uint256 loanId => StoredLoan) private _loans;
    /// @dev Settings versions by id; a mapping rather than an array so reads skip the length check.
    mapping(uint32 configId => Config) private _configs;

    /// @dev What positions and credits hold of each asset (fungible assets under token id 0); read it
    /// through LendingLens.escrowed.
    mapping(address token => mapping(uint256 tokenId => uint256 amount)) private _escrowed;

    mapping(address account => mapping(address token => uint256 amount)) private _credits;

    /// @notice Deploys the core with its first settings.
    /// @param initialHub The Hub read for roles, pause, prices, whitelists and the fee wallet.
    /// @param reputation_ The Reputation contract points are recorded in (this contract needs its writer role).
    /// @param rules_ The checks of collateral, terms and healthy starts.
    /// @param initialConfig The settings loans snapshot until the Admin sets others.
    constructor(IHub initialHub, IReputation reputation_, ILendingRules rules_, Config memory initialConfig) {
        if (address(initialHub) == address(0) || address(reputation_) == address(0) || address(rules_) == address(0)) {
            revert ZeroAddress();
        }
        hub = initialHub;
        reputation = reputation_;
        rules = rules_;
        emit HubChanged(address(0), address(initialHub));
        _pushConfig(initialConfig);
    }

    // --- collateral

    /// @inheritdoc IPawnLending
    function createCollateral(CollateralParams calldata params)
        external
        payable
        override
        nonReentrant
        returns (uint256 collateralId)
    {
        return _escrowCollateral(msg.sender, params);
    }

    /// @inheritdoc IPawnLending
    function createCollateralFor(address borrower, CollateralParams calldata params)
        external
        payable
        override
        nonReentrant
        returns (uint256 collateralId)
    {
        _requireRole(HubRoles.LOAN_ORIGINATOR);
        return _escrowCollateral(borrower, params);
    }

    /// @inheritdoc IPawnLending
    function withdrawCollateral(uint256 collateralId) external override nonReentrant {
        StoredCollateral storage item = _collaterals[collateralId];
        if (item.status != CollateralStatus.Open) revert CollateralNotOpen(collateralId);
        if (item.borrower != msg.sender) revert NotBorrower(msg.sender);

        item.status = CollateralStatus.Withdrawn;
        uint256 amount = _amount(item);
        _escrowed[item.token][_tokenId(item)] -= amount;
        emit CollateralWithdrawn(collateralId, msg.sender);

        // No reputation: a collateral earns its +3 only by backing a loan, and then it is never withdrawn.
        _sendAsset(item, msg.sender, amount);
    }

    /// @inheritdoc IPawnLending
    function addCollateral(uint256 loanId, uint256 amount) external payable override nonReentrant {
        StoredOffer storage terms = _activeLoan(loanId);
        uint256 collateralId = terms.collateralId;
        StoredCollateral storage item = _collaterals[collateralId];
        if (item.borrower != msg.sender) revert NotBorrower(msg.sender);
        if (item.kind == AssetKind.ERC721 || item.kind == AssetKind.ERC1155) revert NotFungible(collateralId);
        if (amount == 0) revert InvalidAmount(amount);
        uint256 expectedValue = item.kind == AssetKind.Native ? amount : 0;
        if (msg.value != expectedValue) revert NativeValueMismatch(expectedValue, msg.value);

        _settle(loanId, terms, _loans[loanId]);
        if (terms.loanStatus != LoanStatus.Active) revert LoanNotActive(loanId);

        uint256 total = _amount(item) + amount;
        _setAmount(item, total);
        _escrowed[item.token][0] += amount;
        emit CollateralIncreased(collateralId, loanId, amount, total);

        Assets.pull(item.kind, item.token, 0, msg.sender, amount);
    }

    // --- offers

    /// @inheritdoc IPawnLending
    function createOffer(uint256 collateralId, Terms calldata terms)
        external
        override
        nonReentrant
        returns (uint256 offerId)
    {
        uint256 allowance = IERC20(terms.loanToken).allowance(msg.sender, address(this));
        if (allowance < terms.amount) revert LenderAllowanceTooLow(allowance, terms.amount);
        (offerId,) = _propose(collateralId, msg.sender, terms, OfferStatus.Open);
    }

    /// @inheritdoc IPawnLending
    function cancelOffer(uint256 offerId) external override nonReentrant {
        StoredOffer storage proposal = _openOffer(offerId);
        if (proposal.lender != msg.sender) revert NotLender(msg.sender);

        proposal.status = OfferStatus.Cancelled;
        emit OfferCancelled(offerId, proposal.collateralId, msg.sender);
    }

    /// @inheritdoc IPawnLending
    function rejectOffer(uint256 offerId) external override nonReentrant {
        StoredOffer storage proposal = _openOffer(offerId);
        uint256 collateralId = proposal.collateralId;
        StoredCollateral storage item = _openCollateral(collateralId);
        if (item.borrower != msg.sender) revert NotBorrower(msg.sender);

        proposal.status = OfferStatus.Rejected;
        emit OfferRejected(offerId, collateralId, msg.sender);
    }

    /// @inheritdoc IPawnLending
    function acceptOffer(uint256 offerId) external override nonReentrant returns (uint256 loanId) {
        _requireNotPaused();
        StoredOffer storage proposal = _openOffer(offerId);
        uint256 collateralId = proposal.collateralId;
        StoredCollateral storage item = _openCollateral(collateralId);
        if (item.borrower != msg.sender) revert NotBorrower(msg.sender);
        _requireLoanTokens(item.loanToken, proposal.repaymentToken);

        proposal.status = OfferStatus.Accepted;
        _startLoan(offerId, collateralId, item, proposal, IReputation.LoanOrigin.Offer);
        return offerId;
    }

    /// @inheritdoc IPawnLending
    function openLoan(uint256 collateralId, address lender, Terms calldata terms, IReputation.LoanOrigin origin)
        external
        override
        nonReentrant
        returns (uint256 loanId)
    {
        _requireRole(HubRoles.LOAN_ORIGINATOR);
        StoredCollateral storage item;
        (loanId, item) = _propose(collateralId, lender, terms, OfferStatus.Accepted);
        _startLoan(loanId, collateralId, item, _offers[loanId], origin);
    }

    // --- loans

    /// @inheritdoc IPawnLending
    function repay(uint256 loanId, uint256 penalty, uint256 interest, uint256 principal)
        external
        override
        nonReentrant
        returns (Payment memory payment)
    {
        StoredOffer storage terms = _activeLoan(loanId);
        StoredLoan storage state = _loans[loanId];
        if (!_settle(loanId, terms, state)) return payment;
        _recordLateInterest(terms, state);

        payment = _capPayment(terms, state, penalty, interest, principal);
        state.penaltyOwed -= uint128(payment.penalty);
        state.interestOwed -= uint128(payment.interest);
        if (payment.principal != 0) terms.principal -= uint128(payment.principal);
        emit Repaid(loanId, msg.sender, payment);

        _collectPayment(terms, payment);
        if (terms.principal == 0 && state.interestOwed == 0 && state.penaltyOwed == 0) _complete(loanId, terms);
    }

    /// @inheritdoc IPawnLending
    function settle(uint256 loanId)
        external
        override
        nonReentrant
        returns (Loan memory state, CycleWindow memory window)
    {
        StoredOffer storage terms = _activeLoan(loanId);
        StoredLoan storage stored = _loans[loanId];
        _settle(loanId, terms, stored);
        state = Loan({
            principal: terms.principal,
            startedAt: terms.startedAt,
            maturity: terms.maturity,
            status: terms.loanStatus,
            lateCount: terms.lateCount,
            cycle: terms.cycle,
            lateInterestRecorded: terms.lateInterestRecorded,
            interestCarried: terms.interestCarried,
            interestOwed: stored.interestOwed,
            penaltyOwed: stored.penaltyOwed,
            lateInterest: stored.lateInterest,
            cycleInterest: stored.cycleInterest,
            repayPerLoanRay: _ray(_collaterals[terms.collateralId], stored)
        });
        window = CycleTime.window(terms.startedAt, terms.cycleUnit, terms.cycle, terms.maturity);
    }

    /// @inheritdoc IPawnLending
    function liquidate(uint256 loanId) external override nonReentrant {
        StoredOffer storage terms = _activeLoan(loanId);
        StoredLoan storage state = _loans[loanId];
        if (!_settle(loanId, terms, state)) return;
        (uint256 debtUsd,, uint256 limitUsd) = _loanToValue(loanId, terms, state);
        if (debtUsd < limitUsd) revert NotLiquidatable(loanId);
        _liquidate(loanId, terms, LiquidationReason.Risk);
    }

    /// @inheritdoc IPawnLending
    function claim(address token, address to) external override nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = _credits[msg.sender][token];
        if (amount == 0) revert NoCredit(token);

        _credits[msg.sender][token] = 0;
        _escrowed[token][0] -= amount;
        emit CreditClaimed(msg.sender, token, amount, to);

        if (token == address(0)) {
            (bool sent,) = to.call{value: amount}("");
            if (!sent) revert NativeTransferFailed();
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    // --- governance

    /// @inheritdoc IPawnLending
    function setConfig(Config calldata newConfig) external override {
        _requireRole(ADMIN_ROLE);
        _pushConfig(newConfig);
    }

    /// @inheritdoc IPawnLending
    function setHub(IHub newHub) external override {
        _requireRole(ADMIN_ROLE);
        if (address(newHub) == address(0)) revert ZeroAddress();
        address previous = address(hub);
        hub = newHub;
        emit HubChanged(previous, address(newHub));
    }

    /// @inheritdoc IPawnLending
    function emergencyWithdraw(AssetKind kind, address token, uint256 tokenId, uint256 amount, address to)
        external
        override
        nonReentrant
    {
        _requireRole(ADMIN_ROLE);
        if (!hub.paused()) revert ProtocolNotPaused();
        if (to == address(0)) revert ZeroAddress();
        rules.checkAssetKind(kind, token, tokenId);
        uint256 available = _untracked(kind, token, tokenId);
        if (amount == 0 || amount > available) revert ExceedsUntracked(available, amount);

        emit EmergencyWithdrawn(kind, token, tokenId, amount, to);
        _sendOrCredit(kind, token, tokenId, to, amount);
    }

    // --- collateral internals

    /// @dev Checks, records and pulls a new collateral of `borrower`.
    function _escrowCollateral(address borrower, CollateralParams calldata params)
        private
        returns (uint256 collateralId)
    {
        // The rules check the pause too, in the same call.
        rules.checkCollateral(hub, params, msg.value);

        collateralId = ++_collateralCount;
        StoredCollateral storage item = _collaterals[collateralId];
        item.borrower = borrower;
        item.status = CollateralStatus.Open;
        item.kind = params.kind;
        item.durationUnit = params.durationUnit;
        item.durationQty = params.durationQty;
        item.token = params.token;
        item.loanToken = params.loanToken;
        // Fungible collateral has token id 0 (checked by the rules): its slot stays untouched.
        if (params.tokenId != 0) item.tokenId = params.tokenId;
        _setAmount(item, params.amount);
        _escrowed[params.token][params.tokenId] += params.amount;
        emit CollateralCreated(
            collateralId,
            borrower,
            params.token,
            params.kind,
            params.tokenId,
            params.amount,
            params.loanToken,
            params.durationQty,
            params.durationUnit
        );

        // No reputation yet: the collateral's points come with the first closed cycle of a loan it backs.
        Assets.pull(params.kind, params.token, params.tokenId, borrower, params.amount);
    }

    /// @dev Sends `amount` of a collateral's asset to `to`.
    function _sendAsset(StoredCollateral storage item, address to, uint256 amount) private {
        _sendOrCredit(item.kind, item.token, _tokenId(item), to, amount);
    }

    /// @dev A collateral's amount, from beside its token or, when too wide for it, from its own slot.
    function _amount(StoredCollateral storage item) private view returns (uint256 amount) {
        amount = item.amount;
        if (amount == type(uint96).max) amount = item.wideAmount;
    }

    /// @dev Sets a collateral's amount beside its token when it fits 96 bits, otherwise in its own slot.
    function _setAmount(StoredCollateral storage item, uint256 amount) private {
        if (amount < type(uint96).max) {
            item.amount = uint96(amount);
        } else {
            item.amount = type(uint96).max;
            item.wideAmount = amount;
        }
    }

    /// @dev A collateral as the rules read it.
    function _collateralView(StoredCollateral storage item) private view returns (Collateral memory) {
        return Collateral({
            borrower: item.borrower,
            status: item.status,
            kind: item.kind,
            durationUnit: item.durationUnit,
            durationQty: item.durationQty,
            token: item.token,
            loanToken: item.loanToken,
            tokenId: _tokenId(item),
            amount: _amount(item)
        });
    }

    /// @dev A collateral's token id, without reading its slot for fungible collateral (always id 0).
    function _tokenId(StoredCollateral storage item) private view returns (uint256) {
        return AssetKinds.isPriced(item.kind) ? 0 : item.tokenId;
    }

    /// @dev Sends an asset out; a native or ERC-20 payout the receiver cannot take (a refusing contract,
    /// a token blacklist) becomes a credit to claim, so no receiver can block a repayment, a completion
    /// or a liquidation.
    function _sendOrCredit(AssetKind kind, address token, uint256 tokenId, address to, uint256 amount) private {
        if (!Assets.trySend(kind, token, tokenId, to, amount)) {
            _credit(to, kind == AssetKind.Native ? address(0) : token, amount);
        }
    }

    /// @dev Keeps a payout its receiver could not take, counted in escrow until claimed.
    function _credit(address account, address token, uint256 amount) private {
        _credits[account][token] += amount;
        _escrowed[token][0] += amount;
        emit PaymentCredited(account, token, amount);
    }

    /// @dev Pulls `amount` from the payer straight to `to`; if `to` cannot receive it (e.g. blacklisted by
    /// the token), pulls it into the core and credits `to`, so the payer can always pay.
    function _pay(IERC20 token, address to, uint256 amount) private {
        if (token.trySafeTransferFrom(msg.sender, to, amount)) return;
        token.safeTransferFrom(msg.sender, address(this), amount);
        _credit(to, address(token), amount);
    }

    /// @dev What this contract holds of an asset beyond what positions and credits account for.
    function _untracked(AssetKind kind, address token, uint256 tokenId) private view returns (uint256) {
        uint256 held = Assets.balanceOf(kind, token, tokenId, address(this));
        uint256 tracked = _escrowed[kind == AssetKind.Native ? address(0) : token][tokenId];
        return held > tracked ? held - tracked : 0;
    }

    // --- offer and loan start internals

    /// @dev Checks and records terms on an open collateral: an open offer, or the accepted offer of a
    /// package loan (so every loan's terms come with an OfferCreated event).
    function _propose(uint256 collateralId, address lender, Terms calldata terms, OfferStatus status)
        private
        returns (uint256 offerId, StoredCollateral storage item)
    {
        _requireNotPaused();
        item = _openCollateral(collateralId);
        // A loan starting at once is checked for a healthy start by _startLoan, with the prices it reads.
        rules.checkTerms(hub, _collateralView(item), lender, terms, status == OfferStatus.Open);
        offerId = _storeOffer(collateralId, lender, terms, status);
        emit OfferCreated(offerId, collateralId, lender, terms);
    }

    /// @dev Stores an offer and returns its id.
    function _storeOffer(uint256 collateralId, address lender, Terms calldata terms, OfferStatus status)
        private
        returns (uint256 offerId)
    {
        offerId = ++_offerCount;
        StoredOffer storage proposal = _offers[offerId];
        proposal.lender = lender;
        proposal.status = status;
        proposal.durationUnit = terms.durationUnit;
        proposal.cycleUnit = terms.cycleUnit;
        proposal.durationQty = terms.durationQty;
        proposal.interestRate = terms.interestRate;
        proposal.collateralId = uint64(collateralId);
        proposal.liquidationThreshold = terms.liquidationThreshold;
        proposal.repaymentToken = terms.repaymentToken;
        // At most 128 bits (LendingRules.checkTerms).
        proposal.principal = uint128(terms.amount);
    }

    /// @dev Locks the collateral, writes the loan and its first cycle, announces both, keeps Reputation's
    /// standing of the loan (from its USD value: no points until a cycle closes) and pays the principal out.
    function _startLoan(
        uint256 loanId,
        uint256 collateralId,
        StoredCollateral storage item,
        StoredOffer storage terms,
        IReputation.LoanOrigin origin
    ) private {
        item.status = CollateralStatus.Contracted;
        (uint256 maturity, uint256 firstEnd, uint256 firstInterest, uint256 repayPerLoanRay, uint256 debtUsd) =
            _writeLoan(item, terms, _loans[loanId]);
        address borrower = item.borrower;
        address lender = terms.lender;
        emit LoanStarted(loanId, collateralId, lender, borrower, maturity, terms.configId, repayPerLoanRay);
        emit CycleOpened(
            loanId, 0, CycleTime.dueBefore(block.timestamp, terms.cycleUnit, firstEnd), firstEnd, firstInterest, 0
        );
        // Beside the lender, in the slot the start rewrote: no fresh slot.
        terms.reputationStanding = reputation.tryOpenLoan(loanId, debtUsd, origin);

        IERC20(item.loanToken).safeTransferFrom(lender, borrower, terms.principal);
    }

    /// @dev Writes a new loan with its first cycle's interest; returns its maturity, the first cycle's
    /// end, that interest, the exchange rate and the starting debt's USD value. Only the cycle's amounts take a fresh slot: the rest goes
    /// into the offer's, and the exchange rate beside the collateral's loan token when it fits 96 bits
    /// (otherwise that field says so and the loan's own slot holds it).
    function _writeLoan(StoredCollateral storage item, StoredOffer storage terms, StoredLoan storage state)
        private
        returns (uint256 maturity, uint256 firstEnd, uint256 firstInterest, uint256 repayPerLoanRay, uint256 debtUsd)
    {
        (repayPerLoanRay, debtUsd) = _quoteStart(item, terms);
        maturity = CycleTime.maturityOf(block.timestamp, terms.durationQty, terms.durationUnit);
        firstEnd = CycleTime.cycleEnd(block.timestamp, terms.cycleUnit, 0, maturity);
        firstInterest = LoanMath.toRepayment(
            LoanMath.interest(terms.principal, terms.interestRate, firstEnd - block.timestamp), repayPerLoanRay
        );

        terms.startedAt = uint40(block.timestamp);
        terms.maturity = uint40(maturity);
        terms.loanStatus = LoanStatus.Active;
        terms.configId = uint16(_configCount - 1);
        state.interestOwed = SafeCast.toUint128(firstInterest);
        if (repayPerLoanRay >= type(uint96).max) {
            item.repayPerLoanRay = type(uint96).max;
            state.repayPerLoanRay = repayPerLoanRay;
        } else if (repayPerLoanRay != 0) {
            item.repayPerLoanRay = uint96(repayPerLoanRay);
        }
    }

    /// @dev Reverts when the Admin delisted the offer's loan or repayment token after it was made.
    function _requireLoanTokens(address loanToken, address repaymentToken) private view {
        IHub currentHub = hub;
        if (!currentHub.isLoanToken(loanToken)) revert LoanTokenNotWhitelisted(loanToken);
        if (repaymentToken != loanToken && !currentHub.isLoanToken(repaymentToken)) {
            revert LoanTokenNotWhitelisted(repaymentToken);
        }
    }

    /// @dev Checks that a loan on priced collateral starts healthy at today's prices (HealthyStart) and
    /// returns its exchange rate: repayment-token units per loan-token unit (1e27 scale), zero for the
    /// same token and otherwise at least 1, and the starting debt's USD value (zero for NFT collateral,
    /// whose start reads no USD price). Each price is read once.
    function _quoteStart(StoredCollateral storage item, StoredOffer storage terms)
        private
        view
        returns (uint256 repayPerLoanRay, uint256 debtUsd)
    {
        address loanToken = item.loanToken;
        address repaymentToken = terms.repaymentToken;
        if (AssetKinds.isPriced(item.kind)) {
            uint256 debt = HealthyStart.startingDebt(terms.principal, terms.interestRate, terms.cycleUnit);
            uint256 collateralUsd;
            (collateralUsd, debtUsd, repayPerLoanRay) =
                hub.loanStartQuote(item.token, _amount(item), loanToken, debt, repaymentToken);
            HealthyStart.verify(collateralUsd, debtUsd, terms.liquidationThreshold);
        } else if (loanToken != repaymentToken) {
            repayPerLoanRay = hub.exchangeRate(loanToken, repaymentToken);
        }
        if (loanToken != repaymentToken) repayPerLoanRay = Math.max(1, repayPerLoanRay);
    }

    /// @dev A loan's exchange rate: from beside its collateral's loan token, or from its own slot when too
    /// wide for that.
    function _ray(StoredCollateral storage item, StoredLoan storage state) private view returns (uint256 ray) {
        ray = item.repayPerLoanRay;
        if (ray == type(uint96).max) ray = state.repayPerLoanRay;
    }

    // --- cycle internals

    /// @dev Closes every ended cycle, then opens the next one; liquidates at the late threshold or at
    /// maturity with something unpaid. Returns whether the loan is still active.
    function _settle(uint256 loanId, StoredOffer storage terms, StoredLoan storage state)
        private
        returns (bool active)
    {
        uint256 startedAt = terms.startedAt;
        TimeUnit cycleUnit = terms.cycleUnit;
        uint256 maturity = terms.maturity;
        uint256 cycle = terms.cycle;
        uint256 end = CycleTime.cycleEnd(startedAt, cycleUnit, cycle, maturity);
        while (block.timestamp >= end) {
            bool late = uint256(state.interestOwed) + state.penaltyOwed > 0;
            if (end == maturity) {
                _liquidate(loanId, terms, LiquidationReason.Unpaid);
                return false;
            }
            if (late) {
                uint8 lateCount = terms.lateCount + 1;
                terms.lateCount = lateCount;
                emit CycleClosed(loanId, cycle, true, lateCount);
                _loanScore(
                    loanId, terms, _collaterals[terms.collateralId].borrower, IReputation.LoanEvent.PaidLate, cycle, 0
                );
                if (lateCount >= _configs[terms.configId].lateThreshold) {
                    _liquidate(loanId, terms, LiquidationReason.Late);
                    return false;
                }
            } else {
                emit CycleClosed(loanId, cycle, false, terms.lateCount);
                _loanScore(
                    loanId,
                    terms,
                    _collaterals[terms.collateralId].borrower,
                    IReputation.LoanEvent.PaidOnTime,
                    cycle,
                    terms.lateCount
                );
            }
            end = _openNextCycle(loanId, terms, state, cycle, end, maturity);
            ++cycle;
        }
        return true;
    }

    /// @dev Opens cycle `closed + 1`: carries unpaid interest and adds the new cycle's interest on the
    /// remaining principal; the penalty comes from _nextPenalty. Returns the new cycle's end.
    function _openNextCycle(
        uint256 loanId,
        StoredOffer storage terms,
        StoredLoan storage state,
        uint256 closed,
        uint256 closedEnd,
        uint256 maturity
    ) private returns (uint256 end) {
        uint256 startedAt = terms.startedAt;
        TimeUnit cycleUnit = terms.cycleUnit;
        uint256 penalty = _nextPenalty(terms, state, closedEnd - CycleTime.cycleStart(startedAt, cycleUnit, closed));
        end = CycleTime.cycleEnd(startedAt, cycleUnit, closed + 1, maturity);
        uint256 interest = _carryInterest(
            terms,
            state,
            LoanMath.toRepayment(
                LoanMath.interest(terms.principal, terms.interestRate, end - closedEnd),
                _ray(_collaterals[terms.collateralId], state)
            )
        );

        terms.cycle = uint16(closed + 1);
        state.penaltyOwed = SafeCast.toUint128(penalty);
        if (terms.lateInterestRecorded) {
            terms.lateInterestRecorded = false;
            state.lateInterest = 0;
        }
        emit CycleOpened(
            loanId, closed + 1, CycleTime.dueAt(startedAt, cycleUnit, closed + 1, maturity), end, interest, penalty
        );
    }

    /// @dev Sets the next cycle's interest: its own plus what is still unpaid, remembering its own
    /// share only when something was carried (the common, fully paid case writes nothing more).
    function _carryInterest(StoredOffer storage terms, StoredLoan storage state, uint256 cycleInterest)
        private
        returns (uint256 interest)
    {
        uint256 carried = state.interestOwed;
        interest = carried + cycleInterest;
        state.interestOwed = SafeCast.toUint128(interest);
        if (carried != 0) {
            terms.interestCarried = true;
            state.cycleInterest = SafeCast.toUint128(cycleInterest);
        } else if (terms.interestCarried) {
            terms.interestCarried = false;
            state.cycleInterest = 0;
        }
    }

    /// @dev The penalty of the next cycle: Penalty_n = Penalty_{n-1} + Penalty_{n-1} x rate x cycle / 365
    /// + lateInterest_{n-1} x penaltyRate, where the interest unpaid at the due date is late.
    function _nextPenalty(StoredOffer storage terms, StoredLoan storage state, uint256 closedLength)
        private
        view
        returns (uint256)
    {
        uint256 penaltyOwed = state.penaltyOwed;
        uint256 lateInterest = terms.lateInterestRecorded ? state.lateInterest : state.interestOwed;
        // Interest carried from earlier cycles was penalised when it fell due; payments settle it first,
        // so what is late of this cycle's own interest is at most that interest.
        if (lateInterest != 0 && terms.interestCarried) lateInterest = Math.min(lateInterest, state.cycleInterest);
        return penaltyOwed + LoanMath.interest(penaltyOwed, terms.interestRate, closedLength)
            + LoanMath.percentUp(lateInterest, _configs[terms.configId].penaltyRate);
    }

    /// @dev After the current cycle's due date, records once the interest unpaid at that date: no
    /// payment can have happened between the due date and the first action after it.
    function _recordLateInterest(StoredOffer storage terms, StoredLoan storage state) private {
        if (terms.lateInterestRecorded) return;
        if (block.timestamp <= CycleTime.dueAt(terms.startedAt, terms.cycleUnit, terms.cycle, terms.maturity)) return;
        state.lateInterest = state.interestOwed;
        terms.lateInterestRecorded = true;
    }

    // --- repayment internals

    /// @dev Caps each part at what is owed and computes the fees.
    function _capPayment(
        StoredOffer storage terms,
        StoredLoan storage state,
        uint256 penalty,
        uint256 interest,
        uint256 principal
    ) private view returns (Payment memory payment) {
        payment.penalty = _min(penalty, state.penaltyOwed);
        payment.interest = _min(interest, state.interestOwed);
        payment.principal = _min(principal, terms.principal);
        if (payment.penalty + payment.interest + payment.principal == 0) revert NothingToRepay();

        Config storage settings = _configs[terms.configId];
        payment.systemFee = LoanMath.percentDown(payment.penalty + payment.interest, settings.systemFee);
        if (payment.principal != 0 && !_inLastCycle(terms)) {
            payment.prepaidFee = LoanMath.percentUp(payment.principal, settings.prepaidFeeRate);
        }
    }

    /// @dev Whether the loan is in its last cycle (then no prepaid fee is due).
    function _inLastCycle(StoredOffer storage terms) private view returns (bool) {
        uint256 maturity = terms.maturity;
        return CycleTime.cycleEnd(terms.startedAt, terms.cycleUnit, terms.cycle, maturity) == maturity;
    }

    /// @dev Moves a payment from the payer: the fee share to the fee wallet, the rest to the lender.
    function _collectPayment(StoredOffer storage terms, Payment memory payment) private {
        address lender = terms.lender;
        uint256 charges = payment.penalty + payment.interest;
        if (charges != 0) {
            IERC20 repaymentToken = IERC20(terms.repaymentToken);
            if (payment.systemFee != 0) _pay(repaymentToken, hub.feeWallet(), payment.systemFee);
            _pay(repaymentToken, lender, charges - payment.systemFee);
        }
        if (payment.principal != 0) {
            _pay(IERC20(_collaterals[terms.collateralId].loanToken), lender, payment.principal + payment.prepaidFee);
        }
    }

    /// @dev Ends a fully paid loan and returns its collateral.
    function _complete(uint256 loanId, StoredOffer storage terms) private {
        terms.loanStatus = LoanStatus.Completed;
        uint256 collateralId = terms.collateralId;
        StoredCollateral storage item = _collaterals[collateralId];
        item.status = CollateralStatus.Returned;
        uint256 amount = _amount(item);
        _escrowed[item.token][_tokenId(item)] -= amount;
        address borrower = item.borrower;
        emit LoanCompleted(loanId, collateralId, borrower);

        _sendAsset(item, borrower, amount);
        _loanScore(loanId, terms, borrower, IReputation.LoanEvent.Completed, terms.cycle, terms.lateCount);
    }

    // --- liquidation internals

    /// @dev Ends a loan in default: the lender gets (100 - system fee)% of fungible collateral, the fee
    /// wallet the rest; an NFT goes whole to the lender.
    function _liquidate(uint256 loanId, StoredOffer storage terms, LiquidationReason reason) private {
        terms.loanStatus = LoanStatus.Defaulted;
        uint256 collateralId = terms.collateralId;
        StoredCollateral storage item = _collaterals[collateralId];
        item.status = CollateralStatus.Liquidated;
        uint256 amount = _amount(item);
        _escrowed[item.token][_tokenId(item)] -= amount;
        uint256 toFeeWallet =
            AssetKinds.isPriced(item.kind) ? LoanMath.percentDown(amount, _configs[terms.configId].systemFee) : 0;
        uint256 toLender = amount - toFeeWallet;
        emit LoanLiquidated(loanId, collateralId, reason, toLender, toFeeWallet);

        _sendAsset(item, terms.lender, toLender);
        if (toFeeWallet != 0) _sendAsset(item, hub.feeWallet(), toFeeWallet);
        _loanScore(loanId, terms, item.borrower, IReputation.LoanEvent.Defaulted, 0, 0);
    }

    /// @dev Debt and collateral in USD (18 decimals) and the liquidation limit.
    function _loanToValue(uint256 loanId, StoredOffer storage terms, StoredLoan storage state)
        private
        view
        returns (uint256 debtUsd, uint256 collateralUsd, uint256 limitUsd)
    {
        StoredCollateral storage item = _collaterals[terms.collateralId];
        if (item.kind == AssetKind.ERC721 || item.kind == AssetKind.ERC1155) revert NotLiquidatable(loanId);
        return LoanValue.toUsd(
            hub,
            item.token,
            _amount(item),
            item.loanToken,
            terms.repaymentToken,
            terms.principal,
            uint256(state.interestOwed) + state.penaltyOwed,
            terms.liquidationThreshold
        );
    }

    // --- small checks

    /// @dev The loan's offer record, reverting unless the loan is active.
    function _activeLoan(uint256 loanId) private view returns (StoredOffer storage terms) {
        terms = _offers[loanId];
        if (terms.loanStatus != LoanStatus.Active) revert LoanNotActive(loanId);
    }

    /// @dev The collateral, reverting unless it is open.
    function _openCollateral(uint256 collateralId) private view returns (StoredCollateral storage item) {
        item = _collaterals[collateralId];
        if (item.status != CollateralStatus.Open) revert CollateralNotOpen(collateralId);
    }

    /// @dev The offer, reverting unless it is open.
    function _openOffer(uint256 offerId) private view returns (StoredOffer storage proposal) {
        proposal = _offers[offerId];
        if (proposal.status != OfferStatus.Open) revert OfferNotOpen(offerId);
    }

    /// @dev Reports a loan's cycle or end to Reputation, which applies the points; a refusing Reputation
    /// never blocks the operation. `cycle` and `lateCount` as Reputation reads them (IReputation.recordLoan;
    /// a late cycle or a default reads neither).
    function _loanScore(
        uint256 loanId,
        StoredOffer storage terms,
        address borrower,
        IReputation.LoanEvent loanEvent,
        uint256 cycle,
        uint256 lateCount
    ) private {
        reputation.tryRecordLoan(loanId, borrower, terms.lender, loanEvent, terms.reputationStanding, cycle, lateCount);
    }

    /// @dev Reverts while the Hub is paused.
    function _requireNotPaused() private view {
        if (hub.paused()) revert ProtocolPaused();
    }

    /// @dev Reverts unless the caller holds `role` in the Hub.
    function _requireRole(bytes32 role) private view {
        if (!hub.hasRole(role, msg.sender)) revert IAccessControl.AccessControlUnauthorizedAccount(msg.sender, role);
    }

    /// @dev Validates and appends a settings version.
    function _pushConfig(Config memory newConfig) private {
        if (
            newConfig.systemFee > LoanMath.HUNDRED_PERCENT || newConfig.prepaidFeeRate > LoanMath.HUNDRED_PERCENT
                || newConfig.penaltyRate > MAX_PENALTY_RATE || newConfig.lateThreshold == 0
        ) revert InvalidConfig();
        uint16 configId = _configCount;
        // Loans keep their settings' id in 16 bits of their offer's first slot; the count fits them too.
        if (configId == type(uint16).max) revert InvalidConfig();
        _configs[configId] = newConfig;
        _configCount = configId + 1;
        emit ConfigChanged(configId, newConfig);
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }
}
