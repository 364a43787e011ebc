// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IExtsload} from "./interfaces/IExtsload.sol";
import {Collateral, Config, CycleWindow, Loan, Offer, OfferStatus} from "./LendingTypes.sol";

/// @title ILendingLens
/// @notice The read side of the lending core (IPawnLending), served by a stateless contract that reads
/// the core's storage through `extsload`. Same names, arguments, results and errors (IPawnLending's) as
/// the views the core used to have, so callers only change the address they call.
interface ILendingLens {
    /// @notice The lending core read.
    /// @return The core (PawnLending).
    function core() external view returns (IExtsload);

    /// @notice A collateral (all zero if unknown).
    /// @param collateralId The collateral.
    /// @return The stored collateral.
    function collateral(uint256 collateralId) external view returns (Collateral memory);

    /// @notice An offer as stored (all zero if unknown).
    /// @param offerId The offer.
    /// @return The stored offer.
    function offer(uint256 offerId) external view returns (Offer memory);

    /// @notice An offer's status, reading an open offer on a collateral that is no longer open as
    /// Cancelled (void).
    /// @param offerId The offer.
    /// @return The effective status.
    function offerStatus(uint256 offerId) external view returns (OfferStatus);

    /// @notice A loan as last written (call the core's settle through eth_call for its state as of now).
    /// @param loanId The loan.
    /// @return The stored loan.
    function loan(uint256 loanId) external view returns (Loan memory);

    /// @notice The current cycle of a loan as last written.
    /// @param loanId The loan.
    /// @return The cycle's start, due date, end and the loan's maturity.
    function cycleWindow(uint256 loanId) external view returns (CycleWindow memory);

    /// @notice The loan's debt and collateral in USD (18 decimals) at oracle prices, and the
    /// liquidation limit: the loan is liquidated on risk when `debtUsd >= limitUsd`. The debt is the
    /// loan as last written: after a cycle ends and before it is settled it leaves out the next cycle's
    /// interest and penalty (the core's `liquidate` settles first).
    /// @dev Reverts with IPawnLending.NotLiquidatable for NFT collateral (no price), and through the
    /// core's current Hub on a bad price.
    /// @param loanId The loan.
    /// @return debtUsd Principal, interest and penalty owed, in USD.
    /// @return collateralUsd The collateral, in USD.
    /// @return limitUsd The collateral times the liquidation threshold, in USD.
    function loanToValue(uint256 loanId)
        external
        view
        returns (uint256 debtUsd, uint256 collateralUsd, uint256 limitUsd);

    /// @notice Protocol settings by id.
    /// @dev Reverts with IPawnLending.InvalidConfig for an id the core has not set.
    /// @param configId The settings' id.
    /// @return The settings.
    function config(uint32 configId) external view returns (Config memory);

    /// @notice The id of the settings new loans snapshot.
    /// @return The settings' id.
    function currentConfigId() external view returns (uint32);

    /// @notice How much of a token (and NFT id) the open positions and unclaimed credits hold in escrow.
    /// @param token The token or collection (address(0): the native coin).
    /// @param tokenId The NFT id (zero for fungible tokens).
    /// @return The amount held for positions.
    function escrowed(address token, uint256 tokenId) external view returns (uint256);

    /// @notice What an account may claim of a token (payouts it could not take).
    /// @param account The account.
    /// @param token The token (address(0): the native coin).
    /// @return The amount it may claim.
    function credit(address account, address token) external view returns (uint256);
}
