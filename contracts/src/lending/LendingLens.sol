// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAddressErrors} from "../common/CommonErrors.sol";
import {ILendingLens} from "./ILendingLens.sol";
import {IExtsload} from "./interfaces/IExtsload.sol";
import {IPawnLending} from "./IPawnLending.sol";
import {
    AssetKind,
    Collateral,
    CollateralStatus,
    Config,
    CycleWindow,
    Loan,
    Offer,
    OfferStatus
} from "./LendingTypes.sol";
import {CycleTime} from "./libraries/CycleTime.sol";
import {LendingStorage} from "./libraries/LendingStorage.sol";
import {LoanValue} from "./libraries/LoanValue.sol";

/// @title LendingLens
/// @notice The lending core's views, computed from its storage read through `extsload` (see
/// ILendingLens). Stateless but for the core's address: deploy a new one with each new core layout.
contract LendingLens is ILendingLens {
    using LendingStorage for IExtsload;

    /// @inheritdoc ILendingLens
    IExtsload public immutable override core; // solhint-disable-line immutable-vars-naming

    /// @notice Deploys a lens on a lending core.
    /// @param core_ The PawnLending whose storage is read.
    constructor(IExtsload core_) {
        if (address(core_) == address(0)) revert IAddressErrors.ZeroAddress();
        core = core_;
    }

    /// @inheritdoc ILendingLens
    function collateral(uint256 collateralId) external view override returns (Collateral memory) {
        return core.collateral(collateralId);
    }

    /// @inheritdoc ILendingLens
    function offer(uint256 offerId) external view override returns (Offer memory) {
        return core.offer(offerId);
    }

    /// @inheritdoc ILendingLens
    function offerStatus(uint256 offerId) external view override returns (OfferStatus) {
        Offer memory proposal = core.offer(offerId);
        if (
            proposal.status == OfferStatus.Open
                && core.collateral(proposal.collateralId).status != CollateralStatus.Open
        ) return OfferStatus.Cancelled;
        return proposal.status;
    }

    /// @inheritdoc ILendingLens
    function loan(uint256 loanId) external view override returns (Loan memory) {
        return core.loan(loanId);
    }

    /// @inheritdoc ILendingLens
    function cycleWindow(uint256 loanId) external view override returns (CycleWindow memory) {
        Loan memory state = core.loan(loanId);
        Offer memory terms = core.offer(loanId);
        return CycleTime.window(state.startedAt, terms.cycleUnit, state.cycle, state.maturity);
    }

    /// @inheritdoc ILendingLens
    function loanToValue(uint256 loanId)
        external
        view
        override
        returns (uint256 debtUsd, uint256 collateralUsd, uint256 limitUsd)
    {
        Offer memory terms = core.offer(loanId);
        Collateral memory item = core.collateral(terms.collateralId);
        if (item.kind == AssetKind.ERC721 || item.kind == AssetKind.ERC1155) {
            revert IPawnLending.NotLiquidatable(loanId);
        }
        Loan memory state = core.loan(loanId);
        return LoanValue.toUsd(
            core.hub(),
            item.token,
            item.amount,
            terms.loanToken,
            terms.repaymentToken,
            state.principal,
            uint256(state.interestOwed) + state.penaltyOwed,
            terms.liquidationThreshold
        );
    }

    /// @inheritdoc ILendingLens
    function config(uint32 configId) external view override returns (Config memory) {
        if (configId >= core.configCount()) revert IPawnLending.InvalidConfig();
        return core.config(configId);
    }

    /// @inheritdoc ILendingLens
    function currentConfigId() external view override returns (uint32) {
        return uint32(core.configCount() - 1);
    }

    /// @inheritdoc ILendingLens
    function escrowed(address token, uint256 tokenId) external view override returns (uint256) {
        return core.escrowed(token, tokenId);
    }

    /// @inheritdoc ILendingLens
    function credit(address account, address token) external view override returns (uint256) {
        return core.credit(account, token);
    }
}
