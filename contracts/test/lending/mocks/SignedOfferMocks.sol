// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @dev A contract wallet (EIP-1271) that lends: it approves the core and accepts its owner's signatures.
contract OwnedWallet is IERC1271 {
    address private immutable _owner;

    constructor(address owner_, IERC20 token, address spender) {
        _owner = owner_;
        token.approve(spender, type(uint256).max);
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == _owner ? IERC1271.isValidSignature.selector : bytes4(0);
    }
}
