import {
  PROVER_CONTRACT,
  WRAP_LOCK_ACTIONS,
  WRAP_TOKEN_ACTIONS,
  wrapLockAccount,
  wrapTokenAccount,
} from "@ux/core/bridge/contract";
import { canonicalKeyText } from "../engine/authority/authorityRules";
import type { ChainEngine, JsonAction } from "../engine/chainEngine";
import type { BlockContext } from "../engine/engineContract";
import { UNLIMITED_RESOURCES } from "../engine/state/accountTypes";
import { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES, type DevnetChainName } from "./chainIds";
import { CHAIN_SPECS, wholeTokens } from "./chainSpecs";
import { genesisAction, keyAndCodeAuthority } from "./genesisActions";

/*
 * The bridge's token contracts on every devnet chain, for every other chain: `ibc.wl.<other>` locks this
 * chain's eosio.token tokens (UTX and UTXRAM on ux, EOS, WAX, TLOS) for `other`, and `ibc.wt.<other>`
 * issues the wrapped tokens of `other`'s locks. Both are owned by the development key, their active
 * authority also holding their eosio.code (they send inline actions).
 *
 * ux's AMM trades EOS, WAX and TLOS as ibc.wt.<chain> tokens: their genesis supply is real wrapped supply.
 * The native chain's genesis locks it (eosio transfers it to ibc.wl.ux, the memo naming ibc.wt.<chain>, so
 * reserves and an emitxfer record it) and ux's genesis issues the same amount with issuegenesis, the one
 * issue without a proof, refused after the genesis block. The AMM genesis then spends it as before.
 */

/** Whole tokens of each chain's core token wrapped on ux at genesis (what ux's AMM genesis spends). */
export const GENESIS_WRAPPED_ON_UX: Readonly<Record<Exclude<DevnetChainName, "ux">, bigint>> = {
  eos: 100_000_000n,
  wax: 100_000_000n,
  telos: 100_000_000n,
};

const NATIVE_TOKEN_CONTRACT = "eosio.token";

function deploy(engine: ChainEngine, account: string, contractId: string, key: string, at: string): void {
  engine.createAccount(
    {
      name: account,
      owner: key,
      active: keyAndCodeAuthority(canonicalKeyText(key), account),
      limits: UNLIMITED_RESOURCES,
    },
    at,
  );
  engine.deployContract(account, contractId);
}

/** The init actions of `chain`'s lock and wrapped-token contracts paired with `other`. */
export function bridgePairInits(chain: DevnetChainName, other: DevnetChainName): JsonAction[] {
  const lock = wrapLockAccount(other);
  const wrapped = wrapTokenAccount(other);
  return [
    genesisAction(lock, WRAP_LOCK_ACTIONS.init, lock, {
      chain_id: DEVNET_CHAIN_IDS[chain],
      bridge_contract: PROVER_CONTRACT,
      native_token_contract: NATIVE_TOKEN_CONTRACT,
      paired_chain_id: DEVNET_CHAIN_IDS[other],
      paired_wraptoken_contract: wrapTokenAccount(chain),
    }),
    genesisAction(wrapped, WRAP_TOKEN_ACTIONS.init, wrapped, {
      chain_id: DEVNET_CHAIN_IDS[chain],
      bridge_contract: PROVER_CONTRACT,
      paired_chain_id: DEVNET_CHAIN_IDS[other],
      paired_wraplock_contract: wrapLockAccount(chain),
      paired_token_contract: NATIVE_TOKEN_CONTRACT,
    }),
  ];
}

/** ux's wrapped supply at genesis, or the native chain's lock that backs it. */
function genesisWrapping(chain: DevnetChainName): JsonAction[] {
  if (chain === "ux")
    return (Object.keys(GENESIS_WRAPPED_ON_UX) as (keyof typeof GENESIS_WRAPPED_ON_UX)[]).map((native) => {
      const wrapped = wrapTokenAccount(native);
      const quantity = wholeTokens(CHAIN_SPECS[native].coreToken, GENESIS_WRAPPED_ON_UX[native]);
      return genesisAction(wrapped, WRAP_TOKEN_ACTIONS.issuegenesis, wrapped, { to: wrapped, quantity });
    });
  const coreToken = CHAIN_SPECS[chain].coreToken;
  return [
    genesisAction(coreToken.contract, "transfer", "eosio", {
      from: "eosio",
      to: wrapLockAccount("ux"),
      quantity: wholeTokens(coreToken, GENESIS_WRAPPED_ON_UX[chain]),
      memo: wrapTokenAccount(chain),
    }),
  ];
}

export function applyBridgeGenesis(
  engine: ChainEngine,
  chain: DevnetChainName,
  block: BlockContext,
  developmentKey: string,
): void {
  const others = DEVNET_CHAIN_NAMES.filter((other) => other !== chain);
  for (const other of others) {
    deploy(engine, wrapLockAccount(other), "wraplock", developmentKey, block.blockTime);
    deploy(engine, wrapTokenAccount(other), "wraptoken", developmentKey, block.blockTime);
  }
  engine.pushActions(
    others.flatMap((other) => bridgePairInits(chain, other)),
    block,
  );
  engine.pushActions(genesisWrapping(chain), block);
}
