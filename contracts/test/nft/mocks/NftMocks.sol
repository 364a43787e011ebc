// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1155Receiver} from "@openzeppelin/contracts/token/ERC1155/IERC1155Receiver.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";

/// @dev Bubbles a failed call's revert data up unchanged.
library Call {
    function exec(address target, uint256 value, bytes memory data) internal returns (bytes memory result) {
        bool ok;
        (ok, result) = target.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }
}

/// @dev A contract account the test drives (`exec`): it can refuse the native coin and ERC-1155 tokens, or
/// burn all the gas it is given when paid, each switched on and off, to stand for hostile or clumsy bidders,
/// buyers, sellers and royalty receivers.
contract HostileAccount is IERC1155Receiver {
    bool public refuseNative;
    bool public refuseNfts;
    bool public burnGas;

    function setRefuseNative(bool value) external {
        refuseNative = value;
    }

    function setRefuseNfts(bool value) external {
        refuseNfts = value;
    }

    function setBurnGas(bool value) external {
        burnGas = value;
    }

    function exec(address target, bytes calldata data) external payable returns (bytes memory) {
        return Call.exec(target, msg.value, data);
    }

    receive() external payable {
        if (burnGas) {
            while (true) {}
        }
        require(!refuseNative, "HostileAccount: no native");
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external view returns (bytes4) {
        require(!refuseNfts, "HostileAccount: no NFTs");
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        view
        returns (bytes4)
    {
        require(!refuseNfts, "HostileAccount: no NFTs");
        return this.onERC1155BatchReceived.selector;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC1155Receiver).interfaceId || interfaceId == type(IERC165).interfaceId;
    }
}

/// @dev An account that, when paid in the native coin, calls back into a target (to re-enter the market).
contract ReenteringReceiver {
    address public target;
    bytes public payload;
    bool public reverted;
    bytes public revertData;

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
    }

    function exec(address target_, bytes calldata data) external payable returns (bytes memory) {
        return Call.exec(target_, msg.value, data);
    }

    receive() external payable {
        if (target == address(0)) return;
        address to = target;
        target = address(0);
        (bool ok, bytes memory data) = to.call(payload);
        // Refuse the payment when the re-entry failed, so the test sees it through the credit.
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(data, 32), mload(data))
            }
        }
    }
}

/// @dev An ERC-721 whose transfers, once armed, call back into a target (a hostile collection re-entering the
/// market) and bubble the revert; it also answers royaltyInfo as told: normally, reverting, burning gas, a
/// short answer, or a royalty larger than the price.
contract HostileNft721 is ERC721 {
    enum RoyaltyMode {
        Normal,
        Revert,
        BurnGas,
        Short,
        Huge,
        DirtyAddress
    }

    address private _target;
    bytes private _payload;
    RoyaltyMode public royaltyMode;
    address public royaltyReceiver;
    uint256 public royaltyBps;

    constructor() ERC721("Hostile", "HOST") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }

    function arm(address target, bytes calldata payload) external {
        _target = target;
        _payload = payload;
    }

    function setRoyalty(RoyaltyMode mode, address receiver, uint256 bps) external {
        royaltyMode = mode;
        royaltyReceiver = receiver;
        royaltyBps = bps;
    }

    function royaltyInfo(uint256, uint256 price) external view returns (address, uint256) {
        RoyaltyMode mode = royaltyMode;
        if (mode == RoyaltyMode.Revert) revert("no royalty");
        if (mode == RoyaltyMode.BurnGas) {
            uint256 i;
            while (true) {
                i++;
            }
        }
        if (mode == RoyaltyMode.Short) {
            assembly ("memory-safe") {
                mstore(0, 1)
                return(0, 0x20)
            }
        }
        if (mode == RoyaltyMode.DirtyAddress) {
            assembly ("memory-safe") {
                mstore(0, not(0))
                mstore(0x20, 1)
                return(0, 0x40)
            }
        }
        if (mode == RoyaltyMode.Huge) return (royaltyReceiver, price * 10);
        return (royaltyReceiver, price * royaltyBps / 10_000);
    }

    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (_target != address(0)) {
            address target = _target;
            _target = address(0);
            Call.exec(target, 0, _payload);
        }
    }
}

/// @dev An ERC-721 whose owner stops every transfer while it likes, as collections with a pause or a blocklist do.
contract PausableNft721 is ERC721 {
    bool public transfersPaused;

    constructor() ERC721("Pausable", "PAUS") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }

    function setTransfersPaused(bool value) external {
        transfersPaused = value;
    }

    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        require(!transfersPaused, "transfers paused");
        return super._update(to, tokenId, auth);
    }
}

/// @dev An ERC-1155 whose transfers, once armed, call back into a target and bubble the revert.
contract ReentrantNft1155 is ERC1155 {
    address private _target;
    bytes private _payload;

    constructor() ERC1155("") {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }

    function arm(address target, bytes calldata payload) external {
        _target = target;
        _payload = payload;
    }

    function _update(address from, address to, uint256[] memory ids, uint256[] memory values) internal override {
        super._update(from, to, ids, values);
        if (_target != address(0)) {
            address target = _target;
            _target = address(0);
            Call.exec(target, 0, _payload);
        }
    }
}

/// @dev An ERC-20 that keeps 1% of every transfer (a fee-on-transfer token).
contract FeeOnTransferToken is ERC20 {
    constructor() ERC20("Taxed", "TAX") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) return super._update(from, to, value);
        uint256 fee = value / 100;
        super._update(from, address(0xdead), fee);
        super._update(from, to, value - fee);
    }
}

/// @dev An ERC-20 with a blacklist: a transfer to or from a blacklisted address reverts.
contract BlacklistingToken is ERC20 {
    mapping(address account => bool) public blacklisted;

    constructor() ERC20("Listed", "LST") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setBlacklisted(address account, bool value) external {
        blacklisted[account] = value;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!blacklisted[from] && !blacklisted[to], "blacklisted");
        super._update(from, to, value);
    }
}

/// @dev An ERC-20 that re-enters a target from its transfers once armed, bubbling the revert.
contract ReentrantToken is ERC20 {
    address private _target;
    bytes private _payload;

    constructor() ERC20("Reentrant", "REE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target, bytes calldata payload) external {
        _target = target;
        _payload = payload;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (_target != address(0)) {
            address target = _target;
            _target = address(0);
            Call.exec(target, 0, _payload);
        }
    }
}
