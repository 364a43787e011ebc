// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IAggregatorV3} from "../oracle/IAggregatorV3.sol";
import {PriceMath} from "../oracle/PriceMath.sol";
import {HubRoles} from "./HubRoles.sol";
import {IHub} from "./IHub.sol";

/// @title Hub
/// @notice The protocol's configuration and roles (see IHub). Not upgradeable: it holds no funds and
/// every setting is changeable by the Admin; see docs/decisions/0004-hub-contract.md.
/// Roles: the Admin (DEFAULT_ADMIN_ROLE) changes every setting, grants every role and unpauses;
/// PAUSER_ROLE pauses; OPERATOR_ROLE and EVALUATOR_ROLE are read by the lending and asset contracts.
contract Hub is IHub, AccessControl {
    /// @notice Keeper duties, semi-automatic acceptance on behalf of users, auction approval.
    bytes32 public constant OPERATOR_ROLE = HubRoles.OPERATOR;

    /// @notice Appraises real-world assets.
    bytes32 public constant EVALUATOR_ROLE = HubRoles.EVALUATOR;

    /// @notice Pauses the protocol.
    bytes32 public constant PAUSER_ROLE = HubRoles.PAUSER;

    /// @inheritdoc IHub
    uint256 public constant override RESUME_GRACE = 1 hours;

    /// @dev The pause in one slot, which a contract checking it reads at once: whether it is on, when the
    /// current (or last) pause began and when the last one ended.
    struct PauseState {
        bool paused;
        uint40 pausedAt;
        uint40 unpausedAt;
    }

    PauseState private _pauseState;

    /// @inheritdoc IHub
    address public override feeWallet;

    /// @inheritdoc IHub
    mapping(address token => bool whitelisted) public override isCollateralToken;

    /// @inheritdoc IHub
    mapping(address token => bool whitelisted) public override isLoanToken;

    /// @inheritdoc IHub
    mapping(address collection => bool whitelisted) public override isNftCollection;

    mapping(bytes32 key => address contractAddress) private _contracts;
    mapping(address token => PriceFeed feed) private _priceFeeds;

    /// @notice Deploys the Hub with its Admin and fee wallet; every other setting starts empty.
    /// @param admin The Admin: holds DEFAULT_ADMIN_ROLE.
    /// @param initialFeeWallet The wallet that receives the protocol's fees.
    constructor(address admin, address initialFeeWallet) {
        if (admin == address(0) || initialFeeWallet == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        feeWallet = initialFeeWallet;
        emit FeeWalletChanged(address(0), initialFeeWallet);
    }

    /// @inheritdoc IHub
    function setContract(bytes32 key, address contractAddress) external override onlyRole(DEFAULT_ADMIN_ROLE) {
        address previous = _contracts[key];
        _contracts[key] = contractAddress;
        emit ContractAddressChanged(key, previous, contractAddress);
    }

    /// @inheritdoc IHub
    function setFeeWallet(address newFeeWallet) external override onlyRole(DEFAULT_ADMIN_ROLE) {
        if (newFeeWallet == address(0)) revert ZeroAddress();
        address previous = feeWallet;
        feeWallet = newFeeWallet;
        emit FeeWalletChanged(previous, newFeeWallet);
    }

    /// @inheritdoc IHub
    function setPriceFeed(address token, IAggregatorV3 feed, uint32 heartbeat)
        external
        override
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        if (address(feed) == address(0)) revert ZeroAddress();
        if (heartbeat == 0) revert ZeroHeartbeat();
        uint8 tokenDecimals = token == address(0) ? 18 : IERC20Metadata(token).decimals();
        _priceFeeds[token] =
            PriceFeed({feed: feed, heartbeat: heartbeat, decimals: feed.decimals(), tokenDecimals: tokenDecimals});
        emit PriceFeedChanged(token, address(feed), heartbeat);
    }

    /// @inheritdoc IHub
    function removePriceFeed(address token) external override onlyRole(DEFAULT_ADMIN_ROLE) {
        if (address(_priceFeeds[token].feed) == address(0)) revert PriceFeedNotSet(token);
        delete _priceFeeds[token];
        emit PriceFeedRemoved(token);
    }

    /// @inheritdoc IHub
    function setCollateralToken(address token, bool whitelisted) external override onlyRole(DEFAULT_ADMIN_ROLE) {
        isCollateralToken[token] = whitelisted;
        emit CollateralWhitelistChanged(token, whitelisted);
    }

    /// @inheritdoc IHub
    function setLoanToken(address token, bool whitelisted) external override onlyRole(DEFAULT_ADMIN_ROLE) {
        if (token == address(0)) revert NativeCoinNotLoanToken();
        isLoanToken[token] = whitelisted;
        emit LoanWhitelistChanged(token, whitelisted);
    }

    /// @inheritdoc IHub
    function setNftCollection(address collection, bool whitelisted) external override onlyRole(DEFAULT_ADMIN_ROLE) {
        if (collection == address(0)) revert ZeroAddress();
        isNftCollection[collection] = whitelisted;
        emit NftCollectionWhitelistChanged(collection, whitelisted);
    }

    /// @inheritdoc IHub
    function pause() external override onlyRole(PAUSER_ROLE) {
        PauseState memory state = _pauseState;
        if (state.paused) revert EnforcedPause();
        state.paused = true;
        // A pause soon after the last one continues it: whoever gives time back after a pause counts both as one.
        if (state.pausedAt == 0 || block.timestamp >= uint256(state.unpausedAt) + RESUME_GRACE) {
            state.pausedAt = uint40(block.timestamp);
        }
        _pauseState = state;
        emit Paused(msg.sender);
    }

    /// @inheritdoc IHub
    function unpause() external override onlyRole(DEFAULT_ADMIN_ROLE) {
        PauseState memory state = _pauseState;
        if (!state.paused) revert ExpectedPause();
        state.paused = false;
        state.unpausedAt = uint40(block.timestamp);
        _pauseState = state;
        emit Unpaused(msg.sender);
    }

    /// @inheritdoc IHub
    function getContract(bytes32 key) external view override returns (address contractAddress) {
        contractAddress = _contracts[key];
        if (contractAddress == address(0)) revert ContractNotRegistered(key);
    }

    /// @inheritdoc IHub
    function priceFeed(address token) external view override returns (PriceFeed memory) {
        return _priceFeeds[token];
    }

    /// @inheritdoc IHub
    function getPrice(address token) external view override returns (uint256 price, uint8 decimals) {
        PriceFeed memory config;
        (price, config) = _price(token);
        return (price, config.decimals);
    }

    /// @inheritdoc IHub
    function usdValue(address token, uint256 amount) external view override returns (uint256) {
        return _usdValue(token, amount);
    }

    /// @inheritdoc IHub
    function usdValues(
        address collateralToken,
        uint256 collateralAmount,
        address loanToken,
        uint256 loanAmount,
        address repaymentToken,
        uint256 repaymentAmount
    ) external view override returns (uint256 collateralUsd, uint256 debtUsd) {
        collateralUsd = _usdValue(collateralToken, collateralAmount);
        if (repaymentToken == loanToken) return (collateralUsd, _usdValue(loanToken, loanAmount + repaymentAmount));
        debtUsd = _usdValue(loanToken, loanAmount) + _usdValue(repaymentToken, repaymentAmount);
    }

    /// @inheritdoc IHub
    function loanStartQuote(
        address collateralToken,
        uint256 collateralAmount,
        address loanToken,
        uint256 debt,
        address repaymentToken
    ) external view override returns (uint256 collateralUsd, uint256 debtUsd, uint256 repayPerLoanRay) {
        collateralUsd = _usdValue(collateralToken, collateralAmount);
        (uint256 loanPrice, PriceFeed memory loanFeed) = _price(loanToken);
        debtUsd = PriceMath.usdValue(debt, loanPrice, loanFeed.decimals, loanFeed.tokenDecimals);
        if (repaymentToken == loanToken) return (collateralUsd, debtUsd, 0);
        (uint256 repaymentPrice, PriceFeed memory repaymentFeed) = _price(repaymentToken);
        repayPerLoanRay = PriceMath.exchangeRay(
            loanPrice,
            loanFeed.decimals,
            loanFeed.tokenDecimals,
            repaymentPrice,
            repaymentFeed.decimals,
            repaymentFeed.tokenDecimals
        );
    }

    /// @inheritdoc IHub
    function collateralListings(address token, bool nft, address loanToken)
        external
        view
        override
        returns (bool isPaused, bool collateralListed, bool loanListed)
    {
        return (paused(), nft ? isNftCollection[token] : isCollateralToken[token], isLoanToken[loanToken]);
    }

    /// @inheritdoc IHub
    function exchangeRate(address from, address to) external view override returns (uint256) {
        (uint256 fromPrice, PriceFeed memory fromConfig) = _price(from);
        (uint256 toPrice, PriceFeed memory toConfig) = _price(to);
        return PriceMath.exchangeRay(
            fromPrice, fromConfig.decimals, fromConfig.tokenDecimals, toPrice, toConfig.decimals, toConfig.tokenDecimals
        );
    }

    /// @dev The USD value of an amount of a token (18 decimals, rounded down); reverts like _price.
    function _usdValue(address token, uint256 amount) private view returns (uint256) {
        (uint256 price, PriceFeed memory config) = _price(token);
        return PriceMath.usdValue(amount, price, config.decimals, config.tokenDecimals);
    }

    /// @dev A token's fresh, positive price and its feed configuration; reverts otherwise.
    function _price(address token) private view returns (uint256 price, PriceFeed memory config) {
        config = _priceFeeds[token];
        if (address(config.feed) == address(0)) revert PriceFeedNotSet(token);
        (, int256 answer,, uint256 updatedAt,) = config.feed.latestRoundData();
        if (answer <= 0) revert NonPositivePrice(token, answer);
        if (updatedAt + config.heartbeat < block.timestamp) revert StalePrice(token, updatedAt, config.heartbeat);
        price = uint256(answer);
    }

    /// @inheritdoc IHub
    function paused() public view override returns (bool) {
        return _pauseState.paused;
    }

    /// @inheritdoc IHub
    function pauseWindow() external view override returns (bool isPaused, uint256 pausedAt, uint256 unpausedAt) {
        PauseState memory state = _pauseState;
        return (state.paused, state.pausedAt, state.unpausedAt);
    }
}
