// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Hub} from "../../src/hub/Hub.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {LendingLens} from "../../src/lending/LendingLens.sol";
import {LendingRules} from "../../src/lending/LendingRules.sol";
import {IExtsload} from "../../src/lending/interfaces/IExtsload.sol";
import {PawnShop} from "../../src/lending/PawnShop.sol";
import {AssetKind, CollateralParams, Config, Terms, TimeUnit} from "../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {Reputation} from "../../src/reputation/Reputation.sol";
import {TestNft1155} from "../../src/token/TestNft1155.sol";
import {TestNft721} from "../../src/token/TestNft721.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {Test} from "../utils/Test.sol";

/// @dev The protocol as the lending tests need it: Hub, Reputation, the lending core and the shop,
/// USDT (6 decimals, $1), BUSD (18 decimals, $1), WBNB (18 decimals, $600) and the native coin ($600)
/// with fresh feeds, whitelists, an ERC-721 and an ERC-1155 collection, and funded actors who approved
/// the core. Settings are the rules' live ones: late threshold 3, system fee 20%, penalty 150%,
/// prepaid fee 3%.
abstract contract LendingBase is Test {
    uint256 internal constant START = 1_700_000_000;
    uint32 internal constant HEARTBEAT = 1 days;
    uint32 internal constant ZOOM = 100_000;
    uint32 internal constant SYSTEM_FEE = 20 * ZOOM;
    uint32 internal constant PENALTY_RATE = 150 * ZOOM;
    uint32 internal constant PREPAID_FEE = 3 * ZOOM;
    uint8 internal constant LATE_THRESHOLD = 3;
    address internal constant NATIVE = address(0);
    bytes32 internal constant LOAN_ORIGINATOR = keccak256("LOAN_ORIGINATOR_ROLE");
    /// @dev Reputation's minimum USD value (18 decimals) of a loan's starting debt for it to earn points.
    uint96 internal constant MIN_LOAN_USD = 50e18;

    Hub internal hub;
    Reputation internal reputation;
    LendingRules internal rules;
    IPawnLending internal lending;
    LendingLens internal lens;
    PawnShop internal shop;
    TestToken internal usdt;
    TestToken internal busd;
    TestToken internal wbnb;
    TestNft721 internal nft;
    TestNft1155 internal multi;
    DevPriceFeed internal usdtFeed;
    DevPriceFeed internal busdFeed;
    DevPriceFeed internal wbnbFeed;
    DevPriceFeed internal nativeFeed;

    address internal admin = makeAddr("admin");
    address internal operator = makeAddr("operator");
    address internal feeWallet = makeAddr("fee wallet");
    address internal borrower = makeAddr("borrower");
    address internal lender = makeAddr("lender");
    address internal otherLender = makeAddr("other lender");
    address internal stranger = makeAddr("stranger");

    function setUp() public virtual {
        vm.warp(START);
        hub = new Hub(admin, feeWallet);
        reputation = new Reputation(hub, MIN_LOAN_USD);
        // Deployed from its artifact: importing the core would compile every test through the slow IR
        // pipeline that the core needs (see foundry.toml).
        rules = new LendingRules();
        lending = IPawnLending(
            vm.deployCode(
                "PawnLending.sol:PawnLending",
                abi.encode(address(hub), address(reputation), address(rules), liveConfig())
            )
        );
        lens = new LendingLens(IExtsload(address(lending)));
        shop = new PawnShop(lending);
        usdt = new TestToken("Tether USD", "USDT", 6, address(this));
        busd = new TestToken("Binance USD", "BUSD", 18, address(this));
        wbnb = new TestToken("Wrapped BNB", "WBNB", 18, address(this));
        nft = new TestNft721("Pawn Punks", "PUNK");
        multi = new TestNft1155("https://example.test/{id}.json");
        usdtFeed = new DevPriceFeed("USDT / USD", 8, 1e8, address(this));
        busdFeed = new DevPriceFeed("BUSD / USD", 8, 1e8, address(this));
        wbnbFeed = new DevPriceFeed("WBNB / USD", 8, 600e8, address(this));
        nativeFeed = new DevPriceFeed("BNB / USD", 8, 600e8, address(this));

        vm.startPrank(admin);
        hub.grantRole(hub.OPERATOR_ROLE(), operator);
        hub.grantRole(hub.PAUSER_ROLE(), admin);
        reputation.setLending(address(lending));
        hub.grantRole(reputation.REPUTATION_WRITER_ROLE(), address(shop));
        hub.grantRole(LOAN_ORIGINATOR, address(shop));
        hub.setPriceFeed(address(usdt), usdtFeed, HEARTBEAT);
        hub.setPriceFeed(address(busd), busdFeed, HEARTBEAT);
        hub.setPriceFeed(address(wbnb), wbnbFeed, HEARTBEAT);
        hub.setPriceFeed(NATIVE, nativeFeed, HEARTBEAT);
        hub.setLoanToken(address(usdt), true);
        hub.setLoanToken(address(busd), true);
        hub.setCollateralToken(address(wbnb), true);
        hub.setCollateralToken(NATIVE, true);
        hub.setCollateralToken(address(usdt), true);
        hub.setNftCollection(address(nft), true);
        hub.setNftCollection(address(multi), true);
        vm.stopPrank();

        _fund(borrower);
        _fund(lender);
        _fund(otherLender);
        _fund(stranger);
    }

    function liveConfig() internal pure returns (Config memory) {
        return Config({
            systemFee: SYSTEM_FEE, penaltyRate: PENALTY_RATE, prepaidFeeRate: PREPAID_FEE, lateThreshold: LATE_THRESHOLD
        });
    }

    /// @dev Gives an account tokens and native coin and approves the core for everything.
    function _fund(address account) internal {
        usdt.mint(account, 1_000_000e6);
        busd.mint(account, 1_000_000e18);
        wbnb.mint(account, 1_000e18);
        vm.deal(account, 1_000 ether);
        vm.startPrank(account);
        usdt.approve(address(lending), type(uint256).max);
        busd.approve(address(lending), type(uint256).max);
        wbnb.approve(address(lending), type(uint256).max);
        nft.setApprovalForAll(address(lending), true);
        multi.setApprovalForAll(address(lending), true);
        vm.stopPrank();
    }

    /// @dev `amount` WBNB as collateral for a USDT loan of `weeks_` weeks.
    function _wbnbCollateral(uint256 amount) internal pure returns (CollateralParams memory) {
        return CollateralParams({
            kind: AssetKind.ERC20,
            token: address(0),
            tokenId: 0,
            amount: amount,
            loanToken: address(0),
            durationQty: 4,
            durationUnit: TimeUnit.Week
        });
    }

    /// @dev Creates a WBNB collateral (10 WBNB = $6,000) asking for USDT over 4 weeks.
    function _createWbnbCollateral() internal returns (uint256 collateralId) {
        CollateralParams memory params = _wbnbCollateral(10e18);
        params.token = address(wbnb);
        params.loanToken = address(usdt);
        vm.prank(borrower);
        return lending.createCollateral(params);
    }

    /// @dev A USDT loan of 3,000 at 36.5% a year, repaid in USDT, 4 weeks, weekly cycles, liquidated at 80%.
    function _usdtTerms() internal view returns (Terms memory) {
        return Terms({
            loanToken: address(usdt),
            repaymentToken: address(usdt),
            amount: 3_000e6,
            interestRate: uint32(365 * ZOOM / 10),
            durationQty: 4,
            durationUnit: TimeUnit.Week,
            cycleUnit: TimeUnit.Week,
            liquidationThreshold: 80 * ZOOM
        });
    }

    /// @dev Creates the standard offer from `from` on a collateral.
    function _offer(address from, uint256 collateralId) internal returns (uint256 offerId) {
        Terms memory terms = _usdtTerms();
        vm.prank(from);
        return lending.createOffer(collateralId, terms);
    }

    /// @dev A WBNB collateral, the standard offer from `lender`, accepted: returns the loan id.
    function _startLoan() internal returns (uint256 loanId) {
        uint256 collateralId = _createWbnbCollateral();
        uint256 offerId = _offer(lender, collateralId);
        vm.prank(borrower);
        return lending.acceptOffer(offerId);
    }

    /// @dev Moves chain time and refreshes every feed (dev feeds report the time they were set).
    function _warpTo(uint256 timestamp) internal {
        vm.warp(timestamp);
        _refresh(usdtFeed);
        _refresh(busdFeed);
        _refresh(wbnbFeed);
        _refresh(nativeFeed);
    }

    function _refresh(DevPriceFeed feed) internal {
        (, int256 answer,,,) = feed.latestRoundData();
        feed.updateAnswer(answer);
    }
}
