import type { Asset } from "../money/asset";
import { CORE_SYMBOL, RAM_SYMBOL } from "../money/moneyConstants";

/** Account creation, resources and referrals (spec 1 §9). */

/** New account grants: CPU 100.0000 UTX, NET 25.0000 UTX, RAM 5.0000 UTXRAM. */
export const NEW_ACCOUNT_CPU_GRANT: Asset = { amount: 1_000_000n, symbol: CORE_SYMBOL };

export const NEW_ACCOUNT_NET_GRANT: Asset = { amount: 250_000n, symbol: CORE_SYMBOL };

export const NEW_ACCOUNT_RAM_GRANT: Asset = { amount: 50_000n, symbol: RAM_SYMBOL };

export const USERNAME_LENGTH = 12;

export const REFERRAL_CODE_LENGTH = 12;

export const MAX_UNUSED_REFERRAL_LINKS = 50;

/** RAM: 1 KB = 1024 bytes, priced 1.0000 UTXRAM per KB. */
export const RAM_BYTES_PER_KB = 1024;

export const RAM_PRICE_PER_KB: Asset = { amount: 10_000n, symbol: RAM_SYMBOL };

/** Top-up buttons ('Stake 50 UTX to CPU' / 'to NET'): 50.0000 UTX. */
export const RESOURCE_TOP_UP: Asset = { amount: 500_000n, symbol: CORE_SYMBOL };

/** Ethereum payment progress starts at 5%. */
export const ETH_PAYMENT_PROGRESS_START_PERCENT = 5;

export const ETH_CONFIRMATIONS_REQUIRED = 3;

export const ACCOUNT_SEARCH_LIMIT = 5;
