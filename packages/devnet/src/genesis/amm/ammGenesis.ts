import { AMM_ACTIONS, AMM_DEPOSIT_MEMO, extSymbolOf, type TokenWithDecimals } from "@ux/core/amm/contract";
import { canonicalKeyText } from "../../engine/authority/authorityRules";
import type { ChainEngine, JsonAction } from "../../engine/chainEngine";
import type { BlockContext } from "../../engine/engineContract";
import { UNLIMITED_RESOURCES } from "../../engine/state/accountTypes";
import { genesisAction, keyAndCodeAuthority, keyAuthority } from "../genesisActions";
import { TEST_ACCOUNT_NAMES } from "../testAccounts";
import { AMM_GENESIS_ACCOUNTS, ammAccountKey } from "./ammAccounts";
import { AMM_TOKENS, type AmmTokenName } from "./ammTokens";
import {
  createpoolDataOf,
  GENESIS_POOLS,
  genesisLiquidity,
  lpTokenOf,
  TEST_ACCOUNT_AMM_FUNDING,
  wholeTokens,
} from "./genesisPools";

/*
 * The ux chain's AMM at genesis: accounts, the bridged tokens and the stablecoin, the LP tokens, and the
 * pools with realistic balances (genesisPools.ts), plus AMM tokens and LP for the test accounts. Runs after
 * the chain genesis (eosio.token holds UTX, UTXRAM and UFX, issued to eosio).
 * Deterministic: the same chain id and time give the same state.
 */

/** Tokens this genesis creates on their own contracts (issuer = the contract), in whole tokens. */
const OWN_TOKENS: readonly AmmTokenName[] = ["EOS", "TLOS", "WAX", "USDT"];
const OWN_TOKEN_MAX_SUPPLY = 10_000_000_000n;
const OWN_TOKEN_ISSUED = 100_000_000n;
const LP_MAX_SUPPLY = 100_000_000_000n;

function transfer(t: TokenWithDecimals, from: string, to: string, amount: bigint, memo: string): JsonAction {
  return genesisAction(t.contract, "transfer", from, { from, to, quantity: wholeTokens(t, amount), memo });
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
  const owner = keyAuthority(key);
  const active = name === AMM_GENESIS_ACCOUNTS.amm ? keyAndCodeAuthority(key, name) : owner;
  engine.createAccount({ name, owner, active, limits: UNLIMITED_RESOURCES }, createdAt);
  if (contractId !== null) engine.deployContract(name, contractId);
}

function tokenCreation(engine: ChainEngine): JsonAction[] {
  const actions: JsonAction[] = [];
  for (const name of OWN_TOKENS) {
    const t = AMM_TOKENS[name];
    if (Object.keys(engine.currencyStats(t.contract, t.symbol)).length > 0) continue;
    actions.push(
      genesisAction(t.contract, "create", t.contract, {
        issuer: t.contract,
        maximum_supply: wholeTokens(t, OWN_TOKEN_MAX_SUPPLY),
      }),
    );
    actions.push(
      genesisAction(t.contract, "issue", t.contract, {
        to: t.contract,
        quantity: wholeTokens(t, OWN_TOKEN_ISSUED),
        memo: "genesis",
      }),
    );
  }
  for (const spec of GENESIS_POOLS) {
    const lp = lpTokenOf(spec);
    actions.push(
      genesisAction(lp.contract, "create", lp.contract, {
        issuer: AMM_GENESIS_ACCOUNTS.amm,
        maximum_supply: wholeTokens(lp, LP_MAX_SUPPLY),
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
    actions.push(genesisAction(amm, AMM_ACTIONS.createpool, admin, createpoolDataOf(spec)));
  // The deposits are all spent: this only removes the admin's zero rows.
  actions.push(genesisAction(amm, AMM_ACTIONS.withdrawall, admin, { from: admin }));
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
      genesisAction(amm, AMM_ACTIONS.setconfig, amm, { admin, keeper, ufx: extSymbolOf(AMM_TOKENS.UFX) }),
      ...tokenCreation(engine),
    ],
    block,
  );
  engine.pushActions(poolFunding(), block);
  engine.pushActions(testAccountFunding(testAccounts), block);
}
