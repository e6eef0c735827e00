import type { ContractDefinition } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";
import {
  deleteauth,
  linkauth,
  newaccount,
  setabi,
  setcode,
  setpriv,
  unlinkauth,
  updateauth,
} from "./accountActions";
import {
  buyram,
  buyrambytes,
  type DelegatedBandwidthRow,
  delegatebw,
  type RefundRow,
  refund,
  type UserResourcesRow,
  undelegatebw,
} from "./resourceActions";
import { systemAbi } from "./systemAbi";

/** Accounts the system contract moves tokens to: they must exist on every chain (genesis creates them). */
export const SYSTEM_ACCOUNTS = ["eosio.ram", "eosio.stake"] as const;

/**
 * The system contract on `eosio` (privileged): accounts and permissions (nodeos' native handlers),
 * RAM bought at a fixed price in the chain's RAM token, CPU/NET stake with a 3-day refund.
 */
export const systemContract: ContractDefinition = {
  id: "eosio.system",
  abi: systemAbi,
  tables: {
    userres: { primaryKey: (row: UserResourcesRow) => nameValue(row.owner) },
    delband: { primaryKey: (row: DelegatedBandwidthRow) => nameValue(row.to) },
    refunds: { primaryKey: (row: RefundRow) => nameValue(row.owner) },
  },
  actions: {
    newaccount,
    updateauth,
    deleteauth,
    linkauth,
    unlinkauth,
    buyram,
    buyrambytes,
    delegatebw,
    undelegatebw,
    refund,
    setcode,
    setabi,
    setpriv,
  },
};
