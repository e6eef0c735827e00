import { TOKEN_CANNOT_BE_ADDED, walletWatchAsset } from "@ux/core/forms";
import type { Eip1193Provider } from "./eip1193";

/**
 * The address the browser wallet shows a UX token under. The network config has no per-token EVM address
 * yet; until it does, each token gets a fixed address in the gateway's range: '7578' ('ux') followed by
 * the symbol's ASCII, zero-padded. Point this at the config once the addresses are published there.
 */
export function watchAssetAddress(symbol: string): string {
  if (!/^[A-Z]{1,7}$/.test(symbol)) throw new RangeError(`'${symbol}' is not a token symbol`);
  const ascii = [...symbol].map((char) => char.charCodeAt(0).toString(16)).join("");
  return `0x7578${ascii.padEnd(36, "0")}`;
}

export type WatchAssetOutcome = { ok: true } | { ok: false; message: string };

/**
 * The '+' control (spec 2 §7, §8): wallet_watchAsset of type ERC20 for the allowed tokens (UTXRAM, EOS,
 * TLOS, WAX, LP; WAX with 8 decimals); any other token gives the product's error text.
 */
export async function addTokenToBrowserWallet(
  provider: Eip1193Provider,
  symbol: string,
  image?: string,
): Promise<WatchAssetOutcome> {
  const allowed = walletWatchAsset(symbol);
  if (!allowed.ok) return { ok: false, message: TOKEN_CANNOT_BE_ADDED };
  const added = await provider.request({
    method: "wallet_watchAsset",
    params: {
      type: "ERC20",
      options: {
        address: watchAssetAddress(symbol),
        symbol: allowed.symbol,
        decimals: allowed.decimals,
        ...(image === undefined ? {} : { image }),
      },
    },
  });
  return added === false ? { ok: false, message: `${symbol} was not added` } : { ok: true };
}
