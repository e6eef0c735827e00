import { type ABI, Action, Serializer } from "@wharfkit/antelope";

/** An action with its data as JSON (encoded through the ABI) or as hex bytes (already encoded). */
export interface JsonAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: Record<string, unknown> | string;
}

export function encodeAction(action: JsonAction, abi: ABI | undefined): Action {
  if (typeof action.data === "string") return Action.from({ ...action, data: action.data });
  if (!abi) throw new Error(`no ABI to encode ${action.account}::${action.name}`);
  return Action.from(action, abi);
}

/** The JSON of hex action data, decoded through the contract's ABI. */
export function decodeActionData(action: Action, abi: ABI): Record<string, unknown> {
  return Serializer.objectify(action.decodeData(abi)) as Record<string, unknown>;
}
