import { beforeAll, describe, expect, it } from "vitest";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import { verifyLightProof } from "../../src/antelope/lightProof";
import type { BlockHeaderJson, HeavyProofJson, LightProofJson } from "../../src/antelope/proofJson";
import { initChain } from "../../src/antelope/proverInit";
import { addProvenRoot, EMPTY_PROVER_STATE, type ProverState } from "../../src/antelope/proverState";
import { jungle4 } from "./jungle4Vectors";
import { flipHexByte, flipSignatureByte, flipSignatureText, nextSlot } from "./tamper";

// Every case corrupts one thing in an otherwise valid proof and must be rejected with the reason given.

type SignedJson = HeavyProofJson["blockproof"]["bftproof"][number];
type ActionProofJson = NonNullable<HeavyProofJson["actionproof"]>;

const INVALID_SIGNATURE = "invalid block signature(s)";
const INVALID_BFT_PATH = "invalid block merkle proof path";

interface Mutation<T> {
  name: string;
  mutate: (json: T) => void;
  error: string | RegExp;
}

/** Mutations of one header, each breaking the signature over it. */
function headerMutations(
  where: string,
  header: (json: HeavyProofJson) => BlockHeaderJson,
): Mutation<HeavyProofJson>[] {
  const field = (name: string, change: (h: BlockHeaderJson) => void): Mutation<HeavyProofJson> => ({
    name: `${where} header ${name}`,
    mutate: (json) => change(header(json)),
    error: INVALID_SIGNATURE,
  });
  return [
    field("timestamp", (h) => {
      h.timestamp = nextSlot(h.timestamp);
    }),
    field("confirmed", (h) => {
      h.confirmed = ((h.confirmed as number) + 1) % 65536;
    }),
    field("previous", (h) => {
      h.previous = flipHexByte(h.previous);
    }),
    field("transaction_mroot", (h) => {
      h.transaction_mroot = flipHexByte(h.transaction_mroot);
    }),
    field("action_mroot", (h) => {
      h.action_mroot = flipHexByte(h.action_mroot);
    }),
    field("header_extensions (an extension added)", (h) => {
      h.header_extensions = [...h.header_extensions, { first: 2, second: "00" }];
    }),
    field("new_producers (a legacy schedule added)", (h) => {
      h.new_producers = {
        version: 99,
        producers: [
          {
            producer_name: "eosio",
            block_signing_key: "EOS6NxZubhyaDk6E4cioXPPU2YqmpbDcZntNpXeCLvii79meLCmDt",
          },
        ],
      };
    }),
  ];
}

function signatureMutations(
  where: string,
  block: (json: HeavyProofJson) => SignedJson,
): Mutation<HeavyProofJson>[] {
  return [
    {
      name: `${where} signature byte`,
      mutate: (json) => {
        const b = block(json);
        b.producer_signatures = b.producer_signatures.map(flipSignatureByte);
      },
      error: INVALID_SIGNATURE,
    },
    {
      name: `${where} signature text (checksum)`,
      mutate: (json) => {
        const b = block(json);
        b.producer_signatures = b.producer_signatures.map(flipSignatureText);
      },
      error: /^invalid proof input: .*producer_signatures\.0: must be a valid signature$/,
    },
    {
      name: `${where} signatures removed`,
      mutate: (json) => {
        block(json).producer_signatures = [];
      },
      error: INVALID_SIGNATURE,
    },
    {
      name: `${where} producer swapped for another scheduled producer`,
      mutate: (json) => {
        const header = block(json).header;
        header.producer = header.producer === "junglesweden" ? "lioninjungle" : "junglesweden";
      },
      error: INVALID_SIGNATURE,
    },
    {
      name: `${where} producer not in the schedule`,
      mutate: (json) => {
        block(json).header.producer = "eosio";
      },
      error: "producer not in current schedule",
    },
  ];
}

const target = (json: HeavyProofJson) => json.blockproof.blocktoprove.block;
const bft = (index: number) => (json: HeavyProofJson) => {
  const list = json.blockproof.bftproof;
  const entry = list[index < 0 ? list.length + index : index];
  if (!entry) throw new Error(`no bft proof ${index}`);
  return entry;
};

/** Mutations that every heavy proof must reject. */
function heavyMutations(): Mutation<HeavyProofJson>[] {
  return [
    ...signatureMutations("block to prove", target),
    ...headerMutations("block to prove", (json) => target(json).header),
    {
      name: "block to prove schedule_version + 1",
      mutate: (json) => {
        const h = target(json).header;
        h.schedule_version = (h.schedule_version as number) + 1;
      },
      error: "schedule not supported",
    },
    {
      name: "an active node",
      mutate: (json) => {
        const { hashes, blocktoprove } = json.blockproof;
        const index = blocktoprove.active_nodes[0] as number;
        hashes[index] = flipHexByte(hashes[index] as string);
      },
      error: INVALID_SIGNATURE,
    },
    {
      name: "node_count + 1",
      mutate: (json) => {
        json.blockproof.blocktoprove.node_count += 1;
      },
      error: /^(invalid block signature\(s\)|not enough active nodes for the merkle node count)$/,
    },
    {
      name: "an active node index out of range",
      mutate: (json) => {
        json.blockproof.blocktoprove.active_nodes[0] = 65535;
      },
      error: "hash index 65535 out of range",
    },
    ...signatureMutations("first BFT block", bft(0)),
    ...headerMutations("first BFT block", (json) => bft(0)(json).header),
    {
      name: "first BFT block previous_bmroot",
      mutate: (json) => {
        const b = bft(0)(json);
        b.previous_bmroot = flipHexByte(b.previous_bmroot);
      },
      error: INVALID_BFT_PATH,
    },
    {
      name: "first BFT block merkle path node",
      mutate: (json) => {
        const { hashes } = json.blockproof;
        const index = bft(0)(json).bmproofpath[0] as number;
        hashes.push(flipHexByte(hashes[index] as string));
        bft(0)(json).bmproofpath[0] = hashes.length - 1;
      },
      error: INVALID_BFT_PATH,
    },
    {
      name: "first BFT block merkle path node dropped",
      mutate: (json) => {
        bft(0)(json).bmproofpath.pop();
      },
      error: INVALID_BFT_PATH,
    },
    {
      name: "first BFT block schedule_version + 2",
      mutate: (json) => {
        const h = bft(0)(json).header;
        h.schedule_version = (h.schedule_version as number) + 2;
      },
      error: "invalid schedule version in BFT proof",
    },
    {
      name: "BFT blocks out of order",
      mutate: (json) => {
        const list = json.blockproof.bftproof;
        [list[0], list[1]] = [list[1] as SignedJson, list[0] as SignedJson];
      },
      error: "BFT proofs must be sequential",
    },
    {
      name: "a BFT block repeated",
      mutate: (json) => {
        json.blockproof.bftproof[1] = structuredClone(bft(0)(json));
      },
      error: "BFT proofs must be sequential",
    },
    {
      name: "one BFT block too few (a schedule confirmed by too few producers)",
      mutate: (json) => {
        json.blockproof.bftproof.pop();
      },
      error: "invalid number of bft proofs",
    },
    {
      name: "one BFT block too many",
      mutate: (json) => {
        json.blockproof.bftproof.push(structuredClone(bft(-1)(json)));
      },
      error: "invalid number of bft proofs",
    },
    {
      name: "chain_id",
      mutate: (json) => {
        json.blockproof.chain_id = flipHexByte(json.blockproof.chain_id);
      },
      error: "chain not supported",
    },
  ];
}

/** Mutations of the last BFT block: verified only after all the others, so run on one proof. */
function lastBftMutations(): Mutation<HeavyProofJson>[] {
  return [
    ...signatureMutations("last BFT block", bft(-1)).slice(0, 1),
    ...headerMutations("last BFT block", (json) => bft(-1)(json).header).slice(0, 3),
    {
      name: "last BFT block merkle path node",
      mutate: (json) => {
        const b = bft(-1)(json);
        json.blockproof.hashes.push(
          flipHexByte(json.blockproof.hashes[b.bmproofpath[5] as number] as string),
        );
        b.bmproofpath[5] = json.blockproof.hashes.length - 1;
      },
      error: INVALID_BFT_PATH,
    },
  ];
}

function actionMutations(): Mutation<ActionProofJson>[] {
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

describe("tampered Jungle4 proofs are rejected", () => {
  const states: Record<string, ProverState> = {};
  const files = {
    "heavy-proof-a-24562480": jungle4.heavy24562480,
    "heavy-proof-a-24562919": jungle4.heavy24562919,
    "heavy-proof-a-24563672": jungle4.heavy24563672,
  } as const;

  beforeAll(() => {
    const init = initChain(EMPTY_PROVER_STATE, jungle4.schedule36());
    if (!init.ok) throw new Error(init.error);
    states["heavy-proof-a-24562480"] = init.state;
    const first = verifyHeavyProof(init.state, jungle4.heavy24562480());
    if (!first.ok) throw new Error(first.error);
    states["heavy-proof-a-24562919"] = first.state;
    const second = verifyHeavyProof(first.state, jungle4.heavy24562919());
    if (!second.ok) throw new Error(second.error);
    states["heavy-proof-a-24563672"] = second.state;
  });

  const heavyCases = Object.keys(files).flatMap((file) =>
    heavyMutations().map((mutation) => ({ file: file as keyof typeof files, ...mutation })),
  );
  heavyCases.push(
    ...lastBftMutations().map((mutation) => ({ file: "heavy-proof-a-24562480" as const, ...mutation })),
  );

  it.each(heavyCases)("$file: $name", ({ file, mutate, error }) => {
    const json = files[file]() as HeavyProofJson;
    mutate(json);
    const result = verifyHeavyProof(states[file] as ProverState, json);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(
        typeof error === "string" ? new RegExp(`^${escapeRegExp(error)}$`) : error,
      );
  });

  it("the unchanged files are accepted in the same states (the mutations alone cause the rejections)", () => {
    for (const [file, read] of Object.entries(files)) {
      expect(verifyHeavyProof(states[file] as ProverState, read()).ok, file).toBe(true);
    }
  });

  it.each(actionMutations())("heavy-proof-a-24563672 action proof: $name", ({ mutate, error }) => {
    const json = jungle4.heavy24563672() as HeavyProofJson;
    if (!json.actionproof) throw new Error("vector carries an action proof");
    mutate(json.actionproof);
    expect(verifyHeavyProof(states["heavy-proof-a-24563672"] as ProverState, json)).toEqual({
      ok: false,
      error,
    });
  });

  describe("light-proof-22531781", () => {
    const root = "17e617990c708a5ddc3dad04ad597f55f043f20228e49bba2fa35d9a800f8294";
    const withRoot = () =>
      addProvenRoot(states["heavy-proof-a-24562480"] as ProverState, "jungle4", 25105838, root);
    const invalidBlockPath = "invalid block merkle proof";
    const headerField = (name: string, change: (h: BlockHeaderJson) => void): Mutation<LightProofJson> => ({
      name: `header ${name}`,
      mutate: (json) => change(json.blockproof.header),
      error: invalidBlockPath,
    });
    const lightCases: Mutation<LightProofJson>[] = [
      headerField("timestamp", (h) => {
        h.timestamp = nextSlot(h.timestamp);
      }),
      headerField("producer", (h) => {
        h.producer = "junglesweden";
      }),
      headerField("confirmed", (h) => {
        h.confirmed = 1;
      }),
      headerField("previous", (h) => {
        h.previous = flipHexByte(h.previous);
      }),
      headerField("transaction_mroot", (h) => {
        h.transaction_mroot = flipHexByte(h.transaction_mroot);
      }),
      headerField("action_mroot", (h) => {
        h.action_mroot = flipHexByte(h.action_mroot);
      }),
      headerField("schedule_version", (h) => {
        h.schedule_version = 30;
      }),
      headerField("header_extensions", (h) => {
        h.header_extensions = [{ first: 2, second: "" }];
      }),
      {
        name: "block merkle path node",
        mutate: (json) => {
          json.blockproof.bmproofpath[3] = flipHexByte(json.blockproof.bmproofpath[3] as string);
        },
        error: invalidBlockPath,
      },
      {
        name: "block merkle path node dropped",
        mutate: (json) => void json.blockproof.bmproofpath.pop(),
        error: invalidBlockPath,
      },
      {
        name: "root",
        mutate: (json) => {
          json.blockproof.root = flipHexByte(json.blockproof.root);
        },
        error: "unknown merkle root. must prove root first",
      },
      ...actionMutations().map((m) => ({
        name: `action proof: ${m.name}`,
        mutate: (json: LightProofJson) => m.mutate(json.actionproof),
        error: m.error,
      })),
    ];

    it.each(lightCases)("$name", ({ mutate, error }) => {
      const json = jungle4.light22531781() as LightProofJson;
      mutate(json);
      const result = verifyLightProof(withRoot(), json);
      expect(result).toEqual({ ok: false, error });
    });

    it("is accepted unchanged", () => {
      expect(verifyLightProof(withRoot(), jungle4.light22531781()).ok).toBe(true);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
