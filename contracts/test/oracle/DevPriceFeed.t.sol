// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {Test} from "../utils/Test.sol";

contract DevPriceFeedTest is Test {
    uint256 private constant START = 1_700_000_000;

    DevPriceFeed private feed;
    address private updater = makeAddr("updater");

    function setUp() public {
        vm.warp(START);
        feed = new DevPriceFeed("WBNB / USD", 8, 600e8, updater);
    }

    function test_metadata() public view {
        vm.assertEq(feed.description(), "WBNB / USD");
        vm.assertEq(feed.decimals(), 8);
        vm.assertEq(feed.version(), 1);
        vm.assertEq(feed.owner(), updater);
    }

    function test_constructor_recordsTheInitialAnswerAsRoundOne() public view {
        (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound) =
            feed.latestRoundData();

        vm.assertEq(roundId, 1);
        vm.assertEq(answer, 600e8);
        vm.assertEq(startedAt, START);
        vm.assertEq(updatedAt, START);
        vm.assertEq(answeredInRound, 1);
        vm.assertEq(feed.latestRound(), 1);
    }

    function test_updateAnswer_opensANewRoundAtTheBlockTime() public {
        vm.warp(START + 90);
        vm.expectEmit(address(feed));
        emit DevPriceFeed.AnswerUpdated(612e8, 2, START + 90);
        vm.prank(updater);
        feed.updateAnswer(612e8);

        (uint80 roundId, int256 answer,, uint256 updatedAt,) = feed.latestRoundData();
        vm.assertEq(roundId, 2);
        vm.assertEq(answer, 612e8);
        vm.assertEq(updatedAt, START + 90);
    }

    function test_getRoundData_keepsEarlierRounds() public {
        vm.warp(START + 60);
        vm.prank(updater);
        feed.updateAnswer(590e8);

        (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound) =
            feed.getRoundData(1);
        vm.assertEq(roundId, 1);
        vm.assertEq(answer, 600e8);
        vm.assertEq(startedAt, START);
        vm.assertEq(updatedAt, START);
        vm.assertEq(answeredInRound, 1);
    }

    function test_getRoundData_revertsForRoundZero() public {
        vm.expectRevert(abi.encodeWithSelector(DevPriceFeed.RoundNotFound.selector, uint80(0)));
        feed.getRoundData(0);
    }

    function test_getRoundData_revertsForAFutureRound() public {
        vm.expectRevert(abi.encodeWithSelector(DevPriceFeed.RoundNotFound.selector, uint80(2)));
        feed.getRoundData(2);
    }

    function test_updateAnswer_revertsForAnyoneButTheOwner() public {
        address stranger = makeAddr("stranger");
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        vm.prank(stranger);
        feed.updateAnswer(1);
    }

    function test_updateAnswer_acceptsZeroAndNegativeAnswersForConsumerTests() public {
        vm.startPrank(updater);
        feed.updateAnswer(0);
        feed.updateAnswer(-1);
        vm.stopPrank();

        (, int256 zero,,,) = feed.getRoundData(2);
        (, int256 negative,,,) = feed.latestRoundData();
        vm.assertEq(zero, 0);
        vm.assertEq(negative, -1);
    }

    function testFuzz_updateAnswer_roundTripsAnswerAndTime(int256 answer, uint32 delay) public {
        uint256 postedAt = START + delay;
        vm.warp(postedAt);
        vm.prank(updater);
        feed.updateAnswer(answer);

        (uint80 roundId, int256 latestAnswer,, uint256 updatedAt,) = feed.latestRoundData();
        (, int256 roundAnswer,, uint256 roundUpdatedAt,) = feed.getRoundData(roundId);
        vm.assertEq(roundId, 2);
        vm.assertEq(latestAnswer, answer);
        vm.assertEq(roundAnswer, answer);
        vm.assertEq(updatedAt, postedAt);
        vm.assertEq(roundUpdatedAt, postedAt);
    }
}
