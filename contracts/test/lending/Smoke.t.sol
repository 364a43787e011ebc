// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Loan, LoanStatus, Payment} from "../../src/lending/LendingTypes.sol";
import {LendingBase} from "./LendingBase.sol";

contract SmokeTest is LendingBase {
    function test_offerAcceptRepayComplete() public {
        uint256 loanId = _startLoan();
        Loan memory state = lending.loan(loanId);
        vm.assertEq(state.principal, 3_000e6);
        // 3000 * 36.5% * 7/365 = 21 USDT
        vm.assertEq(state.interestOwed, 21e6);
        vm.prank(borrower);
        Payment memory paid = lending.repay(loanId, 0, type(uint256).max, 0);
        vm.assertEq(paid.interest, 21e6);
        vm.assertEq(paid.systemFee, 4.2e6);
        _warpTo(START + 7 days);
        vm.prank(borrower);
        lending.repay(loanId, type(uint256).max, type(uint256).max, type(uint256).max);
        state = lending.loan(loanId);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Completed));
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
    }
}
