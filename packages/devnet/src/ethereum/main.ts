import { uxServiceAccountKey } from "../genesis/uxServiceAccounts";
import { startEvmGateway } from "./evmGateway/evmGateway";
import { startEthereumDevnet } from "./hardhatNode";

/*
 * The devnet's Ethereum side as one process: the Hardhat node (USDT deployed) and the UX EVM gateway in
 * front of the ux chain. `tsx packages/devnet/src/ethereum/main.ts --port 8545 --gateway-port 8546
 * --ux-api http://127.0.0.1:8888`. State is in memory: every start is a fresh Ethereum chain.
 */

function flag(argv: readonly string[], name: string, fallback: string): string {
  const index = argv.indexOf(name);
  if (index < 0) return fallback;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`${name} needs a value`);
  return value;
}

function port(text: string, name: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65_535)
    throw new Error(`${name} must be a port, got '${text}'`);
  return Number(text);
}

async function main() {
  const argv = process.argv.slice(2);
  const ethereum = await startEthereumDevnet({ port: port(flag(argv, "--port", "8545"), "--port") });
  const gateway = await startEvmGateway({
    uxApi: flag(argv, "--ux-api", "http://127.0.0.1:8888"),
    signingKey: uxServiceAccountKey("evm.gateway"),
    port: port(flag(argv, "--gateway-port", "8546"), "--gateway-port"),
  });
  console.log(`ethereum: node ${ethereum.url} (chain ${ethereum.chainId}), USDT ${ethereum.usdt.address}`);
  console.log(`ethereum: receiving address ${ethereum.receivingAddress}`);
  console.log(`ethereum: UX EVM gateway ${gateway.url} (chain ${gateway.chainId})`);
  const stop = async () => {
    await gateway.stop();
    await ethereum.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
