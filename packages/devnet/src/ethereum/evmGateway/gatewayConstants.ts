import { NATIVE_EVM_CHAIN_ID } from "@ux/core/config";
import { checksumAddress } from "../ethereumAddress";

/** UX Network's EVM chain id (0x47), the one browser wallets add. */
export const EVM_GATEWAY_CHAIN_ID = NATIVE_EVM_CHAIN_ID;
/**
 * The gateway "contract" wallets call. It is native (no EVM code runs): the address only routes calls.
 * "7578" is "ux" in ASCII and the tail is the chain id, so it is easy to spot in a wallet. (Checksummed
 * without ethers: the devnet's genesis reads this module, and ethers would cost that process ~22 MB.)
 */
export const DEFAULT_GATEWAY_CONTRACT_ADDRESS = checksumAddress("0x7578000000000000000000000000000000000071");
/** The gateway's own UX account: Ethereum payers' active permission lists `evm.gateway@active`. */
export const EVM_GATEWAY_ACCOUNT = "evm.gateway";
export const DEFAULT_ETHERACCOUNT_CONTRACT = "etheraccount";
export const DEFAULT_TOKEN_CONTRACT = "eosio.token";

/**
 * Fixed gas answers. UX has no gas market (CPU/NET come from staked UTX), so the price is 0: a wallet then
 * needs no balance to pay fees and shows a zero fee. The gas limit is only a number wallets insist on; the
 * gateway ignores it.
 */
export const GATEWAY_GAS_PRICE_WEI = 0n;
export const GATEWAY_MAX_PRIORITY_FEE_WEI = 0n;
export const GATEWAY_GAS_ESTIMATE = 200_000n;
/** Block gas limit reported in eth_getBlockByNumber (only so wallets see estimates fit in a block). */
export const GATEWAY_BLOCK_GAS_LIMIT = 30_000_000n;
/** UX produces a block every 500 ms: used to date blocks older than the head. */
export const UX_BLOCK_INTERVAL_MS = 500;
/** eth_getCode of the gateway address: one INVALID opcode, so wallets classify calls as contract calls. */
export const GATEWAY_CODE_PLACEHOLDER = "0xfe";
export const GATEWAY_CLIENT_VERSION = "ux-evm-gateway/1.0.0";
