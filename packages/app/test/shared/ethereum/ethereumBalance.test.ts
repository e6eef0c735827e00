import { describe, expect, it } from "vitest";
import { balanceOfData, ethereumTokenBalance } from "../../../src/shared/ethereum/ethereumBalance";
import type { EthereumRpc } from "../../../src/shared/ethereum/ethereumRpc";

const ADDRESS = `0x${"AB".repeat(20)}`;
const USDT = `0x${"ef".repeat(20)}`;

function rpc(result: unknown) {
  const calls: [string, unknown[]][] = [];
  const call: EthereumRpc = async (method, params) => {
    calls.push([method, params]);
    return result;
  };
  return { call, calls };
}

describe("an address's token balance on Ethereum", () => {
  it("ETH: eth_getBalance at latest, in wei", async () => {
    const { call, calls } = rpc("0xde0b6b3a7640000");
    await expect(ethereumTokenBalance(call, ADDRESS, null)).resolves.toBe(10n ** 18n);
    expect(calls).toEqual([["eth_getBalance", [ADDRESS, "latest"]]]);
  });

  it("an ERC-20: balanceOf(address) through eth_call to the contract", async () => {
    const { call, calls } = rpc(`0x${12_500_000n.toString(16).padStart(64, "0")}`);
    await expect(ethereumTokenBalance(call, ADDRESS, USDT)).resolves.toBe(12_500_000n);
    expect(calls).toEqual([
      ["eth_call", [{ to: USDT, data: `0x70a08231${"ab".repeat(20).padStart(64, "0")}` }, "latest"]],
    ]);
  });

  it("balanceOf's calldata refuses what is not an address; a node's odd answer rejects", async () => {
    expect(balanceOfData(ADDRESS)).toBe(`0x70a08231${"0".repeat(24)}${"ab".repeat(20)}`);
    expect(() => balanceOfData("0x123")).toThrow("'0x123' is not an Ethereum address");
    await expect(ethereumTokenBalance(rpc(null).call, ADDRESS, USDT)).rejects.toThrow("balanceOf");
  });
});
