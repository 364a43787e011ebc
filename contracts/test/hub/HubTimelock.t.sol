// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IAdminErrors, IProtocolPauseErrors} from "../../src/common/CommonErrors.sol";
import {Hub} from "../../src/hub/Hub.sol";
import {HubTimelock} from "../../src/hub/HubTimelock.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {IReputation} from "../../src/reputation/IReputation.sol";
import {CollateralParams, Config, Terms} from "../../src/lending/LendingTypes.sol";
import {INftFactory} from "../../src/nft/INftFactory.sol";
import {INftMarket} from "../../src/nft/INftMarket.sol";
import {NftFactory} from "../../src/nft/NftFactory.sol";
import {NftMarket} from "../../src/nft/NftMarket.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {DFYToken} from "../../src/token/DFYToken.sol";
import {LendingBase} from "../lending/LendingBase.sol";
import {Vm} from "../utils/Vm.sol";

/// @dev The Admin behind the timelock, as the deploy scripts leave it (decision 0034): LendingBase's `admin`
/// deploys and configures everything, as the deployer does, then hands DEFAULT_ADMIN_ROLE of the Hub and of DFY
/// to a HubTimelock whose proposer and executor is the Admin's wallet and whose canceller is the guardian, who
/// also pauses. Written from the attacker's side: a stolen Admin wallet wants to give itself LOAN_ORIGINATOR_ROLE
/// (and open loans funded by any lender's standing approval), point the core at its own Hub, or raise fees.
contract HubTimelockTest is LendingBase {
    uint256 private constant DELAY = 2 days;
    bytes32 private constant ADMIN_ROLE = 0x00;
    bytes32 private constant NO_PREDECESSOR = bytes32(0);
    bytes32 private constant NO_SALT = bytes32(0);
    /// @dev TimelockController's state bitmap of an operation that must be Ready (OperationState.Ready = 2).
    bytes32 private constant READY = bytes32(uint256(1 << 2));

    struct AdminCall {
        address target;
        bytes data;
        /// @dev What the target answers when the caller is not the Admin.
        bytes refusal;
    }

    HubTimelock private timelock;
    DFYToken private dfy;
    NftFactory private factory;
    NftMarket private market;
    Hub private attackerHub;
    DevPriceFeed private attackerFeed;

    address private adminWallet = makeAddr("admin wallet");
    address private guardian = makeAddr("guardian");
    address private attacker = makeAddr("attacker");

    /// @dev Every holder of DEFAULT_ADMIN_ROLE after setUp, replayed from RoleGranted and RoleRevoked.
    address[] private hubAdmins;
    address[] private dfyAdmins;
    address[] private timelockAdmins;

    function setUp() public override {
        vm.recordLogs();
        super.setUp();
        dfy = new DFYToken(admin);
        factory = new NftFactory(hub, dfy);
        market = new NftMarket(hub);
        attackerHub = new Hub(attacker, attacker);
        attackerFeed = new DevPriceFeed("WBNB / USD", 8, 1e8, attacker);
        _fund(attacker);

        address[] memory wallet = new address[](1);
        wallet[0] = adminWallet;
        address[] memory guardians = new address[](1);
        guardians[0] = guardian;
        timelock = new HubTimelock(DELAY, wallet, wallet, guardians);

        // The handover, as the deploy scripts do it once every setup call has run.
        vm.startPrank(admin);
        hub.grantRole(hub.PAUSER_ROLE(), guardian);
        hub.revokeRole(hub.PAUSER_ROLE(), admin);
        hub.grantRole(ADMIN_ROLE, address(timelock));
        hub.renounceRole(ADMIN_ROLE, admin);
        dfy.grantRole(ADMIN_ROLE, address(timelock));
        dfy.renounceRole(ADMIN_ROLE, admin);
        vm.stopPrank();

        Vm.Log[] memory logs = vm.getRecordedLogs();
        _replayAdmins(logs, address(hub), hubAdmins);
        _replayAdmins(logs, address(dfy), dfyAdmins);
        _replayAdmins(logs, address(timelock), timelockAdmins);
    }

    // --- who holds what after the handover

    function test_handover_leavesTheTimelockTheOnlyAdminOfTheHubAndDfy() public view {
        vm.assertEq(hubAdmins.length, 1);
        vm.assertEq(hubAdmins[0], address(timelock));
        vm.assertEq(dfyAdmins.length, 1);
        vm.assertEq(dfyAdmins[0], address(timelock));
        vm.assertTrue(hub.hasRole(ADMIN_ROLE, address(timelock)));
        vm.assertTrue(dfy.hasRole(ADMIN_ROLE, address(timelock)));
    }

    function test_handover_theTimelockAdministersItselfAndTheGuardianOnlyCancelsAndPauses() public view {
        vm.assertEq(timelockAdmins.length, 1);
        vm.assertEq(timelockAdmins[0], address(timelock));
        vm.assertEq(timelock.getMinDelay(), DELAY);
        vm.assertTrue(timelock.hasRole(timelock.PROPOSER_ROLE(), adminWallet));
        vm.assertTrue(timelock.hasRole(timelock.EXECUTOR_ROLE(), adminWallet));
        vm.assertTrue(timelock.hasRole(timelock.CANCELLER_ROLE(), guardian));
        vm.assertFalse(timelock.hasRole(timelock.PROPOSER_ROLE(), guardian));
        vm.assertFalse(timelock.hasRole(timelock.EXECUTOR_ROLE(), guardian));
        vm.assertTrue(hub.hasRole(hub.PAUSER_ROLE(), guardian));
        vm.assertFalse(hub.hasRole(hub.PAUSER_ROLE(), admin));
    }

    function test_constructor_refusesATimelockNobodyCouldUse() public {
        address[] memory none = new address[](0);
        address[] memory wallet = new address[](1);
        wallet[0] = adminWallet;
        vm.expectRevert(HubTimelock.NoProposer.selector);
        new HubTimelock(DELAY, none, wallet, none);
        vm.expectRevert(HubTimelock.NoExecutor.selector);
        new HubTimelock(DELAY, wallet, none, none);
    }

    // --- no account acts as the Admin directly

    function test_attack_theAdminWalletTheDeployerAndTheGuardianCannotActDirectly() public {
        address[3] memory callers = [adminWallet, admin, guardian];
        for (uint256 c; c < callers.length; ++c) {
            AdminCall[] memory calls = _adminCalls(callers[c]);
            for (uint256 i; i < calls.length; ++i) {
                vm.prank(callers[c]);
                (bool done, bytes memory answer) = calls[i].target.call(calls[i].data);
                vm.assertEq(done, false, vm.toString(i));
                vm.assertEq(answer, calls[i].refusal, vm.toString(i));
            }
        }
        vm.assertFalse(hub.hasRole(LOAN_ORIGINATOR, attacker));
        vm.assertEq(address(lending.hub()), address(hub));
    }

    function test_attack_aStrangerCannotSchedule() public {
        bytes memory grant = abi.encodeCall(IAccessControl.grantRole, (LOAN_ORIGINATOR, attacker));
        address[4] memory strangers = [attacker, guardian, admin, stranger];
        for (uint256 i; i < strangers.length; ++i) {
            _expectUnauthorized(strangers[i], timelock.PROPOSER_ROLE());
            vm.prank(strangers[i]);
            timelock.schedule(address(hub), 0, grant, NO_PREDECESSOR, NO_SALT, DELAY);
        }
    }

    function test_attack_schedulingWithAShorterDelayReverts() public {
        bytes memory grant = abi.encodeCall(IAccessControl.grantRole, (LOAN_ORIGINATOR, attacker));
        vm.expectRevert(abi.encodeWithSelector(TimelockController.TimelockInsufficientDelay.selector, DELAY - 1, DELAY));
        vm.prank(adminWallet);
        timelock.schedule(address(hub), 0, grant, NO_PREDECESSOR, NO_SALT, DELAY - 1);
    }

    function testFuzz_attack_executingBeforeTheDelayReverts(uint256 early) public {
        early = bound(early, 0, DELAY - 1);
        bytes memory grant = abi.encodeCall(IAccessControl.grantRole, (LOAN_ORIGINATOR, attacker));
        bytes32 id = _schedule(address(hub), grant);

        vm.warp(block.timestamp + early);
        _expectNotReady(id);
        _execute(address(hub), grant);
        vm.assertFalse(hub.hasRole(LOAN_ORIGINATOR, attacker));
    }

    // --- every Admin change waits the delay, in the open

    function test_adminCalls_runThroughTheTimelockOnlyAfterTheDelay() public {
        AdminCall[] memory calls = _adminCalls(address(timelock));
        bytes32[] memory ids = new bytes32[](calls.length);
        for (uint256 i; i < calls.length; ++i) {
            ids[i] = timelock.hashOperation(calls[i].target, 0, calls[i].data, NO_PREDECESSOR, NO_SALT);
            // What users watch: the target, the calldata and the delay, announced when scheduled.
            vm.expectEmit(address(timelock));
            emit TimelockController.CallScheduled(ids[i], 0, calls[i].target, 0, calls[i].data, NO_PREDECESSOR, DELAY);
            _schedule(calls[i].target, calls[i].data);
        }

        vm.warp(block.timestamp + DELAY - 1);
        for (uint256 i; i < calls.length; ++i) {
            _expectNotReady(ids[i]);
            _execute(calls[i].target, calls[i].data);
        }

        vm.warp(block.timestamp + 1);
        for (uint256 i; i < calls.length; ++i) {
            vm.expectEmit(address(timelock));
            emit TimelockController.CallExecuted(ids[i], 0, calls[i].target, 0, calls[i].data);
            _execute(calls[i].target, calls[i].data);
            vm.assertTrue(timelock.isOperationDone(ids[i]));
        }
        vm.assertTrue(hub.hasRole(LOAN_ORIGINATOR, attacker));
        vm.assertTrue(hub.isLoanToken(address(wbnb)));
        vm.assertEq(address(hub.priceFeed(address(wbnb)).feed), address(attackerFeed));
        vm.assertEq(uint256(lens.config(lens.currentConfigId()).systemFee), 100 * ZOOM);
        vm.assertEq(market.feeBps(), market.MAX_FEE_BPS());
        vm.assertEq(factory.mintFee(), factory.MAX_MINT_FEE());
        vm.assertEq(address(reputation.hub()), address(attackerHub));
        vm.assertTrue(dfy.hasRole(dfy.MINTER_ROLE(), attacker));
        vm.assertEq(address(lending.hub()), address(attackerHub));
    }

    function test_attack_aLenderWhoSawTheScheduledGrantRevokesItsApprovalInTime() public {
        bytes memory grant = abi.encodeCall(IAccessControl.grantRole, (LOAN_ORIGINATOR, attacker));
        _schedule(address(hub), grant);
        // The lender reacts to CallScheduled; the other lender does not.
        vm.prank(lender);
        usdt.approve(address(lending), 0);

        _warpTo(block.timestamp + DELAY);
        _execute(address(hub), grant);
        Terms memory terms = _usdtTerms();
        uint256 first = _attackerCollateral();
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(lending), 0, terms.amount)
        );
        vm.prank(attacker);
        lending.openLoan(first, lender, terms, IReputation.LoanOrigin.Package);
        vm.assertEq(usdt.balanceOf(lender), 1_000_000e6);

        // What the delay saved the lender from: the same loan drawn on the approval left standing.
        uint256 second = _attackerCollateral();
        vm.prank(attacker);
        lending.openLoan(second, otherLender, terms, IReputation.LoanOrigin.Package);
        vm.assertEq(usdt.balanceOf(otherLender), 1_000_000e6 - terms.amount);
    }

    // --- the guardian: cancels, pauses at once, never unpauses

    function test_guardian_cancelsAScheduledRoleGrant() public {
        bytes memory grant = abi.encodeCall(IAccessControl.grantRole, (LOAN_ORIGINATOR, attacker));
        bytes32 id = _schedule(address(hub), grant);

        vm.expectEmit(address(timelock));
        emit TimelockController.Cancelled(id);
        vm.prank(guardian);
        timelock.cancel(id);

        vm.warp(block.timestamp + DELAY);
        _expectNotReady(id);
        _execute(address(hub), grant);
        vm.assertFalse(hub.hasRole(LOAN_ORIGINATOR, attacker));
    }

    function test_guardian_cannotExecute() public {
        bytes memory grant = abi.encodeCall(IAccessControl.grantRole, (LOAN_ORIGINATOR, attacker));
        _schedule(address(hub), grant);
        vm.warp(block.timestamp + DELAY);
        _expectUnauthorized(guardian, timelock.EXECUTOR_ROLE());
        vm.prank(guardian);
        timelock.execute(address(hub), 0, grant, NO_PREDECESSOR, NO_SALT);
    }

    function test_guardian_pausesAtOnceNewEntriesStopWithdrawalsGoOn() public {
        uint256 collateralId = _createWbnbCollateral();

        vm.expectEmit(address(hub));
        emit Pausable.Paused(guardian);
        vm.prank(guardian);
        hub.pause();
        vm.assertTrue(hub.paused());

        vm.expectRevert(IProtocolPauseErrors.ProtocolPaused.selector);
        _createWbnbCollateral();
        vm.prank(borrower);
        lending.withdrawCollateral(collateralId);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
    }

    function test_unpause_waitsTheDelay() public {
        vm.prank(guardian);
        hub.pause();
        address[2] memory direct = [guardian, adminWallet];
        for (uint256 i; i < direct.length; ++i) {
            _expectUnauthorized(direct[i], ADMIN_ROLE);
            vm.prank(direct[i]);
            hub.unpause();
        }

        bytes memory unpause = abi.encodeCall(Hub.unpause, ());
        bytes32 id = _schedule(address(hub), unpause);
        vm.warp(block.timestamp + DELAY - 1);
        _expectNotReady(id);
        _execute(address(hub), unpause);
        vm.assertTrue(hub.paused());

        vm.warp(block.timestamp + 1);
        vm.expectEmit(address(hub));
        emit Pausable.Unpaused(address(timelock));
        _execute(address(hub), unpause);
        vm.assertFalse(hub.paused());
    }

    // --- the delay itself

    function test_updateDelay_waitsTheCurrentDelay() public {
        vm.expectRevert(abi.encodeWithSelector(TimelockController.TimelockUnauthorizedCaller.selector, adminWallet));
        vm.prank(adminWallet);
        timelock.updateDelay(0);

        bytes memory shorten = abi.encodeCall(TimelockController.updateDelay, (1 hours));
        bytes32 id = _schedule(address(timelock), shorten);
        vm.warp(block.timestamp + DELAY - 1);
        _expectNotReady(id);
        _execute(address(timelock), shorten);
        vm.assertEq(timelock.getMinDelay(), DELAY);

        vm.warp(block.timestamp + 1);
        vm.expectEmit(address(timelock));
        emit TimelockController.MinDelayChange(DELAY, 1 hours);
        _execute(address(timelock), shorten);
        vm.assertEq(timelock.getMinDelay(), 1 hours);
    }

    // --- helpers

    /// @dev The Admin calls an attacker holding the Admin's wallet wants, each with the answer of its target
    /// when `caller` is not the Admin. The core's setHub comes last: after it, the core asks the attacker's Hub.
    function _adminCalls(address caller) private view returns (AdminCall[] memory calls) {
        bytes memory notAdmin =
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, caller, ADMIN_ROLE);
        Config memory greedy = liveConfig();
        greedy.systemFee = 100 * ZOOM;
        calls = new AdminCall[](11);
        calls[0] =
            AdminCall(address(hub), abi.encodeCall(IAccessControl.grantRole, (LOAN_ORIGINATOR, attacker)), notAdmin);
        calls[1] = AdminCall(address(hub), abi.encodeCall(Hub.setLoanToken, (address(wbnb), true)), notAdmin);
        calls[2] = AdminCall(
            address(hub), abi.encodeCall(Hub.setPriceFeed, (address(wbnb), attackerFeed, HEARTBEAT)), notAdmin
        );
        calls[3] = AdminCall(address(lending), abi.encodeCall(IPawnLending.setConfig, (greedy)), notAdmin);
        calls[4] = AdminCall(
            address(market),
            abi.encodeCall(NftMarket.setFeeBps, (market.MAX_FEE_BPS())),
            abi.encodeWithSelector(IAdminErrors.NotAdmin.selector, caller)
        );
        calls[5] = AdminCall(
            address(factory),
            abi.encodeCall(NftFactory.setMintFee, (factory.MAX_MINT_FEE())),
            abi.encodeWithSelector(IAdminErrors.NotAdmin.selector, caller)
        );
        calls[6] = AdminCall(address(reputation), abi.encodeCall(reputation.setMinLoanUsd, (0)), notAdmin);
        calls[7] =
            AdminCall(address(dfy), abi.encodeCall(IAccessControl.grantRole, (dfy.MINTER_ROLE(), attacker)), notAdmin);
        calls[8] = AdminCall(address(lending), abi.encodeCall(IPawnLending.setHub, (attackerHub)), notAdmin);
        // Reputation's dust rules (calls[6] too): a core of the attacker's, or no minimum, would let points
        // be farmed. Its Hub last: Reputation reads the Admin from it.
        calls[9] = AdminCall(address(reputation), abi.encodeCall(reputation.setLending, (attacker)), notAdmin);
        calls[10] = AdminCall(address(reputation), abi.encodeCall(reputation.setHub, (attackerHub)), notAdmin);
    }

    /// @dev Schedules a call with the minimum delay, as the Admin's wallet; returns its operation id.
    function _schedule(address target, bytes memory data) private returns (bytes32 id) {
        vm.prank(adminWallet);
        timelock.schedule(target, 0, data, NO_PREDECESSOR, NO_SALT, DELAY);
        return timelock.hashOperation(target, 0, data, NO_PREDECESSOR, NO_SALT);
    }

    function _execute(address target, bytes memory data) private {
        vm.prank(adminWallet);
        timelock.execute(target, 0, data, NO_PREDECESSOR, NO_SALT);
    }

    function _expectNotReady(bytes32 id) private {
        vm.expectRevert(abi.encodeWithSelector(TimelockController.TimelockUnexpectedOperationState.selector, id, READY));
    }

    function _expectUnauthorized(address account, bytes32 role) private {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }

    /// @dev 10 WBNB of the attacker's own as collateral for a USDT loan.
    function _attackerCollateral() private returns (uint256) {
        CollateralParams memory params = _wbnbCollateral(10e18);
        params.token = address(wbnb);
        params.loanToken = address(usdt);
        vm.prank(attacker);
        return lending.createCollateral(params);
    }

    /// @dev The accounts holding DEFAULT_ADMIN_ROLE of `emitter` at the end of `logs`.
    function _replayAdmins(Vm.Log[] memory logs, address emitter, address[] storage holders) private {
        for (uint256 i; i < logs.length; ++i) {
            Vm.Log memory log = logs[i];
            if (log.emitter != emitter || log.topics.length < 3 || log.topics[1] != ADMIN_ROLE) continue;
            address account = address(uint160(uint256(log.topics[2])));
            if (log.topics[0] == IAccessControl.RoleGranted.selector) {
                holders.push(account);
            } else if (log.topics[0] == IAccessControl.RoleRevoked.selector) {
                _remove(holders, account);
            }
        }
    }

    function _remove(address[] storage holders, address account) private {
        for (uint256 i; i < holders.length; ++i) {
            if (holders[i] == account) {
                holders[i] = holders[holders.length - 1];
                holders.pop();
                return;
            }
        }
    }
}
