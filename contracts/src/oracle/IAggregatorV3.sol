// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IAggregatorV3
/// @notice The read interface of a Chainlink price feed (AggregatorV3Interface). The Hub reads prices
/// through it: real Chainlink feeds in production, `DevPriceFeed` on development chains.
interface IAggregatorV3 {
    /// @notice Number of decimals of the answers (8 for Chainlink USD pairs).
    /// @return The number of decimals.
    function decimals() external view returns (uint8);

    /// @notice Human-readable description of the pair, e.g. "WBNB / USD".
    /// @return The description.
    function description() external view returns (string memory);

    /// @notice Version of the aggregator implementation.
    /// @return The version.
    function version() external view returns (uint256);

    /// @notice The data of one round.
    /// @param roundId The round to read.
    /// @return roundId The round read.
    /// @return answer The price reported in that round, with `decimals()` decimals.
    /// @return startedAt When the round started.
    /// @return updatedAt When the answer was last updated (the freshness of the price).
    /// @return answeredInRound The round in which the answer was computed.
    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);

    /// @notice The data of the latest round.
    /// @return roundId The latest round.
    /// @return answer The latest price, with `decimals()` decimals.
    /// @return startedAt When the latest round started.
    /// @return updatedAt When the latest answer was updated (the freshness of the price).
    /// @return answeredInRound The round in which the answer was computed.
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}
