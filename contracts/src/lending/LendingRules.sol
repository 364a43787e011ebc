// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {INativeCoinErrors, IProtocolPauseErrors} from "../common/CommonErrors.sol";
import {IHub} from "../hub/IHub.sol";
import {CollectionKind, INftFactory} from "../nft/INftFactory.sol";
import {IPawnLending} from "./IPawnLending.sol";
import {ILendingRules} from "./interfaces/ILendingRules.sol";
import {AssetKind, Collateral, CollateralParams, Terms} from "./LendingTypes.sol";
import {AssetKinds} from "./libraries/AssetKinds.sol";
import {CycleTime} from "./libraries/CycleTime.sol";
import {HealthyStart} from "./libraries/HealthyStart.sol";
import {LoanMath} from "./libraries/LoanMath.sol";

/// @title LendingRules
/// @notice The lending core's checks of collateral, terms and healthy starts (see ILendingRules). Kept
/// out of the core so the core stays well under the contract size limit and the rules read the same in
/// one place; it holds no state.
/// NFT collateral: a collection on the Hub's whitelist, or one the NFT factory registered in the Hub created
/// (any of the factory's collections, of the kind the collateral claims).
contract LendingRules is ILendingRules {
    bytes32 private constant NFT_FACTORY_KEY = keccak256("NftFactory");

    /// @inheritdoc ILendingRules
    uint32 public constant override MAX_INTEREST_RATE = uint32(1000 * LoanMath.ZOOM);
    /// @inheritdoc ILendingRules
    uint256 public constant override MAX_DURATION = 5 * 365 days;

    /// @inheritdoc ILendingRules
    function checkCollateral(IHub hub, CollateralParams calldata params, uint256 value) external view override {
        AssetKind kind = params.kind;
        bool fungible = AssetKinds.isPriced(kind);
        (bool isPaused, bool collateralListed, bool loanListed) =
            hub.collateralListings(params.token, !fungible, params.loanToken);
        if (isPaused) revert IProtocolPauseErrors.ProtocolPaused();
        if (fungible ? params.tokenId != 0 : params.token == address(0)) revert IPawnLending.InvalidAsset();
        if ((kind == AssetKind.Native) != (params.token == address(0))) revert IPawnLending.InvalidAsset();
        if (params.amount == 0 || params.amount > type(uint128).max) revert IPawnLending.InvalidAmount(params.amount);
        if (kind == AssetKind.ERC721 && params.amount != 1) revert IPawnLending.InvalidAmount(params.amount);
        uint256 expectedValue = kind == AssetKind.Native ? params.amount : 0;
        if (value != expectedValue) revert INativeCoinErrors.NativeValueMismatch(expectedValue, value);
        if (!collateralListed) {
            if (fungible) revert IPawnLending.CollateralTokenNotWhitelisted(params.token);
            CollectionKind made = _factoryKind(hub, params.token);
            if (made == CollectionKind.None) revert IPawnLending.NftCollectionNotWhitelisted(params.token);
            if ((made == CollectionKind.ERC721) != (kind == AssetKind.ERC721)) revert IPawnLending.InvalidAsset();
        }
        if (!loanListed) revert IPawnLending.LoanTokenNotWhitelisted(params.loanToken);
        if (params.durationQty == 0 || params.durationQty * CycleTime.length(params.durationUnit) > MAX_DURATION) {
            revert IPawnLending.InvalidDuration();
        }
    }

    /// @inheritdoc ILendingRules
    function checkTerms(IHub hub, Collateral calldata item, address lender, Terms calldata terms, bool checkHealth)
        external
        view
        override
    {
        if (lender == item.borrower) revert IPawnLending.LenderIsBorrower();
        if (terms.loanToken != item.loanToken) revert IPawnLending.LoanTokenMismatch(item.loanToken, terms.loanToken);
        if (!hub.isLoanToken(terms.loanToken)) revert IPawnLending.LoanTokenNotWhitelisted(terms.loanToken);
        if (!hub.isLoanToken(terms.repaymentToken)) revert IPawnLending.LoanTokenNotWhitelisted(terms.repaymentToken);
        if (terms.amount == 0 || terms.amount > type(uint128).max) revert IPawnLending.InvalidAmount(terms.amount);
        if (terms.interestRate == 0 || terms.interestRate > MAX_INTEREST_RATE) {
            revert IPawnLending.InvalidInterestRate(terms.interestRate);
        }
        uint256 duration = terms.durationQty * CycleTime.length(terms.durationUnit);
        if (duration == 0 || duration > MAX_DURATION || duration < CycleTime.length(terms.cycleUnit)) {
            revert IPawnLending.InvalidDuration();
        }
        bool priced = AssetKinds.isPriced(item.kind);
        if (terms.liquidationThreshold > LoanMath.HUNDRED_PERCENT || (priced && terms.liquidationThreshold == 0)) {
            revert IPawnLending.InvalidLiquidationThreshold(terms.liquidationThreshold);
        }
        if (priced && checkHealth) {
            HealthyStart.check(
                hub,
                item.token,
                item.amount,
                terms.loanToken,
                terms.amount,
                terms.interestRate,
                terms.cycleUnit,
                terms.liquidationThreshold
            );
        }
    }

    /// @inheritdoc ILendingRules
    function checkAssetKind(AssetKind kind, address token, uint256 tokenId) external view override {
        if ((kind == AssetKind.Native) != (token == address(0))) revert IPawnLending.InvalidAsset();
        if (AssetKinds.isPriced(kind) && tokenId != 0) revert IPawnLending.InvalidAsset();
        if (token == address(0)) return;
        bool is721 = ERC165Checker.supportsInterface(token, type(IERC721).interfaceId);
        bool is1155 = ERC165Checker.supportsInterface(token, type(IERC1155).interfaceId);
        bool fits = kind == AssetKind.ERC721 ? is721 : kind == AssetKind.ERC1155 ? is1155 : !is721 && !is1155;
        if (!fits) revert IPawnLending.InvalidAsset();
    }

    /// @dev What kind of collection the factory registered in the Hub made at `collection`; None when it made
    /// none there, or when no factory is registered.
    function _factoryKind(IHub hub, address collection) private view returns (CollectionKind) {
        try hub.getContract(NFT_FACTORY_KEY) returns (address factory) {
            return INftFactory(factory).kindOf(collection);
        } catch {
            return CollectionKind.None;
        }
    }
}
