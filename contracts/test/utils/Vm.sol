// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice The Foundry cheatcodes these tests use (a subset of forge's `Vm` interface).
interface Vm {
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function label(address account, string calldata name) external;
    function toString(uint256 value) external pure returns (string memory);

    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function warp(uint256 timestamp) external;
    function deal(address account, uint256 newBalance) external;
    function deployCode(string calldata artifactPath, bytes calldata constructorArgs) external returns (address);
    function assume(bool condition) external pure;

    function expectRevert() external;
    function expectRevert(bytes4 selector) external;
    function expectRevert(bytes calldata revertData) external;
    /// @dev Matches only the custom error's selector, whatever its arguments.
    function expectPartialRevert(bytes4 selector) external;
    function expectEmit() external;
    function expectEmit(address emitter) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter) external;

    function assertTrue(bool condition) external pure;
    function assertFalse(bool condition) external pure;
    function assertEq(uint256 left, uint256 right) external pure;
    function assertEq(int256 left, int256 right) external pure;
    function assertEq(int256 left, int256 right, string calldata error) external pure;
    function assertEq(address left, address right) external pure;
    function assertEq(address left, address right, string calldata error) external pure;
    function assertEq(bytes32 left, bytes32 right) external pure;
    function assertEq(string calldata left, string calldata right) external pure;
    function assertEq(uint256 left, uint256 right, string calldata error) external pure;
    function assertEq(bool left, bool right) external pure;
    function assertEq(bool left, bool right, string calldata error) external pure;
    function assertEq(bytes calldata left, bytes calldata right, string calldata error) external pure;
    function assertNotEq(uint256 left, uint256 right) external pure;
    function assertLe(uint256 left, uint256 right) external pure;
    function assertLe(uint256 left, uint256 right, string calldata error) external pure;
    function assertLt(uint256 left, uint256 right) external pure;
    function assertGe(uint256 left, uint256 right) external pure;
    function assertGe(uint256 left, uint256 right, string calldata error) external pure;
    function assertGt(uint256 left, uint256 right) external pure;
    function assertApproxEqAbs(uint256 left, uint256 right, uint256 maxDelta) external pure;

    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);

    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);
}
