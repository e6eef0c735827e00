import { AbiWriter } from "./abiWriter";
import { concatBytes, hexToBytes } from "./hex";
import { sha256Hex, sha256OfPair } from "./sha256";

export interface PermissionLevel {
  actor: string;
  permission: string;
}

export interface Action {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  /** Hex of the serialized action data. */
  data: string;
}

function writeActionBase(writer: AbiWriter, action: Action): AbiWriter {
  writer.name(action.account).name(action.name).varuint32(action.authorization.length);
  for (const level of action.authorization) writer.name(level.actor).name(level.permission);
  return writer;
}

export function packAction(action: Action): Uint8Array {
  return writeActionBase(new AbiWriter(), action).sizedBytes(hexToBytes(action.data)).toBytes();
}

/** act_digest before ACTION_RETURN_VALUE: sha256 of the packed action. */
export function legacyActionDigest(action: Action): string {
  return sha256Hex(packAction(action));
}

/**
 * act_digest once ACTION_RETURN_VALUE is active (Leap's generate_action_digest):
 * sha256( sha256(packed account, name, authorization) || sha256(packed data || packed return value) ),
 * where data and return value are each packed with their varuint32 length.
 */
export function actionDigestWithReturnValue(action: Action, returnValue: string): string {
  const baseDigest = sha256Hex(writeActionBase(new AbiWriter(), action).toBytes());
  const dataAndOutput = concatBytes(
    new AbiWriter().sizedBytes(hexToBytes(action.data)).toBytes(),
    new AbiWriter().sizedBytes(hexToBytes(returnValue)).toBytes(),
  );
  return sha256OfPair(baseDigest, sha256Hex(dataAndOutput));
}
