import type { HeavyProofJson } from "../../../src/antelope/proofJson";
import { flipHexByte } from "../tamper";
import type { Mutation } from "./heavyMutations";

// The corruptions of an action proof, in a heavy proof or a light one: every one must be rejected with the
// reason given.

type ActionProofJson = NonNullable<HeavyProofJson["actionproof"]>;

export function actionMutations(): Mutation<ActionProofJson>[] {
  // Most corruptions break the action's digest or its place under the action merkle root.
  const failsWith =
    (error: string) =>
    (name: string, mutate: (a: ActionProofJson) => void): Mutation<ActionProofJson> => ({
      name,
      mutate,
      error,
    });
  const breaksDigest = failsWith("digest of action doesn't match the digest in action_receipt");
  const breaksPath = failsWith("invalid action merkle proof path");
  return [
    breaksDigest("action data", (a) => {
      a.action.data = `${a.action.data}00`;
    }),
    breaksDigest("action name", (a) => {
      a.action.name = "transfer";
    }),
    breaksDigest("action account", (a) => {
      a.action.account = "eosio.token";
    }),
    breaksDigest("action authorization", (a) => {
      a.action.authorization = [{ actor: "eosio", permission: "active" }];
    }),
    breaksDigest("receipt act_digest", (a) => {
      a.receipt.act_digest = flipHexByte(a.receipt.act_digest);
    }),
    breaksPath("receipt receiver", (a) => {
      a.receipt.receiver = "eosio";
    }),
    breaksPath("receipt global_sequence", (a) => {
      a.receipt.global_sequence = String(BigInt(a.receipt.global_sequence) + 1n);
    }),
    breaksPath("receipt recv_sequence", (a) => {
      a.receipt.recv_sequence = String(BigInt(a.receipt.recv_sequence) + 1n);
    }),
    breaksPath("receipt auth_sequence", (a) => {
      a.receipt.auth_sequence = a.receipt.auth_sequence.map((s) => ({ ...s, sequence: "1" }));
    }),
    breaksPath("receipt code_sequence", (a) => {
      a.receipt.code_sequence = 7;
    }),
    breaksPath("receipt abi_sequence", (a) => {
      a.receipt.abi_sequence = 7;
    }),
    breaksPath("action merkle path node", (a) => {
      a.amproofpath = a.amproofpath.map((node) => flipHexByte(node));
    }),
    {
      name: "action merkle path removed",
      mutate: (a) => {
        a.amproofpath = [];
      },
      error: "must provide action proof path",
    },
  ];
}
