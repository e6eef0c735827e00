import { getBytes, verifyMessage, verifyTypedData } from "ethers";
import { describe, expect, it } from "vitest";
import { createInjectedProvider } from "../../src/ethereum/injectedWallet/injectedProvider";
import {
  devnet,
  failure,
  HARDHAT,
  options,
  owner,
  recorder,
  useInjectedWalletOnHardhat,
  uxChain,
  uxGateway,
  wallet,
} from "./support/injectedWalletOnHardhat";

// The injected wallet's consent requests: accounts and permissions, chains, and signing.

useInjectedWalletOnHardhat();

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
