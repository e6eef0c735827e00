import { describe, expect, it } from "vitest";
import {
  createAccountPayloadSchema,
  getCodeUserPayloadSchema,
  swapRequestPayloadSchema,
  transferOnEthereumPayloadSchema,
} from "../../../src/accounts/socket/swapPayloads";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const request = {
  id: ID,
  send: { account: ADDRESS, asset: { symbol: "ETH", chain: "eth" }, amount: "0.05" },
  receive: { account: "alice", asset: { symbol: "UTXRAM", chain: "ux" }, amount: "100.0000" },
};

const issue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? null : `${result.error?.issues[0]?.path.join(".")}: ${result.error?.issues[0]?.message}`;

describe("createAccount payloads", () => {
  const valid = { id: ID, chain: "eos", serializedTransaction: "00ff", signatures: ["SIG_K1_x"] };

  it("accept the signed payment with or without a referral code", () => {
    expect(createAccountPayloadSchema.safeParse(valid).success).toBe(true);
    expect(createAccountPayloadSchema.safeParse({ ...valid, referralCode: "abcdefghijkl" }).success).toBe(
      true,
    );
    expect(createAccountPayloadSchema.safeParse({ ...valid, referralCode: null }).success).toBe(true);
  });

  it.each([
    [{ ...valid, id: "1" }, "id: must be a lowercase UUID"],
    [{ ...valid, id: ID.toUpperCase() }, "id: must be a lowercase UUID"],
    [{ ...valid, chain: "EOS" }, "chain: must be a chain name"],
    [{ ...valid, serializedTransaction: "0f0" }, "serializedTransaction: must be hex bytes"],
    [
      { ...valid, serializedTransaction: "00".repeat(4_097) },
      "serializedTransaction: must be at most 8192 characters",
    ],
    [{ ...valid, signatures: [] }, "signatures: needs a signature"],
    [{ ...valid, signatures: ["a", "b", "c", "d", "e"] }, "signatures: at most 4 signatures"],
  ])("refuse %#: %s", (payload, error) => {
    expect(issue(createAccountPayloadSchema.safeParse(payload))).toBe(error);
  });
});

describe("request and transferOnEthereum payloads", () => {
  it("accept a swap request and one that creates the receiver", () => {
    expect(swapRequestPayloadSchema.safeParse(request).success).toBe(true);
    const create = {
      ...request,
      receive: { ...request.receive, account: "newuser12345" },
      newAccount: { name: "newuser12345", ethAddress: ADDRESS },
    };
    expect(swapRequestPayloadSchema.safeParse(create).success).toBe(true);
  });

  it.each([
    [
      { ...request, send: { ...request.send, amount: "-1" } },
      "send.amount: must be a decimal amount like '1.5'",
    ],
    [
      { ...request, send: { ...request.send, amount: "1e3" } },
      "send.amount: must be a decimal amount like '1.5'",
    ],
    [
      { ...request, send: { ...request.send, account: "0x12" } },
      "send.account: must be an account name or an Ethereum address",
    ],
    [
      { ...request, receive: { ...request.receive, asset: { symbol: "utx", chain: "ux" } } },
      "receive.asset.symbol: must be a token symbol (A-Z)",
    ],
  ])("refuse %#: %s", (payload, error) => {
    expect(issue(swapRequestPayloadSchema.safeParse(payload))).toBe(error);
  });

  it("transferOnEthereum needs the payment's hash", () => {
    const hash = `0x${"ab".repeat(32)}`;
    expect(transferOnEthereumPayloadSchema.safeParse({ ...request, transactionHash: hash }).success).toBe(
      true,
    );
    expect(issue(transferOnEthereumPayloadSchema.safeParse({ ...request, transactionHash: "0x12" }))).toBe(
      "transactionHash: must be a transaction hash (0x + 64 hex)",
    );
  });
});

describe("getCodeUser payloads", () => {
  it("take the code or {code}", () => {
    expect(getCodeUserPayloadSchema.parse("abcdefghijkl")).toBe("abcdefghijkl");
    expect(getCodeUserPayloadSchema.parse({ code: "abcdefghijkl" })).toBe("abcdefghijkl");
    expect(getCodeUserPayloadSchema.safeParse(12).success).toBe(false);
  });
});
