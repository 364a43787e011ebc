// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {HubRoles} from "../hub/HubRoles.sol";
import {IHub} from "../hub/IHub.sol";
import {IReputation} from "../reputation/IReputation.sol";
import {ReputationRecorder} from "../reputation/ReputationRecorder.sol";
import {IPawnLending} from "./IPawnLending.sol";
import {IPawnShop} from "./IPawnShop.sol";
import {AssetKind, Collateral, CollateralParams, CollateralStatus, Terms} from "./LendingTypes.sol";
import {IExtsload} from "./interfaces/IExtsload.sol";
import {CycleTime} from "./libraries/CycleTime.sol";
import {LendingStorage} from "./libraries/LendingStorage.sol";
import {LoanMath} from "./libraries/LoanMath.sol";

/// @title PawnShop
/// @notice Lenders' loan packages (see IPawnShop). Holds no funds: collateral stays in the lending core's
/// escrow and loans are opened there, funded by the package owner's allowance to the core. Not
/// upgradeable, like the core (docs/decisions/0013-lending-core.md); it reads the Hub through the core.
contract PawnShop is IPawnShop, ReentrancyGuardTransient {
    using ReputationRecorder for IReputation;

    /// @inheritdoc IPawnShop
    IPawnLending public immutable override lending; // solhint-disable-line immutable-vars-naming
    /// @dev The core's Reputation (immutable there too), kept here to save a call per record.
    IReputation private immutable _reputation; // solhint-disable-line immutable-vars-naming

    uint64 private _packageCount;
    uint64 private _submissionCount;
    mapping(uint256 packageId => Package) private _packages;
    mapping(uint256 packageId => mapping(address token => bool accepted)) private _accepts;
    mapping(uint256 submissionId => Submission) private _submissions;

    /// @notice Deploys the shop for a lending core.
    /// @param lending_ The core (register this shop in its Hub under keccak256("PawnShop")).
    constructor(IPawnLending lending_) {
        lending = lending_;
        _reputation = lending_.reputation();
    }

    // --- packages

    /// @inheritdoc IPawnShop
    function createPackage(PackageParams calldata params) external override nonReentrant returns (uint256 packageId) {
        IHub hub = lending.hub();
        if (hub.paused()) revert ProtocolPaused();
        _checkPackage(hub, params);

        packageId = ++_packageCount;
        _packages[packageId] = Package({
            owner: msg.sender,
            packageType: params.packageType,
            status: PackageStatus.Open,
            durationUnit: params.durationUnit,
            cycleUnit: params.cycleUnit,
            minDuration: params.minDuration,
            maxDuration: params.maxDuration,
            interestRate: params.interestRate,
            loanToken: params.loanToken,
            ltv: params.ltv,
            liquidationThreshold: params.liquidationThreshold,
            funded: false,
            repaymentToken: params.repaymentToken,
            minAmount: uint128(params.minAmount),
            maxAmount: uint128(params.maxAmount),
            budgetLeft: uint96(params.budget)
        });
        for (uint256 i = 0; i < params.collaterals.length; ++i) {
            _accepts[packageId][params.collaterals[i]] = true;
        }
        emit PackageCreated(packageId, msg.sender, params);
    }

    /// @inheritdoc IPawnShop
    function cancelPackage(uint256 packageId) external override nonReentrant {
        Package storage pack = _packages[packageId];
        if (pack.owner != msg.sender) revert NotPackageOwner(msg.sender);
        if (pack.status != PackageStatus.Open) revert PackageNotOpen(packageId);

        pack.status = PackageStatus.Cancelled;
        emit PackageStatusChanged(packageId, PackageStatus.Cancelled);

        if (pack.funded) _reputation.tryRecord(msg.sender, IReputation.Reason.LenderPackageCancelled);
    }

    /// @inheritdoc IPawnShop
    function reopenPackage(uint256 packageId) external override nonReentrant {
        Package storage pack = _packages[packageId];
        if (pack.owner != msg.sender) revert NotPackageOwner(msg.sender);
        if (pack.status != PackageStatus.Cancelled) revert PackageNotCancelled(packageId);
        if (lending.hub().paused()) revert ProtocolPaused();

        pack.status = PackageStatus.Open;
        emit PackageStatusChanged(packageId, PackageStatus.Open);

        if (pack.funded) _reputation.tryRecord(msg.sender, IReputation.Reason.LenderPackageReopened);
    }

    // --- submissions

    /// @inheritdoc IPawnShop
    function submitCollateral(uint256 packageId, uint256 collateralId, uint256 minAmount, uint256 expiresAt)
        external
        override
        nonReentrant
        returns (uint256 submissionId)
    {
        return _submit(packageId, collateralId, minAmount, expiresAt);
    }

    /// @inheritdoc IPawnShop
    function createCollateralAndSubmit(
        CollateralParams calldata params,
        uint256 packageId,
        uint256 minAmount,
        uint256 expiresAt
    ) external payable override nonReentrant returns (uint256 collateralId, uint256 submissionId) {
        // The core pulls from the caller, who is the collateral's borrower (this shop is a loan originator).
        collateralId = lending.createCollateralFor{value: msg.value}(msg.sender, params);
        submissionId = _submit(packageId, collateralId, minAmount, expiresAt);
    }

    /// @inheritdoc IPawnShop
    function acceptSubmission(uint256 submissionId, uint256 amount)
        external
        override
        nonReentrant
        returns (uint256 loanId)
    {
        Submission storage entry = _submissions[submissionId];
        if (_liveStatus(entry) != SubmissionStatus.Pending) revert SubmissionNotPending(submissionId);
        Package storage pack = _packages[entry.packageId];
        _requireOwnerOrOperator(pack);
        if (pack.status != PackageStatus.Open) revert PackageNotOpen(entry.packageId);

        if (pack.packageType == PackageType.Negotiation) {
            entry.status = SubmissionStatus.Accepted;
            _emitStatus(submissionId, entry, 0);
            return 0;
        }
        uint256 collateralId = entry.collateralId;
        Collateral memory item = _collateral(collateralId);
        uint256 limit = _amountLimit(pack, item);
        // AUTO lends what the rule gives (LTV at today's prices, capped); only SEMI_AUTO chooses an amount.
        if (pack.packageType == PackageType.Auto) amount = limit;
        uint256 floor = Math.max(pack.minAmount, entry.minAmount);
        if (amount < floor || amount > limit) revert LoanAmountOutOfRange(amount, floor, limit);
        if (amount > pack.budgetLeft) revert BudgetExceeded(amount, pack.budgetLeft);
        entry.status = SubmissionStatus.Contracted;
        loanId = _contract(collateralId, item.durationQty, pack, amount);
        entry.loanId = loanId;
        _emitStatus(submissionId, entry, loanId);
    }

    /// @inheritdoc IPawnShop
    function rejectSubmission(uint256 submissionId) external override nonReentrant {
        Submission storage entry = _liveSubmission(submissionId);
        _requireOwnerOrOperator(_packages[entry.packageId]);
        _setStatus(submissionId, entry, SubmissionStatus.Rejected);
    }

    /// @inheritdoc IPawnShop
    function cancelSubmission(uint256 submissionId) external override nonReentrant {
        Submission storage entry = _liveSubmission(submissionId);
        if (entry.borrower != msg.sender) revert NotBorrower(msg.sender);
        _setStatus(submissionId, entry, SubmissionStatus.Cancelled);
    }

    // --- views

    /// @inheritdoc IPawnShop
    function packageOf(uint256 packageId) external view override returns (Package memory) {
        return _packages[packageId];
    }

    /// @inheritdoc IPawnShop
    function accepts(uint256 packageId, address token) external view override returns (bool) {
        return _accepts[packageId][token];
    }

    /// @inheritdoc IPawnShop
    function submission(uint256 submissionId) external view override returns (Submission memory) {
        return _submissions[submissionId];
    }

    /// @inheritdoc IPawnShop
    function submissionStatus(uint256 submissionId) external view override returns (SubmissionStatus) {
        return _liveStatus(_submissions[submissionId]);
    }

    /// @inheritdoc IPawnShop
    function loanLimit(uint256 packageId, uint256 collateralId) external view override returns (uint256) {
        return _limit(lending.hub(), _packages[packageId], _collateral(collateralId));
    }

    // --- internals

    /// @dev A collateral as the core stores it, read from the core's storage.
    function _collateral(uint256 collateralId) private view returns (Collateral memory) {
        return LendingStorage.collateral(IExtsload(address(lending)), collateralId);
    }

    /// @dev Records the caller's submission; an AUTO package contracts at once when its owner can fund
    /// the loan, and then stores no submission at all: its one event (Contracted, with the loan and the
    /// borrower's conditions) says everything, and nothing can act on a contracted submission (see
    /// IPawnShop.submission).
    function _submit(uint256 packageId, uint256 collateralId, uint256 minAmount, uint256 expiresAt)
        private
        returns (uint256 submissionId)
    {
        IHub hub = lending.hub();
        if (hub.paused()) revert ProtocolPaused();
        if (expiresAt <= block.timestamp || expiresAt > type(uint40).max) revert InvalidExpiry(expiresAt);
        Package storage pack = _packages[packageId];
        if (pack.status != PackageStatus.Open) revert PackageNotOpen(packageId);
        Collateral memory item = _collateral(collateralId);
        if (item.borrower != msg.sender) revert NotBorrower(msg.sender);
        if (item.status != CollateralStatus.Open) revert IPawnLending.CollateralNotOpen(collateralId);
        _checkFit(packageId, pack, item);

        submissionId = ++_submissionCount;
        if (pack.packageType == PackageType.Auto) {
            uint256 amount = Math.min(_limit(hub, pack, item), pack.maxAmount);
            uint256 floor = Math.max(pack.minAmount, minAmount);
            if (amount < floor) revert LoanAmountOutOfRange(amount, floor, pack.maxAmount);
            if (amount <= pack.budgetLeft && _canFund(pack, amount)) {
                uint256 loanId = _contract(collateralId, item.durationQty, pack, amount);
                emit SubmissionStatusChanged(
                    submissionId, packageId, collateralId, SubmissionStatus.Contracted, loanId, minAmount, expiresAt
                );
                return submissionId;
            }
        }
        Submission storage entry = _submissions[submissionId];
        entry.packageId = uint64(packageId);
        entry.collateralId = uint64(collateralId);
        entry.expiresAt = uint40(expiresAt);
        entry.borrower = msg.sender;
        if (minAmount != 0) entry.minAmount = minAmount;
        _setStatus(submissionId, entry, SubmissionStatus.Pending);
    }

    /// @dev Opens the loan in the core for `amount` with the package's terms; returns its id.
    function _contract(uint256 collateralId, uint16 durationQty, Package storage pack, uint256 amount)
        private
        returns (uint256 loanId)
    {
        Terms memory terms = Terms({
            loanToken: pack.loanToken,
            repaymentToken: pack.repaymentToken,
            amount: amount,
            interestRate: pack.interestRate,
            durationQty: durationQty,
            durationUnit: pack.durationUnit,
            cycleUnit: pack.cycleUnit,
            liquidationThreshold: pack.liquidationThreshold
        });
        address owner = pack.owner;
        // Callers checked that the budget left covers it, so the cast cannot truncate.
        pack.budgetLeft -= uint96(amount);
        // The package's +3 comes once, with its first loan, at that loan's first closed cycle and only if
        // the loan counts (Reputation's dust rules): an unfunded package, or a dust first loan, earns nothing.
        bool first = !pack.funded;
        if (first) pack.funded = true;
        loanId = lending.openLoan(
            collateralId, owner, terms, first ? IReputation.LoanOrigin.PackageFirst : IReputation.LoanOrigin.Package
        );
    }

    /// @dev Collateral x LTV at the Hub's prices, in the package's loan token.
    function _limit(IHub hub, Package storage pack, Collateral memory item) private view returns (uint256) {
        uint256 loanPerCollateralRay = hub.exchangeRate(item.token, pack.loanToken);
        return LoanMath.percentDown(Math.mulDiv(item.amount, loanPerCollateralRay, LoanMath.RAY), pack.ltv);
    }

    /// @dev The largest loan a submission may get: the package maximum, and for crypto collateral at
    /// most collateral x LTV at oracle prices.
    function _amountLimit(Package storage pack, Collateral memory item) private view returns (uint256) {
        if (item.kind == AssetKind.ERC721 || item.kind == AssetKind.ERC1155) return pack.maxAmount;
        return Math.min(_limit(lending.hub(), pack, item), pack.maxAmount);
    }

    /// @dev Whether the owner's balance and allowance to the core cover `amount`.
    function _canFund(Package storage pack, uint256 amount) private view returns (bool) {
        IERC20 token = IERC20(pack.loanToken);
        return token.balanceOf(pack.owner) >= amount && token.allowance(pack.owner, address(lending)) >= amount;
    }

    /// @dev Reverts unless the collateral fits the package.
    function _checkFit(uint256 packageId, Package storage pack, Collateral memory item) private view {
        if (!_accepts[packageId][item.token]) revert CollateralNotAccepted(item.token);
        if (item.loanToken != pack.loanToken) revert CollateralMismatch("loanToken");
        if (
            item.durationUnit != pack.durationUnit || item.durationQty < pack.minDuration
                || item.durationQty > pack.maxDuration
        ) revert CollateralMismatch("duration");
    }

    /// @dev Reverts unless the package parameters are consistent and whitelisted.
    function _checkPackage(IHub hub, PackageParams calldata params) private view {
        if (!hub.isLoanToken(params.loanToken)) revert InvalidPackage("loanToken");
        if (!hub.isLoanToken(params.repaymentToken)) revert InvalidPackage("repaymentToken");
        if (params.minAmount == 0 || params.minAmount >= params.maxAmount || params.maxAmount > type(uint128).max) {
            revert InvalidPackage("amount");
        }
        if (params.budget < params.minAmount || params.budget > type(uint96).max) revert InvalidPackage("budget");
        if (params.interestRate == 0 || params.interestRate > 1000 * LoanMath.ZOOM) {
            revert InvalidPackage("interestRate");
        }
        uint256 unit = CycleTime.length(params.durationUnit);
        if (
            params.minDuration == 0 || params.minDuration > params.maxDuration
                || params.maxDuration * unit > 5 * 365 days
                || params.minDuration * unit < CycleTime.length(params.cycleUnit)
        ) revert InvalidPackage("duration");
        if (
            params.liquidationThreshold == 0 || params.liquidationThreshold > LoanMath.HUNDRED_PERCENT
                || params.ltv == 0 || params.ltv >= params.liquidationThreshold
        ) revert InvalidPackage("ltv");
        if (params.collaterals.length == 0) revert InvalidPackage("collaterals");
        for (uint256 i = 0; i < params.collaterals.length; ++i) {
            address token = params.collaterals[i];
            bool nft = hub.isNftCollection(token);
            if (!nft && !hub.isCollateralToken(token)) revert InvalidPackage("collaterals");
            // AUTO needs a price to size the loan; NFTs have none.
            if (nft && params.packageType == PackageType.Auto) revert InvalidPackage("collaterals");
        }
    }

    /// @dev Sets a submission's status and emits it.
    function _setStatus(uint256 submissionId, Submission storage entry, SubmissionStatus status) private {
        entry.status = status;
        _emitStatus(submissionId, entry, entry.loanId);
    }

    /// @dev Announces a stored submission's status, with the borrower's conditions.
    function _emitStatus(uint256 submissionId, Submission storage entry, uint256 loanId) private {
        emit SubmissionStatusChanged(
            submissionId, entry.packageId, entry.collateralId, entry.status, loanId, entry.minAmount, entry.expiresAt
        );
    }

    /// @dev A submission's status as of now: lapsed pending ones, and live ones whose collateral left
    /// escrow (withdrawn or contracted elsewhere), are void and read Cancelled; nothing can act on them.
    function _liveStatus(Submission storage entry) private view returns (SubmissionStatus status) {
        status = entry.status;
        if (status != SubmissionStatus.Pending && status != SubmissionStatus.Accepted) return status;
        bool lapsed = status == SubmissionStatus.Pending && block.timestamp > entry.expiresAt;
        if (lapsed || _collateral(entry.collateralId).status != CollateralStatus.Open) {
            return SubmissionStatus.Cancelled;
        }
    }

    /// @dev The submission, reverting unless it is pending or accepted.
    function _liveSubmission(uint256 submissionId) private view returns (Submission storage entry) {
        entry = _submissions[submissionId];
        if (entry.status != SubmissionStatus.Pending && entry.status != SubmissionStatus.Accepted) {
            revert SubmissionNotPending(submissionId);
        }
    }

    /// @dev Reverts unless the caller owns the package or is an Operator.
    function _requireOwnerOrOperator(Package storage pack) private view {
        if (pack.owner != msg.sender && !lending.hub().hasRole(HubRoles.OPERATOR, msg.sender)) {
            revert NotPackageOwner(msg.sender);
        }
    }
}
