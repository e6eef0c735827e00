import type { CreatepoolData } from "@ux/core/amm/contract/actions";
import { AMM_ACTIONS, AMM_DEPOSIT_MEMO } from "@ux/core/amm/contract/ammNames";
import { assetTextOf, extSymbolOf, type TokenWithDecimals } from "@ux/core/amm/contract/tokenJson";
import { DEFAULT_FEE_BPS, tokenKey } from "@ux/core/amm/pool";
import { canonicalKeyText } from "../../engine/authority/authorityRules";
import type { ChainEngine, JsonAction } from "../../engine/chainEngine";
import type { BlockContext } from "../../engine/engineContract";
import type { Authority } from "../../engine/state/accountTypes";
import { TEST_ACCOUNT_NAMES } from "../../genesis/testAccounts";
import { uxServiceAccountKey } from "../../genesis/uxServiceAccounts";

/*
 * The ux chain's AMM at genesis: accounts, the bridged tokens and the stablecoin, the LP tokens, and the
 * pools with realistic balances (priced as in GENESIS_USD_PRICES), plus AMM tokens and LP for the test
 * accounts. Runs after the chain genesis (eosio.token holds UTX, UTXRAM and UFX, issued to eosio).
 * Deterministic: the same chain id and time give the same state.
 */

/** The AMM's accounts on the devnet (the network config's chains.ux.amm and lptoken contract). */
export const AMM_GENESIS_ACCOUNTS = {
  /** The AMM contract; its active authority includes amm.ux@eosio.code for inline transfers and LP issue. */
  amm: "amm.ux",
  /** May createpool; holds the genesis liquidity's LP. */
  admin: "amm.admin",
  /** The only account whose settle the AMM accepts (the server's keeper signs with its key). */
  keeper: "amm.keeper",
  /** Token contract of every pool's LP token (issuer: the AMM). */
  lpToken: "lptoken.ux",
} as const;

/** Keys of the AMM accounts: deterministic devnet keys (seed 'ux/<account>'), e.g. for the keeper's config. */
export function ammAccountKey(account: string) {
  return uxServiceAccountKey(account);
}

const token = (contract: string, symbol: string, decimals: number): TokenWithDecimals => ({
  contract,
  symbol,
  decimals,
});

/**
 * Tokens the pools trade. UTX, UTXRAM and UFX are ux's own (eosio.token). EOS, TLOS and WAX on ux are the
 * bridge's wrapped tokens, each on its own contract named as the IBC wraptoken accounts (ibc.wt.<chain>);
 * USDT is the USD stablecoin on 'tethertether' (its EOS mainnet contract name), 4 decimals.
 */
export const AMM_TOKENS = {
  UTX: token("eosio.token", "UTX", 4),
  UTXRAM: token("eosio.token", "UTXRAM", 4),
  UFX: token("eosio.token", "UFX", 4),
  EOS: token("ibc.wt.eos", "EOS", 4),
  TLOS: token("ibc.wt.telos", "TLOS", 4),
  WAX: token("ibc.wt.wax", "WAX", 8),
  USDT: token("tethertether", "USDT", 4),
} as const;
export type AmmTokenName = keyof typeof AMM_TOKENS;

/** Tokens this genesis creates on their own contracts (issuer = the contract), in whole tokens. */
const OWN_TOKENS: readonly AmmTokenName[] = ["EOS", "TLOS", "WAX", "USDT"];
const OWN_TOKEN_MAX_SUPPLY = 10_000_000_000n;
const OWN_TOKEN_ISSUED = 100_000_000n;
const LP_MAX_SUPPLY = 100_000_000_000n;
const LP_DECIMALS = 4;

/** The USD prices the genesis balances encode (documentation: the indexer derives prices from the pools). */
export const GENESIS_USD_PRICES: Readonly<Record<AmmTokenName, string>> = {
  UTX: "0.10",
  UTXRAM: "0.20",
  UFX: "0.50",
  EOS: "0.80",
  TLOS: "0.20",
  WAX: "0.05",
  USDT: "1.00",
};

/** Every pool's minimum trade per token, in units (about one US cent). */
export const GENESIS_MIN_TRADE_UNITS: Readonly<Record<AmmTokenName, bigint>> = {
  UTX: 1_000n,
  UTXRAM: 500n,
  UFX: 200n,
  EOS: 100n,
  TLOS: 500n,
  WAX: 20_000_000n,
  USDT: 100n,
};

export interface GenesisPoolSpec {
  readonly pool_name: string;
  readonly description: string;
  /** Token, whole tokens put in, weight in basis points. */
  readonly assets: readonly (readonly [AmmTokenName, bigint, number])[];
  /** LP symbol code (4 decimals, on lptoken.ux). */
  readonly lp: string;
  /** Whole LP tokens issued to the admin: about the pool's USD value, so one LP is worth about $1. */
  readonly initialLp: bigint;
  readonly is_ufx_pool: boolean;
}

const ufxPair = (other: AmmTokenName, amount: bigint, lp: string): GenesisPoolSpec => ({
  pool_name: `ufx-${other.toLowerCase()}`,
  description: `UFX pair: UFX and ${other} at equal weights; ufxhop routes through it.`,
  assets: [
    ["UFX", 100_000n, 5000],
    [other, amount, 5000],
  ],
  lp,
  initialLp: 100_000n,
  is_ufx_pool: true,
});

/** The genesis pools, created in this order (pool id = index). */
export const GENESIS_POOLS: readonly GenesisPoolSpec[] = [
  {
    pool_name: "antelope",
    description: "The Antelope chains' tokens in one pool: UTX, UTXRAM, EOS, TLOS and WAX at equal weights.",
    assets: [
      ["UTX", 2_000_000n, 2000],
      ["UTXRAM", 1_000_000n, 2000],
      ["EOS", 250_000n, 2000],
      ["TLOS", 1_000_000n, 2000],
      ["WAX", 4_000_000n, 2000],
    ],
    lp: "LPA",
    initialLp: 1_000_000n,
    is_ufx_pool: false,
  },
  {
    pool_name: "usdt-utx",
    description: "USD stablecoin pool: USDT and UTX at equal weights; it anchors USD prices.",
    assets: [
      ["USDT", 100_000n, 5000],
      ["UTX", 1_000_000n, 5000],
    ],
    lp: "LPB",
    initialLp: 200_000n,
    is_ufx_pool: false,
  },
  {
    pool_name: "usdt-eos",
    description: "USD stablecoin pool: USDT and EOS at equal weights.",
    assets: [
      ["USDT", 50_000n, 5000],
      ["EOS", 62_500n, 5000],
    ],
    lp: "LPC",
    initialLp: 100_000n,
    is_ufx_pool: false,
  },
  {
    pool_name: "utx-eos",
    description: "UTX and EOS at equal weights.",
    assets: [
      ["UTX", 500_000n, 5000],
      ["EOS", 62_500n, 5000],
    ],
    lp: "LPD",
    initialLp: 100_000n,
    is_ufx_pool: false,
  },
  {
    pool_name: "eos-wax",
    description: "EOS and WAX weighted 80/20.",
    assets: [
      ["EOS", 100_000n, 8000],
      ["WAX", 400_000n, 2000],
    ],
    lp: "LPE",
    initialLp: 100_000n,
    is_ufx_pool: false,
  },
  {
    pool_name: "utxram-tlos",
    description: "UTXRAM and TLOS at equal weights.",
    assets: [
      ["UTXRAM", 250_000n, 5000],
      ["TLOS", 250_000n, 5000],
    ],
    lp: "LPF",
    initialLp: 100_000n,
    is_ufx_pool: false,
  },
  ufxPair("UTX", 500_000n, "LPG"),
  ufxPair("UTXRAM", 250_000n, "LPH"),
  ufxPair("EOS", 62_500n, "LPI"),
  ufxPair("TLOS", 250_000n, "LPJ"),
  ufxPair("WAX", 1_000_000n, "LPK"),
  ufxPair("USDT", 50_000n, "LPL"),
];

/** What each test account gets on top of the chain genesis, in whole tokens. */
export const TEST_ACCOUNT_AMM_FUNDING = {
  tokens: { EOS: 1_000n, TLOS: 5_000n, WAX: 20_000n, USDT: 1_000n } as Partial<Record<AmmTokenName, bigint>>,
  /** LP of every genesis pool (from the admin's initial LP). */
  lpPerPool: 1_000n,
};

export const lpTokenOf = (spec: GenesisPoolSpec): TokenWithDecimals =>
  token(AMM_GENESIS_ACCOUNTS.lpToken, spec.lp, LP_DECIMALS);

const whole = (t: TokenWithDecimals, amount: bigint) => assetTextOf(amount * 10n ** BigInt(t.decimals), t);

function act(account: string, name: string, actor: string, data: unknown): JsonAction {
  return { account, name, authorization: [{ actor, permission: "active" }], data };
}

function transfer(t: TokenWithDecimals, from: string, to: string, amount: bigint, memo: string): JsonAction {
  return act(t.contract, "transfer", from, { from, to, quantity: whole(t, amount), memo });
}

/** The createpool data of a genesis pool. */
export function createpoolDataOf(spec: GenesisPoolSpec): CreatepoolData {
  return {
    creator: AMM_GENESIS_ACCOUNTS.admin,
    pool_name: spec.pool_name,
    description: spec.description,
    assets: spec.assets.map(([name, amount, weight]) => {
      const t = AMM_TOKENS[name];
      return {
        ext_symbol: extSymbolOf(t),
        quantity: whole(t, amount),
        weight,
        min_trade: assetTextOf(GENESIS_MIN_TRADE_UNITS[name], t),
      };
    }),
    lp_symbol: extSymbolOf(lpTokenOf(spec)),
    initial_lp: whole(lpTokenOf(spec), spec.initialLp),
    fee: DEFAULT_FEE_BPS,
    is_ufx_pool: spec.is_ufx_pool,
  };
}

/** Whole tokens the admin puts into the genesis pools, per token. */
export function genesisLiquidity(): Map<AmmTokenName, bigint> {
  const totals = new Map<AmmTokenName, bigint>();
  for (const spec of GENESIS_POOLS) {
    for (const [name, amount] of spec.assets) totals.set(name, (totals.get(name) ?? 0n) + amount);
  }
  return totals;
}

const UNLIMITED = { ramBytes: -1, netWeight: -1n, cpuWeight: -1n };

function ammAuthority(key: string): Authority {
  return {
    threshold: 1,
    keys: [{ key, weight: 1 }],
    accounts: [{ permission: { actor: AMM_GENESIS_ACCOUNTS.amm, permission: "eosio.code" }, weight: 1 }],
    waits: [],
  };
}

/** Creates (and deploys on) an account unless it exists: a later genesis step may own it already. */
function ensureAccount(
  engine: ChainEngine,
  name: string,
  contractId: string | null,
  createdAt: string,
): void {
  if (engine.account(name) !== undefined) return;
  const key = canonicalKeyText(ammAccountKey(name).toPublic().toLegacyString());
  const owner: Authority = { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] };
  const active = name === AMM_GENESIS_ACCOUNTS.amm ? ammAuthority(key) : owner;
  engine.createAccount({ name, owner, active, limits: UNLIMITED }, createdAt);
  if (contractId !== null) engine.deployContract(name, contractId);
}

function tokenCreation(engine: ChainEngine): JsonAction[] {
  const actions: JsonAction[] = [];
  for (const name of OWN_TOKENS) {
    const t = AMM_TOKENS[name];
    if (Object.keys(engine.currencyStats(t.contract, t.symbol)).length > 0) continue;
    actions.push(
      act(t.contract, "create", t.contract, {
        issuer: t.contract,
        maximum_supply: whole(t, OWN_TOKEN_MAX_SUPPLY),
      }),
    );
    actions.push(
      act(t.contract, "issue", t.contract, {
        to: t.contract,
        quantity: whole(t, OWN_TOKEN_ISSUED),
        memo: "genesis",
      }),
    );
  }
  for (const spec of GENESIS_POOLS) {
    const lp = lpTokenOf(spec);
    actions.push(
      act(lp.contract, "create", lp.contract, {
        issuer: AMM_GENESIS_ACCOUNTS.amm,
        maximum_supply: whole(lp, LP_MAX_SUPPLY),
      }),
    );
  }
  return actions;
}

/** Who holds a token at genesis: eosio for ux's own tokens, the contract itself for the others. */
const holderOf = (t: TokenWithDecimals) => (t.contract === "eosio.token" ? "eosio" : t.contract);

function poolFunding(): JsonAction[] {
  const { admin, amm } = AMM_GENESIS_ACCOUNTS;
  const actions: JsonAction[] = [];
  for (const [name, amount] of genesisLiquidity()) {
    const t = AMM_TOKENS[name];
    actions.push(transfer(t, holderOf(t), admin, amount, "AMM genesis liquidity"));
    actions.push(transfer(t, admin, amm, amount, AMM_DEPOSIT_MEMO));
  }
  for (const spec of GENESIS_POOLS)
    actions.push(act(amm, AMM_ACTIONS.createpool, admin, createpoolDataOf(spec)));
  // The deposits are all spent: this only removes the admin's zero rows.
  actions.push(act(amm, AMM_ACTIONS.withdrawall, admin, { from: admin }));
  return actions;
}

function testAccountFunding(accounts: readonly string[]): JsonAction[] {
  const actions: JsonAction[] = [];
  for (const account of accounts) {
    for (const [name, amount] of Object.entries(TEST_ACCOUNT_AMM_FUNDING.tokens)) {
      const t = AMM_TOKENS[name as AmmTokenName];
      actions.push(transfer(t, holderOf(t), account, amount as bigint, "genesis"));
    }
    for (const spec of GENESIS_POOLS) {
      actions.push(
        transfer(
          lpTokenOf(spec),
          AMM_GENESIS_ACCOUNTS.admin,
          account,
          TEST_ACCOUNT_AMM_FUNDING.lpPerPool,
          "genesis",
        ),
      );
    }
  }
  return actions;
}

/**
 * The AMM's genesis on the ux chain: accounts amm.ux (AMM contract), amm.admin, amm.keeper, lptoken.ux and
 * the token contracts of EOS, TLOS, WAX and USDT; setconfig; tokens and LP symbols; the GENESIS_POOLS
 * funded by the admin through deposits and createpool; then AMM tokens and LP for the test accounts.
 */
export function applyAmmGenesis(
  engine: ChainEngine,
  block: BlockContext,
  testAccounts: readonly string[] = TEST_ACCOUNT_NAMES,
): void {
  const { blockTime } = block;
  const { amm, admin, keeper, lpToken } = AMM_GENESIS_ACCOUNTS;
  ensureAccount(engine, amm, "amm", blockTime);
  ensureAccount(engine, admin, null, blockTime);
  ensureAccount(engine, keeper, null, blockTime);
  ensureAccount(engine, lpToken, "eosio.token", blockTime);
  for (const name of OWN_TOKENS) ensureAccount(engine, AMM_TOKENS[name].contract, "eosio.token", blockTime);
  engine.pushActions(
    [
      act(amm, AMM_ACTIONS.setconfig, amm, { admin, keeper, ufx: extSymbolOf(AMM_TOKENS.UFX) }),
      ...tokenCreation(engine),
    ],
    block,
  );
  engine.pushActions(poolFunding(), block);
  engine.pushActions(testAccountFunding(testAccounts), block);
}

/** Every token the genesis pools hold, assets and LP, by tokenKey (tests and tools). */
export function genesisTokens(): Map<string, TokenWithDecimals> {
  const tokens = new Map<string, TokenWithDecimals>();
  for (const t of Object.values(AMM_TOKENS)) tokens.set(tokenKey(t), t);
  for (const spec of GENESIS_POOLS) tokens.set(tokenKey(lpTokenOf(spec)), lpTokenOf(spec));
  return tokens;
}
