import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { InjectedProvider } from "../../src/ethereum/injectedWallet/injectedProvider";
import { buildInjectedWalletScript } from "../../src/ethereum/injectedWalletScript";

/** Hardhat's account 0: a public development key. */
const KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcb5c6e6e0f4c6a6f8";

describe("the injected wallet under the app's Content Security Policy", () => {
  it("parses requests without compiling code, so a page without 'unsafe-eval' can use it", async () => {
    const script = await buildInjectedWalletScript({
      privateKey: KEY,
      chains: [{ chainId: 31337, chainName: "Ethereum (devnet)", rpcUrls: ["http://127.0.0.1:1"] }],
      initialChainId: 31337,
    });
    const window: Record<string, unknown> = {};
    const context = createContext({ window });
    runInContext(script, context);
    // Chromium let the wallet's load-time probe compile code, then refused every later compilation with
    // this error (script-src 'self'): the first request failed with it before the wallet parsed parameters
    // without compiling.
    let compilations = 0;
    runInContext(
      `Function = function Function() {
        compiled();
        throw new EvalError("Evaluating a string as JavaScript violates the following Content Security Policy directive");
      };`,
      Object.assign(context, { compiled: () => compilations++ }),
    );
    const wallet = window.ethereum as InjectedProvider;
    await expect(wallet.request({ method: "eth_chainId" })).resolves.toBe("0x7a69");
    await expect(
      wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x47" }] }),
    ).rejects.toMatchObject({ code: 4902 });
    await expect(wallet.request({ method: "eth_accounts" })).resolves.toEqual([]);
    expect(compilations).toBe(0);
  }, 20_000);
});
