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
import { machineLoad } from "./support/machineLoad";
import {
  benchRuns,
  formatSpread,
  measureRuns,
  medianOfRuns,
  ratesOf,
  seriesOf,
  speedComparison,
} from "./support/measure";

// Real-size heavy proofs (Jungle4: 21 producers, 28 BFT headers) pushed to the devnet's ibc.prove through
// HTTP, as a bridge page pushes them: size on the wire, what the chain bills, how long a push takes the first
// time (no signature of that block recovered before) and again (re-proving a block); and core's checker
// alone with WharfKit's key recovery, to show what the engine's recover_key saves. Each run re-pushes the proof
// and runs the checker PER_RUN times, alternated, and gives each its p50; a first push happens once per block.

const RUNS = benchRuns(5);
const PER_RUN = 10;

async function main(): Promise<void> {
  const load = machineLoad();
  const devnet = await startDevnet({ chains: ["eos"], ports: { eos: 0 }, dataDir: null });
  try {
    const eos = new ChainClient(devnet.chains.eos?.url as string);
    const alice = testSigner("alice");
    const init = jungle4Vector(JUNGLE4_FILES.schedule36);
    const initialised = await pushProver(eos, PROVER_ACTIONS.initb, init, proverSigner("eos"));
    if (initialised.status !== 200) throw new Error(JSON.stringify(initialised.json));

    let billed = { netWords: 0, packedBytes: 0 };
    const billedCpu: number[] = [];
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
        netWords: receipt.net_usage_words,
        packedBytes: Serializer.encode({ object: Transaction.from(signed) }).array.length,
      };
      billedCpu.push(receipt.cpu_usage_us);
      return ms;
    };

    const proof = jungle4Vector(JUNGLE4_FILES.heavy24562480);
    const first = [
      await push(PROVER_ACTIONS.checkproofd, proof, 100),
      await push(PROVER_ACTIONS.checkproofd, jungle4Vector(JUNGLE4_FILES.heavy24562919), 101),
      await push(PROVER_ACTIONS.checkproofe, jungle4Vector(JUNGLE4_FILES.heavy24563672), 102),
    ];
    const state = initChain(EMPTY_PROVER_STATE, init);
    if (!state.ok) throw new Error(state.error);
    const p50Of = async (once: () => Promise<number> | number) => {
      const times: number[] = [];
      for (let i = 0; i < PER_RUN; i++) times.push(await once());
      return seriesOf(times).median;
    };
    // A distinct expiry per push keeps every re-push a new transaction.
    let expiry = 120;
    billedCpu.length = 0;
    const timed = await measureRuns(RUNS, {
      push: () => p50Of(() => push(PROVER_ACTIONS.checkproofd, proof, expiry++)),
      checker: () =>
        p50Of(() => {
          const started = performance.now();
          const result = verifyHeavyProof(state.state, jungle4Vector(JUNGLE4_FILES.heavy24562480));
          if (!result.ok) throw new Error(result.error);
          return performance.now() - started;
        }),
    });

    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `ibc.prove checkproofd of Jungle4 block 24562480: JSON ${kib(JSON.stringify(proof).length)} KiB, ` +
        `packed transaction ${kib(billed.packedBytes)} KiB; billed ` +
        `${formatSpread(seriesOf(billedCpu), (n) => n.toFixed(0), " us")} CPU over the ${billedCpu.length} re-pushes and ` +
        `${billed.netWords} NET words (nodeos' limits: 150000 us, 65536 words)`,
    );
    const ms = (n: number) => n.toFixed(1);
    console.log(
      `push_transaction round trip, first push of blocks 24562480, 24562919, 24563672 (checkproofe): ` +
        `${first.map((t) => `${t.toFixed(0)} ms`).join(", ")} (one each: a block is first only once)`,
    );
    console.log(
      `the same proof again, p50 of ${PER_RUN} pushes a run: ${medianOfRuns(timed.push, ms, " ms")}`,
    );
    console.log(
      `core's checker alone with WharfKit's key recovery (parse + verify), p50 of ${PER_RUN} a run, alternated with ` +
        `the pushes: ${medianOfRuns(timed.checker, ms, " ms")}; ` +
        speedComparison(
          "the whole push on the devnet",
          ratesOf(timed.push),
          "the checker alone",
          ratesOf(timed.checker),
        ),
    );
  } finally {
    await devnet.stop();
    console.log(`ibc-prover: ${load.line()}`);
  }
}

await main();
