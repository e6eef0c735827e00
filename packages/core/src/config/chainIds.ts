/** Wallet chain ids (spec 1 §9). */

/** Wallet chain ids: the native network in the Ethereum browser wallet, Ethereum mainnet, Sepolia. */
export const NATIVE_EVM_CHAIN_ID = 71;

export const ETHEREUM_MAINNET_CHAIN_ID = 1;

export const SEPOLIA_CHAIN_ID = 11155111;
