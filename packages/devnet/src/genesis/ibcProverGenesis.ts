import { PROVER_ACTIONS, PROVER_CONTRACT, schedulev2Json } from "@ux/core/bridge/contract";
import type { ChainEngine, JsonAction } from "../engine/chainEngine";
import type { BlockContext } from "../engine/engineContract";
import { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES, type DevnetChainName } from "./chainIds";
import { GENESIS_PRODUCERS, producerSchedule } from "./producers";

/*
 * The IBC prover on every devnet chain: `ibc.prove` (owner and active under the development key) connected
 * to each other devnet chain by initb, with that chain's id and genesis producer schedule, under the
 * chain's devnet name (the local config's bridgeChainName). Every devnet chain computes act_digest with
 * return values from its first block, so ACTION_RETURN_VALUE counts as activated in block 1.
 */

const UNLIMITED = { ramBytes: -1, netWeight: -1n, cpuWeight: -1n };
/** The block get_activated_protocol_features gives for ACTION_RETURN_VALUE on every devnet chain. */
export const DEVNET_RETURN_VALUE_ACTIVATED = 1;

/** initb of `remote` as the prover on another chain takes it. */
export function devnetProverInit(remote: DevnetChainName) {
  return {
    chain_name: remote,
    chain_id: DEVNET_CHAIN_IDS[remote],
    return_value_activated: DEVNET_RETURN_VALUE_ACTIVATED,
    initial_schedule: schedulev2Json(producerSchedule(remote, 0, GENESIS_PRODUCERS)),
  };
}

export function applyIbcProverGenesis(
  engine: ChainEngine,
  chain: DevnetChainName,
  block: BlockContext,
  developmentKey: string,
): void {
  engine.createAccount({ name: PROVER_CONTRACT, owner: developmentKey, limits: UNLIMITED }, block.blockTime);
  engine.deployContract(PROVER_CONTRACT, "ibcprover");
  const inits: JsonAction[] = DEVNET_CHAIN_NAMES.filter((remote) => remote !== chain).map((remote) => ({
    account: PROVER_CONTRACT,
    name: PROVER_ACTIONS.initb,
    authorization: [{ actor: PROVER_CONTRACT, permission: "active" }],
    data: devnetProverInit(remote),
  }));
  engine.pushActions(inits, block);
}
