import type { BlockHeaderJson, HeavyProofJson } from "../../../src/antelope/proofJson";
import { flipHexByte, flipSignatureByte, flipSignatureText, nextSlot } from "../tamper";

// The corruptions of a heavy proof for the proverTampering*.test.ts files: every one must be rejected with
// the reason given.

type SignedJson = HeavyProofJson["blockproof"]["bftproof"][number];

const INVALID_SIGNATURE = "invalid block signature(s)";
const INVALID_BFT_PATH = "invalid block merkle proof path";

export interface Mutation<T> {
  name: string;
  mutate: (json: T) => void;
  error: string | RegExp;
}

/** One changed byte in each hash a block header holds: heavy and light proofs must both reject them. */
export function headerHashFlips<T>(
  field: (name: string, change: (h: BlockHeaderJson) => void) => Mutation<T>,
): Mutation<T>[] {
  return (["previous", "transaction_mroot", "action_mroot"] as const).map((name) =>
    field(name, (h) => {
      h[name] = flipHexByte(h[name]);
    }),
  );
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
    ...headerHashFlips(field),
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
export function heavyMutations(): Mutation<HeavyProofJson>[] {
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
        json.blockproof.blocktoprove.node_count = Number(json.blockproof.blocktoprove.node_count) + 1;
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
export function lastBftMutations(): Mutation<HeavyProofJson>[] {
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
