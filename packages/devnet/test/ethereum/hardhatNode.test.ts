import { Contract, JsonRpcProvider, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logsBloom } from "../../src/ethereum/evmGateway/ethereumJson";
import { hardhatAccounts } from "../../src/ethereum/hardhatAccounts";
import {
  DEVNET_ETH_BALANCE_WEI,
  DEVNET_USDT_BALANCE_UNITS,
  type EthereumDevnet,
  startEthereumDevnet,
} from "../../src/ethereum/hardhatNode";
import { compileTetherUsd } from "../../src/ethereum/usdt/compileTetherUsd";
import { tetherUsdArtifact } from "../../src/ethereum/usdt/tetherUsdArtifact";

const ERC20 = [
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address) view returns (uint256)",
  "function transfer(address to, uint256 value) returns (bool)",
  "function mint(address to, uint256 value)",
];

let devnet: EthereumDevnet;
let provider: JsonRpcProvider;

beforeAll(async () => {
  devnet = await startEthereumDevnet({ port: 0, testAccountCount: 3, blockIntervalMs: 0 });
  provider = new JsonRpcProvider(devnet.url, devnet.chainId, {
    staticNetwork: true,
    pollingInterval: 50,
    cacheTimeout: -1,
  });
});

afterAll(async () => {
  provider?.destroy();
  await devnet?.stop();
});

describe("startEthereumDevnet", () => {
  it("serves Hardhat's JSON-RPC with the configured chain id and Hardhat's well-known accounts", async () => {
    expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(devnet.chainId).toBe(31337);
    expect((await provider.getNetwork()).chainId).toBe(31337n);
    expect(devnet.accounts).toHaveLength(3);
    expect(devnet.accounts[0]).toEqual({
      address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      privateKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    });
    expect(devnet.accounts[1]?.address).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(devnet.receivingAddress).toBe("0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199");
    expect(new Wallet(devnet.receivingAccount.privateKey).address).toBe(devnet.receivingAddress);
  });

  it("funds every account with 10,000 ETH", async () => {
    // The deployer paid gas for the deployment and the mints: it has less than the rest.
    expect(await provider.getBalance(devnet.accounts[1]?.address as string)).toBe(DEVNET_ETH_BALANCE_WEI);
    expect(await provider.getBalance(devnet.accounts[2]?.address as string)).toBe(DEVNET_ETH_BALANCE_WEI);
    expect(await provider.getBalance(devnet.receivingAddress)).toBe(DEVNET_ETH_BALANCE_WEI);
    expect(await provider.getBalance(devnet.accounts[0]?.address as string)).toBeLessThan(
      DEVNET_ETH_BALANCE_WEI,
    );
  });

  it("deploys Tether USD (USDT, 6 decimals) at the deterministic first-deployment address", async () => {
    expect(devnet.usdt).toEqual({
      address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      decimals: 6,
      symbol: "USDT",
      name: "Tether USD",
    });
    const usdt = new Contract(devnet.usdt.address, ERC20, provider);
    expect(await usdt.getFunction("decimals")()).toBe(6n);
    expect(await usdt.getFunction("symbol")()).toBe("USDT");
    expect(await usdt.getFunction("name")()).toBe("Tether USD");
  });

  it("mints 1,000,000.000000 USDT to each test account and none to the receiving address", async () => {
    const usdt = new Contract(devnet.usdt.address, ERC20, provider);
    for (const account of devnet.accounts) {
      expect(await usdt.getFunction("balanceOf")(account.address)).toBe(1_000_000_000_000n);
    }
    expect(DEVNET_USDT_BALANCE_UNITS).toBe(1_000_000_000_000n);
    expect(await usdt.getFunction("balanceOf")(devnet.receivingAddress)).toBe(0n);
    expect(await usdt.getFunction("totalSupply")()).toBe(3_000_000_000_000n);
  });

  it("transfers USDT through ethers to the receiving address, to the last unit", async () => {
    const payer = new Wallet(devnet.accounts[1]?.privateKey as string, provider);
    const usdt = new Contract(devnet.usdt.address, ERC20, payer);
    const sent = await usdt.getFunction("transfer")(devnet.receivingAddress, 12_345_678n);
    const receipt = await sent.wait();
    expect(receipt?.status).toBe(1);
    expect(await usdt.getFunction("balanceOf")(devnet.receivingAddress)).toBe(12_345_678n);
    expect(await usdt.getFunction("balanceOf")(payer.address)).toBe(1_000_000_000_000n - 12_345_678n);
    // Our bloom (used by the EVM gateway's receipts) equals the node's for the same logs.
    const raw = (await provider.send("eth_getTransactionReceipt", [sent.hash])) as {
      logs: { address: string; topics: string[] }[];
      logsBloom: string;
    };
    expect(raw.logs).toHaveLength(1);
    expect(logsBloom(raw.logs)).toBe(raw.logsBloom);
  });

  it("refuses a transfer above the balance with the contract's reason", async () => {
    const payer = new Wallet(devnet.accounts[2]?.privateKey as string, provider);
    const usdt = new Contract(devnet.usdt.address, ERC20, payer);
    await expect(usdt.getFunction("transfer")(devnet.receivingAddress, 1_000_000_000_001n)).rejects.toThrow(
      "USDT: transfer amount exceeds balance",
    );
  });

  it("lets only the deployer mint", async () => {
    const stranger = new Wallet(devnet.accounts[1]?.privateKey as string, provider);
    const usdt = new Contract(devnet.usdt.address, ERC20, stranger);
    await expect(usdt.getFunction("mint")(stranger.address, 1n)).rejects.toThrow(
      "USDT: only the owner can mint",
    );
  });

  it("sends ETH to the product's receiving address", async () => {
    const payer = new Wallet(devnet.accounts[2]?.privateKey as string, provider);
    const before = await provider.getBalance(devnet.receivingAddress);
    const sent = await payer.sendTransaction({ to: devnet.receivingAddress, value: 10n ** 17n });
    await sent.wait();
    expect(await provider.getBalance(devnet.receivingAddress)).toBe(before + 10n ** 17n);
  });
});

describe("hardhatAccounts", () => {
  it("refuses counts that would reach the receiving account's index", () => {
    expect(() => hardhatAccounts(0)).toThrow(RangeError);
    expect(() => hardhatAccounts(20)).toThrow("from 1 to 19");
    expect(hardhatAccounts(19).testAccounts).toHaveLength(19);
  });
});

describe("the committed USDT artifact", () => {
  it("is what solc-js compiles from TetherUsd.sol today", () => {
    const fresh = compileTetherUsd();
    expect(tetherUsdArtifact()).toEqual(fresh);
  });
});
