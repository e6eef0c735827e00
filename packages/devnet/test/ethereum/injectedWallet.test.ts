import { createContext, runInContext } from "node:vm";
import { getBytes, Interface, verifyMessage, verifyTypedData, Wallet } from "ethers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type EvmGateway, startEvmGateway } from "../../src/ethereum/evmGateway/evmGateway";
import { type EthereumDevnet, startEthereumDevnet } from "../../src/ethereum/hardhatNode";
import {
  createInjectedProvider,
  type InjectedProvider,
  type InjectedWalletOptions,
} from "../../src/ethereum/injectedWallet/injectedProvider";
import { buildInjectedWalletScript } from "../../src/ethereum/injectedWalletScript";

let devnet: EthereumDevnet;
/** A second chain (0x47) for add/switch: the gateway answers eth_chainId without a UX node behind it. */
let uxGateway: EvmGateway;
let options: InjectedWalletOptions;
let wallet: InjectedProvider;
let owner: Wallet;

const HARDHAT = "0x7a69";
const uxChain = () => ({
  chainId: "0x47",
  chainName: "UX Network",
  rpcUrls: [uxGateway.url],
  nativeCurrency: { name: "UTX", symbol: "UTX", decimals: 18 },
});

interface RpcFailure {
  code: number;
  message: string;
  data?: unknown;
}

async function failure(promise: Promise<unknown>): Promise<RpcFailure> {
  try {
    await promise;
  } catch (error) {
    return error as RpcFailure;
  }
  throw new Error("expected the request to fail");
}

function recorder(provider: InjectedProvider) {
  const events: [string, unknown][] = [];
  provider.on("chainChanged", (chainId) => events.push(["chainChanged", chainId]));
  provider.on("accountsChanged", (accounts) => events.push(["accountsChanged", accounts]));
  return events;
}

beforeAll(async () => {
  devnet = await startEthereumDevnet({ port: 0, testAccountCount: 4, blockIntervalMs: 0 });
  uxGateway = await startEvmGateway({
    uxApi: "http://127.0.0.1:9",
    signingKey: "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3",
    port: 0,
  });
  owner = new Wallet(devnet.accounts[3]?.privateKey as string);
  options = {
    privateKey: owner.privateKey,
    chains: [{ chainId: 31337, chainName: "Hardhat", rpcUrls: [devnet.url] }],
    initialChainId: 31337,
  };
});

afterAll(async () => {
  await uxGateway?.stop();
  await devnet?.stop();
});

beforeEach(() => {
  wallet = createInjectedProvider(options);
});

describe("injected wallet: accounts and permissions", () => {
  it("looks like MetaMask and starts on the configured chain without exposing the account", async () => {
    expect(wallet.isMetaMask).toBe(true);
    expect(wallet.isConnected()).toBe(true);
    expect(await wallet.request({ method: "eth_chainId" })).toBe(HARDHAT);
    expect(wallet.chainId).toBe(HARDHAT);
    expect(await wallet.request({ method: "net_version" })).toBe("31337");
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([]);
    expect(wallet.selectedAddress).toBeNull();
    expect(wallet.address).toBe(owner.address);
  });

  it("eth_requestAccounts grants the lowercase account once and emits accountsChanged", async () => {
    const events = recorder(wallet);
    const account = owner.address.toLowerCase();
    expect(await wallet.request({ method: "eth_requestAccounts" })).toEqual([account]);
    expect(await wallet.request({ method: "eth_requestAccounts" })).toEqual([account]);
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([account]);
    expect(wallet.selectedAddress).toBe(account);
    expect(events).toEqual([["accountsChanged", [account]]]);
  });

  it("a rejecting user gets 4001 'User rejected the request.'", async () => {
    wallet.setRejectRequests(true);
    expect(await failure(wallet.request({ method: "eth_requestAccounts" }))).toMatchObject({
      code: 4001,
      message: "User rejected the request.",
    });
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([]);
    wallet.setRejectRequests(false);
    expect(await wallet.request({ method: "eth_requestAccounts" })).toHaveLength(1);
    const rejecting = createInjectedProvider({ ...options, rejectRequests: true });
    expect((await failure(rejecting.request({ method: "eth_requestAccounts" }))).code).toBe(4001);
  });

  it("wallet_requestPermissions grants eth_accounts with the account caveat; revoke withdraws it", async () => {
    const events = recorder(wallet);
    const account = owner.address.toLowerCase();
    const granted = (await wallet.request({
      method: "wallet_requestPermissions",
      params: [{ eth_accounts: {} }],
    })) as Record<string, unknown>[];
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      parentCapability: "eth_accounts",
      caveats: [{ type: "restrictReturnedAccounts", value: [account] }],
    });
    expect(await wallet.request({ method: "wallet_getPermissions" })).toEqual(granted);
    expect(
      await wallet.request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] }),
    ).toBeNull();
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([]);
    expect(await wallet.request({ method: "wallet_getPermissions" })).toEqual([]);
    expect(events).toEqual([
      ["accountsChanged", [account]],
      ["accountsChanged", []],
    ]);
    expect((await failure(wallet.request({ method: "wallet_requestPermissions", params: [{}] }))).code).toBe(
      -32602,
    );
    wallet.setRejectRequests(true);
    expect(
      (await failure(wallet.request({ method: "wallet_requestPermissions", params: [{ eth_accounts: {} }] })))
        .code,
    ).toBe(4001);
  });

  it("stops calling a listener after removeListener", async () => {
    const seen: unknown[] = [];
    const listener = (accounts: unknown) => seen.push(accounts);
    wallet.on("accountsChanged", listener);
    wallet.removeListener("accountsChanged", listener);
    await wallet.request({ method: "eth_requestAccounts" });
    expect(seen).toEqual([]);
  });
});

describe("injected wallet: chains", () => {
  it("answers 4902 with MetaMask's text for a chain it does not know", async () => {
    expect(
      await failure(wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x47" }] })),
    ).toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0x47". Try adding the chain using wallet_addEthereumChain first.',
    });
  });

  it("adds a chain (checking its RPC's chain id), switches to it, and switches back", async () => {
    const events = recorder(wallet);
    expect(await wallet.request({ method: "wallet_addEthereumChain", params: [uxChain()] })).toBeNull();
    expect(await wallet.request({ method: "eth_chainId" })).toBe("0x47");
    expect(await wallet.request({ method: "net_version" })).toBe("71");
    // Reads now go to the new chain's RPC.
    expect(await wallet.request({ method: "eth_gasPrice" })).toBe("0x0");
    expect(await wallet.request({ method: "wallet_addEthereumChain", params: [uxChain()] })).toBeNull();
    expect(
      await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: HARDHAT }] }),
    ).toBeNull();
    expect(
      await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: HARDHAT }] }),
    ).toBeNull();
    expect(
      await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x47" }] }),
    ).toBeNull();
    expect(events).toEqual([
      ["chainChanged", "0x47"],
      ["chainChanged", HARDHAT],
      ["chainChanged", "0x47"],
    ]);
  });

  it("refuses a chain whose RPC serves another chain id, and malformed chain ids", async () => {
    const wrong = await failure(
      wallet.request({ method: "wallet_addEthereumChain", params: [{ ...uxChain(), chainId: "0x48" }] }),
    );
    expect(wrong).toMatchObject({
      code: -32602,
      message: `Chain ID returned by RPC URL ${uxGateway.url} does not match 0x48`,
    });
    expect(
      (
        await failure(
          wallet.request({
            method: "wallet_addEthereumChain",
            params: [{ ...uxChain(), chainId: "0x0047" }],
          }),
        )
      ).code,
    ).toBe(-32602);
    expect(
      (
        await failure(
          wallet.request({ method: "wallet_addEthereumChain", params: [{ ...uxChain(), rpcUrls: [] }] }),
        )
      ).code,
    ).toBe(-32602);
    expect(
      (
        await failure(
          wallet.request({
            method: "wallet_addEthereumChain",
            params: [{ ...uxChain(), nativeCurrency: { name: "UTX", symbol: "UTX", decimals: 4 } }],
          }),
        )
      ).code,
    ).toBe(-32602);
    expect(
      (await failure(wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "71" }] })))
        .code,
    ).toBe(-32602);
    expect(await wallet.request({ method: "eth_chainId" })).toBe(HARDHAT);
  });

  it("a rejecting user gets 4001 on add and switch, and the chain stays", async () => {
    wallet.setRejectRequests(true);
    expect(
      (await failure(wallet.request({ method: "wallet_addEthereumChain", params: [uxChain()] }))).code,
    ).toBe(4001);
    wallet.setRejectRequests(false);
    await wallet.request({ method: "wallet_addEthereumChain", params: [uxChain()] });
    wallet.setRejectRequests(true);
    expect(
      (
        await failure(
          wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: HARDHAT }] }),
        )
      ).code,
    ).toBe(4001);
    expect(await wallet.request({ method: "eth_chainId" })).toBe("0x47");
  });
});

describe("injected wallet: signing", () => {
  it("personal_sign signs UTF-8 text with EIP-191, verifiable with ethers.verifyMessage", async () => {
    await wallet.request({ method: "eth_requestAccounts" });
    const message = "UX Network login nonce 7f3a";
    const signature = (await wallet.request({
      method: "personal_sign",
      params: [message, owner.address],
    })) as string;
    expect(verifyMessage(message, signature)).toBe(owner.address);
    expect(signature).toBe(await owner.signMessage(message));
  });

  it("personal_sign treats 0x hex as bytes, as MetaMask, and accepts the legacy parameter order", async () => {
    await wallet.request({ method: "eth_requestAccounts" });
    const hex = "0x48656c6c6f";
    const signature = (await wallet.request({
      method: "personal_sign",
      params: [hex, owner.address.toLowerCase()],
    })) as string;
    expect(verifyMessage(getBytes(hex), signature)).toBe(owner.address);
    expect(verifyMessage("Hello", signature)).toBe(owner.address);
    expect(verifyMessage(hex, signature)).not.toBe(owner.address);
    const reversed = (await wallet.request({
      method: "personal_sign",
      params: [owner.address, "hi"],
    })) as string;
    expect(verifyMessage("hi", reversed)).toBe(owner.address);
  });

  it("personal_sign needs the permission and the wallet's own address (4100), and the user's consent (4001)", async () => {
    const message = "nonce";
    expect(
      (await failure(wallet.request({ method: "personal_sign", params: [message, owner.address] }))).code,
    ).toBe(4100);
    await wallet.request({ method: "eth_requestAccounts" });
    expect(
      (
        await failure(
          wallet.request({ method: "personal_sign", params: [message, devnet.accounts[0]?.address] }),
        )
      ).code,
    ).toBe(4100);
    expect((await failure(wallet.request({ method: "personal_sign", params: [message] }))).code).toBe(-32602);
    wallet.setRejectRequests(true);
    expect(
      await failure(wallet.request({ method: "personal_sign", params: [message, owner.address] })),
    ).toMatchObject({
      code: 4001,
      message: "User rejected the request.",
    });
  });

  it("eth_signTypedData_v4 signs EIP-712 data verifiable with ethers", async () => {
    await wallet.request({ method: "eth_requestAccounts" });
    const domain = { name: "UX", version: "1", chainId: 31337 };
    const types = { Login: [{ name: "nonce", type: "string" }] };
    const message = { nonce: "abc" };
    const typed = {
      types: {
        EIP712Domain: [
          { name: "name", type: "string" },
          { name: "version", type: "string" },
          { name: "chainId", type: "uint256" },
        ],
        ...types,
      },
      primaryType: "Login",
      domain,
      message,
    };
    const signature = (await wallet.request({
      method: "eth_signTypedData_v4",
      params: [owner.address, JSON.stringify(typed)],
    })) as string;
    expect(verifyTypedData(domain, types, message, signature)).toBe(owner.address);
  });
});

describe("injected wallet: transactions and reads", () => {
  const erc20 = new Interface([
    "function transfer(address,uint256) returns (bool)",
    "function balanceOf(address) view returns (uint256)",
  ]);
  const balanceOf = async (provider: InjectedProvider, address: string) =>
    BigInt(
      (await provider.request({
        method: "eth_call",
        params: [
          { to: devnet.usdt.address, data: erc20.encodeFunctionData("balanceOf", [address]) },
          "latest",
        ],
      })) as string,
    );

  it("eth_sendTransaction fills nonce, gas and EIP-1559 fees from the chain, signs and sends ETH", async () => {
    await wallet.request({ method: "eth_requestAccounts" });
    const before = BigInt(
      (await wallet.request({
        method: "eth_getBalance",
        params: [devnet.receivingAddress, "latest"],
      })) as string,
    );
    const hash = (await wallet.request({
      method: "eth_sendTransaction",
      params: [{ from: owner.address, to: devnet.receivingAddress, value: "0xde0b6b3a7640000" }],
    })) as string;
    const receipt = (await wallet.request({ method: "eth_getTransactionReceipt", params: [hash] })) as Record<
      string,
      unknown
    >;
    expect(receipt.status).toBe("0x1");
    expect(receipt.type).toBe("0x2");
    expect(receipt.from).toBe(owner.address.toLowerCase());
    const after = BigInt(
      (await wallet.request({
        method: "eth_getBalance",
        params: [devnet.receivingAddress, "latest"],
      })) as string,
    );
    expect(after - before).toBe(10n ** 18n);
  });

  it("eth_sendTransaction sends a USDT transfer (legacy when a gasPrice is given)", async () => {
    await wallet.request({ method: "eth_requestAccounts" });
    const before = await balanceOf(wallet, devnet.receivingAddress);
    const data = erc20.encodeFunctionData("transfer", [devnet.receivingAddress, 25_000_000n]);
    const hash = await wallet.request({
      method: "eth_sendTransaction",
      params: [{ from: owner.address, to: devnet.usdt.address, data, gasPrice: "0x77359400" }],
    });
    const receipt = (await wallet.request({ method: "eth_getTransactionReceipt", params: [hash] })) as Record<
      string,
      unknown
    >;
    expect(receipt.type).toBe("0x0");
    expect((await balanceOf(wallet, devnet.receivingAddress)) - before).toBe(25_000_000n);
  });

  it("eth_sendTransaction: 4100 for another sender or without permission, 4001 on rejection (nothing sent), node errors passed on", async () => {
    const tx = { from: owner.address, to: devnet.receivingAddress, value: "0x1" };
    expect((await failure(wallet.request({ method: "eth_sendTransaction", params: [tx] }))).code).toBe(4100);
    await wallet.request({ method: "eth_requestAccounts" });
    expect(
      (
        await failure(
          wallet.request({
            method: "eth_sendTransaction",
            params: [{ ...tx, from: devnet.accounts[0]?.address }],
          }),
        )
      ).code,
    ).toBe(4100);
    const nonce = await wallet.request({
      method: "eth_getTransactionCount",
      params: [owner.address, "latest"],
    });
    wallet.setRejectRequests(true);
    expect((await failure(wallet.request({ method: "eth_sendTransaction", params: [tx] }))).code).toBe(4001);
    expect(
      await wallet.request({ method: "eth_getTransactionCount", params: [owner.address, "latest"] }),
    ).toBe(nonce);
    wallet.setRejectRequests(false);
    const tooMuch = await failure(
      wallet.request({
        method: "eth_sendTransaction",
        params: [{ ...tx, value: "0xffffffffffffffffffffffffffff" }],
      }),
    );
    expect(tooMuch.code).toBe(-32603);
    // Hardhat's own refusal, passed on as the message.
    expect(tooMuch.message).toMatch(/^Sender doesn't have enough funds to send tx\./);
    expect((tooMuch.data as { originalError: { code: number; message: string } }).originalError.message).toBe(
      tooMuch.message,
    );
    expect(
      (await failure(wallet.request({ method: "eth_sendTransaction", params: [{ ...tx, chainId: "0x1" }] })))
        .code,
    ).toBe(-32602);
  });

  it("wallet_watchAsset answers true for an ERC-20, -32602 for anything else, 4001 on rejection", async () => {
    const asset = {
      type: "ERC20",
      options: {
        address: devnet.usdt.address,
        symbol: "USDT",
        decimals: 6,
        image: "https://example.org/usdt.png",
      },
    };
    expect(await wallet.request({ method: "wallet_watchAsset", params: asset as never })).toBe(true);
    expect(await wallet.request({ method: "wallet_watchAsset", params: [asset] })).toBe(true);
    expect(
      (
        await failure(
          wallet.request({ method: "wallet_watchAsset", params: { ...asset, type: "ERC721" } as never }),
        )
      ).code,
    ).toBe(-32602);
    wallet.setRejectRequests(true);
    expect(
      (await failure(wallet.request({ method: "wallet_watchAsset", params: asset as never }))).code,
    ).toBe(4001);
  });

  it("forwards reads to the current chain and refuses unknown wallet methods and malformed requests", async () => {
    const head = await fetch(devnet.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }),
    }).then((response) => response.json() as Promise<{ result: string }>);
    expect(await wallet.request({ method: "eth_blockNumber" })).toBe(head.result);
    expect(await balanceOf(wallet, devnet.accounts[1]?.address as string)).toBe(1_000_000_000_000n);
    expect(await failure(wallet.request({ method: "wallet_scanQRCode" }))).toMatchObject({ code: -32601 });
    expect(
      (await failure(wallet.request({ method: "eth_sign", params: [owner.address, "0x00"] }))).code,
    ).toBe(-32601);
    expect((await failure(wallet.request({} as never))).code).toBe(-32600);
  });
});

describe("buildInjectedWalletScript", () => {
  it("bundles a self-contained script that installs window.ethereum in a fresh context", async () => {
    const script = await buildInjectedWalletScript({ ...options, connected: true });
    expect(script.length).toBeLessThan(1_500_000);
    expect(script).not.toMatch(/\brequire\(/);
    const dispatched: string[] = [];
    class StubEvent {
      constructor(readonly type: string) {}
    }
    class StubCustomEvent extends StubEvent {
      constructor(
        type: string,
        readonly init: { detail: unknown },
      ) {
        super(type);
      }
    }
    const window: Record<string, unknown> = {
      fetch,
      Event: StubEvent,
      CustomEvent: StubCustomEvent,
      dispatchEvent: (event: StubEvent) => dispatched.push(event.type),
      addEventListener: () => undefined,
    };
    const context = createContext({ window, fetch });
    runInContext(script, context);
    const injected = window.ethereum as InjectedProvider;
    expect(injected.isMetaMask).toBe(true);
    expect(dispatched).toEqual(["ethereum#initialized", "eip6963:announceProvider"]);
    expect(await injected.request({ method: "eth_chainId" })).toBe(HARDHAT);
    expect(await injected.request({ method: "eth_accounts" })).toEqual([owner.address.toLowerCase()]);
    const signature = (await injected.request({
      method: "personal_sign",
      params: ["from the page", owner.address],
    })) as string;
    expect(verifyMessage("from the page", signature)).toBe(owner.address);
    const block = await injected.request({ method: "eth_blockNumber" });
    expect(block).toMatch(/^0x[0-9a-f]+$/);
    // The bundle's helper global stays inside the script's own scope.
    expect(runInContext("typeof __uxDevnetWallet", context)).toBe("undefined");
  });
});
