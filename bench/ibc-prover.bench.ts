import { EMPTY_PROVER_STATE, initChain, verifyHeavyProof } from "@ux/core/antelope";
import { PROVER_ACTIONS, PROVER_CONTRACT } from "@ux/core/bridge/contract";
import { Serializer, Transaction } from "@wharfkit/antelope";
import { startDevnet } from "../packages/devnet/src/index";
import {
  JUNGLE4_FILES,
  jungle4Vector,
  proverSigner,
  pushProver,
  testSigner,
} from "../packages/devnet/test/contracts/ibcProver/support/proverOverHttp";
import { ChainClient } from "../packages/devnet/test/integration/chainClient";
import { percentile } from "./percentile";

// A real-size heavy proof (Jungle4 block 24562480: 21 producers, 28 BFT headers) pushed to the devnet's
// ibc.prove through HTTP, as a bridge page pushes one: its size on the wire, what the chain bills and how
// long the push takes; and core's checker alone on the same proof, for the share of the verification.

const PUSHES = 20;

async function main(): Promise<void> {
  const devnet = await startDevnet({ chains: ["eos"], ports: { eos: 0 }, dataDir: null });
  try {
    const eos = new ChainClient(devnet.chains.eos?.url as string);
    const alice = testSigner("alice");
    const init = jungle4Vector(JUNGLE4_FILES.schedule36);
    const initialised = await pushProver(eos, PROVER_ACTIONS.initb, init, proverSigner("eos"));
    if (initialised.status !== 200) throw new Error(JSON.stringify(initialised.json));
    const proof = jungle4Vector(JUNGLE4_FILES.heavy24562480);

    const timings: number[] = [];
    let billed = { cpu: 0, netWords: 0, packedBytes: 0 };
    for (let i = 0; i < PUSHES; i++) {
      const signed = await eos.sign(
        [
          {
            account: PROVER_CONTRACT,
            name: PROVER_ACTIONS.checkproofd,
            authorization: [{ actor: "alice", permission: "active" }],
            data: proof,
          },
        ],
        [alice.key],
        { expireSeconds: 120 + i },
      );
      const started = performance.now();
      const pushed = await eos.push(signed);
      timings.push(performance.now() - started);
      if (pushed.status !== 200) throw new Error(JSON.stringify(pushed.json));
      const { receipt } = pushed.json.processed;
      billed = {
        cpu: receipt.cpu_usage_us,
        netWords: receipt.net_usage_words,
        packedBytes: Serializer.encode({ object: Transaction.from(signed) }).array.length,
      };
    }
    timings.sort((a, b) => a - b);
    const state = initChain(EMPTY_PROVER_STATE, init);
    if (!state.ok) throw new Error(state.error);
    const checks: number[] = [];
    for (let i = 0; i < PUSHES; i++) {
      const started = performance.now();
      const result = verifyHeavyProof(state.state, jungle4Vector(JUNGLE4_FILES.heavy24562480));
      checks.push(performance.now() - started);
      if (!result.ok) throw new Error(result.error);
    }
    checks.sort((a, b) => a - b);
    const jsonBytes = JSON.stringify(proof).length;
    console.log(
      `ibc.prove checkproofd, Jungle4 block 24562480 (21 producers, ${
        (proof.blockproof as { bftproof: unknown[] }).bftproof.length
      } BFT headers): JSON ${(jsonBytes / 1024).toFixed(1)} KiB, packed transaction ${(
        billed.packedBytes / 1024
      ).toFixed(
        1,
      )} KiB; billed ${billed.cpu} us CPU, ${billed.netWords} NET words (limits 150000 us, 65536 words)`,
    );
    console.log(
      `push_transaction round trip over ${PUSHES} pushes: p50 ${percentile(timings, 0.5).toFixed(1)} ms, max ${percentile(
        timings,
        1,
      ).toFixed(
        1,
      )} ms; core's checker alone with WharfKit's key recovery (parse + verify): p50 ${percentile(checks, 0.5).toFixed(1)} ms`,
    );
  } finally {
    await devnet.stop();
  }
}

await main();
