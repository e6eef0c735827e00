import { describe, expect, it } from "vitest";
import {
  ETHEREUM_SEND_FAILED,
  METAMASK_CONNECTED,
  METAMASK_NOT_FOUND,
  metamaskError,
  NO_UX_ACCOUNT_FOR_ADDRESS,
  noUxAccountNoticeSegments,
  SWITCH_TO_UX_NETWORK,
  UNABLE_TO_GET_ACCOUNT,
  wrongEthereumNetwork,
} from "../../../src/shared/ethereum/metamaskMessages";

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
    const segments = noUxAccountNoticeSegments("/home?createAccount=1");
    expect(segments.map((segment) => segment.text).join("")).toBe(NO_UX_ACCOUNT_FOR_ADDRESS);
    expect(segments.filter((segment) => segment.href !== undefined)).toEqual([
      { text: "create a new account", href: "/home?createAccount=1" },
    ]);
    expect(() => noUxAccountNoticeSegments('/x"><script>')).toThrow(RangeError);
    expect(() => noUxAccountNoticeSegments("https://evil.test")).toThrow(RangeError);
    expect(() => noUxAccountNoticeSegments("//evil.test/x")).toThrow(RangeError);
  });
});
