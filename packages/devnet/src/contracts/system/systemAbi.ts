import { abiTable, contractAbi } from "../framework/contractAbi";

type Field = { name: string; type: string };

function struct(name: string, fields: Field[]) {
  return { name, base: "", fields };
}

function fields(spec: string): Field[] {
  return spec.split(",").map((pair) => {
    const [name, type] = pair.trim().split(":");
    return { name: name as string, type: type as string };
  });
}

/**
 * The eosio system ABI for the actions the devnet implements, with the field names and types of the
 * real eosio.system ABI (so WharfKit and cleos encode them unchanged).
 */
export const systemAbi = contractAbi({
  structs: [
    struct("permission_level", fields("actor:name, permission:name")),
    struct("key_weight", fields("key:public_key, weight:uint16")),
    struct("permission_level_weight", fields("permission:permission_level, weight:uint16")),
    struct("wait_weight", fields("wait_sec:uint32, weight:uint16")),
    struct(
      "authority",
      fields("threshold:uint32, keys:key_weight[], accounts:permission_level_weight[], waits:wait_weight[]"),
    ),
    struct("newaccount", fields("creator:name, name:name, owner:authority, active:authority")),
    struct(
      "updateauth",
      fields("account:name, permission:name, parent:name, auth:authority, authorized_by:name$"),
    ),
    struct("deleteauth", fields("account:name, permission:name, authorized_by:name$")),
    struct("linkauth", fields("account:name, code:name, type:name, requirement:name, authorized_by:name$")),
    struct("unlinkauth", fields("account:name, code:name, type:name, authorized_by:name$")),
    struct("buyram", fields("payer:name, receiver:name, quant:asset")),
    struct("buyrambytes", fields("payer:name, receiver:name, bytes:uint32")),
    struct(
      "delegatebw",
      fields("from:name, receiver:name, stake_net_quantity:asset, stake_cpu_quantity:asset, transfer:bool"),
    ),
    struct(
      "undelegatebw",
      fields("from:name, receiver:name, unstake_net_quantity:asset, unstake_cpu_quantity:asset"),
    ),
    struct("refund", fields("owner:name")),
    struct("setcode", fields("account:name, vmtype:uint8, vmversion:uint8, code:bytes")),
    struct("setabi", fields("account:name, abi:bytes")),
    struct("setpriv", fields("account:name, is_priv:uint8")),
    struct("user_resources", fields("owner:name, net_weight:asset, cpu_weight:asset, ram_bytes:int64")),
    struct("delegated_bandwidth", fields("from:name, to:name, net_weight:asset, cpu_weight:asset")),
    struct(
      "refund_request",
      fields("owner:name, request_time:time_point_sec, net_amount:asset, cpu_amount:asset"),
    ),
  ],
  actions: [
    "newaccount",
    "updateauth",
    "deleteauth",
    "linkauth",
    "unlinkauth",
    "buyram",
    "buyrambytes",
    "delegatebw",
    "undelegatebw",
    "refund",
    "setcode",
    "setabi",
    "setpriv",
  ],
  tables: [
    abiTable("delband", "delegated_bandwidth"),
    abiTable("refunds", "refund_request"),
    abiTable("userres", "user_resources"),
  ],
});
