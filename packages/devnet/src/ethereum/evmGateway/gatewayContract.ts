import type { Action, ActionType } from "@wharfkit/antelope";
import { getBytes, hexlify, Interface } from "ethers";
import { packActions, unpackActions } from "./packedActions";
import { invalidParams } from "./rpcError";

/** The gateway contract's interface as wallets and the app see it. */
export const GATEWAY_ABI = [
  "function pushEosTransaction(uint64 rp, bytes actions)",
  "function getRp() view returns (uint64)",
] as const;
export const gatewayInterface = new Interface(GATEWAY_ABI);

function selectorOf(name: string): string {
  const fragment = gatewayInterface.getFunction(name);
  if (fragment === null) throw new Error(`gateway ABI has no ${name}`);
  return fragment.selector;
}
export const PUSH_SELECTOR = selectorOf("pushEosTransaction");
export const GET_RP_SELECTOR = selectorOf("getRp");

export interface PushCall {
  rp: bigint;
  actions: Action[];
}

/** Calldata for pushEosTransaction(rp, packed actions) (what the app sends; tests build it too). */
export function encodePushCalldata(rp: bigint, actions: readonly ActionType[]): string {
  return gatewayInterface.encodeFunctionData("pushEosTransaction", [rp, hexlify(packActions(actions))]);
}

/**
 * Decodes pushEosTransaction calldata strictly: the selector, canonical ABI encoding (re-encoding must give
 * the same bytes, so no trailing or non-canonical data rides along), at least one action, no trailing bytes.
 */
export function decodePushCalldata(data: string): PushCall {
  if (!data.toLowerCase().startsWith(PUSH_SELECTOR))
    throw invalidParams("malformed calldata: not a call of pushEosTransaction(uint64,bytes)");
  let rp: bigint;
  let packed: string;
  try {
    const decoded = gatewayInterface.decodeFunctionData("pushEosTransaction", data);
    rp = decoded[0] as bigint;
    packed = decoded[1] as string;
  } catch (error) {
    throw invalidParams(`malformed calldata: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (gatewayInterface.encodeFunctionData("pushEosTransaction", [rp, packed]) !== data.toLowerCase()) {
    throw invalidParams(
      "malformed calldata: not the canonical ABI encoding of pushEosTransaction(uint64,bytes)",
    );
  }
  let actions: Action[];
  try {
    actions = unpackActions(getBytes(packed));
  } catch (error) {
    throw invalidParams(
      `malformed calldata: actions are not a packed vector<action> (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (actions.length === 0) throw invalidParams("malformed calldata: no actions");
  return { rp, actions };
}

/** The ABI-encoded return value of getRp(). */
export function encodeGetRpResult(rp: bigint): string {
  return gatewayInterface.encodeFunctionResult("getRp", [rp]);
}
