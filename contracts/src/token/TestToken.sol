// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title TestToken
/// @notice An ERC-20 for development and test chains, standing in for tokens that exist on
/// production (USDT, BUSD, WBNB, ETH): any name, symbol and decimals; the owner mints.
contract TestToken is ERC20, Ownable {
    uint8 private immutable _DECIMALS;

    /// @notice Deploys the token with no supply.
    /// @param name_ The token name, e.g. "Tether USD".
    /// @param symbol_ The token symbol, e.g. "USDT".
    /// @param decimals_ The number of decimals.
    /// @param initialOwner The account allowed to mint.
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address initialOwner)
        ERC20(name_, symbol_)
        Ownable(initialOwner)
    {
        _DECIMALS = decimals_;
    }

    /// @notice Mints new tokens.
    /// @dev Only the owner.
    /// @param to The receiver.
    /// @param amount The amount, in base units.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice The number of decimals chosen at deployment.
    /// @return The number of decimals.
    function decimals() public view override returns (uint8) {
        return _DECIMALS;
    }
}
