import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROVER_ACTIONS, PROVER_CONTRACT } from "@ux/core/bridge/contract";
import { type Devnet, startDevnet } from "@ux/devnet";
import { afterAll, beforeAll, expect, it } from "vitest";
import { askProofSocket, outcome, pushAction } from "./support/proofNetwork";
import { servicesConfig } from "./support/realNetwork";
import { type ServicesProcess, startServicesProcess } from "./support/servicesProcess";

// The services as `npm start` runs them, with eos' proof socket, killed with SIGKILL mid-follow: the next
// process resumes after the last block the first one stored (never from block 1) and proves a transfer.

let devnet: Devnet;
let eos: string;
let ux: string;
let dataDir: string;
let services: ServicesProcess | undefined;

beforeAll(async () => {
  devnet = await startDevnet({
    chains: ["ux", "eos"],
    ports: { ux: 0, eos: 0 },
    dataDir: null,
    repetitions: 1,
  });
  eos = devnet.chains.eos?.url as string;
  ux = devnet.chains.ux?.url as string;
  dataDir = mkdtempSync(join(tmpdir(), "proof-restart-"));
}, 60_000);

afterAll(async () => {
  await services?.stop();
  await devnet?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function startProofProcess(): Promise<{ url: string; resumedAfter: number }> {
  const config = {
    ...servicesConfig(ux, 1_500),
    dataDir,
    proof: { chains: { eos: { api: eos, port: 0 } }, pollMs: 100 },
  };
  services = await startServicesProcess(config, 60_000, "proof socket eos");
  const output = services.output.join("");
  const url = /proof socket eos (ws:\/\/[\d.:]+)/.exec(output)?.[1];
  const resumed = /proof eos: resuming after block (\d+)/.exec(output)?.[1];
  if (!url || resumed === undefined) throw new Error(`unexpected services output: ${output}`);
  return { url, resumedAfter: Number(resumed) };
}

it("a proof server killed with SIGKILL resumes from its stored merkle state and still proves", async () => {
  const first = await startProofProcess();
  expect(first.resumedAfter).toBe(0);
  let followed = 0;
  while (followed < 20) {
    followed = (await askProofSocket(first.url, { type: "getDbStatus" })).answer.data.lastBlock;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await services?.kill9();

  const second = await startProofProcess();
  expect(second.resumedAfter).toBeGreaterThanOrEqual(followed);
  const pushed = await pushAction(
    eos,
    {
      account: "eosio.token",
      name: "transfer",
      data: { from: "alice", to: "bob", quantity: "1.0000 EOS", memo: "x" },
    },
    "alice",
  );
  expect(pushed.status).toBe(200);
  const { answer: actions } = await askProofSocket(second.url, {
    type: "getBlockActions",
    block_to_prove: pushed.json.processed.block_num,
  });
  const digest = actions.txs
    .flat()
    .find(
      (entry: { receiver: string; transactionId: string }) =>
        entry.transactionId === pushed.json.processed.id,
    )?.action_receipt_digest;
  const { answer } = await askProofSocket(second.url, {
    type: "heavyProof",
    block_to_prove: pushed.json.processed.block_num,
    action_receipt_digest: digest,
  });
  expect(answer.type).toBe("proof");
  const proven = await pushAction(
    ux,
    { account: PROVER_CONTRACT, name: PROVER_ACTIONS.checkproofe, data: answer.proof },
    "alice",
  );
  expect(outcome(proven)).toBe("accepted");
}, 120_000);
