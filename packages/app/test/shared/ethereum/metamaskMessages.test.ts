import { Interface } from "ethers";
import { describe, expect, it } from "vitest";
import {
  hexChainId,
  injectedProvider,
  parseChainId,
  providerErrorCode,
  providerErrorMessage,
} from "../../src/shared/ethereum/eip1193";
import {
  decodeGetRpResult,
  encodePushEosTransaction,
  GET_RP_SELECTOR,
  PUSH_EOS_TRANSACTION_SELECTOR,
} from "../../src/shared/ethereum/gatewayCalldata";
import {
  ETHEREUM_SEND_FAILED,
  METAMASK_CONNECTED,
  METAMASK_NOT_FOUND,
  metamaskError,
  NO_UX_ACCOUNT_FOR_ADDRESS,
  noUxAccountNoticeHtml,
  SWITCH_TO_UX_NETWORK,
  UNABLE_TO_GET_ACCOUNT,
  wrongEthereumNetwork,
} from "../../src/shared/ethereum/metamaskMessages";
import { uxEvmChainParameters, uxEvmGatewayRpcUrl } from "../../src/shared/ethereum/uxEvmChain";
import { ensureWalletChain } from "../../src/shared/ethereum/walletChain";
import { addTokenToBrowserWallet, watchAssetAddress } from "../../src/shared/ethereum/watchAsset";
import { FakeProvider, rpcError } from "./fakeProvider";
import { testConfig } from "./testConfig";

const gatewayAbi = new Interface([
  "function pushEosTransaction(uint64 rp, bytes actions)",
  "function getRp() view returns (uint64)",
]);

describe("the browser wallet's message catalogue (spec 1 §8)", () => {
  it("quotes every text exactly", () => {
    expect(METAMASK_NOT_FOUND).toBe("Metamask not found");
    expect(metamaskError("Chain ID mismatch")).toBe("Metamask Error: Chain ID mismatch");
    expect(SWITCH_TO_UX_NETWORK).toBe("You need to switch to UX Network on MetaMask to be able to login");
    expect(UNABLE_TO_GET_ACCOUNT).toBe("Unable to get the current account from metamask.");
    expect(NO_UX_ACCOUNT_FOR_ADDRESS).toBe(
      "A UX Network account does not exist for this metamask address. Please create a new account using the product and pay using Metamask to be able to login with it",
    );
    expect(METAMASK_CONNECTED).toBe("Metamask Wallet connected");
    expect(ETHEREUM_SEND_FAILED).toBe("Transaction failed, please check you balance and try again");
    expect(wrongEthereumNetwork("Ethereum Sepolia")).toBe(
      "You are linking an account from the wrong network, please change the wallet network to Ethereum Sepolia",
    );
  });

  it("builds the HTML notice from the fixed template, reading as the spec's text", () => {
    const html = noUxAccountNoticeHtml("/home?createAccount=1");
    expect(html).toContain('<a href="/home?createAccount=1">create a new account</a>');
    expect(html.replace(/<[^>]+>/g, "")).toBe(NO_UX_ACCOUNT_FOR_ADDRESS);
    expect(() => noUxAccountNoticeHtml('/x"><script>')).toThrow(RangeError);
    expect(() => noUxAccountNoticeHtml("https://evil.test")).toThrow(RangeError);
  });
});

describe("EIP-1193 helpers", () => {
  it("finds window.ethereum only when it can answer requests", () => {
    const provider = { request: async () => null };
    expect(injectedProvider({ ethereum: provider })).toBe(provider);
    expect(injectedProvider({})).toBeNull();
    expect(injectedProvider({ ethereum: { isMetaMask: true } })).toBeNull();
  });

  it("writes and reads chain ids as wallets report them", () => {
    expect(hexChainId(71)).toBe("0x47");
    expect(hexChainId(11155111)).toBe("0xaa36a7");
    expect(() => hexChainId(0)).toThrow(RangeError);
    expect(parseChainId("0x47")).toBe(71);
    expect(parseChainId("71")).toBe(71);
    expect(parseChainId(1)).toBe(1);
    expect(parseChainId("0xZZ")).toBeNaN();
  });

  it("reads codes and texts from Error and plain-object errors", () => {
    expect(providerErrorCode({ code: 4001, message: "User rejected the request." })).toBe(4001);
    expect(providerErrorCode(new Error("x"))).toBeUndefined();
    expect(providerErrorMessage({ code: -32603, message: "Internal error" })).toBe("Internal error");
    expect(providerErrorMessage("text")).toBe("text");
  });
});

describe("UX EVM gateway calldata", () => {
  it("has the selectors of keccak256 of the signatures", () => {
    expect(PUSH_EOS_TRANSACTION_SELECTOR).toBe(gatewayAbi.getFunction("pushEosTransaction")?.selector);
    expect(GET_RP_SELECTOR).toBe(gatewayAbi.getFunction("getRp")?.selector);
  });

  it("encodes pushEosTransaction exactly as an ABI encoder does, for any rp and bytes", () => {
    for (const [rp, bytes] of [
      [0n, new Uint8Array([])],
      [5n, new Uint8Array([1, 2])],
      [(1n << 64n) - 1n, new Uint8Array(Array.from({ length: 70 }, (_, i) => i))],
      [123456789n, new Uint8Array(32).fill(0xff)],
    ] as const) {
      const hex = `0x${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
      expect(encodePushEosTransaction(rp, bytes)).toBe(
        gatewayAbi.encodeFunctionData("pushEosTransaction", [rp, hex]),
      );
    }
    expect(() => encodePushEosTransaction(1n << 64n, new Uint8Array())).toThrow(RangeError);
  });

  it("decodes getRp()'s word and refuses anything else", () => {
    expect(decodeGetRpResult(gatewayAbi.encodeFunctionResult("getRp", [42n]))).toBe(42n);
    expect(() => decodeGetRpResult("0x")).toThrow("getRp() returned 0x");
    expect(() => decodeGetRpResult(`0x${"f".repeat(64)}`)).toThrow("above uint64");
  });
});

describe("UX EVM chain parameters", () => {
  it("points wallets at the gateway the network config names", () => {
    expect(uxEvmGatewayRpcUrl(testConfig("local"))).toBe("http://127.0.0.1:8546");
    expect(uxEvmChainParameters(testConfig("local"))).toEqual({
      chainId: "0x47",
      chainName: "UX Network",
      nativeCurrency: { name: "UTX", symbol: "UTX", decimals: 18 },
      rpcUrls: ["http://127.0.0.1:8546"],
      blockExplorerUrls: ["https://explorer.uxnetwork.io"],
    });
  });

  it("refuses a config without a gateway rather than guessing one", () => {
    const config = testConfig("mainnet");
    const chains = Object.fromEntries(
      Object.entries(config.chains).map(([name, chain]) => [name, { ...chain, evmRpc: undefined }]),
    );
    expect(() => uxEvmGatewayRpcUrl({ ...config, chains })).toThrow(
      "This network's config names no UX EVM gateway (chains.ux.evmRpc)",
    );
  });
});

describe("bringing the wallet to a chain", () => {
  const params = uxEvmChainParameters(testConfig());

  it("does nothing when the wallet is already there", async () => {
    const provider = new FakeProvider();
    provider.chainId = 71;
    await expect(ensureWalletChain(provider, 71, params)).resolves.toEqual({ ok: true });
    expect(provider.methods()).toEqual(["eth_chainId"]);
  });

  it("switches, and adds the chain first when the wallet does not know it (4902)", async () => {
    const provider = new FakeProvider({
      wallet_switchEthereumChain: () => {
        throw rpcError(4902, "Unrecognized chain ID");
      },
      wallet_addEthereumChain: (_, p) => {
        p.chainId = 71;
        return null;
      },
    });
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
    const provider = new FakeProvider({
      wallet_switchEthereumChain: () => {
        throw rpcError(4902, "Unrecognized chain ID");
      },
      wallet_addEthereumChain: () => {
        throw rpcError(-32602, "Chain ID returned by RPC URL does not match 0x47");
      },
    });
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

describe("adding a token to the browser wallet", () => {
  it("asks wallet_watchAsset for an allowed token, with WAX at 8 decimals", async () => {
    const provider = new FakeProvider({ wallet_watchAsset: () => true });
    await expect(addTokenToBrowserWallet(provider, "WAX", "https://app.test/favicon.svg")).resolves.toEqual({
      ok: true,
    });
    expect(provider.calls[0]).toEqual({
      method: "wallet_watchAsset",
      params: {
        type: "ERC20",
        options: {
          address: watchAssetAddress("WAX"),
          symbol: "WAX",
          decimals: 8,
          image: "https://app.test/favicon.svg",
        },
      },
    });
    for (const symbol of ["UTXRAM", "EOS", "TLOS", "LP"]) {
      await expect(addTokenToBrowserWallet(provider, symbol)).resolves.toEqual({ ok: true });
    }
  });

  it("refuses any other token with the product's text, without asking the wallet", async () => {
    const provider = new FakeProvider();
    for (const symbol of ["UTX", "UFX", "USDT"]) {
      await expect(addTokenToBrowserWallet(provider, symbol)).resolves.toEqual({
        ok: false,
        message: "Token cannot be currently added to Metamask, contact admin",
      });
    }
    expect(provider.calls).toEqual([]);
  });

  it("gives each token a fixed address in the gateway's range", () => {
    expect(watchAssetAddress("EOS")).toBe(`0x7578454f53${"0".repeat(30)}`);
    expect(watchAssetAddress("EOS")).toMatch(/^0x[0-9a-f]{40}$/);
    expect(watchAssetAddress("UTXRAM")).not.toBe(watchAssetAddress("UTX"));
    expect(() => watchAssetAddress("eos")).toThrow(RangeError);
  });
});
