// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {CollateralStatus, LoanStatus} from "../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {SignedOffers} from "../../src/lending/SignedOffers.sol";
import {LendingHandler, ToggleReceiver} from "./handlers/LendingHandler.sol";
import {LendingBase} from "./LendingBase.sol";

/// @dev Random sequences of collateral, offers (on chain and signed), loans, repayments, time and prices
/// (see LendingHandler):
/// escrow always equals the open positions, the core keeps no loan or repayment tokens, no token is
/// created or lost, a loan is active exactly while its collateral is contracted, and no signed offer
/// starts a loan without its lender's valid, uncancelled signature.
/// forge-config: default.invariant.fail-on-revert = true
/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 64
contract LendingInvariantTest is LendingBase {
    LendingHandler internal handler;
    address[] internal holders;
    uint256 internal nativeTotal;

    function setUp() public override {
        super.setUp();
        address[] memory actors = new address[](4);
        uint256[] memory keys = new uint256[](3);
        (actors[0], keys[0]) = makeAccount("alice");
        (actors[1], keys[1]) = makeAccount("bob");
        (actors[2], keys[2]) = makeAccount("carol");
        actors[3] = address(new ToggleReceiver()); // refuses native payouts: they become credits
        for (uint256 i = 0; i < actors.length; i++) {
            _fund(actors[i]);
        }
        SignedOffers book = new SignedOffers(lending);
        vm.startPrank(admin);
        hub.grantRole(LOAN_ORIGINATOR, address(book));
        vm.stopPrank();
        handler = new LendingHandler(
            lending,
            lens,
            [usdt, busd, wbnb],
            [usdtFeed, busdFeed, wbnbFeed, nativeFeed],
            address(this),
            feeWallet,
            actors,
            book,
            keys
        );

        holders = actors;
        holders.push(borrower);
        holders.push(lender);
        holders.push(otherLender);
        holders.push(stranger);
        holders.push(feeWallet);
        holders.push(address(lending));
        holders.push(address(handler));
        holders.push(address(this));
        nativeTotal = _nativeHeld();
    }

    /// @dev Read by forge: the invariant runs call only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function _held(TestToken token) internal view returns (uint256 total) {
        for (uint256 i = 0; i < holders.length; i++) {
            total += token.balanceOf(holders[i]);
        }
    }

    function _nativeHeld() internal view returns (uint256 total) {
        for (uint256 i = 0; i < holders.length; i++) {
            total += holders[i].balance;
        }
    }

    function invariant_erc20EscrowEqualsOpenPositions() public view {
        uint256 escrowed = lens.escrowed(address(wbnb), 0);
        vm.assertEq(wbnb.balanceOf(address(lending)), escrowed, "WBNB held != escrowed");
        vm.assertEq(handler.openPositions(address(wbnb)), escrowed, "open WBNB positions != escrowed");
    }

    function invariant_nativeEscrowEqualsOpenPositionsAndCredits() public view {
        uint256 escrowed = lens.escrowed(NATIVE, 0);
        vm.assertEq(address(lending).balance, escrowed, "native held != escrowed");
        vm.assertEq(handler.openPositions(NATIVE) + handler.totalNativeCredit(), escrowed, "native positions + credits");
    }

    function invariant_coreHoldsNoLoanOrRepaymentTokens() public view {
        vm.assertEq(usdt.balanceOf(address(lending)), 0, "USDT in the core");
        vm.assertEq(busd.balanceOf(address(lending)), 0, "BUSD in the core");
        vm.assertEq(lens.escrowed(address(usdt), 0), 0);
    }

    function invariant_noTokenCreatedOrLost() public view {
        vm.assertEq(_held(usdt), usdt.totalSupply(), "USDT");
        vm.assertEq(_held(busd), busd.totalSupply(), "BUSD");
        vm.assertEq(_held(wbnb), wbnb.totalSupply(), "WBNB");
        vm.assertEq(_nativeHeld(), nativeTotal, "native");
    }

    function invariant_loanActiveIffCollateralContracted() public view {
        uint256 active;
        for (uint256 i = 0; i < handler.loanCount(); i++) {
            uint256 loanId = handler.loanIds(i);
            LoanStatus status = lens.loan(loanId).status;
            CollateralStatus held = lens.collateral(lens.offer(loanId).collateralId).status;
            vm.assertEq(status == LoanStatus.Active, held == CollateralStatus.Contracted);
            if (status == LoanStatus.Completed) vm.assertTrue(held == CollateralStatus.Returned);
            if (status == LoanStatus.Defaulted) vm.assertTrue(held == CollateralStatus.Liquidated);
            if (status == LoanStatus.Active) active += 1;
        }
        uint256 contracted;
        for (uint256 i = 0; i < handler.collateralCount(); i++) {
            if (lens.collateral(handler.collateralIds(i)).status == CollateralStatus.Contracted) contracted += 1;
        }
        vm.assertEq(contracted, active, "contracted collaterals != active loans");
    }

    function invariant_repaymentsMoveExactlyWhatTheyReport() public view {
        vm.assertFalse(handler.repaymentMismatch());
    }

    function invariant_onlyALendersValidSignatureStartsASignedLoan() public view {
        vm.assertFalse(handler.unsignedLoanStarted());
    }
}
