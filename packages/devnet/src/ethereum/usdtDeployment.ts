import { Interface } from "ethers";
import { z } from "zod";
import { tetherUsdArtifact } from "./usdt/tetherUsdArtifact";

/** The smallest EIP-1193 surface the deployment needs (Hardhat's in-process provider has it). */
export interface Eip1193Requester {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export const USDT_DECIMALS = 6;
export const USDT_SYMBOL = "USDT";
export const USDT_NAME = "Tether USD";

const receiptSchema = z.object({
  status: z.string(),
  contractAddress: z.string().nullable().optional(),
});

/** Sends a transaction from an account the node holds the key of, and returns its (automined) receipt. */
async function sendFromNodeAccount(provider: Eip1193Requester, transaction: Record<string, string>) {
  const hash = z
    .string()
    .parse(await provider.request({ method: "eth_sendTransaction", params: [transaction] }));
  const receipt = receiptSchema.parse(
    await provider.request({ method: "eth_getTransactionReceipt", params: [hash] }),
  );
  if (receipt.status !== "0x1") throw new Error(`devnet transaction ${hash} failed`);
  return receipt;
}

/** Deploys TetherUsd from `deployer` (which then owns minting) and mints `amount` units to each holder. */
export async function deployUsdt(
  provider: Eip1193Requester,
  deployer: string,
  holders: readonly string[],
  amount: bigint,
): Promise<string> {
  const artifact = tetherUsdArtifact();
  const deployment = await sendFromNodeAccount(provider, { from: deployer, data: artifact.bytecode });
  const address = z.string().parse(deployment.contractAddress);
  const token = new Interface(artifact.abi as never);
  for (const holder of holders) {
    await sendFromNodeAccount(provider, {
      from: deployer,
      to: address,
      data: token.encodeFunctionData("mint", [holder, amount]),
    });
  }
  return address;
}
