import { PrivateKey, type SignedTransaction } from "@wharfkit/antelope";
import { ChainClient, transfer } from "../../../../devnet/test/integration/chainClient";

/** Pushes pre-signed transactions from several workers, each once, and records which the node acknowledged. */
export interface TransferLoad {
  /** Ids answered with HTTP 200. */
  acknowledged: Set<string>;
  /** Every transaction pushed at least once, acknowledged or not. */
  attempted: SignedTransaction[];
  /** Pushes that got no answer (the node was down) or an error status. */
  failures: number;
  stop(): Promise<void>;
}

/** `count` transfers of 0.0001 UTX from `from` to `to`, signed in advance so the pushes are dense. */
export async function signTransfers(
  client: ChainClient,
  from: string,
  privateKey: string,
  to: string,
  count: number,
): Promise<SignedTransaction[]> {
  const key = PrivateKey.from(privateKey);
  const signed: SignedTransaction[] = [];
  for (let i = 0; i < count; i++)
    signed.push(
      await client.sign([transfer(from, to, "0.0001 UTX", `supervision ${i}`)], [key], {
        expireSeconds: 600,
      }),
    );
  return signed;
}

export function startTransferLoad(
  client: ChainClient,
  signed: SignedTransaction[],
  workers = 6,
): TransferLoad {
  const load: TransferLoad = { acknowledged: new Set(), attempted: [], failures: 0, stop: async () => {} };
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < signed.length) {
      const trx = signed[next++] as SignedTransaction;
      load.attempted.push(trx);
      try {
        const response = await client.push(trx);
        if (response.status === 200) load.acknowledged.add(String(trx.id));
        else load.failures += 1;
      } catch {
        // No answer: the node died with the request in flight, or is still down. A client waits a moment.
        load.failures += 1;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  load.stop = async () => {
    stopped = true;
    await running;
  };
  return load;
}

export { ChainClient };
