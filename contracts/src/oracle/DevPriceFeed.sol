// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IAggregatorV3} from "./IAggregatorV3.sol";

/// @title DevPriceFeed
/// @notice A Chainlink-style price feed for development and test chains. The owner (the dev stack's
/// updater) posts answers; each post opens a new round stamped with the block time, so re-posting the
/// current answer keeps the price fresh when chain time moves forward. Zero and negative answers are
/// accepted on purpose: they let tests check that consumers refuse them. A round starts and is answered
/// in the same transaction, so `startedAt` equals `updatedAt`. Never deployed on production.
contract DevPriceFeed is IAggregatorV3, Ownable {
    struct Round {
        int256 answer;
        uint256 updatedAt;
    }

    /// @notice Emitted when a round is recorded (the event of Chainlink's AggregatorInterface).
    /// @param current The answer posted.
    /// @param roundId The new round.
    /// @param updatedAt The block time of the update.
    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    /// @notice Thrown when reading a round that was never recorded.
    /// @param roundId The round asked for.
    error RoundNotFound(uint80 roundId);

    uint256 private constant _VERSION = 1;

    uint8 private immutable _DECIMALS;

    /// @inheritdoc IAggregatorV3
    string public override description;

    /// @notice The latest round; rounds are numbered from 1.
    uint80 public latestRound;

    mapping(uint80 roundId => Round round) private _rounds;

    /// @notice Deploys the feed with its first round.
    /// @param description_ The pair, e.g. "WBNB / USD".
    /// @param decimals_ Decimals of the answers (8 like Chainlink USD pairs).
    /// @param initialAnswer The answer of round 1.
    /// @param initialOwner The account allowed to post answers.
    constructor(string memory description_, uint8 decimals_, int256 initialAnswer, address initialOwner)
        Ownable(initialOwner)
    {
        description = description_;
        _DECIMALS = decimals_;
        _record(initialAnswer);
    }

    /// @notice Posts a new answer, recorded as a new round at the current block time.
    /// @dev Only the owner.
    /// @param answer The price, with `decimals` decimals.
    function updateAnswer(int256 answer) external onlyOwner {
        _record(answer);
    }

    /// @inheritdoc IAggregatorV3
    function decimals() external view override returns (uint8) {
        return _DECIMALS;
    }

    /// @inheritdoc IAggregatorV3
    function version() external pure override returns (uint256) {
        return _VERSION;
    }

    /// @inheritdoc IAggregatorV3
    function getRoundData(uint80 roundId)
        external
        view
        override
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        if (roundId == 0 || roundId > latestRound) revert RoundNotFound(roundId);
        return _roundData(roundId);
    }

    /// @inheritdoc IAggregatorV3
    function latestRoundData()
        external
        view
        override
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return _roundData(latestRound);
    }

    function _record(int256 answer) private {
        uint80 roundId = latestRound + 1;
        latestRound = roundId;
        _rounds[roundId] = Round({answer: answer, updatedAt: block.timestamp});
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }

    function _roundData(uint80 roundId) private view returns (uint80, int256, uint256, uint256, uint80) {
        Round storage round = _rounds[roundId];
        return (roundId, round.answer, round.updatedAt, round.updatedAt, roundId);
    }
}
