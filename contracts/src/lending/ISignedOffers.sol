// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IBorrowerErrors} from "../common/CommonErrors.sol";
import {IPawnLending} from "./IPawnLending.sol";
import {Terms} from "./LendingTypes.sol";

/// @title ISignedOffers
/// @notice Offers a lender signs off chain (EIP-712) instead of sending a transaction: the API keeps them,
/// the collateral's borrower accepts one on chain, and only then does anything cost gas. Acceptance opens
/// the loan in the lending core (IPawnLending.openLoan) with the same checks as an on-chain offer: the
/// core's terms rules and a healthy start at today's prices. The signature may come from an account
/// (ECDSA) or a contract wallet (EIP-1271).
/// @dev Nonces are a lender's handles for withdrawing offers, not a sequence: any number of offers may
/// share one, and a nonce is spent only by cancelling it. An accepted offer cannot be replayed because
/// its collateral backs at most one loan.
interface ISignedOffers is IBorrowerErrors {
    /// @notice What a lender signs.
    /// @param lender The lender who funds the loan (the signer, or the EIP-1271 wallet that validates).
    /// @param collateralId The only collateral the offer is for.
    /// @param terms The loan (the loan token must be the collateral's).
    /// @param nonce The lender's handle to cancel it: `cancelNonce` or `invalidateNonces`.
    /// @param deadline The last second it can be accepted (a unix timestamp).
    struct SignedOffer {
        address lender;
        uint256 collateralId;
        Terms terms;
        uint256 nonce;
        uint256 deadline;
    }

    /// @notice A borrower accepted a signed offer; the loan (same id) started in the lending core.
    /// @param loanId The loan, as the core numbers it.
    /// @param lender The offer's lender.
    /// @param nonce The offer's nonce.
    /// @param offerHash The offer's EIP-712 digest (what the API stored it under).
    event SignedOfferAccepted(uint256 indexed loanId, address indexed lender, uint256 indexed nonce, bytes32 offerHash);

    /// @notice A lender cancelled every offer signed with a nonce.
    /// @param lender The lender.
    /// @param nonce The nonce.
    event NonceCancelled(address indexed lender, uint256 indexed nonce);

    /// @notice A lender cancelled every offer signed with a nonce below `minNonce`.
    /// @param lender The lender.
    /// @param minNonce The smallest nonce still usable.
    event NoncesInvalidated(address indexed lender, uint256 minNonce);

    /// @notice The offer's deadline has passed.
    error OfferExpired(uint256 deadline);
    /// @notice The lender cancelled the offer's nonce (by itself or with every nonce below a floor).
    error NonceNotUsable(address lender, uint256 nonce);
    /// @notice The signature is not the lender's for this offer.
    error InvalidSignature();
    /// @notice A nonce floor can only rise.
    error NonceFloorNotRaised(uint256 current, uint256 requested);

    /// @notice The lending core loans are opened in.
    /// @return The core.
    function lending() external view returns (IPawnLending);

    /// @notice Accepts a signed offer: checks the caller is the collateral's borrower, the deadline, the
    /// nonce and the signature, then opens the loan in the core, funded by the lender's allowance to the
    /// core. Borrower +1; lender +2 (offer), +1 (accepted), +1 (contract), as for an on-chain offer.
    /// @dev Not while paused (the core refuses). Reverts with the core's errors when the terms or the
    /// healthy start fail, and with the loan token's error when the lender cannot fund it.
    /// @param offer The offer as signed.
    /// @param signature The lender's signature of `hashOffer(offer)` (65 bytes, or a wallet's own format).
    /// @return loanId The loan.
    function acceptSignedOffer(SignedOffer calldata offer, bytes calldata signature) external returns (uint256 loanId);

    /// @notice Cancels every offer the caller signed with `nonce`. Works while paused.
    /// @param nonce The nonce.
    function cancelNonce(uint256 nonce) external;

    /// @notice Cancels every offer the caller signed with a nonce below `minNonce`. Works while paused.
    /// @param minNonce The new floor; it must be above the current one.
    function invalidateNonces(uint256 minNonce) external;

    /// @notice The EIP-712 digest a lender signs for an offer.
    /// @param offer The offer.
    /// @return The digest.
    function hashOffer(SignedOffer calldata offer) external view returns (bytes32);

    /// @notice Whether offers signed by `lender` with `nonce` can still be accepted (deadline aside).
    /// @param lender The lender.
    /// @param nonce The nonce.
    /// @return True unless cancelled.
    function isNonceUsable(address lender, uint256 nonce) external view returns (bool);

    /// @notice The smallest nonce of `lender` still usable.
    /// @param lender The lender.
    /// @return The floor.
    function minNonce(address lender) external view returns (uint256);
}
