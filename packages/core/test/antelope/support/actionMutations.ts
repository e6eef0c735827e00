import type { HeavyProofJson } from "../../../src/antelope/proofJson";
import { flipHexByte } from "../tamper";
import type { Mutation } from "./heavyMutations";

// The corruptions of an action proof, in a heavy proof or a light one: every one must be rejected with the
// reason given.

type ActionProofJson = NonNullable<HeavyProofJson["actionproof"]>;

export function actionMutations(): Mutation<ActionProofJson>[] {
  const digestMismatch = "digest of action doesn't match the digest in action_receipt";
  const notIncluded = "invalid action merkle proof path";
  return [
    {
      name: "action data",
      mutate: (a) => {
        a.action.data = `${a.action.data}00`;
      },
      error: digestMismatch,
    },
    {
      name: "action name",
      mutate: (a) => {
        a.action.name = "transfer";
      },
      error: digestMismatch,
    },
    {
      name: "action account",
      mutate: (a) => {
        a.action.account = "eosio.token";
      },
      error: digestMismatch,
    },
    {
      name: "action authorization",
      mutate: (a) => {
        a.action.authorization = [{ actor: "eosio", permission: "active" }];
      },
      error: digestMismatch,
    },
    {
      name: "receipt act_digest",
      mutate: (a) => {
        a.receipt.act_digest = flipHexByte(a.receipt.act_digest);
      },
      error: digestMismatch,
    },
    {
      name: "receipt receiver",
      mutate: (a) => {
        a.receipt.receiver = "eosio";
      },
      error: notIncluded,
    },
    {
      name: "receipt global_sequence",
      mutate: (a) => {
        a.receipt.global_sequence = String(BigInt(a.receipt.global_sequence) + 1n);
      },
      error: notIncluded,
    },
    {
      name: "receipt recv_sequence",
      mutate: (a) => {
        a.receipt.recv_sequence = String(BigInt(a.receipt.recv_sequence) + 1n);
      },
      error: notIncluded,
    },
    {
      name: "receipt auth_sequence",
      mutate: (a) => {
        a.receipt.auth_sequence = a.receipt.auth_sequence.map((s) => ({ ...s, sequence: "1" }));
      },
      error: notIncluded,
    },
    {
      name: "receipt code_sequence",
      mutate: (a) => {
        a.receipt.code_sequence = 7;
      },
      error: notIncluded,
    },
    {
      name: "receipt abi_sequence",
      mutate: (a) => {
        a.receipt.abi_sequence = 7;
      },
      error: notIncluded,
    },
    {
      name: "action merkle path node",
      mutate: (a) => {
        a.amproofpath = a.amproofpath.map((node) => flipHexByte(node));
      },
      error: notIncluded,
    },
    {
      name: "action merkle path removed",
      mutate: (a) => {
        a.amproofpath = [];
      },
      error: "must provide action proof path",
    },
  ];
}
