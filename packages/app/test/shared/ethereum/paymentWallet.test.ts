import { wrongEthereumNetwork } from "@ux/core/forms";
import { describe, expect, it } from "vitest";
import { METAMASK_NOT_FOUND } from "../../../src/shared/ethereum/metamaskMessages";
import { paymentWallet } from "../../../src/shared/ethereum/paymentWallet";
import { testConfig } from "../config/testConfig";
import { chainUnknownToWallet, FakeProvider, rpcError } from "./fakeProvider";

const CONFIG = testConfig();

describe("the browser wallet that makes a payment on Ethereum", () => {
  it("is the wallet once it is on the configured chain (switched there when elsewhere)", async () => {
    const provider = new FakeProvider({
      wallet_switchEthereumChain: (_params, wallet) => {
        wallet.chainId = 31337;
        return null;
      },
    });
    await expect(paymentWallet(CONFIG, "eth", provider)).resolves.toEqual({ ok: true, provider });
    expect(provider.chainId).toBe(31337);
  });

  it("says the catalogue's text when there is no wallet, or when it stays on another chain", async () => {
    await expect(paymentWallet(CONFIG, "eth", null)).resolves.toEqual({
      ok: false,
      error: METAMASK_NOT_FOUND,
    });
    const refusing = new FakeProvider(
      chainUnknownToWallet(() => {
        throw rpcError(4001, "User rejected the request.");
      }),
    );
    // The chain is not added for a payment (the wallet logged in there): the wallet stays where it was.
    await expect(paymentWallet(CONFIG, "eth", refusing)).resolves.toEqual({
      ok: false,
      error: wrongEthereumNetwork("Ethereum (devnet)"),
    });
  });
});
