// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IReputation} from "../reputation/IReputation.sol";
import {IPawnLending} from "./IPawnLending.sol";
import {ISignedOffers} from "./ISignedOffers.sol";
import {Terms} from "./LendingTypes.sol";
import {IExtsload} from "./interfaces/IExtsload.sol";
import {LendingStorage} from "./libraries/LendingStorage.sol";

/// @title SignedOffers
/// @notice Gasless lender offers (see ISignedOffers). Holds no funds; opens loans in the lending core as a
/// loan originator (the Hub's LOAN_ORIGINATOR_ROLE), naming them signed offers so that Reputation awards
/// an accepted offer's points (see IReputation). Not upgradeable, like the core (docs/decisions/0013-lending-core.md).
contract SignedOffers is ISignedOffers, EIP712, ReentrancyGuardTransient {
    /// @dev The EIP-712 types; a wallet shows the offer's fields by these names. The type strings are long
    /// by nature and hashed at compile time, so their length costs nothing at run time.
    // solhint-disable-next-line gas-small-strings
    bytes32 private constant TERMS_TYPE = keccak256(
        "Terms(uint256 amount,address loanToken,uint32 interestRate,uint32 liquidationThreshold,uint16 durationQty,uint8 durationUnit,uint8 cycleUnit,address repaymentToken)"
    );
    // solhint-disable-next-line gas-small-strings
    bytes32 private constant OFFER_TYPE = keccak256(
        "SignedOffer(address lender,uint256 collateralId,Terms terms,uint256 nonce,uint256 deadline)Terms(uint256 amount,address loanToken,uint32 interestRate,uint32 liquidationThreshold,uint16 durationQty,uint8 durationUnit,uint8 cycleUnit,address repaymentToken)"
    );

    /// @inheritdoc ISignedOffers
    IPawnLending public immutable override lending; // solhint-disable-line immutable-vars-naming

    /// @inheritdoc ISignedOffers
    mapping(address lender => uint256 floor) public override minNonce;
    mapping(address lender => mapping(uint256 nonce => bool cancelled)) private _cancelled;

    /// @notice Deploys the offer book for a lending core.
    /// @param lending_ The core (grant this contract LOAN_ORIGINATOR_ROLE).
    constructor(IPawnLending lending_) EIP712("OpenPawn SignedOffers", "1") {
        lending = lending_;
    }

    /// @inheritdoc ISignedOffers
    function acceptSignedOffer(SignedOffer calldata offer, bytes calldata signature)
        external
        override
        nonReentrant
        returns (uint256 loanId)
    {
        address lender = offer.lender;
        address borrower = LendingStorage.collateral(IExtsload(address(lending)), offer.collateralId).borrower;
        if (borrower != msg.sender) revert NotBorrower(msg.sender);
        if (block.timestamp > offer.deadline) revert OfferExpired(offer.deadline);
        if (!_usable(lender, offer.nonce)) revert NonceNotUsable(lender, offer.nonce);
        bytes32 digest = _hash(offer);
        if (!SignatureChecker.isValidSignatureNow(lender, digest, signature)) revert InvalidSignature();

        // The core checks the terms and the healthy start, locks the collateral and pays the principal out.
        // The core reports the loan to Reputation: the offer's points come at its first closed cycle, if
        // it counts, so a signed offer the lender never paid gas for farms nothing by itself.
        loanId = lending.openLoan(offer.collateralId, lender, offer.terms, IReputation.LoanOrigin.SignedOffer);
        emit SignedOfferAccepted(loanId, lender, offer.nonce, digest);
    }

    /// @inheritdoc ISignedOffers
    function cancelNonce(uint256 nonce) external override {
        _cancelled[msg.sender][nonce] = true;
        emit NonceCancelled(msg.sender, nonce);
    }

    /// @inheritdoc ISignedOffers
    function invalidateNonces(uint256 newFloor) external override {
        uint256 current = minNonce[msg.sender];
        if (newFloor <= current) revert NonceFloorNotRaised(current, newFloor);
        minNonce[msg.sender] = newFloor;
        emit NoncesInvalidated(msg.sender, newFloor);
    }

    /// @inheritdoc ISignedOffers
    function hashOffer(SignedOffer calldata offer) external view override returns (bytes32) {
        return _hash(offer);
    }

    /// @inheritdoc ISignedOffers
    function isNonceUsable(address lender, uint256 nonce) external view override returns (bool) {
        return _usable(lender, nonce);
    }

    /// @dev Whether the lender left the nonce usable.
    function _usable(address lender, uint256 nonce) private view returns (bool) {
        return nonce >= minNonce[lender] && !_cancelled[lender][nonce];
    }

    /// @dev The offer's EIP-712 digest under this contract's domain (name, version, chain, address).
    function _hash(SignedOffer calldata offer) private view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    OFFER_TYPE, offer.lender, offer.collateralId, _hashTerms(offer.terms), offer.nonce, offer.deadline
                )
            )
        );
    }

    /// @dev The struct hash of a loan's terms.
    function _hashTerms(Terms calldata terms) private pure returns (bytes32) {
        return keccak256(
            abi.encode(
                TERMS_TYPE,
                terms.amount,
                terms.loanToken,
                terms.interestRate,
                terms.liquidationThreshold,
                terms.durationQty,
                terms.durationUnit,
                terms.cycleUnit,
                terms.repaymentToken
            )
        );
    }
}
