import { describe, expect, it } from "vitest";
import { type MetamaskLoginDeps, metamaskLogin } from "../../../src/features/auth/metamaskLogin";
import { testConfig } from "../../shared/config/testConfig";
import { chainUnknownToWallet, FakeProvider, rpcError } from "../../shared/ethereum/fakeProvider";

const ADDRESS = "0x00000000000000000000000000000000000000a1";

/** A wallet on the UX chain (71) that approves everything and holds one account. */
function approvingWallet(chainId = 71) {
  const provider = new FakeProvider({
    eth_requestAccounts: () => [ADDRESS],
    wallet_requestPermissions: () => [{ parentCapability: "eth_accounts" }],
    wallet_switchEthereumChain: (params, p) => {
      p.chainId = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
      return null;
    },
  });
  provider.chainId = chainId;
  return provider;
}

/** The wallet's answer when its user rejects a request. */
const userRejects = () => {
  throw rpcError(4001, "User rejected the request.");
};

/** A wallet whose user will not switch networks: it stays on `chainId` (the fake's default if none). */
function walletRefusingSwitch(chainId?: number) {
  const provider = new FakeProvider({ wallet_switchEthereumChain: userRejects });
  if (chainId !== undefined) provider.chainId = chainId;
  return provider;
}

function deps(overrides: Partial<MetamaskLoginDeps> = {}): MetamaskLoginDeps {
  return {
    provider: approvingWallet(),
    config: testConfig("local"),
    lookupAccount: async (address) => (address === ADDRESS ? "alice" : null),
    requestPermissionsFirst: false,
    ...overrides,
  };
}

describe("browser wallet login on the native network", () => {
  it("logs the mapped UX account in with the active permission", async () => {
    const result = await metamaskLogin({ kind: "native" }, deps());
    expect(result).toEqual({
      ok: true,
      session: {
        chain: "ux",
        actor: "alice",
        permission: "active",
        walletPlugin: "metamask",
        ethAddress: ADDRESS,
      },
      notice: { variant: "success", message: "Metamask Wallet connected" },
    });
  });

  it("says 'Metamask not found' without a wallet", async () => {
    await expect(metamaskLogin({ kind: "native" }, deps({ provider: null }))).resolves.toEqual({
      ok: false,
      notice: { variant: "error", message: "Metamask not found" },
    });
  });

  it("adds chain 71 when the wallet does not know it, then logs in", async () => {
    const provider = new FakeProvider({ ...chainUnknownToWallet(), eth_requestAccounts: () => [ADDRESS] });
    const result = await metamaskLogin({ kind: "native" }, deps({ provider }));
    expect(result.ok).toBe(true);
    const added = provider.calls.find((c) => c.method === "wallet_addEthereumChain");
    expect(added?.params).toEqual([
      expect.objectContaining({ chainId: "0x47", rpcUrls: ["http://127.0.0.1:8546"] }),
    ]);
  });

  it("shows 'Metamask Error: {message}' when adding the chain fails", async () => {
    const provider = new FakeProvider(chainUnknownToWallet(userRejects));
    await expect(metamaskLogin({ kind: "native" }, deps({ provider }))).resolves.toEqual({
      ok: false,
      notice: { variant: "error", message: "Metamask Error: User rejected the request." },
    });
  });

  it("asks to switch to UX Network in test mode when the wallet stays elsewhere", async () => {
    const provider = walletRefusingSwitch();
    await expect(metamaskLogin({ kind: "native" }, deps({ provider }))).resolves.toEqual({
      ok: false,
      notice: {
        variant: "error",
        message: "You need to switch to UX Network on MetaMask to be able to login",
      },
    });
    const mainnet = await metamaskLogin(
      { kind: "native" },
      deps({ provider, config: testConfig("mainnet") }),
    );
    expect(mainnet.notice.message).toBe(
      "You are linking an account from the wrong network, please change the wallet network to UX Network",
    );
  });

  it("re-requests permissions after a logout on the native network", async () => {
    const provider = approvingWallet();
    await metamaskLogin({ kind: "native" }, deps({ provider, requestPermissionsFirst: true }));
    expect(provider.methods()).toEqual(["eth_chainId", "wallet_requestPermissions", "eth_requestAccounts"]);
    expect(provider.calls[1]?.params).toEqual([{ eth_accounts: {} }]);
    const again = approvingWallet();
    await metamaskLogin({ kind: "native" }, deps({ provider: again }));
    expect(again.methods()).toEqual(["eth_chainId", "eth_requestAccounts"]);
  });

  it("keeps 'Unable to get the current account from metamask.' on screen when no account comes back", async () => {
    for (const accounts of [
      () => [],
      () => ["not an address"],
      () => {
        throw rpcError(4001, "rejected");
      },
    ]) {
      const provider = new FakeProvider({ eth_requestAccounts: accounts });
      provider.chainId = 71;
      await expect(metamaskLogin({ kind: "native" }, deps({ provider }))).resolves.toEqual({
        ok: false,
        notice: {
          variant: "error",
          message: "Unable to get the current account from metamask.",
          persistent: true,
        },
      });
    }
  });

  it("keeps the HTML 'no UX Network account' notice (our template, with its link) on screen for an unmapped address", async () => {
    await expect(
      metamaskLogin({ kind: "native" }, deps({ lookupAccount: async () => null })),
    ).resolves.toEqual({
      ok: false,
      notice: {
        variant: "error",
        message:
          "A UX Network account does not exist for this metamask address. Please create a new account using the product and pay using Metamask to be able to login with it",
        persistent: true,
        // The spec's HTML notice, as our own template: the text with a link to account creation.
        segments: [
          { text: "A UX Network account does not exist for this metamask address. Please " },
          { text: "create a new account", href: "/home?createAccount=1" },
          { text: " using the product and pay using Metamask to be able to login with it" },
        ],
      },
    });
  });

  it("reports a failed lookup as a wallet error", async () => {
    const lookupAccount = async () => {
      throw new Error("/v1/chain/get_table_rows could not be reached: Failed to fetch");
    };
    const result = await metamaskLogin({ kind: "native" }, deps({ lookupAccount }));
    expect(result.notice.message).toBe(
      "Metamask Error: /v1/chain/get_table_rows could not be reached: Failed to fetch",
    );
  });
});

describe("browser wallet login on Ethereum", () => {
  it("logs the address in on the configured chain", async () => {
    const provider = approvingWallet(31337);
    const result = await metamaskLogin({ kind: "ethereum", chain: "eth" }, deps({ provider }));
    expect(result).toEqual({
      ok: true,
      session: {
        chain: "eth",
        actor: ADDRESS,
        permission: "active",
        walletPlugin: "metamask",
        ethAddress: ADDRESS,
      },
      notice: { variant: "success", message: "Metamask Wallet connected" },
    });
  });

  it("gives the wrong-network text naming the configured network", async () => {
    const provider = walletRefusingSwitch(1);
    await expect(metamaskLogin({ kind: "ethereum", chain: "eth" }, deps({ provider }))).resolves.toEqual({
      ok: false,
      notice: {
        variant: "error",
        message:
          "You are linking an account from the wrong network, please change the wallet network to Ethereum (devnet)",
      },
    });
  });
});
