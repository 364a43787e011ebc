// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @title HubTimelock
/// @notice Holds the Admin (DEFAULT_ADMIN_ROLE of the Hub and of DFY), so that no Admin action (a role grant,
/// `setHub`, a fee, a threshold, a whitelist, a price feed, unpausing) takes effect before users can see it and
/// react. A proposer (the Admin's wallet, a multisig in production) schedules a call: `CallScheduled` shows its
/// target, calldata and delay; an executor (the same wallet) runs it once the delay has passed (`CallExecuted`);
/// until then a canceller (the guardian) can drop it (`Cancelled`). The timelock administers itself: a new
/// proposer, executor or canceller, and a new delay, wait the delay too. Pausing is not delayed: the guardian
/// holds the Hub's PAUSER_ROLE. See docs/decisions/0034-admin-delays.md.
contract HubTimelock is TimelockController {
    /// @notice Without a proposer no change could ever be scheduled: the Admin, unpausing included, would be lost.
    error NoProposer();

    /// @notice Without an executor no scheduled change could ever run: the Admin would be lost.
    error NoExecutor();

    /// @notice Deploys the timelock, administered by itself only.
    /// @param minDelay The shortest wait, in seconds, between scheduling a call and executing it.
    /// @param proposers Schedule calls, and cancel them (TimelockController makes every proposer a canceller).
    /// @param executors Execute calls once their delay has passed.
    /// @param cancellers Cancel scheduled calls and nothing else (the guardian). Granted here: the timelock has no
    /// admin but itself, so a later grant would wait the delay.
    constructor(uint256 minDelay, address[] memory proposers, address[] memory executors, address[] memory cancellers)
        TimelockController(minDelay, proposers, executors, address(0))
    {
        if (proposers.length == 0) revert NoProposer();
        if (executors.length == 0) revert NoExecutor();
        for (uint256 i; i < cancellers.length; ++i) {
            _grantRole(CANCELLER_ROLE, cancellers[i]);
        }
    }
}
