import { PROVER_ACTIONS, PROVER_CONTRACT, schedulev2Json } from "@ux/core/bridge/contract";
import type { ChainEngine, JsonAction } from "../engine/chainEngine";
import type { BlockContext } from "../engine/engineContract";
import { UNLIMITED_RESOURCES } from "../engine/state/accountTypes";
import { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES, type DevnetChainName } from "./chainIds";
import { GENESIS_PRODUCERS, producerSchedule } from "./producers";
import { PROTOCOL_FEATURES_ACTIVATION_BLOCK } from "./protocolFeatures";

/*
 * The IBC prover on every devnet chain: `ibc.prove` (owner and active under the development key) connected
 * to each other devnet chain by initb, with that chain's id and genesis producer schedule, under the
 * chain's devnet name (the local config's bridgeChainName). Every devnet chain computes act_digest with
 * return values from its first block, where get_activated_protocol_features says ACTION_RETURN_VALUE was
 * activated (protocolFeatures.ts).
 */

/** initb of `remote` as the prover on another chain takes it. */
export function devnetProverInit(remote: DevnetChainName) {
  return {
    chain_name: remote,
    chain_id: DEVNET_CHAIN_IDS[remote],
    return_value_activated: PROTOCOL_FEATURES_ACTIVATION_BLOCK,
    initial_schedule: schedulev2Json(producerSchedule(remote, 0, GENESIS_PRODUCERS)),
  };
}

export function applyIbcProverGenesis(
  engine: ChainEngine,
  chain: DevnetChainName,
  block: BlockContext,
  developmentKey: string,
): void {
  engine.createAccount(
    { name: PROVER_CONTRACT, owner: developmentKey, limits: UNLIMITED_RESOURCES },
    block.blockTime,
  );
  engine.deployContract(PROVER_CONTRACT, "ibcprover");
  const inits: JsonAction[] = DEVNET_CHAIN_NAMES.filter((remote) => remote !== chain).map((remote) => ({
    account: PROVER_CONTRACT,
    name: PROVER_ACTIONS.initb,
    authorization: [{ actor: PROVER_CONTRACT, permission: "active" }],
    data: devnetProverInit(remote),
  }));
  engine.pushActions(inits, block);
}
