// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IReputation} from "./IReputation.sol";

/// @title ReputationRecorder
/// @notice How the lending contracts record reputation points without ever holding money hostage: a
/// Reputation that refuses (writer role revoked, core or Hub replaced) is skipped and logged, so
/// collateral, repayments and liquidations keep moving. Each call gets a fixed gas allowance, and the
/// caller must have it: a caller cannot make a call fail on purpose (e.g. to skip a late mark) by
/// sending just too little gas.
library ReputationRecorder {
    /// @notice Gas given to one `record` or `openLoan` call: a first score write costs about 30,000.
    uint256 internal constant GAS = 60_000;
    /// @notice Gas given to one `recordLoan` call: at a loan's first on-time cycle it writes two wallets'
    /// scores, about 60,000 when both are first writes.
    uint256 internal constant LOAN_GAS = 100_000;

    /// @notice Reputation refused to record points; the operation went through without them.
    /// @param wallet The wallet the points were for.
    /// @param reason The reason that was not recorded.
    event ReputationNotRecorded(address indexed wallet, IReputation.Reason reason);

    /// @notice Reputation refused a loan's report; the operation went through without it.
    /// @param loanId The loan.
    /// @param loanEvent What was not reported.
    event LoanReputationNotRecorded(uint256 indexed loanId, IReputation.LoanEvent loanEvent);

    /// @notice Too little gas was sent to record reputation points; send more.
    error InsufficientGas();

    /// @notice Records `reason` for `wallet`, or logs ReputationNotRecorded if Reputation refuses.
    /// @dev Reverts with InsufficientGas unless the call can get its full allowance.
    /// @param reputation The Reputation contract.
    /// @param wallet The wallet.
    /// @param reason The reason (not a review).
    function tryRecord(IReputation reputation, address wallet, IReputation.Reason reason) internal {
        _requireGas(GAS);
        try reputation.record{gas: GAS}(wallet, reason) {
            return;
        } catch {
            emit ReputationNotRecorded(wallet, reason);
        }
    }

    /// @notice Asks Reputation for a starting loan's standing, or logs LoanReputationNotRecorded and
    /// returns zero (a loan that does not count) if Reputation refuses.
    /// @dev Reverts with InsufficientGas unless the call can get its full allowance.
    /// @param reputation The Reputation contract.
    /// @param loanId The loan.
    /// @param debtUsd The starting debt's USD value (zero when unpriced).
    /// @param origin How the loan was made.
    /// @return standing What Reputation answered, to keep with the loan.
    function tryOpenLoan(IReputation reputation, uint256 loanId, uint256 debtUsd, IReputation.LoanOrigin origin)
        internal
        returns (uint8 standing)
    {
        _requireGas(GAS);
        try reputation.openLoan{gas: GAS}(debtUsd, origin) returns (uint8 answer) {
            return answer;
        } catch {
            emit LoanReputationNotRecorded(loanId, IReputation.LoanEvent.Opened);
        }
    }

    /// @notice Reports a loan's cycle or end, or logs LoanReputationNotRecorded if Reputation refuses.
    /// @dev Reverts with InsufficientGas unless the call can get its full allowance.
    /// @param reputation The Reputation contract.
    /// @param loanId The loan.
    /// @param borrower The borrower.
    /// @param lender The lender.
    /// @param loanEvent What happened.
    /// @param standing What Reputation answered at the loan's start.
    /// @param cycle The loan's current cycle.
    /// @param lateCount The late cycles before this report.
    function tryRecordLoan(
        IReputation reputation,
        uint256 loanId,
        address borrower,
        address lender,
        IReputation.LoanEvent loanEvent,
        uint8 standing,
        uint256 cycle,
        uint256 lateCount
    ) internal {
        _requireGas(LOAN_GAS);
        try reputation.recordLoan{gas: LOAN_GAS}(borrower, lender, loanEvent, standing, cycle, lateCount) {
            return;
        } catch {
            emit LoanReputationNotRecorded(loanId, loanEvent);
        }
    }

    /// @dev Reverts with InsufficientGas unless a call can be given `gas` (63/64 rule) with some to spare.
    function _requireGas(uint256 gas) private view {
        if (gasleft() < gas * 64 / 63 + 5000) revert InsufficientGas();
    }
}
