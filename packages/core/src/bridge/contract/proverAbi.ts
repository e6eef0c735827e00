import type { ABI } from "@wharfkit/antelope";
import {
  actionProofWire,
  actionReceiptWire,
  actionWire,
  anchorBlockWire,
  authSequenceWire,
  blockHeaderWire,
  blockSigningAuthorityV0Wire,
  headerExtensionWire,
  heavyBlockProofWire,
  keyWeightWire,
  legacyProducerScheduleWire,
  lightBlockProofWire,
  permissionLevelWire,
  producerAuthorityScheduleWire,
  producerAuthorityWire,
  producerKeyWire,
  signedBlockHeaderWire,
} from "../../antelope/proofWire";
import { abiStruct } from "../../contracts/abiType";
import { abiTable, contractAbi } from "../../contracts/contractAbi";
import {
  chainNameDataSchema,
  checkproofdDataSchema,
  checkproofeDataSchema,
  checkprooffDataSchema,
  initaDataSchema,
  initbDataSchema,
} from "./proverActionData";
import { PROVER_ACTIONS, PROVER_TABLES } from "./proverNames";
import { chainRowSchema, lastProofRowSchema, scheduleRowSchema } from "./proverRows";

/**
 * The proof types every bridge contract's ABI declares (the prover's, the wraplock's and the wraptoken's):
 * the public bridge contract's struct names, fields and order.
 */
export const PROOF_ABI_STRUCTS = [
  abiStruct("permission_level", permissionLevelWire),
  abiStruct("action", actionWire),
  abiStruct("authseq", authSequenceWire),
  abiStruct("actreceipt", actionReceiptWire),
  abiStruct("actionproof", actionProofWire),
  abiStruct("producer_key", producerKeyWire),
  abiStruct("producer_schedule", legacyProducerScheduleWire),
  abiStruct("key_weight", keyWeightWire),
  abiStruct("block_signing_authority_v0", blockSigningAuthorityV0Wire),
  abiStruct("producer_authority", producerAuthorityWire),
  abiStruct("schedulev2", producerAuthorityScheduleWire),
  abiStruct("pair_uint16_bytes", headerExtensionWire),
  abiStruct("blockheader", blockHeaderWire),
  abiStruct("sblockheader", signedBlockHeaderWire),
  abiStruct("anchorblock", anchorBlockWire),
  abiStruct("heavyproof", heavyBlockProofWire),
  abiStruct("lightproof", lightBlockProofWire),
];

/** The variant the producer authority structs name. */
export const PROOF_ABI_VARIANTS = [
  { name: "block_signing_authority", types: ["block_signing_authority_v0"] },
];

/**
 * The prover's ABI (eosio::abi/1.2), derived from its row and action schemas: the public bridge
 * contract's struct names, fields and order, so the JSON of a proof packs to the same bytes it would for
 * the public contract.
 */
export const PROVER_ABI: ABI.Def = contractAbi({
  structs: [
    ...PROOF_ABI_STRUCTS,
    abiStruct("chain", chainRowSchema),
    abiStruct("chainschedule", scheduleRowSchema),
    abiStruct("lastproof", lastProofRowSchema),
    abiStruct(PROVER_ACTIONS.inita, initaDataSchema),
    abiStruct(PROVER_ACTIONS.initb, initbDataSchema),
    abiStruct(PROVER_ACTIONS.checkproofd, checkproofdDataSchema),
    abiStruct(PROVER_ACTIONS.checkproofe, checkproofeDataSchema),
    abiStruct(PROVER_ACTIONS.checkprooff, checkprooffDataSchema),
    abiStruct(PROVER_ACTIONS.disable, chainNameDataSchema),
    abiStruct(PROVER_ACTIONS.enable, chainNameDataSchema),
  ],
  actions: Object.values(PROVER_ACTIONS),
  tables: [
    abiTable(PROVER_TABLES.chains, "chain", [["name", "name"]]),
    abiTable(PROVER_TABLES.schedules, "chainschedule", [["version", "uint64"]]),
    abiTable(PROVER_TABLES.lastproofs, "lastproof", [["id", "uint64"]]),
  ],
  variants: PROOF_ABI_VARIANTS,
});
