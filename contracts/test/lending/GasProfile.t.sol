// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IPawnShop} from "../../src/lending/IPawnShop.sol";
import {AssetKind, CollateralParams, Terms, TimeUnit} from "../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {LendingBase} from "./LendingBase.sol";

/// @dev The bench's like-for-like scenario as a forge test, for `forge test --isolate -vvvv` profiles.
contract GasProfileTest is LendingBase {
    TestToken internal eth;
    TestToken internal usd;
    TestToken internal dfy;
    DevPriceFeed internal ethFeed;
    DevPriceFeed internal usdFeed;
    DevPriceFeed internal dfyFeed;

    function setUp() public override {
        super.setUp();
        eth = new TestToken("ETH", "ETH", 18, address(this));
        usd = new TestToken("USDT", "USDT", 18, address(this));
        dfy = new TestToken("DFY", "DFY", 18, address(this));
        ethFeed = new DevPriceFeed("ETH", 8, 2000e8, address(this));
        usdFeed = new DevPriceFeed("USD", 8, 1e8, address(this));
        dfyFeed = new DevPriceFeed("DFY", 8, 5e6, address(this));
        vm.startPrank(admin);
        hub.setPriceFeed(address(eth), ethFeed, HEARTBEAT);
        hub.setPriceFeed(address(usd), usdFeed, HEARTBEAT);
        hub.setPriceFeed(address(dfy), dfyFeed, HEARTBEAT);
        hub.setLoanToken(address(usd), true);
        hub.setLoanToken(address(dfy), true);
        hub.setCollateralToken(address(eth), true);
        vm.stopPrank();
        for (uint256 i = 0; i < 2; ++i) {
            address who = i == 0 ? borrower : lender;
            eth.mint(who, 1000e18);
            usd.mint(who, 1_000_000e18);
            dfy.mint(who, 1_000_000e18);
            vm.startPrank(who);
            eth.approve(address(lending), type(uint256).max);
            usd.approve(address(lending), type(uint256).max);
            dfy.approve(address(lending), type(uint256).max);
            vm.stopPrank();
        }
        dfy.mint(feeWallet, 1e18);
        // Warm-up round so the measured calls hit nonzero balances and scores.
        _round();
    }

    function _terms() internal view returns (Terms memory) {
        return Terms({
            loanToken: address(usd),
            repaymentToken: address(dfy),
            amount: 10_000e18,
            interestRate: 12 * ZOOM,
            durationQty: 4,
            durationUnit: TimeUnit.Week,
            cycleUnit: TimeUnit.Week,
            liquidationThreshold: 70 * ZOOM
        });
    }

    function _collateral() internal returns (uint256) {
        vm.prank(borrower);
        return lending.createCollateral(
            CollateralParams({
                kind: AssetKind.ERC20,
                token: address(eth),
                tokenId: 0,
                amount: 10e18,
                loanToken: address(usd),
                durationQty: 4,
                durationUnit: TimeUnit.Week
            })
        );
    }

    function _round() internal {
        uint256 collateralId = _collateral();
        vm.prank(lender);
        uint256 offerId = lending.createOffer(collateralId, _terms());
        vm.prank(borrower);
        uint256 loanId = lending.acceptOffer(offerId);
        uint256 owed = lens.loan(loanId).interestOwed;
        vm.prank(borrower);
        lending.repay(loanId, 0, owed, 0);
        _warpTo(lens.loan(loanId).startedAt + 7 days + 1);
        _refresh(ethFeed);
        _refresh(usdFeed);
        _refresh(dfyFeed);
        // The keeper opens cycle 1, which owes what cycle 0 did (a full week on the same principal).
        lending.settle(loanId);
        vm.prank(borrower);
        lending.repay(loanId, 0, owed, 10_000e18);

        uint256 risky = _collateral();
        vm.prank(lender);
        offerId = lending.createOffer(risky, _terms());
        vm.prank(borrower);
        lending.acceptOffer(offerId);
        ethFeed.updateAnswer(1400e8);
        vm.prank(borrower);
        lending.liquidate(offerId);
        ethFeed.updateAnswer(2000e8);

        IPawnShop.PackageParams memory params = IPawnShop.PackageParams({
            packageType: IPawnShop.PackageType.Auto,
            loanToken: address(usd),
            minAmount: 1000e18,
            maxAmount: 10_000e18,
            repaymentToken: address(dfy),
            interestRate: 12 * ZOOM,
            minDuration: 1,
            maxDuration: 8,
            durationUnit: TimeUnit.Week,
            cycleUnit: TimeUnit.Week,
            ltv: 50 * ZOOM,
            liquidationThreshold: 70 * ZOOM,
            collaterals: new address[](1),
            budget: 100_000e18
        });
        params.collaterals[0] = address(eth);
        vm.prank(lender);
        uint256 packageId = shop.createPackage(params);
        uint256 auto_ = _collateral();
        vm.prank(borrower);
        shop.submitCollateral(packageId, auto_, 0, block.timestamp + 7 days);
    }

    function test_profile() public {
        _round();
    }
}
