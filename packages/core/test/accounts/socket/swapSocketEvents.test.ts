import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  MAX_REFERRAL_LINKS_REACHED,
  SWAP_SOCKET_EVENTS,
} from "../../../src/accounts/socket/swapSocketEvents";

const spec = readFileSync(
  new URL("../../../../../../shared/spec/access-accounts-resources.md", import.meta.url),
  "utf8",
);

describe("the swap socket's names and texts", () => {
  it("quotes the referral limit exactly", () => {
    expect(spec).toContain(`'${MAX_REFERRAL_LINKS_REACHED}'`);
  });

  it("uses every event name the spec lists for the swap backend", () => {
    const named = Object.values(SWAP_SOCKET_EVENTS) as string[];
    for (const event of [
      "createAccount",
      "request",
      "transferOnEthereum",
      "getNonce",
      "getNewCode",
      "getCodes",
      "getCodeUser",
      "verifyAuth",
      "verifyAuthMetamask",
      "loggedOut",
      "msg",
      "swapCompleted",
      "accountCreated",
      "liveInfo",
      "pairs",
      "rates",
      "confirmations",
      "txError",
      "swapNonce",
      "codesList",
      "verifyAuthRes",
    ])
      expect(named).toContain(event);
  });
});
