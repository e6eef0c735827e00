import type { ChainEngine } from "../engine/chainEngine";
import type { ChainNode } from "../node/chainNode";
import type { ActionDataDecoder } from "./transactionJson";

/** What the API of one chain reads from: the node (blocks, time, history) and its engine (state). */
export interface ApiContext {
  node: ChainNode;
  engine: ChainEngine;
}

/** Action data decoded with the contract's current ABI, or undefined when it has none or it does not fit. */
export function actionDecoder(engine: ChainEngine): ActionDataDecoder {
  return (account, name, hexData) => {
    const codec = engine.codecOf(account);
    const type = codec?.actionType(name);
    if (!codec || !type) return undefined;
    try {
      return codec.decode(type, Buffer.from(hexData, "hex"));
    } catch {
      return undefined;
    }
  };
}
