import { OWNERSHIP_PROOF_CONTRACT } from "@ux/core/auth";
import type { ChainEngine, JsonAction } from "../engine/chainEngine";
import { coreTokenEngineConfig, type EngineConfig, uxEngineConfig } from "../engine/engineConfig";
import type { BlockContext } from "../engine/engineContract";
import { UNLIMITED_RESOURCES } from "../engine/state/accountTypes";
import { ethereumPayerActiveAuthority } from "../ethereum/evmGateway/ethereumPayerAuthority";
import { applyAmmGenesis } from "./amm/ammGenesis";
import { applyBridgeGenesis } from "./bridgeGenesis";
import type { DevnetChainName } from "./chainIds";
import { CHAIN_SPECS, type ChainSpec, type TokenSpec, wholeTokens } from "./chainSpecs";
import { developmentKey } from "./developmentKey";
import { genesisAction, keyAuthority, permissionLinkedTo } from "./genesisActions";
import { applyIbcProverGenesis } from "./ibcProverGenesis";
import { ETHEREUM_MAPPED_ACCOUNT, LOW_RAM_ACCOUNT, MAPPED_ETHEREUM_ADDRESS } from "./scenarioAccounts";
import { applyStakeGenesis } from "./stakeGenesis";
import { applySwapGenesis } from "./swapGenesis";
import { TEST_ACCOUNT_NAMES, testAccountKey } from "./testAccounts";
import { ISSUER_TOKEN, ISSUER_TOKEN_GENESIS_SUPPLY, TOKEN_ISSUER_ACCOUNT } from "./tokenIssuer";
import { RESOURCE_PAYER_PERMISSION, UX_SERVICE_ACCOUNTS, uxServiceAccountKey } from "./uxServiceAccounts";

/** Accounts every chain has from genesis, with unlimited resources (as a chain's system accounts). */
const SYSTEM_ACCOUNTS = ["eosio", "eosio.token", "eosio.ram", "eosio.stake"];
/** ux only: the MetaMask mapping and the KYC registry. */
const UX_CONTRACT_ACCOUNTS: [account: string, contractId: string][] = [
  ["etheraccount", "etheraccount"],
  ["kyc.ux", "kyc"],
  [OWNERSHIP_PROOF_CONTRACT, "ownershipproof"],
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

/** The key of a chain's system and contract accounts: the one development key (developmentKey.ts). */
export function systemAccountKey(_chain: DevnetChainName) {
  return developmentKey();
}

export function engineConfigOf(chain: DevnetChainName): EngineConfig {
  const spec = CHAIN_SPECS[chain];
  return chain === "ux"
    ? uxEngineConfig()
    : coreTokenEngineConfig(`${spec.coreToken.precision},${spec.coreToken.symbol}`);
}

function tokenActions(spec: ChainSpec): JsonAction[] {
  const created = spec.tokens.map((token) =>
    genesisAction(token.contract, "create", token.contract, {
      issuer: "eosio",
      maximum_supply: wholeTokens(token, token.maxSupply),
    }),
  );
  const issued = spec.tokens.map((token) =>
    genesisAction(token.contract, "issue", "eosio", {
      to: "eosio",
      quantity: wholeTokens(token, token.maxSupply / 10n),
      memo: "genesis",
    }),
  );
  return [...created, ...issued];
}

/** How a test account is funded: RAM bought (none: see the low-RAM account) and ux's extra tokens. */
interface Funding {
  ramBytes: number;
  uxExtraTokens: readonly TokenSpec[];
}

function fundingActions(spec: ChainSpec, account: string, funding: Funding): JsonAction[] {
  const amounts = TEST_ACCOUNT_FUNDING;
  const transfer = (token: TokenSpec, units: bigint) =>
    genesisAction(token.contract, "transfer", "eosio", {
      from: "eosio",
      to: account,
      quantity: wholeTokens(token, units),
      memo: "genesis",
    });
  return [
    ...(funding.ramBytes > 0
      ? [
          genesisAction("eosio", "buyrambytes", "eosio", {
            payer: "eosio",
            receiver: account,
            bytes: funding.ramBytes,
          }),
        ]
      : []),
    genesisAction("eosio", "delegatebw", "eosio", {
      from: "eosio",
      receiver: account,
      stake_net_quantity: wholeTokens(spec.coreToken, amounts.stakedNetTokens),
      stake_cpu_quantity: wholeTokens(spec.coreToken, amounts.stakedCpuTokens),
      transfer: true,
    }),
    transfer(spec.coreToken, amounts.liquidCoreTokens),
    ...funding.uxExtraTokens.map((token) => transfer(token, amounts.uxTokens)),
  ];
}

function ordinaryFunding(spec: ChainSpec): Funding {
  return {
    ramBytes: TEST_ACCOUNT_FUNDING.ramBytes,
    uxExtraTokens: spec.name === "ux" ? spec.tokens.slice(1) : [],
  };
}

/**
 * ux's scenario accounts (scenarioAccounts.ts). The low-RAM one gets UTX and UTXRAM (to buy RAM with) but
 * no UFX, so opening UFX adds a row, and its RAM quota is set to exactly what it uses once funded (eosio
 * pays the funding rows). The mapped one is funded like any test account, its active permission also
 * accepts evm.gateway@active, and etheraccount links it to its Ethereum address as account creation does.
 */
function applyScenarioAccounts(engine: ChainEngine, block: BlockContext, blockTime: string): void {
  const spec = CHAIN_SPECS.ux;
  const keyOf = (account: string) => testAccountKey(account).toPublic().toLegacyString();

  engine.createAccount({ name: LOW_RAM_ACCOUNT, owner: keyOf(LOW_RAM_ACCOUNT) }, blockTime);
  const ramToken = spec.ramToken;
  engine.pushActions(
    fundingActions(spec, LOW_RAM_ACCOUNT, { ramBytes: 0, uxExtraTokens: [ramToken] }),
    block,
  );
  const limits = engine.state.limits.get(LOW_RAM_ACCOUNT);
  if (limits === undefined) throw new Error(`${LOW_RAM_ACCOUNT} has no resource limits after funding`);
  const used = engine.state.usage.get(LOW_RAM_ACCOUNT)?.ramUsage ?? 0;
  engine.setResourceLimits(LOW_RAM_ACCOUNT, { ...limits, ramBytes: used });

  const mappedKey = keyOf(ETHEREUM_MAPPED_ACCOUNT);
  engine.createAccount(
    {
      name: ETHEREUM_MAPPED_ACCOUNT,
      owner: mappedKey,
      active: ethereumPayerActiveAuthority(mappedKey, UX_SERVICE_ACCOUNTS.evmGateway),
    },
    blockTime,
  );
  engine.pushActions(
    [
      ...fundingActions(spec, ETHEREUM_MAPPED_ACCOUNT, ordinaryFunding(spec)),
      genesisAction("etheraccount", "create", "etheraccount", {
        eos_account: ETHEREUM_MAPPED_ACCOUNT,
        eth_address: MAPPED_ETHEREUM_ADDRESS,
      }),
    ],
    block,
  );
}

/** ux's token issuer (tokenIssuer.ts): a funded test account, the issuer of DEV, holding some already. */
function applyTokenIssuer(engine: ChainEngine, block: BlockContext, blockTime: string): void {
  const spec = CHAIN_SPECS.ux;
  const token = ISSUER_TOKEN;
  engine.createAccount(
    { name: TOKEN_ISSUER_ACCOUNT, owner: testAccountKey(TOKEN_ISSUER_ACCOUNT).toPublic().toLegacyString() },
    blockTime,
  );
  engine.pushActions(
    [
      ...fundingActions(spec, TOKEN_ISSUER_ACCOUNT, ordinaryFunding(spec)),
      genesisAction(token.contract, "create", token.contract, {
        issuer: TOKEN_ISSUER_ACCOUNT,
        maximum_supply: wholeTokens(token, token.maxSupply),
      }),
      genesisAction(token.contract, "issue", TOKEN_ISSUER_ACCOUNT, {
        to: TOKEN_ISSUER_ACCOUNT,
        quantity: wholeTokens(token, ISSUER_TOKEN_GENESIS_SUPPLY),
        memo: "genesis",
      }),
    ],
    block,
  );
}

/**
 * The resource payer (ux.payer): owner and active under the development key, its noop deployed, and a
 * `cosign` permission holding the services' key, linked to `ux.payer::noop` only (RESOURCE_PAYER_PERMISSION).
 */
function applyResourcePayer(engine: ChainEngine, block: BlockContext, blockTime: string, systemKey: string) {
  const payer = UX_SERVICE_ACCOUNTS.resourcePayer;
  engine.createAccount({ name: payer, owner: systemKey, limits: UNLIMITED_RESOURCES }, blockTime);
  engine.deployContract(payer, "noop");
  const cosignKey = uxServiceAccountKey(payer).toPublic().toLegacyString();
  engine.pushActions(
    permissionLinkedTo(payer, RESOURCE_PAYER_PERMISSION, keyAuthority(cosignKey), [[payer, "noop"]]),
    block,
  );
}

/**
 * A chain's genesis state: system accounts and contracts, its tokens issued to eosio, the funded test
 * accounts (RAM bought, CPU/NET staked, tokens transferred by eosio) and on ux the scenario accounts.
 * Deterministic: the same chain and time always give the same state.
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
      { name, owner: systemKey, privileged: name === "eosio", limits: UNLIMITED_RESOURCES },
      blockTime,
    );
  engine.deployContract("eosio", "eosio.system");
  engine.deployContract("eosio.token", "eosio.token");
  if (chain === "ux") {
    for (const [account, contractId] of UX_CONTRACT_ACCOUNTS) {
      engine.createAccount({ name: account, owner: systemKey, limits: UNLIMITED_RESOURCES }, blockTime);
      engine.deployContract(account, contractId);
    }
    const gateway = UX_SERVICE_ACCOUNTS.evmGateway;
    const gatewayKey = uxServiceAccountKey(gateway).toPublic().toLegacyString();
    engine.createAccount({ name: gateway, owner: gatewayKey, limits: UNLIMITED_RESOURCES }, blockTime);
    applyResourcePayer(engine, block, blockTime, systemKey);
  }
  engine.pushActions(tokenActions(spec), block);
  for (const account of TEST_ACCOUNT_NAMES) {
    engine.createAccount(
      { name: account, owner: testAccountKey(account).toPublic().toLegacyString() },
      blockTime,
    );
    engine.pushActions(fundingActions(spec, account, ordinaryFunding(spec)), block);
  }
  // Before the AMM genesis, which spends ux's wrapped EOS, WAX and TLOS.
  applyBridgeGenesis(engine, chain, block, systemKey);
  if (chain === "ux") {
    applyScenarioAccounts(engine, block, blockTime);
    applyTokenIssuer(engine, block, blockTime);
    applyAmmGenesis(engine, block);
    applyStakeGenesis(engine, block, systemKey);
  }
  applySwapGenesis(engine, chain, block, systemKey);
  applyIbcProverGenesis(engine, chain, block, systemKey);
}
