// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// @title DFYToken
/// @notice "DeFi For You" (DFY), the platform token: 18 decimals, a supply capped at one billion,
/// minted by accounts holding MINTER_ROLE, with EIP-2612 permits. The admin (DEFAULT_ADMIN_ROLE)
/// grants and revokes MINTER_ROLE.
contract DFYToken is ERC20Capped, ERC20Permit, AccessControl {
    /// @notice The role allowed to mint.
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @notice The most DFY that can ever exist, in base units.
    uint256 public constant MAX_SUPPLY = 1_000_000_000 ether;

    /// @notice Deploys DFY with no supply; the admin then grants MINTER_ROLE.
    /// @param admin The account that manages the minters.
    constructor(address admin) ERC20("DeFi For You", "DFY") ERC20Capped(MAX_SUPPLY) ERC20Permit("DeFi For You") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice Mints new DFY.
    /// @dev Only MINTER_ROLE; reverts with ERC20ExceededCap past MAX_SUPPLY.
    /// @param to The receiver.
    /// @param amount The amount, in base units.
    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Capped) {
        super._update(from, to, value);
    }
}
