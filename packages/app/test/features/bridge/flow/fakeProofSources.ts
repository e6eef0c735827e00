import type { ProofSources } from "../../../../src/features/bridge/flow/collectProofs";

/** A source chain whose block 100 holds transfer abc (emitxfer of ibc.wl.eos) and a destination prover. */
export const transfer = { transactionId: "abc", blockNum: 100 };
export const receipt = { receiver: "ibc.wl.eos" };
export const entry = (transactionId: string, name = "emitxfer", account = "ibc.wl.eos") => ({
  transactionId,
  action_receipt_digest: `digest-${transactionId}-${name}`,
  action: { account, name },
  receiver: account,
  receipt,
});
export const schedule = (version: number) => ({
  version,
  block_num: version,
  proof: { blockproof: `s${version}` },
});

export function sources(lastProven: number | null, calls: string[]): ProofSources {
  return {
    blockActions: async (block) => {
      calls.push(`blockActions ${block}`);
      return [[entry("other")], [entry("abc", "transfer", "eosio.token"), entry("abc")]];
    },
    heavyProof: async (block, r, onProgress) => {
      calls.push(`heavy ${block} ${r}`);
      onProgress(50);
      return {
        type: "proof",
        proof: { blockproof: "H" } as never,
        schedule_proofs: [schedule(2), schedule(1)] as never,
      };
    },
    lightProof: async (block, last, r) => {
      calls.push(`light ${block} ${last} ${r}`);
      return { type: "proof", proof: { blockproof: "L" } as never };
    },
    lastProvenBlock: async () => lastProven,
    provenScheduleVersions: async () => [1],
  };
}
