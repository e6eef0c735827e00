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

// Real-size heavy proofs (Jungle4: 21 producers, 28 BFT headers) pushed to the devnet's ibc.prove through
// HTTP, as a bridge page pushes them: size on the wire, what the chain bills, how long a push takes the first
// time (no signature of that block recovered before) and again (re-proving a block); and core's checker
// alone with WharfKit's key recovery, to show what the engine's recover_key saves.

const REPEATS = 20;

async function main(): Promise<void> {
  const devnet = await startDevnet({ chains: ["eos"], ports: { eos: 0 }, dataDir: null });
  try {
    const eos = new ChainClient(devnet.chains.eos?.url as string);
    const alice = testSigner("alice");
    const init = jungle4Vector(JUNGLE4_FILES.schedule36);
    const initialised = await pushProver(eos, PROVER_ACTIONS.initb, init, proverSigner("eos"));
    if (initialised.status !== 200) throw new Error(JSON.stringify(initialised.json));

    let billed = { cpu: 0, netWords: 0, packedBytes: 0 };
    const push = async (name: string, data: Record<string, unknown>, expireSeconds: number) => {
      const signed = await eos.sign(
        [{ account: PROVER_CONTRACT, name, authorization: [{ actor: "alice", permission: "active" }], data }],
        [alice.key],
        { expireSeconds },
      );
      const started = performance.now();
      const pushed = await eos.push(signed);
      const ms = performance.now() - started;
      if (pushed.status !== 200) throw new Error(JSON.stringify(pushed.json));
      const { receipt } = pushed.json.processed;
      billed = {
        cpu: receipt.cpu_usage_us,
        netWords: receipt.net_usage_words,
        packedBytes: Serializer.encode({ object: Transaction.from(signed) }).array.length,
      };
      return ms;
    };

    const proof = jungle4Vector(JUNGLE4_FILES.heavy24562480);
    const first = [
      await push(PROVER_ACTIONS.checkproofd, proof, 100),
      await push(PROVER_ACTIONS.checkproofd, jungle4Vector(JUNGLE4_FILES.heavy24562919), 101),
      await push(PROVER_ACTIONS.checkproofe, jungle4Vector(JUNGLE4_FILES.heavy24563672), 102),
    ];
    const again: number[] = [];
    for (let i = 0; i < REPEATS; i++) again.push(await push(PROVER_ACTIONS.checkproofd, proof, 120 + i));
    await push(PROVER_ACTIONS.checkproofd, proof, 200);
    again.sort((a, b) => a - b);

    const state = initChain(EMPTY_PROVER_STATE, init);
    if (!state.ok) throw new Error(state.error);
    const checks: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const started = performance.now();
      const result = verifyHeavyProof(state.state, jungle4Vector(JUNGLE4_FILES.heavy24562480));
      checks.push(performance.now() - started);
      if (!result.ok) throw new Error(result.error);
    }
    checks.sort((a, b) => a - b);

    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `ibc.prove checkproofd of Jungle4 block 24562480: JSON ${kib(JSON.stringify(proof).length)} KiB, ` +
        `packed transaction ${kib(billed.packedBytes)} KiB; billed ${billed.cpu} us CPU and ` +
        `${billed.netWords} NET words (nodeos' limits: 150000 us, 65536 words)`,
    );
    console.log(
      `push_transaction round trip, first push of blocks 24562480, 24562919, 24563672 (checkproofe): ` +
        `${first.map((ms) => `${ms.toFixed(0)} ms`).join(", ")}; the same proof again (${REPEATS} times): ` +
        `p50 ${percentile(again, 0.5).toFixed(1)} ms`,
    );
    console.log(
      `core's checker alone with WharfKit's key recovery (parse + verify): p50 ${percentile(checks, 0.5).toFixed(1)} ms`,
    );
  } finally {
    await devnet.stop();
  }
}

await main();
