import { ABI, Action, PrivateKey, Serializer, Transaction } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { readAccountPayment } from "../../src/swap/antelopePayment";
import { TOKEN_ABI } from "../support/tokenAbi";

/*
 * The createAccount payment check, one refusal per row: each is decided from the signed bytes alone, before
 * the service broadcasts anything.
 */

const abi = ABI.from(TOKEN_ABI);
const KEY = PrivateKey.generate("K1").toPublic().toLegacyString();
const MEMO = `newuser12345,${KEY},${KEY}`;
const HEAD = 1_800_000_000;

const rules = {
  payer: {
    chain: "eos",
    api: "http://eos.test",
    fund: { account: "swap.ux", permission: "refund", privateKey: "x" },
    tokens: [{ symbol: "EOS", contract: "eosio.token", decimals: 4 }],
  },
  tokenAbi: async () => abi,
  costUnits: (symbol: string) => (symbol === "EOS" ? 31_250n : null),
  headSeconds: HEAD,
};

interface Options {
  contract?: string;
  name?: string;
  actor?: string;
  from?: string;
  to?: string;
  quantity?: string;
  memo?: string;
  expiresIn?: number;
  extraAction?: boolean;
  delay?: number;
}

function payment(options: Options = {}): string {
  const transfer = Action.from(
    {
      account: options.contract ?? "eosio.token",
      name: "transfer",
      authorization: [{ actor: options.actor ?? "alice", permission: "active" }],
      data: {
        from: options.from ?? "alice",
        to: options.to ?? "swap.ux",
        quantity: options.quantity ?? "3.1250 EOS",
        memo: options.memo ?? MEMO,
      },
    },
    abi,
  );
  // Another action name over the same bytes: only the name differs.
  const action = options.name
    ? Action.from({ ...transfer, name: options.name, data: transfer.data })
    : transfer;
  const transaction = Transaction.from({
    expiration: new Date((HEAD + (options.expiresIn ?? 300)) * 1000).toISOString().slice(0, 19),
    ref_block_num: 1,
    ref_block_prefix: 2,
    delay_sec: options.delay ?? 0,
    actions: options.extraAction ? [action, action] : [action],
  });
  return Serializer.encode({ object: transaction }).hexString;
}

describe("an EOSIO account payment", () => {
  it("is read when it pays the fund at least the cost, with a valid memo", async () => {
    expect(await readAccountPayment(payment({ quantity: "4.0000 EOS" }), rules)).toEqual({
      ok: true,
      payment: {
        from: "alice",
        contract: "eosio.token",
        symbol: "EOS",
        decimals: 4,
        units: 40_000n,
        memo: { name: "newuser12345", ownerKey: KEY, activeKey: KEY },
        expiration: HEAD + 300,
      },
    });
  });

  it.each([
    ["not a transaction", "00ff", "The payment is not a serialized transaction"],
    ["two actions", payment({ extraAction: true }), "The payment transaction must hold one transfer"],
    ["delayed", payment({ delay: 10 }), "The payment transaction may not be delayed"],
    ["another contract", payment({ contract: "fake.token" }), "The payment must be a transfer of EOS"],
    ["another action", payment({ name: "retire" }), "The payment must be a transfer of EOS"],
    ["signed by another", payment({ actor: "bob" }), "The payment must be authorized by its sender alone"],
    ["to someone else", payment({ to: "bob" }), "The payment must go to the swap fund swap.ux"],
    ["another token", payment({ quantity: "3.1250 ABC" }), "The payment must be a transfer of EOS"],
    ["another precision", payment({ quantity: "3.12500 EOS" }), "The payment must be a transfer of EOS"],
    [
      "short by one unit",
      payment({ quantity: "3.1249 EOS" }),
      "The payment of 3.1249 EOS is less than the account cost of 3.1250 EOS",
    ],
    [
      "a bad memo",
      payment({ memo: "newuser12345" }),
      "The memo must be 'name,ownerKey,activeKey' (three fields, comma-joined)",
    ],
    [
      "expiring too soon",
      payment({ expiresIn: 10 }),
      "The payment transaction expires too soon: sign it again",
    ],
  ])("is refused when %s", async (_case, hex, error) => {
    expect(await readAccountPayment(hex, rules)).toEqual({ ok: false, error });
  });

  it("is refused without a rate for its token", async () => {
    expect(await readAccountPayment(payment(), { ...rules, costUnits: () => null })).toEqual({
      ok: false,
      error: "EOS has no rate: it cannot pay for an account now",
    });
  });

  it("is refused with trailing bytes the signatures would not cover", async () => {
    expect(await readAccountPayment(`${payment()}00`, rules)).toEqual({
      ok: false,
      error: "The payment is not a serialized transaction",
    });
  });
});
