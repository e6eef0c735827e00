import { describe, expect, it } from "vitest";
import { uxEvmChainParameters } from "../../../src/shared/ethereum/uxEvmChain";
import { ensureWalletChain } from "../../../src/shared/ethereum/walletChain";
import { testConfig } from "../config/testConfig";
import { chainUnknownToWallet, FakeProvider, rpcError } from "./fakeProvider";

describe("bringing the wallet to a chain", () => {
  const params = uxEvmChainParameters(testConfig());

  it("does nothing when the wallet is already there", async () => {
    const provider = new FakeProvider();
    provider.chainId = 71;
    await expect(ensureWalletChain(provider, 71, params)).resolves.toEqual({ ok: true });
    expect(provider.methods()).toEqual(["eth_chainId"]);
  });

  it("switches, and adds the chain first when the wallet does not know it (4902)", async () => {
    const provider = new FakeProvider(chainUnknownToWallet());
    await expect(ensureWalletChain(provider, 71, params)).resolves.toEqual({ ok: true });
    expect(provider.methods()).toEqual([
      "eth_chainId",
      "wallet_switchEthereumChain",
      "wallet_addEthereumChain",
      "eth_chainId",
    ]);
    expect(provider.calls[1]?.params).toEqual([{ chainId: "0x47" }]);
    expect(provider.calls[2]?.params).toEqual([params]);
  });

  it("reports a failed add with the wallet's message", async () => {
    const provider = new FakeProvider(
      chainUnknownToWallet(() => {
        throw rpcError(-32602, "Chain ID returned by RPC URL does not match 0x47");
      }),
    );
    await expect(ensureWalletChain(provider, 71, params)).resolves.toEqual({
      ok: false,
      reason: "addFailed",
      message: "Chain ID returned by RPC URL does not match 0x47",
    });
  });

  it("reports the chain the wallet stayed on when the user declines", async () => {
    const provider = new FakeProvider({
      wallet_switchEthereumChain: () => {
        throw rpcError(4001, "User rejected the request.");
      },
    });
    await expect(ensureWalletChain(provider, 71, params)).resolves.toEqual({
      ok: false,
      reason: "wrongChain",
      current: 1,
    });
  });
});
