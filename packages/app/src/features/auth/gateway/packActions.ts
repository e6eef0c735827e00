import type { ActionInput } from "@ux/core/chainClient";
import { ABI, Action, APIClient, Serializer } from "@wharfkit/antelope";

const abiCache = new Map<string, Promise<ABI>>();

function abiOf(client: APIClient, apiUrl: string, account: string): Promise<ABI> {
  const key = `${apiUrl}|${account}`;
  let abi = abiCache.get(key);
  if (abi === undefined) {
    abi = client.v1.chain.get_abi(account).then((answer) => {
      if (!answer.abi) throw new Error(`${account} has no ABI`);
      return ABI.from(answer.abi);
    });
    // A failed fetch must not stay cached.
    abi.catch(() => abiCache.delete(key));
    abiCache.set(key, abi);
  }
  return abi;
}

/** Antelope-packs actions as a vector<action>, their data encoded against each contract's ABI. */
export async function packActions(apiUrl: string, actions: readonly ActionInput[]): Promise<Uint8Array> {
  const client = new APIClient({ url: apiUrl });
  const encoded = await Promise.all(
    actions.map(async (action) => Action.from(action, await abiOf(client, apiUrl, action.account))),
  );
  return Serializer.encode({ object: encoded, type: "action[]", customTypes: [Action] }).array;
}
