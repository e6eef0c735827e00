import type { EngineConfig } from "../engineConfig";
import type { AbiCodec } from "../execution/abiCodec";
import type { AccountRecord } from "../state/accountTypes";
import type { ChainState } from "../state/chainState";
import { accountQueryError } from "./queryErrors";

/** What the read queries read: the state, the engine's configuration, accounts and their ABIs (a ChainEngine). */
export interface ChainReader {
  readonly state: ChainState;
  readonly config: EngineConfig;
  account(name: string): AccountRecord | undefined;
  codecOf(account: string): AbiCodec | undefined;
}

/** The account, or nodeos' account_query_exception. */
export function existingAccount(chain: ChainReader, name: string): AccountRecord {
  const account = chain.account(name);
  if (!account) throw accountQueryError(name);
  return account;
}
