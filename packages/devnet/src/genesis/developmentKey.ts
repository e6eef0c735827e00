import { deterministicKey } from "./deterministicKey";

/**
 * The devnet's development key: owner and active of every chain's system and contract accounts (eosio,
 * eosio.token, ibc.prove, ibc.wl.*, ibc.wt.*, ...), as nodeos' default development key controls a fresh
 * chain's. One key on every chain, so one import administers the whole local network. Devnet only.
 */
export function developmentKey() {
  return deterministicKey("development");
}
