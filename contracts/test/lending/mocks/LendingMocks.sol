// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @dev Bubbles a failed call's revert data up unchanged.
library Bubble {
    function call(address target, uint256 value, bytes memory data) internal returns (bytes memory result) {
        bool ok;
        (ok, result) = target.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }
}

/// @dev A wallet contract that refuses the native coin until told to accept it; it calls anything
/// for its owner (the test), so it can act as a borrower or a lender.
contract NativeRejecter {
    bool public acceptsNative;

    function setAcceptsNative(bool accepts) external {
        acceptsNative = accepts;
    }

    function exec(address target, bytes calldata data) external payable returns (bytes memory) {
        return Bubble.call(target, msg.value, data);
    }

    receive() external payable {
        require(acceptsNative, "NativeRejecter: no native");
    }
}

/// @dev An ERC-20 that, once armed, calls `target` with `payload` from inside its next transfer
/// (re-entering the lending core) and bubbles the call's revert.
contract ReentrantToken is ERC20 {
    address private _target;
    bytes private _payload;
    bool public armed;

    constructor() ERC20("Reentrant", "REE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target, bytes calldata payload) external {
        _target = target;
        _payload = payload;
        armed = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (armed) {
            armed = false;
            Bubble.call(_target, 0, _payload);
        }
    }
}

/// @dev An ERC-1155 collection that, once armed, calls `target` with `payload` from inside its next
/// transfer (before the receiver hook) and bubbles the call's revert.
contract ReentrantNft1155 is ERC1155 {
    address private _target;
    bytes private _payload;
    bool public armed;

    constructor() ERC1155("") {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }

    function arm(address target, bytes calldata payload) external {
        _target = target;
        _payload = payload;
        armed = true;
    }

    function _update(address from, address to, uint256[] memory ids, uint256[] memory values) internal override {
        super._update(from, to, ids, values);
        if (armed) {
            armed = false;
            Bubble.call(_target, 0, _payload);
        }
    }
}
