import type { ActionContext, ContractDefinition } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";
import { abiTable, contractAbi } from "../framework/contractAbi";

/** A row of `etheraccount` (scope: the contract): one UX account and the Ethereum address mapped to it. */
export interface EtherAccountRow {
  eos_account: string;
  /** Lowercase 0x-prefixed 20-byte address. */
  eth_address: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The secondary key of an address (index_position 2, key_type sha256): the 20 address bytes right-aligned
 * in 32 bytes, the convention of Antelope EVM contracts. get_table_rows with this as lower and upper
 * bound finds the account of an address.
 */
export function ethAddressIndexKey(address: string): string {
  return `${"0".repeat(24)}${address.toLowerCase().replace(/^0x/, "")}`;
}

function table(context: ActionContext) {
  return context.table<EtherAccountRow>(context.self, "etheraccount");
}

function saveLink(context: ActionContext, account: string, address: string, payer: string): void {
  context.check(context.isAccount(account), "account does not exist");
  context.check(ADDRESS.test(address), "invalid Ethereum address");
  const normalized = address.toLowerCase();
  const rows = table(context);
  const owner = rows.findBySecondary(0, ethAddressIndexKey(normalized))[0];
  context.check(
    owner === undefined || owner.value.eos_account === account,
    "address is already linked to another account",
  );
  const row = { eos_account: account, eth_address: normalized };
  if (rows.find(nameValue(account))) rows.modify(payer, row);
  else rows.emplace(payer, row);
}

function link(context: ActionContext, data: { eos_account: string; eth_address: string }): void {
  context.requireAuth(data.eos_account);
  saveLink(context, data.eos_account, data.eth_address, data.eos_account);
}

function unlink(context: ActionContext, data: { eos_account: string }): void {
  context.requireAuth(data.eos_account);
  const rows = table(context);
  context.check(rows.find(nameValue(data.eos_account)) !== undefined, "account has no linked address");
  rows.erase(nameValue(data.eos_account));
}

/** The account service's path (account creation with an Ethereum payer): signed by the contract itself. */
function create(context: ActionContext, data: { eos_account: string; eth_address: string }): void {
  context.requireAuth(context.self);
  saveLink(context, data.eos_account, data.eth_address, context.self);
}

const actionStruct = (name: string, withAddress: boolean) => ({
  name,
  base: "",
  fields: withAddress
    ? [
        { name: "eos_account", type: "name" },
        { name: "eth_address", type: "string" },
      ]
    : [{ name: "eos_account", type: "name" }],
});

/** The MetaMask mapping: table `etheraccount` (rows eos_account, eth_address; secondary index by address). */
export const etheraccountContract: ContractDefinition = {
  id: "etheraccount",
  abi: contractAbi({
    structs: [
      actionStruct("etheraccount", true),
      actionStruct("link", true),
      actionStruct("create", true),
      actionStruct("unlink", false),
    ],
    actions: ["link", "unlink", "create"],
    tables: [
      abiTable("etheraccount", "etheraccount", [
        ["eos_account", "name"],
        ["eth_address", "sha256"],
      ]),
    ],
  }),
  tables: {
    etheraccount: {
      primaryKey: (row: EtherAccountRow) => nameValue(row.eos_account),
      secondaryIndexes: [
        {
          name: "byaddress",
          keyType: "sha256",
          key: (row: EtherAccountRow) => ethAddressIndexKey(row.eth_address),
        },
      ],
    },
  },
  actions: { link, unlink, create },
};
