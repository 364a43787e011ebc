// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IAddressErrors} from "../../src/common/CommonErrors.sol";
import {Hub} from "../../src/hub/Hub.sol";
import {IHub} from "../../src/hub/IHub.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {Test} from "../utils/Test.sol";

contract HubTest is Test {
    uint256 private constant START = 1_700_000_000;
    uint32 private constant HEARTBEAT = 3600;
    address private constant NATIVE = address(0);
    bytes32 private constant LENDING = keccak256("Lending");

    Hub private hub;
    DevPriceFeed private wbnbFeed;
    address private admin = makeAddr("admin");
    address private pauser = makeAddr("pauser");
    address private feeWallet = makeAddr("fee wallet");
    address private stranger = makeAddr("stranger");
    /// @dev An ERC-20 with 6 decimals (the Hub reads a token's decimals when its feed is set).
    address private token;

    function setUp() public {
        vm.warp(START);
        hub = new Hub(admin, feeWallet);
        token = address(new TestToken("Token", "TKN", 6, address(this)));
        wbnbFeed = new DevPriceFeed("WBNB / USD", 8, 600e8, address(this));
        vm.startPrank(admin);
        hub.grantRole(hub.PAUSER_ROLE(), pauser);
        hub.setPriceFeed(NATIVE, wbnbFeed, HEARTBEAT);
        vm.stopPrank();
    }

    // --- construction and roles

    function test_constructor_setsTheAdminAndFeeWallet() public {
        vm.expectEmit();
        emit IHub.FeeWalletChanged(address(0), feeWallet);
        Hub fresh = new Hub(admin, feeWallet);

        vm.assertTrue(fresh.hasRole(fresh.DEFAULT_ADMIN_ROLE(), admin));
        vm.assertEq(fresh.feeWallet(), feeWallet);
        vm.assertFalse(fresh.paused());
    }

    function test_constructor_revertsForAZeroAdmin() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        new Hub(address(0), feeWallet);
    }

    function test_constructor_revertsForAZeroFeeWallet() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        new Hub(admin, address(0));
    }

    function test_roles_areNamedHashesAdministeredByTheAdmin() public view {
        vm.assertEq(hub.OPERATOR_ROLE(), keccak256("OPERATOR_ROLE"));
        vm.assertEq(hub.EVALUATOR_ROLE(), keccak256("EVALUATOR_ROLE"));
        vm.assertEq(hub.PAUSER_ROLE(), keccak256("PAUSER_ROLE"));
        vm.assertEq(hub.getRoleAdmin(hub.OPERATOR_ROLE()), hub.DEFAULT_ADMIN_ROLE());
        vm.assertEq(hub.getRoleAdmin(hub.EVALUATOR_ROLE()), hub.DEFAULT_ADMIN_ROLE());
        vm.assertEq(hub.getRoleAdmin(hub.PAUSER_ROLE()), hub.DEFAULT_ADMIN_ROLE());
    }

    function test_grantRole_revertsForANonAdmin() public {
        bytes32 operatorRole = hub.OPERATOR_ROLE();
        _expectUnauthorized(stranger, hub.DEFAULT_ADMIN_ROLE());
        vm.prank(stranger);
        hub.grantRole(operatorRole, stranger);
    }

    function test_adminFunctions_revertForANonAdmin() public {
        bytes32 adminRole = hub.DEFAULT_ADMIN_ROLE();
        vm.startPrank(stranger);
        _expectUnauthorized(stranger, adminRole);
        hub.setContract(LENDING, token);
        _expectUnauthorized(stranger, adminRole);
        hub.setFeeWallet(stranger);
        _expectUnauthorized(stranger, adminRole);
        hub.setPriceFeed(token, wbnbFeed, HEARTBEAT);
        _expectUnauthorized(stranger, adminRole);
        hub.removePriceFeed(NATIVE);
        _expectUnauthorized(stranger, adminRole);
        hub.setCollateralToken(token, true);
        _expectUnauthorized(stranger, adminRole);
        hub.setLoanToken(token, true);
        vm.stopPrank();
    }

    // --- pause

    function test_pause_byThePauserAndUnpause_byTheAdmin() public {
        vm.expectEmit(address(hub));
        emit IHub.Paused(pauser);
        vm.prank(pauser);
        hub.pause();
        vm.assertTrue(hub.paused());

        vm.expectEmit(address(hub));
        emit IHub.Unpaused(admin);
        vm.prank(admin);
        hub.unpause();
        vm.assertFalse(hub.paused());
    }

    function test_pauseWindow_recordsWhenThePauseBeganAndEnded() public {
        (bool isPaused, uint256 pausedAt, uint256 unpausedAt) = hub.pauseWindow();
        vm.assertTrue(!isPaused && pausedAt == 0 && unpausedAt == 0);
        uint256 began = block.timestamp;
        vm.prank(pauser);
        hub.pause();
        (isPaused, pausedAt,) = hub.pauseWindow();
        vm.assertTrue(isPaused);
        vm.assertEq(pausedAt, began);

        vm.warp(began + 1 days);
        vm.prank(admin);
        hub.unpause();
        (isPaused, pausedAt, unpausedAt) = hub.pauseWindow();
        vm.assertFalse(isPaused);
        vm.assertEq(pausedAt, began);
        vm.assertEq(unpausedAt, began + 1 days);
    }

    function test_pauseWindow_aPauseWithinTheGraceContinuesTheLastOne() public {
        uint256 began = block.timestamp;
        _pauseFor(1 hours);
        vm.warp(block.timestamp + hub.RESUME_GRACE() - 1);
        _pauseFor(1 hours);
        (, uint256 pausedAt,) = hub.pauseWindow();
        vm.assertEq(pausedAt, began, "continued");

        vm.warp(block.timestamp + hub.RESUME_GRACE());
        uint256 later = block.timestamp;
        vm.prank(pauser);
        hub.pause();
        (, pausedAt,) = hub.pauseWindow();
        vm.assertEq(pausedAt, later, "a new pause");
    }

    function test_pause_revertsForANonPauser() public {
        _expectUnauthorized(admin, hub.PAUSER_ROLE());
        vm.prank(admin);
        hub.pause();
    }

    function test_pause_revertsWhenAlreadyPaused() public {
        vm.startPrank(pauser);
        hub.pause();
        vm.expectRevert(IHub.EnforcedPause.selector);
        hub.pause();
        vm.stopPrank();
    }

    function test_unpause_revertsForThePauser() public {
        vm.prank(pauser);
        hub.pause();
        _expectUnauthorized(pauser, hub.DEFAULT_ADMIN_ROLE());
        vm.prank(pauser);
        hub.unpause();
    }

    function test_unpause_revertsWhenNotPaused() public {
        vm.expectRevert(IHub.ExpectedPause.selector);
        vm.prank(admin);
        hub.unpause();
    }

    // --- contract registry and fee wallet

    function test_setContract_registersReplacesAndRemoves() public {
        address first = makeAddr("lending v1");
        address second = makeAddr("lending v2");
        vm.startPrank(admin);

        vm.expectEmit(address(hub));
        emit IHub.ContractAddressChanged(LENDING, address(0), first);
        hub.setContract(LENDING, first);
        vm.assertEq(hub.getContract(LENDING), first);

        vm.expectEmit(address(hub));
        emit IHub.ContractAddressChanged(LENDING, first, second);
        hub.setContract(LENDING, second);
        vm.assertEq(hub.getContract(LENDING), second);

        vm.expectEmit(address(hub));
        emit IHub.ContractAddressChanged(LENDING, second, address(0));
        hub.setContract(LENDING, address(0));
        vm.stopPrank();

        vm.expectRevert(abi.encodeWithSelector(IHub.ContractNotRegistered.selector, LENDING));
        hub.getContract(LENDING);
    }

    function test_getContract_revertsForAnUnknownKey() public {
        vm.expectRevert(abi.encodeWithSelector(IHub.ContractNotRegistered.selector, LENDING));
        hub.getContract(LENDING);
    }

    function test_setFeeWallet_changesTheFeeWallet() public {
        address newWallet = makeAddr("new fee wallet");
        vm.expectEmit(address(hub));
        emit IHub.FeeWalletChanged(feeWallet, newWallet);
        vm.prank(admin);
        hub.setFeeWallet(newWallet);
        vm.assertEq(hub.feeWallet(), newWallet);
    }

    function test_setFeeWallet_revertsForZero() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(admin);
        hub.setFeeWallet(address(0));
    }

    // --- whitelists

    function test_setCollateralToken_addsAndRemovesIncludingTheNativeCoin() public {
        vm.startPrank(admin);
        vm.expectEmit(address(hub));
        emit IHub.CollateralWhitelistChanged(NATIVE, true);
        hub.setCollateralToken(NATIVE, true);
        vm.assertTrue(hub.isCollateralToken(NATIVE));
        vm.assertFalse(hub.isLoanToken(NATIVE));

        vm.expectEmit(address(hub));
        emit IHub.CollateralWhitelistChanged(NATIVE, false);
        hub.setCollateralToken(NATIVE, false);
        vm.assertFalse(hub.isCollateralToken(NATIVE));
        vm.stopPrank();
    }

    function test_setLoanToken_addsAndRemoves() public {
        vm.startPrank(admin);
        vm.expectEmit(address(hub));
        emit IHub.LoanWhitelistChanged(token, true);
        hub.setLoanToken(token, true);
        vm.assertTrue(hub.isLoanToken(token));
        vm.assertFalse(hub.isCollateralToken(token));

        vm.expectEmit(address(hub));
        emit IHub.LoanWhitelistChanged(token, false);
        hub.setLoanToken(token, false);
        vm.assertFalse(hub.isLoanToken(token));
        vm.stopPrank();
    }

    function test_setLoanToken_revertsForTheNativeCoin() public {
        vm.expectRevert(IHub.NativeCoinNotLoanToken.selector);
        vm.prank(admin);
        hub.setLoanToken(NATIVE, true);
    }

    function test_setNftCollection_addsAndRemovesACollection() public {
        vm.startPrank(admin);
        vm.expectEmit(address(hub));
        emit IHub.NftCollectionWhitelistChanged(token, true);
        hub.setNftCollection(token, true);
        vm.assertTrue(hub.isNftCollection(token));
        vm.assertFalse(hub.isCollateralToken(token));

        vm.expectEmit(address(hub));
        emit IHub.NftCollectionWhitelistChanged(token, false);
        hub.setNftCollection(token, false);
        vm.assertFalse(hub.isNftCollection(token));
        vm.stopPrank();
    }

    function test_setNftCollection_revertsForTheZeroAddress() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(admin);
        hub.setNftCollection(address(0), true);
    }

    function test_setNftCollection_isAdminOnly() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, bytes32(0))
        );
        vm.prank(stranger);
        hub.setNftCollection(token, true);
    }

    // --- price feeds

    function test_setPriceFeed_storesTheFeedHeartbeatAndDecimals() public {
        DevPriceFeed feed = new DevPriceFeed("TOKEN / USD", 18, 2e18, address(this));
        vm.expectEmit(address(hub));
        emit IHub.PriceFeedChanged(token, address(feed), 60);
        vm.prank(admin);
        hub.setPriceFeed(token, feed, 60);

        IHub.PriceFeed memory config = hub.priceFeed(token);
        vm.assertEq(address(config.feed), address(feed));
        vm.assertEq(config.heartbeat, 60);
        vm.assertEq(config.decimals, 18);
        vm.assertEq(config.tokenDecimals, 6);
        vm.assertEq(hub.priceFeed(NATIVE).tokenDecimals, 18);
    }

    function test_usdValue_isTheAmountAtTheFeedPriceWith18Decimals() public {
        DevPriceFeed feed = new DevPriceFeed("TOKEN / USD", 18, 2e18, address(this));
        vm.prank(admin);
        hub.setPriceFeed(token, feed, HEARTBEAT);
        // 3.5 tokens of 6 decimals at $2 (18-decimal feed) and 2 BNB at $600 (8-decimal feed).
        vm.assertEq(hub.usdValue(token, 3_500_000), 7e18);
        vm.assertEq(hub.usdValue(NATIVE, 2 ether), 1_200e18);
    }

    function test_exchangeRate_convertsBaseUnitsAcrossDecimals() public {
        DevPriceFeed feed = new DevPriceFeed("TOKEN / USD", 18, 2e18, address(this));
        vm.prank(admin);
        hub.setPriceFeed(token, feed, HEARTBEAT);
        // One wei of BNB ($600 / 1e18) is worth 300 / 1e12 base units of a $2, 6-decimal token.
        vm.assertEq(hub.exchangeRate(NATIVE, token), 300 * 1e27 / 1e12);
        // One base unit of the token ($2 / 1e6) is worth 1e12 / 300 wei.
        vm.assertEq(hub.exchangeRate(token, NATIVE), uint256(1e39) / 300);
    }

    function test_usdValues_matchUsdValueForEachTokenOrTheirSum() public {
        DevPriceFeed feed = new DevPriceFeed("TOKEN / USD", 18, 2e18, address(this));
        vm.prank(admin);
        hub.setPriceFeed(token, feed, HEARTBEAT);
        // Two tokens: each part is valued (and rounded) on its own, as usdValue does.
        (uint256 collateralUsd, uint256 debtUsd) = hub.usdValues(NATIVE, 2 ether, token, 3_500_001, NATIVE, 7);
        vm.assertEq(collateralUsd, hub.usdValue(NATIVE, 2 ether));
        vm.assertEq(debtUsd, hub.usdValue(token, 3_500_001) + hub.usdValue(NATIVE, 7));
        // One token: the sum is valued once.
        (, debtUsd) = hub.usdValues(NATIVE, 2 ether, token, 3_500_001, token, 1);
        vm.assertEq(debtUsd, hub.usdValue(token, 3_500_002));
        // A missing or stale price of any of them refuses, even for a zero repayment amount.
        vm.expectRevert(abi.encodeWithSelector(IHub.PriceFeedNotSet.selector, address(1)));
        hub.usdValues(NATIVE, 2 ether, token, 1, address(1), 0);
        vm.warp(START + HEARTBEAT + 1);
        vm.expectRevert(abi.encodeWithSelector(IHub.StalePrice.selector, NATIVE, START, HEARTBEAT));
        hub.usdValues(NATIVE, 2 ether, token, 1, token, 0);
    }

    function test_collateralListings_readThePauseAndTheRightLists() public {
        address collection = makeAddr("collection");
        vm.startPrank(admin);
        hub.setCollateralToken(token, true);
        hub.setNftCollection(collection, true);
        vm.stopPrank();
        (bool isPaused, bool collateralListed, bool loanListed) = hub.collateralListings(token, false, token);
        vm.assertTrue(!isPaused && collateralListed && !loanListed);
        // A fungible token is not read as a collection, nor the reverse.
        (, collateralListed,) = hub.collateralListings(token, true, token);
        vm.assertTrue(!collateralListed);
        (, collateralListed,) = hub.collateralListings(collection, false, token);
        vm.assertTrue(!collateralListed);
        (, collateralListed,) = hub.collateralListings(collection, true, token);
        vm.assertTrue(collateralListed);
        vm.prank(admin);
        hub.setLoanToken(token, true);
        vm.prank(pauser);
        hub.pause();
        (isPaused,, loanListed) = hub.collateralListings(collection, true, token);
        vm.assertTrue(isPaused && loanListed);
    }

    function test_usdValueAndExchangeRate_refuseStalePrices() public {
        vm.warp(START + HEARTBEAT + 1);
        vm.expectRevert(abi.encodeWithSelector(IHub.StalePrice.selector, NATIVE, START, HEARTBEAT));
        hub.usdValue(NATIVE, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IHub.PriceFeedNotSet.selector, token));
        hub.exchangeRate(token, NATIVE);
    }

    function test_setPriceFeed_revertsForAZeroFeed() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(admin);
        hub.setPriceFeed(token, DevPriceFeed(address(0)), HEARTBEAT);
    }

    function test_setPriceFeed_revertsForAZeroHeartbeat() public {
        vm.expectRevert(IHub.ZeroHeartbeat.selector);
        vm.prank(admin);
        hub.setPriceFeed(token, wbnbFeed, 0);
    }

    function test_removePriceFeed_makesThePriceUnknown() public {
        vm.expectEmit(address(hub));
        emit IHub.PriceFeedRemoved(NATIVE);
        vm.prank(admin);
        hub.removePriceFeed(NATIVE);

        vm.assertEq(address(hub.priceFeed(NATIVE).feed), address(0));
        vm.expectRevert(abi.encodeWithSelector(IHub.PriceFeedNotSet.selector, NATIVE));
        hub.getPrice(NATIVE);
    }

    function test_removePriceFeed_revertsWhenNoneIsSet() public {
        vm.expectRevert(abi.encodeWithSelector(IHub.PriceFeedNotSet.selector, token));
        vm.prank(admin);
        hub.removePriceFeed(token);
    }

    function test_getPrice_returnsTheFreshAnswerAndDecimals() public view {
        (uint256 price, uint8 decimals) = hub.getPrice(NATIVE);
        vm.assertEq(price, 600e8);
        vm.assertEq(decimals, 8);
    }

    function test_getPrice_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IHub.PriceFeedNotSet.selector, token));
        hub.getPrice(token);
    }

    function test_getPrice_revertsForAZeroAnswer() public {
        wbnbFeed.updateAnswer(0);
        vm.expectRevert(abi.encodeWithSelector(IHub.NonPositivePrice.selector, NATIVE, int256(0)));
        hub.getPrice(NATIVE);
    }

    function test_getPrice_revertsForANegativeAnswer() public {
        wbnbFeed.updateAnswer(-5e8);
        vm.expectRevert(abi.encodeWithSelector(IHub.NonPositivePrice.selector, NATIVE, int256(-5e8)));
        hub.getPrice(NATIVE);
    }

    function test_getPrice_acceptsAnAnswerExactlyOneHeartbeatOld() public {
        vm.warp(START + HEARTBEAT);
        (uint256 price,) = hub.getPrice(NATIVE);
        vm.assertEq(price, 600e8);
    }

    function test_getPrice_revertsForAnAnswerOlderThanTheHeartbeat() public {
        vm.warp(START + HEARTBEAT + 1);
        vm.expectRevert(abi.encodeWithSelector(IHub.StalePrice.selector, NATIVE, START, HEARTBEAT));
        hub.getPrice(NATIVE);
    }

    function test_getPrice_isFreshAgainAfterTheFeedIsUpdated() public {
        vm.warp(START + HEARTBEAT + 1);
        wbnbFeed.updateAnswer(600e8);
        (uint256 price,) = hub.getPrice(NATIVE);
        vm.assertEq(price, 600e8);
    }

    function test_getPrice_worksWhilePaused() public {
        vm.prank(pauser);
        hub.pause();
        (uint256 price,) = hub.getPrice(NATIVE);
        vm.assertEq(price, 600e8);
    }

    function testFuzz_getPrice_returnsAnyPositiveAnswerUnchanged(int256 answer) public {
        vm.assume(answer > 0);
        wbnbFeed.updateAnswer(answer);
        (uint256 price,) = hub.getPrice(NATIVE);
        vm.assertEq(price, uint256(answer));
    }

    function testFuzz_getPrice_refusesAnyNonPositiveAnswer(int256 answer) public {
        vm.assume(answer <= 0);
        wbnbFeed.updateAnswer(answer);
        vm.expectRevert(abi.encodeWithSelector(IHub.NonPositivePrice.selector, NATIVE, answer));
        hub.getPrice(NATIVE);
    }

    function testFuzz_getPrice_isFreshExactlyWithinTheHeartbeat(uint32 heartbeat, uint32 elapsed) public {
        heartbeat = uint32(bound(heartbeat, 1, type(uint32).max));
        vm.prank(admin);
        hub.setPriceFeed(NATIVE, wbnbFeed, heartbeat);
        vm.warp(START + elapsed);

        if (elapsed > heartbeat) {
            vm.expectRevert(abi.encodeWithSelector(IHub.StalePrice.selector, NATIVE, START, heartbeat));
            hub.getPrice(NATIVE);
        } else {
            (uint256 price,) = hub.getPrice(NATIVE);
            vm.assertEq(price, 600e8);
        }
    }

    function _expectUnauthorized(address account, bytes32 role) private {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }

    /// @dev The pauser pauses now and the Admin ends the pause `length` later.
    function _pauseFor(uint256 length) internal {
        vm.prank(pauser);
        hub.pause();
        vm.warp(block.timestamp + length);
        vm.prank(admin);
        hub.unpause();
    }
}
