// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IHub} from "../../hub/IHub.sol";
import {IExtsload} from "../interfaces/IExtsload.sol";
import {
    AssetKind,
    Collateral,
    CollateralStatus,
    Config,
    Loan,
    LoanStatus,
    Offer,
    OfferStatus,
    TimeUnit
} from "../LendingTypes.sol";

/// @title LendingStorage
/// @notice The one place that knows PawnLending's storage layout: where each state variable lives,
/// how mapping entries are found, and where each field of a stored struct is packed. Reads go through
/// the core's `extsload` (IExtsload); the decoders turn raw words into the structs of LendingTypes.
/// @dev Every position below is `slot * SLOT + byte offset * OFFSET + size in bytes`, the three
/// numbers `forge inspect src/lending/PawnLending.sol:PawnLending storageLayout --json` prints for
/// each variable and struct member (byte offsets count from the word's least significant end). The
/// slot of a state variable is absolute; the slot of a struct field is relative to the struct's first
/// slot. When the core's layout changes, edit the table here (and a struct's slot count); nothing
/// else encodes it. LendingLens.t.sol proves every entry against the core: the lens must read what the
/// core's own views return (its hub, the loan its settle returns) and, elsewhere, what the core's calls wrote.
library LendingStorage {
    uint256 private constant SLOT = 1 << 16;
    uint256 private constant OFFSET = 1 << 8;

    // --- PawnLending's state variables (slot, byte offset, bytes)
    uint256 internal constant HUB = 0 * SLOT + 0 * OFFSET + 20; // IHub hub
    // slot 0 at offsets 20 and 25: uint40 _collateralCount and uint40 _offerCount (not read), then:
    uint256 internal constant CONFIG_COUNT = 0 * SLOT + 30 * OFFSET + 2; // uint16 _configCount
    uint256 internal constant COLLATERALS = 1 * SLOT + 0 * OFFSET + 32; // mapping(uint256 => StoredCollateral)
    uint256 internal constant OFFERS = 2 * SLOT + 0 * OFFSET + 32; // mapping(uint256 => StoredOffer) _offers
    uint256 internal constant LOANS = 3 * SLOT + 0 * OFFSET + 32; // mapping(uint256 => StoredLoan) _loans
    uint256 internal constant CONFIGS = 4 * SLOT + 0 * OFFSET + 32; // mapping(uint32 => Config) _configs
    uint256 internal constant ESCROWED = 5 * SLOT + 0 * OFFSET + 32; // escrowed[token][tokenId]
    uint256 internal constant CREDITS = 6 * SLOT + 0 * OFFSET + 32; // _credits[account][token]

    // --- struct StoredCollateral: slot count, then fields (slot relative to the struct, byte offset, bytes)
    uint256 internal constant COLLATERAL_SLOTS = 5;
    /// @dev The slots every collateral uses; the token id and a wide amount follow only when needed.
    uint256 private constant COLLATERAL_HEAD_SLOTS = 3;
    uint256 private constant COLLATERAL_BORROWER = 0 * SLOT + 0 * OFFSET + 20; // address borrower
    uint256 private constant COLLATERAL_STATUS = 0 * SLOT + 20 * OFFSET + 1; // CollateralStatus status
    uint256 private constant COLLATERAL_KIND = 0 * SLOT + 21 * OFFSET + 1; // AssetKind kind
    uint256 private constant COLLATERAL_DURATION_UNIT = 0 * SLOT + 22 * OFFSET + 1; // TimeUnit durationUnit
    uint256 private constant COLLATERAL_DURATION_QTY = 0 * SLOT + 23 * OFFSET + 2; // uint16 durationQty
    uint256 private constant COLLATERAL_TOKEN = 1 * SLOT + 0 * OFFSET + 20; // address token
    uint256 private constant COLLATERAL_AMOUNT = 1 * SLOT + 20 * OFFSET + 12; // uint96 amount
    uint256 private constant COLLATERAL_LOAN_TOKEN = 2 * SLOT + 0 * OFFSET + 20; // address loanToken
    // uint96 repayPerLoanRay: the exchange rate of the collateral's loan
    uint256 private constant COLLATERAL_LOAN_RAY = 2 * SLOT + 20 * OFFSET + 12;
    uint256 private constant COLLATERAL_TOKEN_ID = 3 * SLOT + 0 * OFFSET + 32; // uint256 tokenId
    uint256 private constant COLLATERAL_WIDE_AMOUNT = 4 * SLOT + 0 * OFFSET + 32; // uint256 wideAmount
    /// @dev COLLATERAL_AMOUNT's value when the amount is too wide for it and sits in COLLATERAL_WIDE_AMOUNT.
    uint256 private constant AMOUNT_ELSEWHERE = type(uint96).max;

    // --- struct StoredOffer: slot count, then fields (slot relative to the struct, byte offset, bytes); it
    // holds an Offer and the fields of its Loan that fit its spare bytes (OFFER_LOAN_*)
    uint256 internal constant OFFER_SLOTS = 3;
    uint256 private constant OFFER_LENDER = 0 * SLOT + 0 * OFFSET + 20; // address lender
    uint256 private constant OFFER_STATUS = 0 * SLOT + 20 * OFFSET + 1; // OfferStatus status
    uint256 private constant OFFER_DURATION_UNIT = 0 * SLOT + 21 * OFFSET + 1; // TimeUnit durationUnit
    uint256 private constant OFFER_CYCLE_UNIT = 0 * SLOT + 22 * OFFSET + 1; // TimeUnit cycleUnit
    uint256 private constant OFFER_DURATION_QTY = 0 * SLOT + 23 * OFFSET + 2; // uint16 durationQty
    uint256 private constant OFFER_INTEREST_RATE = 0 * SLOT + 25 * OFFSET + 4; // uint32 interestRate
    uint256 private constant OFFER_CONFIG_ID = 0 * SLOT + 29 * OFFSET + 2; // uint16 configId
    // slot 0 at offset 31: uint8 reputationStanding (not read)
    uint256 private constant OFFER_REPAYMENT_TOKEN = 1 * SLOT + 0 * OFFSET + 20; // address repaymentToken
    uint256 private constant OFFER_COLLATERAL_ID = 1 * SLOT + 20 * OFFSET + 8; // uint64 collateralId
    uint256 private constant OFFER_LIQUIDATION_THRESHOLD = 1 * SLOT + 28 * OFFSET + 4; // uint32 liquidationThreshold
    // uint128 principal: the offer's amount, then what its loan still owes
    uint256 private constant OFFER_PRINCIPAL = 2 * SLOT + 0 * OFFSET + 16;
    uint256 private constant OFFER_LOAN_STARTED_AT = 2 * SLOT + 16 * OFFSET + 5; // uint40 startedAt
    uint256 private constant OFFER_LOAN_MATURITY = 2 * SLOT + 21 * OFFSET + 5; // uint40 maturity
    uint256 private constant OFFER_LOAN_STATUS = 2 * SLOT + 26 * OFFSET + 1; // LoanStatus loanStatus
    uint256 private constant OFFER_LOAN_LATE_COUNT = 2 * SLOT + 27 * OFFSET + 1; // uint8 lateCount
    uint256 private constant OFFER_LOAN_CYCLE = 2 * SLOT + 28 * OFFSET + 2; // uint16 cycle
    uint256 private constant OFFER_LOAN_LATE_INTEREST_RECORDED = 2 * SLOT + 30 * OFFSET + 1; // bool
    uint256 private constant OFFER_LOAN_INTEREST_CARRIED = 2 * SLOT + 31 * OFFSET + 1; // bool interestCarried
    /// @dev OFFER_LOAN_RAY's value when the rate is too wide for it and sits in the loan's own slot.
    uint256 private constant RAY_ELSEWHERE = type(uint96).max;

    // --- struct StoredLoan: slot count, then fields (slot relative to the struct, byte offset, bytes)
    uint256 internal constant LOAN_SLOTS = 3;
    uint256 private constant LOAN_INTEREST_OWED = 0 * SLOT + 0 * OFFSET + 16; // uint128 interestOwed
    uint256 private constant LOAN_PENALTY_OWED = 0 * SLOT + 16 * OFFSET + 16; // uint128 penaltyOwed
    uint256 private constant LOAN_LATE_INTEREST = 1 * SLOT + 0 * OFFSET + 16; // uint128 lateInterest
    uint256 private constant LOAN_CYCLE_INTEREST = 1 * SLOT + 16 * OFFSET + 16; // uint128 cycleInterest
    uint256 private constant LOAN_REPAY_PER_LOAN_RAY = 2 * SLOT + 0 * OFFSET + 32; // uint256 repayPerLoanRay

    // --- struct Config: slot count, then fields (slot relative to the struct, byte offset, bytes)
    uint256 internal constant CONFIG_SLOTS = 1;
    uint256 private constant CONFIG_SYSTEM_FEE = 0 * SLOT + 0 * OFFSET + 4; // uint32 systemFee
    uint256 private constant CONFIG_PENALTY_RATE = 0 * SLOT + 4 * OFFSET + 4; // uint32 penaltyRate
    uint256 private constant CONFIG_PREPAID_FEE_RATE = 0 * SLOT + 8 * OFFSET + 4; // uint32 prepaidFeeRate
    uint256 private constant CONFIG_LATE_THRESHOLD = 0 * SLOT + 12 * OFFSET + 1; // uint8 lateThreshold

    // --- reads through extsload

    /// @notice The Hub the core reads roles, prices and whitelists from.
    /// @param core The lending core.
    /// @return The Hub.
    function hub(IExtsload core) internal view returns (IHub) {
        return IHub(address(uint160(_read(core, HUB))));
    }

    /// @notice A stored collateral (all zero if unknown).
    /// @param core The lending core.
    /// @param collateralId The collateral.
    /// @return item The collateral.
    function collateral(IExtsload core, uint256 collateralId) internal view returns (Collateral memory item) {
        bytes32 first = entrySlot(COLLATERALS, collateralId);
        item = decodeCollateral(core.extsload(first, COLLATERAL_HEAD_SLOTS));
        // The last two slots only matter for an NFT's id and an amount too wide for 96 bits.
        if (item.kind == AssetKind.ERC721 || item.kind == AssetKind.ERC1155) {
            item.tokenId = uint256(core.extsload(_fieldSlot(first, COLLATERAL_TOKEN_ID)));
        }
        if (item.amount == AMOUNT_ELSEWHERE) {
            item.amount = uint256(core.extsload(_fieldSlot(first, COLLATERAL_WIDE_AMOUNT)));
        }
    }

    /// @notice A stored offer (all zero if unknown).
    /// @param core The lending core.
    /// @param offerId The offer.
    /// @return proposal The offer.
    function offer(IExtsload core, uint256 offerId) internal view returns (Offer memory proposal) {
        proposal = decodeOffer(core.extsload(entrySlot(OFFERS, offerId), OFFER_SLOTS));
        if (proposal.collateralId != 0) proposal.loanToken = address(uint160(_loanWord(core, proposal.collateralId)));
    }

    /// @notice A stored loan (all zero if unknown), from its offer's record and its own.
    /// @param core The lending core.
    /// @param loanId The loan.
    /// @return The loan.
    function loan(IExtsload core, uint256 loanId) internal view returns (Loan memory) {
        bytes32[] memory offerWords = core.extsload(entrySlot(OFFERS, loanId), OFFER_SLOTS);
        uint256 collateralId = _bits(offerWords[OFFER_COLLATERAL_ID / SLOT], OFFER_COLLATERAL_ID);
        uint256 loanWord = collateralId == 0 ? 0 : _loanWord(core, collateralId);
        return decodeLoan(offerWords, core.extsload(entrySlot(LOANS, loanId), LOAN_SLOTS), loanWord);
    }

    /// @notice A stored settings version (all zero if unknown).
    /// @param core The lending core.
    /// @param configId The settings' id.
    /// @return The settings.
    function config(IExtsload core, uint256 configId) internal view returns (Config memory) {
        return decodeConfig(core.extsload(entrySlot(CONFIGS, configId), CONFIG_SLOTS));
    }

    /// @notice How many settings versions the core holds (ids 0 to count - 1).
    /// @param core The lending core.
    /// @return The count.
    function configCount(IExtsload core) internal view returns (uint256) {
        return _read(core, CONFIG_COUNT);
    }

    /// @notice How much of a token (and NFT id) the core holds for positions and credits.
    /// @param core The lending core.
    /// @param token The token or collection (address(0): the native coin).
    /// @param tokenId The NFT id (zero for fungible tokens).
    /// @return The amount.
    function escrowed(IExtsload core, address token, uint256 tokenId) internal view returns (uint256) {
        return uint256(core.extsload(_slot(tokenId, entrySlot(ESCROWED, uint160(token)))));
    }

    /// @notice What an account may claim of a token.
    /// @param core The lending core.
    /// @param account The account.
    /// @param token The token (address(0): the native coin).
    /// @return The amount.
    function credit(IExtsload core, address account, address token) internal view returns (uint256) {
        return uint256(core.extsload(_slot(uint160(token), entrySlot(CREDITS, uint160(account)))));
    }

    // --- slots

    /// @notice The first slot of a mapping's entry: keccak256(key . base slot), every key type padded
    /// to a word (value types only: addresses and unsigned integers).
    /// @param mappingVariable The mapping, from the table above.
    /// @param key The key.
    /// @return The entry's (first) slot.
    function entrySlot(uint256 mappingVariable, uint256 key) internal pure returns (bytes32) {
        return _slot(key, bytes32(mappingVariable / SLOT));
    }

    // --- decoders

    /// @notice Decodes the first words of a stored collateral (StoredCollateral) into a Collateral: all but
    /// the token id, and the amount as stored beside the token (type(uint96).max: see `wideAmount`).
    /// @param words Its first three words.
    /// @return item The collateral.
    function decodeCollateral(bytes32[] memory words) internal pure returns (Collateral memory) {
        // Each word once, in one struct literal (the shop reads a collateral on every submission); the
        // three addresses sit at offset 0 of their words.
        uint256 head = uint256(words[0]);
        uint256 amountWord = uint256(words[1]);
        return Collateral({
            borrower: address(uint160(head)),
            status: CollateralStatus(_bits(bytes32(head), COLLATERAL_STATUS)),
            kind: AssetKind(_bits(bytes32(head), COLLATERAL_KIND)),
            durationUnit: TimeUnit(_bits(bytes32(head), COLLATERAL_DURATION_UNIT)),
            durationQty: uint16(_bits(bytes32(head), COLLATERAL_DURATION_QTY)),
            token: address(uint160(amountWord)),
            loanToken: address(uint160(uint256(words[2]))),
            tokenId: 0,
            amount: _bits(bytes32(amountWord), COLLATERAL_AMOUNT)
        });
    }

    /// @notice Decodes the words of a stored Offer, all but its loan token (its collateral's).
    /// @param words Its OFFER_SLOTS words, from its first slot on.
    /// @return proposal The offer.
    function decodeOffer(bytes32[] memory words) internal pure returns (Offer memory proposal) {
        proposal.lender = address(uint160(_field(words, OFFER_LENDER)));
        proposal.status = OfferStatus(_field(words, OFFER_STATUS));
        proposal.durationUnit = TimeUnit(_field(words, OFFER_DURATION_UNIT));
        proposal.cycleUnit = TimeUnit(_field(words, OFFER_CYCLE_UNIT));
        proposal.durationQty = uint16(_field(words, OFFER_DURATION_QTY));
        proposal.interestRate = uint32(_field(words, OFFER_INTEREST_RATE));
        proposal.configId = uint16(_field(words, OFFER_CONFIG_ID));
        proposal.collateralId = uint64(_field(words, OFFER_COLLATERAL_ID));
        proposal.liquidationThreshold = uint32(_field(words, OFFER_LIQUIDATION_THRESHOLD));
        proposal.repaymentToken = address(uint160(_field(words, OFFER_REPAYMENT_TOKEN)));
        proposal.amount = _field(words, OFFER_PRINCIPAL);
    }

    /// @notice Decodes the words of a stored loan: the loan's fields of its StoredOffer, then its StoredLoan.
    /// @param offerWords The OFFER_SLOTS words of its offer, from the first slot on.
    /// @param words Its LOAN_SLOTS words, from its first slot on.
    /// @param loanWord Its collateral's word holding the loan token and the exchange rate.
    /// @return state The loan.
    function decodeLoan(bytes32[] memory offerWords, bytes32[] memory words, uint256 loanWord)
        internal
        pure
        returns (Loan memory state)
    {
        state.principal = uint128(_field(offerWords, OFFER_PRINCIPAL));
        state.startedAt = uint40(_field(offerWords, OFFER_LOAN_STARTED_AT));
        state.maturity = uint40(_field(offerWords, OFFER_LOAN_MATURITY));
        state.status = LoanStatus(_field(offerWords, OFFER_LOAN_STATUS));
        state.lateCount = uint8(_field(offerWords, OFFER_LOAN_LATE_COUNT));
        state.cycle = uint16(_field(offerWords, OFFER_LOAN_CYCLE));
        state.lateInterestRecorded = _field(offerWords, OFFER_LOAN_LATE_INTEREST_RECORDED) != 0;
        state.interestCarried = _field(offerWords, OFFER_LOAN_INTEREST_CARRIED) != 0;
        state.interestOwed = uint128(_field(words, LOAN_INTEREST_OWED));
        state.penaltyOwed = uint128(_field(words, LOAN_PENALTY_OWED));
        state.lateInterest = uint128(_field(words, LOAN_LATE_INTEREST));
        state.cycleInterest = uint128(_field(words, LOAN_CYCLE_INTEREST));
        uint256 ray = _bits(bytes32(loanWord), COLLATERAL_LOAN_RAY);
        state.repayPerLoanRay = ray == RAY_ELSEWHERE ? _field(words, LOAN_REPAY_PER_LOAN_RAY) : ray;
    }

    /// @notice Decodes the words of a stored Config.
    /// @param words Its CONFIG_SLOTS words, from its first slot on.
    /// @return settings The settings.
    function decodeConfig(bytes32[] memory words) internal pure returns (Config memory settings) {
        settings.systemFee = uint32(_field(words, CONFIG_SYSTEM_FEE));
        settings.penaltyRate = uint32(_field(words, CONFIG_PENALTY_RATE));
        settings.prepaidFeeRate = uint32(_field(words, CONFIG_PREPAID_FEE_RATE));
        settings.lateThreshold = uint8(_field(words, CONFIG_LATE_THRESHOLD));
    }

    // --- bits

    /// @dev A state variable that is not a mapping, read from its slot.
    function _read(IExtsload core, uint256 variable) private view returns (uint256) {
        return _bits(core.extsload(bytes32(variable / SLOT)), variable);
    }

    /// @dev The collateral's word holding its loan token and its loan's exchange rate.
    function _loanWord(IExtsload core, uint256 collateralId) private view returns (uint256) {
        return uint256(core.extsload(_fieldSlot(entrySlot(COLLATERALS, collateralId), COLLATERAL_LOAN_TOKEN)));
    }

    /// @dev The slot of a field of a struct starting at `first`.
    function _fieldSlot(bytes32 first, uint256 position) private pure returns (bytes32) {
        return bytes32(uint256(first) + position / SLOT);
    }

    /// @dev A struct field, from the struct's words (an index past them reverts: a slot count to update).
    function _field(bytes32[] memory words, uint256 position) private pure returns (uint256) {
        return _bits(words[position / SLOT], position);
    }

    /// @dev The `size` bytes at byte `offset` of a word (encoded in `position`), right-aligned.
    function _bits(bytes32 word, uint256 position) private pure returns (uint256) {
        // Positions are the constants above: offset and size stay within a word.
        unchecked {
            uint256 offset = position / OFFSET % 256;
            uint256 size = position % 256;
            return (uint256(word) >> (offset * 8)) & (type(uint256).max >> (256 - size * 8));
        }
    }

    /// @dev keccak256(key . slot): where a mapping at `slot` stores `key`'s entry.
    function _slot(uint256 key, bytes32 slot) private pure returns (bytes32) {
        return keccak256(abi.encode(key, slot));
    }
}
