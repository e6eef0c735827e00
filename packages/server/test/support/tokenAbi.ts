import { noopContract } from "@ux/devnet/contracts/noop/noopContract";
import { tokenAbi } from "@ux/devnet/contracts/token/tokenAbi";
import type { ABI } from "@wharfkit/antelope";

// The fake node of the unit tests answers with the devnet contracts' own ABIs, so the two cannot drift.
export const TOKEN_ABI = tokenAbi as unknown as ABI.Def;
export const NOOP_ABI = noopContract.abi as unknown as ABI.Def;
