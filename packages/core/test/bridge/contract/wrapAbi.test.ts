import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { actionProofWire } from "../../../src/antelope/proofWire";
import { provenXferOf, xferOfActionData } from "../../../src/bridge/contract/provenXfer";
import { WRAP_LOCK_ABI, WRAP_TOKEN_ABI } from "../../../src/bridge/contract/wrapAbi";
import { WRAP_ERRORS } from "../../../src/bridge/contract/wrapNames";

const fieldsOf = (abi: ABI.Def, struct: string) =>
  abi.structs.find((s) => s.name === struct)?.fields.map((f) => `${f.name}:${f.type}`);

const XFER = {
  owner: "alice",
  quantity: { quantity: "1.23456789 WAX", contract: "eosio.token" },
  beneficiary: "bob",
};
const xferHex = Serializer.encode({ object: XFER, abi: ABI.from(WRAP_LOCK_ABI), type: "xfer" }).hexString;

/** An action proof as the contracts get it: parsed by the ABI-derived wire schema. */
const proofOf = (account: string, name: string, data: string, receiver = account) =>
  actionProofWire.parse({
    action: { account, name, authorization: [{ actor: account, permission: "active" }], data },
    receipt: {
      receiver,
      act_digest: "11".repeat(32),
      global_sequence: "7",
      recv_sequence: "3",
      auth_sequence: [{ account, sequence: "3" }],
      code_sequence: 1,
      abi_sequence: 1,
    },
    returnvalue: "",
    amproofpath: ["22".repeat(32)],
  });

describe("the wraplock and wraptoken ABIs", () => {
  it("have the public contracts' actions, tables and row fields", () => {
    expect(WRAP_LOCK_ABI.actions.map((a) => a.name)).toEqual(["init", "emitxfer", "withdrawa", "withdrawb"]);
    expect(WRAP_TOKEN_ABI.actions.map((a) => a.name)).toEqual([
      "init",
      "issuea",
      "issueb",
      "emitxfer",
      "retire",
      "transfer",
      "open",
      "close",
      "issuegenesis",
    ]);
    expect(WRAP_LOCK_ABI.tables.map((t) => `${t.name}:${t.type}`)).toEqual([
      "global:global",
      "processed:processed",
      "reserves:reserve",
    ]);
    expect(fieldsOf(WRAP_LOCK_ABI, "xfer")).toEqual([
      "owner:name",
      "quantity:extended_asset",
      "beneficiary:name",
    ]);
    expect(fieldsOf(WRAP_LOCK_ABI, "withdrawa")).toEqual([
      "prover:name",
      "blockproof:heavyproof",
      "actionproof:actionproof",
    ]);
    expect(fieldsOf(WRAP_TOKEN_ABI, "issueb")).toEqual([
      "prover:name",
      "blockproof:lightproof",
      "actionproof:actionproof",
    ]);
    expect(fieldsOf(WRAP_TOKEN_ABI, "retire")).toEqual(["owner:name", "quantity:asset", "beneficiary:name"]);
    expect(fieldsOf(WRAP_TOKEN_ABI, "processed")).toEqual(["id:uint64", "receipt_digest:checksum256"]);
  });
});

describe("an emitxfer's proof as the token contracts read it", () => {
  it("decodes the xfer of the action data, 8 decimals kept", () => {
    expect(xferOfActionData(xferHex)).toEqual(XFER);
    expect(xferOfActionData("00")).toBeUndefined();
  });

  it("accepts only the paired contract's own emitxfer, and names it by its receipt digest", () => {
    const proven = provenXferOf(proofOf("ibc.wl.ux", "emitxfer", xferHex), "ibc.wl.ux", "wrong");
    expect(proven).toEqual({ ok: true, xfer: XFER, receiptDigest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const cases: [ReturnType<typeof proofOf>, string][] = [
      [proofOf("ibc.wl.wax", "emitxfer", xferHex), "wrong"],
      [proofOf("ibc.wl.ux", "transfer", xferHex), WRAP_ERRORS.notEmitxfer],
      [proofOf("ibc.wl.ux", "emitxfer", xferHex, "bob"), WRAP_ERRORS.notReceiver],
      [proofOf("ibc.wl.ux", "emitxfer", "0011"), WRAP_ERRORS.malformedXfer],
    ];
    for (const [proof, error] of cases)
      expect(provenXferOf(proof, "ibc.wl.ux", "wrong")).toEqual({ ok: false, error });
  });
});
