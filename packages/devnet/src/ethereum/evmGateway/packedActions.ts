import { ABIDecoder, Action, type ActionType, Serializer } from "@wharfkit/antelope";

/** Antelope-packs a `vector<action>`: what pushEosTransaction's `actions` argument carries. */
export function packActions(actions: readonly ActionType[]): Uint8Array {
  return Serializer.encode({
    object: actions.map((action) => Action.from(action)),
    type: "action[]",
    customTypes: [Action],
  }).array;
}

/** Decodes a packed `vector<action>`, refusing trailing bytes (they would mean the bytes are not what was signed for). */
export function unpackActions(bytes: Uint8Array): Action[] {
  const decoder = new ABIDecoder(bytes);
  const actions = Serializer.decode({ data: decoder, type: "action[]", customTypes: [Action] }) as Action[];
  if (decoder.canRead())
    throw new Error(`${bytes.length - decoder.getPosition()} trailing bytes after the actions`);
  return actions;
}
