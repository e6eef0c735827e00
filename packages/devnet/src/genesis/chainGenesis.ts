import { applyAmmGenesis } from "../contracts/amm/genesisPools";
import type { ChainEngine, JsonAction } from "../engine/chainEngine";
import { coreTokenEngineConfig, type EngineConfig, uxEngineConfig } from "../engine/engineConfig";
import type { BlockContext } from "../engine/engineContract";
import type { DevnetChainName } from "./chainIds";
import { CHAIN_SPECS, type ChainSpec, type TokenSpec, wholeTokens } from "./chainSpecs";
import { deterministicKey } from "./deterministicKey";
import { TEST_ACCOUNT_NAMES, testAccountKey } from "./testAccounts";
import { UX_SERVICE_ACCOUNTS, uxServiceAccountKey } from "./uxServiceAccounts";

/** Accounts every chain has from genesis, with unlimited resources (as a chain's system accounts). */
const SYSTEM_ACCOUNTS = ["eosio", "eosio.token", "eosio.ram", "eosio.stake"];
/** ux only: the MetaMask mapping and the KYC registry. */
const UX_CONTRACT_ACCOUNTS: [account: string, contractId: string][] = [
  ["etheraccount", "etheraccount"],
  ["kyc.ux", "kyc"],
];

/** What each test account gets at genesis, in whole tokens (core token unless named). */
export const TEST_ACCOUNT_FUNDING = {
  liquidCoreTokens: 10_000n,
  stakedCpuTokens: 1_000n,
  stakedNetTokens: 1_000n,
  ramBytes: 64 * 1024,
  /** ux only: liquid UTXRAM and UFX. */
  uxTokens: 1_000n,
};

const UNLIMITED = { ramBytes: -1, netWeight: -1n, cpuWeight: -1n };

/** The key of a chain's system accounts (eosio, eosio.token, ...): deterministic, for devnet tooling. */
export function systemAccountKey(chain: DevnetChainName) {
  return deterministicKey(`${chain}/system`);
}

export function engineConfigOf(chain: DevnetChainName): EngineConfig {
  const spec = CHAIN_SPECS[chain];
  return chain === "ux"
    ? uxEngineConfig()
    : coreTokenEngineConfig(`${spec.coreToken.precision},${spec.coreToken.symbol}`);
}

function action(account: string, name: string, actor: string, data: unknown): JsonAction {
  return { account, name, authorization: [{ actor, permission: "active" }], data };
}

function tokenActions(spec: ChainSpec): JsonAction[] {
  const created = spec.tokens.map((token) =>
    action(token.contract, "create", token.contract, {
      issuer: "eosio",
      maximum_supply: wholeTokens(token, token.maxSupply),
    }),
  );
  const issued = spec.tokens.map((token) =>
    action(token.contract, "issue", "eosio", {
      to: "eosio",
      quantity: wholeTokens(token, token.maxSupply / 10n),
      memo: "genesis",
    }),
  );
  return [...created, ...issued];
}

function fundingActions(spec: ChainSpec, account: string): JsonAction[] {
  const funding = TEST_ACCOUNT_FUNDING;
  const transfer = (token: TokenSpec, units: bigint) =>
    action(token.contract, "transfer", "eosio", {
      from: "eosio",
      to: account,
      quantity: wholeTokens(token, units),
      memo: "genesis",
    });
  const extra =
    spec.name === "ux" ? spec.tokens.slice(1).map((token) => transfer(token, funding.uxTokens)) : [];
  return [
    action("eosio", "buyrambytes", "eosio", { payer: "eosio", receiver: account, bytes: funding.ramBytes }),
    action("eosio", "delegatebw", "eosio", {
      from: "eosio",
      receiver: account,
      stake_net_quantity: wholeTokens(spec.coreToken, funding.stakedNetTokens),
      stake_cpu_quantity: wholeTokens(spec.coreToken, funding.stakedCpuTokens),
      transfer: true,
    }),
    transfer(spec.coreToken, funding.liquidCoreTokens),
    ...extra,
  ];
}

/**
 * A chain's genesis state: system accounts and contracts, its tokens issued to eosio, and the funded test
 * accounts (RAM bought, CPU/NET staked, tokens transferred by eosio). Deterministic: the same chain and
 * time always give the same state.
 */
export function applyGenesis(
  engine: ChainEngine,
  chain: DevnetChainName,
  chainId: string,
  blockTime: string,
): void {
  const spec = CHAIN_SPECS[chain];
  const systemKey = systemAccountKey(chain).toPublic().toLegacyString();
  const block: BlockContext = {
    chainId,
    blockNum: 1,
    blockTime,
    producer: "eosio",
    blockIdByNumLow16: () => undefined,
  };
  for (const name of SYSTEM_ACCOUNTS)
    engine.createAccount(
      { name, owner: systemKey, privileged: name === "eosio", limits: UNLIMITED },
      blockTime,
    );
  engine.deployContract("eosio", "eosio.system");
  engine.deployContract("eosio.token", "eosio.token");
  if (chain === "ux") {
    for (const [account, contractId] of UX_CONTRACT_ACCOUNTS) {
      engine.createAccount({ name: account, owner: systemKey, limits: UNLIMITED }, blockTime);
      engine.deployContract(account, contractId);
    }
    for (const account of Object.values(UX_SERVICE_ACCOUNTS)) {
      const key = uxServiceAccountKey(account).toPublic().toLegacyString();
      engine.createAccount({ name: account, owner: key, limits: UNLIMITED }, blockTime);
    }
    engine.deployContract(UX_SERVICE_ACCOUNTS.resourcePayer, "noop");
  }
  engine.pushActions(tokenActions(spec), block);
  for (const account of TEST_ACCOUNT_NAMES) {
    engine.createAccount(
      { name: account, owner: testAccountKey(account).toPublic().toLegacyString() },
      blockTime,
    );
    engine.pushActions(fundingActions(spec, account), block);
  }
  if (chain === "ux") applyAmmGenesis(engine, chainId, blockTime);
}
