import { createContext, runInContext } from "node:vm";
import { Interface, verifyMessage } from "ethers";
import { describe, expect, it } from "vitest";
import type { InjectedProvider } from "../../src/ethereum/injectedWallet/injectedProvider";
import { buildInjectedWalletScript } from "../../src/ethereum/injectedWalletScript";
import {
  devnet,
  failure,
  HARDHAT,
  options,
  owner,
  useInjectedWalletOnHardhat,
  wallet,
} from "./support/injectedWalletOnHardhat";

// The injected wallet's transactions and reads on Hardhat, and the bundled script that installs it in a page.

useInjectedWalletOnHardhat();

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
