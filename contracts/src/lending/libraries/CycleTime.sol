// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {CycleWindow, TimeUnit} from "../LendingTypes.sol";

/// @title CycleTime
/// @notice The calendar of a loan: a week is 7 days and a month 30 days. Cycle k runs from
/// start + k x cycle to start + (k + 1) x cycle, cut at maturity; it is due at the end of its interest
/// window (2 days for weekly cycles, 7 for monthly), after which an overdue window runs to its end.
library CycleTime {
    /// @notice The length of a unit in seconds.
    /// @param unit Week or month.
    /// @return 7 or 30 days.
    function length(TimeUnit unit) internal pure returns (uint256) {
        return unit == TimeUnit.Week ? 7 days : 30 days;
    }

    /// @notice The interest window at the start of each cycle of this unit.
    /// @param unit The cycle unit.
    /// @return 2 days (weekly) or 7 days (monthly).
    function interestWindow(TimeUnit unit) internal pure returns (uint256) {
        return unit == TimeUnit.Week ? 2 days : 7 days;
    }

    /// @notice When cycle `cycle` starts.
    /// @param startedAt When the loan started.
    /// @param cycleUnit The loan's cycle unit.
    /// @param cycle The cycle's index.
    /// @return The cycle's start time.
    function cycleStart(uint256 startedAt, TimeUnit cycleUnit, uint256 cycle) internal pure returns (uint256) {
        return startedAt + cycle * length(cycleUnit);
    }

    /// @notice When cycle `cycle` ends: a full cycle later, or at maturity for the last one.
    /// @param startedAt When the loan started.
    /// @param cycleUnit The loan's cycle unit.
    /// @param cycle The cycle's index.
    /// @param maturity When the loan ends.
    /// @return The cycle's end time.
    function cycleEnd(uint256 startedAt, TimeUnit cycleUnit, uint256 cycle, uint256 maturity)
        internal
        pure
        returns (uint256)
    {
        uint256 end = startedAt + (cycle + 1) * length(cycleUnit);
        return end < maturity ? end : maturity;
    }

    /// @notice When interest of cycle `cycle` is due: the end of its interest window, at the latest its end.
    /// @param startedAt When the loan started.
    /// @param cycleUnit The loan's cycle unit.
    /// @param cycle The cycle's index.
    /// @param maturity When the loan ends.
    /// @return The due date.
    function dueAt(uint256 startedAt, TimeUnit cycleUnit, uint256 cycle, uint256 maturity)
        internal
        pure
        returns (uint256)
    {
        return dueBefore(
            cycleStart(startedAt, cycleUnit, cycle), cycleUnit, cycleEnd(startedAt, cycleUnit, cycle, maturity)
        );
    }

    /// @notice When interest of a cycle is due, from its start and end (see dueAt).
    /// @param start When the cycle starts.
    /// @param cycleUnit The loan's cycle unit.
    /// @param end When the cycle ends.
    /// @return The due date.
    function dueBefore(uint256 start, TimeUnit cycleUnit, uint256 end) internal pure returns (uint256) {
        uint256 due = start + interestWindow(cycleUnit);
        return due < end ? due : end;
    }

    /// @notice When a loan ends: `durationQty` units after its start.
    /// @param startedAt When the loan started.
    /// @param durationQty The loan's duration, in `durationUnit`s.
    /// @param durationUnit Weeks or months.
    /// @return The maturity.
    function maturityOf(uint256 startedAt, uint256 durationQty, TimeUnit durationUnit) internal pure returns (uint256) {
        return startedAt + durationQty * length(durationUnit);
    }

    /// @notice Cycle `cycle` of a loan: its start, due date and end, and the loan's maturity.
    /// @param startedAt When the loan started.
    /// @param cycleUnit The loan's cycle unit.
    /// @param cycle The cycle's index.
    /// @param loanMaturity When the loan ends.
    /// @return The cycle's window.
    function window(uint256 startedAt, TimeUnit cycleUnit, uint256 cycle, uint256 loanMaturity)
        internal
        pure
        returns (CycleWindow memory)
    {
        return CycleWindow({
            cycle: cycle,
            startsAt: cycleStart(startedAt, cycleUnit, cycle),
            dueAt: dueAt(startedAt, cycleUnit, cycle, loanMaturity),
            endsAt: cycleEnd(startedAt, cycleUnit, cycle, loanMaturity),
            maturity: loanMaturity
        });
    }
}
