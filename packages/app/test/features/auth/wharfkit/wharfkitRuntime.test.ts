import { AMM_ABI } from "@ux/core/amm/contract";
import type { ActionInput } from "@ux/core/chainClient";
import type { ChainConfig } from "@ux/core/config";
import { tokenAbi } from "@ux/devnet/contracts/token/tokenAbi";
import { ABI, Action, PrivateKey, Serializer, Signature, Transaction } from "@wharfkit/antelope";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signPreparedTransaction } from "../../../../src/features/auth/wharfkit/wharfkitRuntime";
import {
  decodePreparedTransaction,
  preparedTransactionFacts,
  preparedTransactionProblem,
} from "../../../../src/shared/chain/preparedTransaction";
import type { WalletSession } from "../../../../src/shared/wallet/walletSession";
import { testConfig } from "../../../shared/config/testConfig";

const USER = "alice1111111";
const KEY = PrivateKey.from("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3");
const signer = { actor: USER, permission: "active" };

const TOKEN_ABI = ABI.from(tokenAbi as unknown as ABI.Def);
const ABIS = new Map([
  ["eosio.token", TOKEN_ABI],
  ["amm.ux", ABI.from(AMM_ABI)],
]);

const userActions = (quantity = "1.2345 UTX"): ActionInput[] => [
  {
    account: "eosio.token",
    name: "transfer",
    authorization: [signer],
    data: { from: USER, to: "amm.ux", quantity, memo: "Transfer to AMM" },
  },
  {
    account: "amm.ux",
    name: "placeorder",
    authorization: [signer],
    data: {
      contract: "eosio.token",
      outputs: [{ ext_symbol: { sym: "4,UFX", contract: "eosio.token" }, proportion: 10000 }],
      owner: USER,
      pool_id: 3,
      quantity,
    },
  },
];

const noop = (actor = "ux.payer") =>
  Action.from({
    account: "ux.payer",
    name: "noop",
    authorization: [{ actor, permission: "active" }],
    data: "",
  });

/** What the AMM service's payer builds: its noop first, then the user's actions encoded through their ABIs. */
function preparedHex(actions: Action[]): string {
  const transaction = Transaction.from({
    expiration: "2026-03-01T12:06:00",
    ref_block_num: 997,
    ref_block_prefix: 0x04030201,
    actions,
  });
  return Serializer.encode({ object: transaction }).hexString;
}

const encoded = (inputs: ActionInput[]) =>
  inputs.map((input) => Action.from(input, ABIS.get(input.account) as ABI));

describe("checking a prepared transaction", () => {
  it("accepts the user's actions behind the payer's noop and reads its id, expiry and TaPoS", () => {
    const hex = preparedHex([noop(), ...encoded(userActions())]);
    const transaction = decodePreparedTransaction(hex);
    expect(preparedTransactionProblem(transaction, userActions(), ABIS, signer)).toBeNull();
    expect(preparedTransactionFacts(transaction)).toEqual({
      id: String(Transaction.from(transaction).id),
      expiration: "2026-03-01T12:06:00",
      refBlockNum: 997,
    });
  });

  it("refuses anything else", () => {
    const check = (actions: Action[], expected = userActions()) =>
      preparedTransactionProblem(decodePreparedTransaction(preparedHex(actions)), expected, ABIS, signer);
    expect(check([noop(), ...encoded(userActions("9.0000 UTX"))])).toBe(
      "action 2 is not eosio.token::transfer as requested",
    );
    expect(check([noop(), ...encoded(userActions()), ...encoded(userActions()).slice(0, 1)])).toBe(
      "it has 4 actions instead of 3",
    );
    expect(check([noop(USER), ...encoded(userActions())])).toBe(
      "its first action is not the resource payer's",
    );
    expect(check([...encoded(userActions())], userActions().slice(1))).toBe(
      "its first action is not the resource payer's",
    );
    expect(() => decodePreparedTransaction(`${preparedHex([noop()])}00`)).toThrow("same bytes");
    expect(() => decodePreparedTransaction("xyz")).toThrow("not hex");
  });
});

describe("signPreparedTransaction (WharfKit session, devnet private key)", () => {
  afterEach(() => vi.unstubAllGlobals());

  function setup() {
    const config = testConfig("local");
    config.testAccounts = [{ chain: "ux", account: USER, permission: "active", privateKey: KEY.toString() }];
    const session: WalletSession = {
      chain: "ux",
      actor: USER,
      permission: "active",
      walletPlugin: "privatekey",
    };
    const abiRequests: string[] = [];
    const abiNodes: string[] = [];
    vi.stubGlobal("fetch", async (url: string, init: { body: string }) => {
      const account = JSON.parse(init.body).account_name as string;
      abiRequests.push(`${new URL(url).pathname} ${account}`);
      abiNodes.push(url.replace(/\/v1\/.*$/, ""));
      // WharfKit's ABI cache reads get_raw_abi: the packed ABI in base64.
      const packed = Serializer.encode({ object: ABIS.get(account) as ABI }).array;
      const answer = {
        account_name: account,
        code_hash: "00".repeat(32),
        abi_hash: "00".repeat(32),
        abi: Buffer.from(packed).toString("base64"),
      };
      return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
    });
    return { config, session, abiRequests, abiNodes };
  }

  it("signs exactly the prepared bytes with the user's key", async () => {
    const { config, session, abiRequests } = setup();
    const hex = preparedHex([noop(), ...encoded(userActions())]);
    const signed = await signPreparedTransaction(config, session, hex, userActions());
    const transaction = decodePreparedTransaction(hex);
    expect(signed.id).toBe(String(transaction.id));
    expect(signed.refBlockNum).toBe(997);
    expect(signed.signatures).toHaveLength(1);
    const digest = transaction.signingDigest(config.chains.ux?.chain_id ?? "");
    const recovered = Signature.from(signed.signatures[0] ?? "").recoverDigest(digest);
    expect(String(recovered)).toBe(String(KEY.toPublic()));
    expect(abiRequests.sort()).toEqual(["/v1/chain/get_raw_abi amm.ux", "/v1/chain/get_raw_abi eosio.token"]);
  });

  it("reads ABIs from the node the user chose for the chain, a new session when the choice changes", async () => {
    const { config, session, abiNodes } = setup();
    const hex = preparedHex([noop(), ...encoded(userActions())]);
    await signPreparedTransaction(config, session, hex, userActions());
    const proxy = "http://127.0.0.1:8080/node/ux";
    const chosen = {
      ...config,
      chains: { ...config.chains, ux: { ...(config.chains.ux as ChainConfig), api: proxy } },
    };
    abiNodes.length = 0;
    await signPreparedTransaction(chosen, session, hex, userActions());
    expect(new Set(abiNodes)).toEqual(new Set([proxy]));
  });

  it("refuses to sign a transaction that is not the order", async () => {
    const { config, session } = setup();
    const hex = preparedHex([noop(), ...encoded(userActions("9.0000 UTX"))]);
    await expect(signPreparedTransaction(config, session, hex, userActions())).rejects.toThrow(
      "The prepared transaction was not signed: action 2 is not eosio.token::transfer as requested",
    );
  });
});
