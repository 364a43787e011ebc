// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IReputation} from "./IReputation.sol";

/// @title ReputationRecorder
/// @notice How the lending contracts record reputation points without ever holding money hostage: a
/// Reputation that refuses (writer role revoked, Hub replaced) is skipped and logged, so collateral,
/// repayments and liquidations keep moving.
library ReputationRecorder {
    /// @notice Gas given to one Reputation call: a first score write costs about 30,000.
    uint256 internal constant GAS = 60_000;

    /// @notice Reputation refused to record points; the operation went through without them.
    /// @param wallet The wallet the points were for.
    /// @param reason The reason that was not recorded.
    event ReputationNotRecorded(address indexed wallet, IReputation.Reason reason);

    /// @notice Too little gas was sent to record reputation points; send more.
    error InsufficientGas();

    /// @notice Records every reason of `reasons` for `wallet` in one call, or logs ReputationNotRecorded for
    /// each if Reputation refuses; the same gas rule as tryRecord, for all of them.
    /// @param reputation The Reputation contract.
    /// @param wallet The wallet.
    /// @param reasons The reasons (none a review).
    function tryRecordAll(IReputation reputation, address wallet, IReputation.Reason[] memory reasons) internal {
        uint256 gas = GAS * reasons.length;
        if (gasleft() < gas * 64 / 63 + 5000) revert InsufficientGas();
        try reputation.recordAll{gas: gas}(wallet, reasons) {
            return;
        } catch {
            for (uint256 i = 0; i < reasons.length; ++i) {
                emit ReputationNotRecorded(wallet, reasons[i]);
            }
        }
    }

    /// @notice Records `reason` for `wallet`, or logs ReputationNotRecorded if Reputation refuses.
    /// @dev Reverts with InsufficientGas unless the call can get its full allowance, so a caller cannot
    /// make it fail on purpose (e.g. to skip a late mark) by sending just too little gas.
    /// @param reputation The Reputation contract.
    /// @param wallet The wallet.
    /// @param reason The reason (not a review).
    function tryRecord(IReputation reputation, address wallet, IReputation.Reason reason) internal {
        if (gasleft() < GAS * 64 / 63 + 5000) revert InsufficientGas();
        try reputation.record{gas: GAS}(wallet, reason) {
            return;
        } catch {
            emit ReputationNotRecorded(wallet, reason);
        }
    }
}
