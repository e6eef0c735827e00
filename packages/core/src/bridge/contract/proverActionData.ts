import * as z from "zod/mini";
import {
  toActionProof,
  toHeavyBlockProof,
  toLegacyProducerSchedule,
  toLightBlockProof,
  toProducerAuthoritySchedule,
} from "../../antelope/proofConversion";
import type { ChainInit, HeavyProof, LightProof } from "../../antelope/proofTypes";
import {
  actionProofWire,
  checksum256Wire,
  heavyBlockProofWire,
  legacyProducerScheduleWire,
  lightBlockProofWire,
  nameWire,
  producerAuthorityScheduleWire,
  uint32Wire,
} from "../../antelope/proofWire";
import { nameSchema } from "../../contracts/chainJson";

/*
 * The prover's action data, in the public bridge contract's fields and order (the ABI is derived from
 * these schemas), and the domain values core's checker takes. The proof JSON of a proof server, or the
 * files in shared/test-vectors/ibc-jungle4, is this data as it is.
 */

const initFields = {
  chain_name: nameWire,
  chain_id: checksum256Wire,
  return_value_activated: uint32Wire,
};

/** `inita`: a chain whose current schedule is a legacy producer_schedule. */
export const initaDataSchema = z.object({ ...initFields, initial_schedule: legacyProducerScheduleWire });
export type InitaData = z.output<typeof initaDataSchema>;

/** `initb`: a chain whose current schedule is a producer authority schedule (schedulev2). */
export const initbDataSchema = z.object({ ...initFields, initial_schedule: producerAuthorityScheduleWire });
export type InitbData = z.output<typeof initbDataSchema>;

export const checkproofdDataSchema = z.object({ blockproof: heavyBlockProofWire });
export type CheckproofdData = z.output<typeof checkproofdDataSchema>;

export const checkproofeDataSchema = z.object({
  blockproof: heavyBlockProofWire,
  actionproof: actionProofWire,
});
export type CheckproofeData = z.output<typeof checkproofeDataSchema>;

export const checkprooffDataSchema = z.object({
  blockproof: lightBlockProofWire,
  actionproof: actionProofWire,
});
export type CheckprooffData = z.output<typeof checkprooffDataSchema>;

/** `disable` and `enable`: the chain by its readable name. */
export const chainNameDataSchema = z.object({ chain_name: nameSchema });

function chainInit(data: InitaData | InitbData): Omit<ChainInit, "initialSchedule"> {
  return {
    chainName: data.chain_name,
    chainId: data.chain_id,
    returnValueActivated: data.return_value_activated,
  };
}

export function chainInitOfInita(data: InitaData): ChainInit {
  const schedule = toLegacyProducerSchedule(data.initial_schedule);
  return { ...chainInit(data), initialSchedule: { format: "legacy", schedule } };
}

export function chainInitOfInitb(data: InitbData): ChainInit {
  const schedule = toProducerAuthoritySchedule(data.initial_schedule);
  return { ...chainInit(data), initialSchedule: { format: "authority", schedule } };
}

export function heavyProofOf(data: CheckproofdData | CheckproofeData): HeavyProof {
  return {
    blockProof: toHeavyBlockProof(data.blockproof),
    actionProof: "actionproof" in data ? toActionProof(data.actionproof) : null,
  };
}

export function lightProofOf(data: CheckprooffData): LightProof {
  return { blockProof: toLightBlockProof(data.blockproof), actionProof: toActionProof(data.actionproof) };
}
