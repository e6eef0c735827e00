// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Devnet stand-in for Tether USD
/// @notice A plain ERC-20 with 6 decimals, like USDT on Ethereum, whose deployer can mint test funds.
/// Unlike mainnet USDT, transfer/approve/transferFrom return bool as ERC-20 says, so any ERC-20 client works.
contract TetherUsd {
    string public constant name = "Tether USD";
    string public constant symbol = "USDT";
    uint8 public constant decimals = 6;

    address public immutable owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        owner = msg.sender;
    }

    /// @notice Devnet funding: only the deployer creates tokens.
    function mint(address to, uint256 value) external {
        require(msg.sender == owner, "USDT: only the owner can mint");
        require(to != address(0), "USDT: mint to the zero address");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        require(spender != address(0), "USDT: approve to the zero address");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "USDT: transfer amount exceeds allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "USDT: transfer to the zero address");
        uint256 held = balanceOf[from];
        require(held >= value, "USDT: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = held - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
