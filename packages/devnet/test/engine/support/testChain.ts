import { createHash } from "node:crypto";
import {
  Bytes,
  KeyType,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from "@wharfkit/antelope";
import { contractRegistry } from "../../../src/contracts";
import { ChainEngine, type JsonAction } from "../../../src/engine/chainEngine";
import { type EngineConfig, uxEngineConfig } from "../../../src/engine/engineConfig";
import type { BlockContext, IncomingTransaction } from "../../../src/engine/engineContract";
import type { ContractDefinition } from "../../../src/engine/execution/contractInterface";
import { UNLIMITED_RESOURCES } from "../../../src/engine/state/accountTypes";

export const CHAIN_ID = "8fc6dce7942189f842170de953932b1f66693ad3788f766e777b6f9d22335c02";
export const GENESIS_TIME_MS = Date.parse("2026-01-01T00:00:00.000Z");

/** Deterministic test keys (sha256 of a label), so failures are reproducible. */
export function testKey(label: string): PrivateKey {
  const seed = createHash("sha256").update(`devnet-engine-test:${label}`).digest();
  return new PrivateKey(KeyType.K1, Bytes.from(seed));
}

/** A block id whose first 4 bytes are the block number (as nodeos' ids). */
export function blockIdOf(blockNum: number): string {
  const hash = createHash("sha256").update(`block:${blockNum}`).digest("hex");
  return blockNum.toString(16).padStart(8, "0") + hash.slice(8);
}

/** A node stand-in: block number, time and the recent block ids TaPoS refers to. */
export class TestBlocks {
  blockNum = 10;
  timeMs = GENESIS_TIME_MS + 10 * 500;

  context(): BlockContext {
    const head = this.blockNum;
    return {
      chainId: CHAIN_ID,
      blockNum: head,
      blockTime: new Date(this.timeMs).toISOString().slice(0, 23),
      producer: "eosio",
      blockIdByNumLow16: (low16) => {
        for (let num = head - 1; num > Math.max(0, head - 65536); num--) {
          if ((num & 0xffff) === low16) return blockIdOf(num);
        }
        return undefined;
      },
    };
  }

  advance(blocks = 1): void {
    this.blockNum += blocks;
    this.timeMs += blocks * 500;
  }
}

export interface TestChain {
  engine: ChainEngine;
  blocks: TestBlocks;
  keys: Record<string, PrivateKey>;
  /** The key of a known account (throws for an unknown one). */
  key(name: string): PrivateKey;
  /** Signs and packs a transaction referencing the previous block. */
  sign(actions: JsonAction[], signers: PrivateKey[], options?: SignOptions): IncomingTransaction;
  /** Signs and applies. */
  push(
    actions: JsonAction[],
    signers: PrivateKey[],
    options?: SignOptions,
  ): ReturnType<ChainEngine["applyTransaction"]>;
  /** Applies one action authorized by `actor`@active, signed with its key. */
  pushBy(
    actor: string,
    account: string,
    name: string,
    data: unknown,
  ): ReturnType<ChainEngine["applyTransaction"]>;
  transfer(from: string, to: string, quantity: string, memo?: string): JsonAction;
  balance(account: string, code?: string, symbol?: string): string | undefined;
}

export interface SignOptions {
  expirationSec?: number;
  refBlockNum?: number;
  refBlockPrefix?: number;
  compression?: 0 | 1;
  maxCpuUsageMs?: number;
  maxNetUsageWords?: number;
}

/** A new account with unlimited resources, owned by `owner`. */
export function addUnlimitedAccount(chain: TestChain, name: string, owner: PrivateKey): void {
  chain.engine.createAccount({ name, owner: owner.toPublic().toString(), limits: UNLIMITED_RESOURCES });
}

export const USER_ACCOUNTS = ["alice", "bob", "carol"] as const;

/** A ux chain with eosio, eosio.token (UTX, UTXRAM issued), eosio.ram, eosio.stake and funded users. */
export function createTestChain(
  extraContracts: ContractDefinition[] = [],
  config: EngineConfig = uxEngineConfig(),
): TestChain {
  const registry = new Map(contractRegistry);
  for (const contract of extraContracts) registry.set(contract.id, contract);
  const engine = new ChainEngine(config, registry);
  const blocks = new TestBlocks();
  const keys: Record<string, PrivateKey> = {};
  for (const name of ["eosio", "eosio.token", "eosio.ram", "eosio.stake"]) {
    keys[name] = testKey(name);
    engine.createAccount({
      name,
      owner: keys[name].toPublic().toString(),
      privileged: name === "eosio",
      limits: UNLIMITED_RESOURCES,
    });
  }
  engine.deployContract("eosio", "eosio.system");
  engine.deployContract("eosio.token", "eosio.token");
  for (const name of USER_ACCOUNTS) {
    keys[name] = testKey(name);
    engine.createAccount({
      name,
      owner: keys[name].toPublic().toString(),
      limits: { ramBytes: 64 * 1024, netWeight: 1_000_000n, cpuWeight: 1_000_000n },
    });
  }
  const sign = (actions: JsonAction[], signers: PrivateKey[], options: SignOptions = {}) =>
    signTestTransaction(engine, blocks, actions, signers, options);
  const transfer = (from: string, to: string, quantity: string, memo = ""): JsonAction =>
    actionBy(from, "eosio.token", "transfer", { from, to, quantity, memo });
  const create = (maximum_supply: string) =>
    actionBy("eosio.token", "eosio.token", "create", { issuer: "eosio", maximum_supply });
  const issue = (quantity: string) =>
    actionBy("eosio", "eosio.token", "issue", { to: "eosio", quantity, memo: "" });
  const block = blocks.context();
  engine.pushActions([create("1000000000.0000 UTX"), create("1000000000.0000 UTXRAM")], block);
  engine.pushActions(
    [
      issue("10000000.0000 UTX"),
      issue("10000000.0000 UTXRAM"),
      ...USER_ACCOUNTS.flatMap((name) => [
        transfer("eosio", name, "1000.0000 UTX", "genesis"),
        transfer("eosio", name, "100.0000 UTXRAM", "genesis"),
      ]),
    ],
    block,
  );

  const key = (name: string) => {
    const known = keys[name];
    if (!known) throw new Error(`no test key for ${name}`);
    return known;
  };
  const push: TestChain["push"] = (actions, signers, options) =>
    engine.applyTransaction(sign(actions, signers, options), blocks.context());
  return {
    engine,
    blocks,
    keys,
    key,
    sign,
    push,
    pushBy: (actor, account, name, data) => push([actionBy(actor, account, name, data)], [key(actor)]),
    transfer,
    balance: (account, code = "eosio.token", symbol = "UTX") => {
      const table = engine.state.tables.find(code, account, "accounts");
      for (const row of table?.rows.values() ?? []) {
        const balance = (row.value as { balance: string }).balance;
        if (balance.endsWith(` ${symbol}`)) return balance;
      }
      return undefined;
    },
  };
}

/** An action authorized by `actor`@active. */
export function actionBy(actor: string, account: string, name: string, data: unknown): JsonAction {
  return { account, name, authorization: [{ actor, permission: "active" }], data };
}

/** Signs and packs a transaction of the engine's actions referencing the block before `blocks`' current one. */
export function signTestTransaction(
  engine: ChainEngine,
  blocks: TestBlocks,
  actions: JsonAction[],
  signers: PrivateKey[],
  options: SignOptions = {},
): IncomingTransaction {
  const refBlockNum = options.refBlockNum ?? blocks.blockNum - 1;
  const refId = blockIdOf(refBlockNum);
  const transaction = Transaction.from({
    expiration: new Date((options.expirationSec ?? Math.floor(blocks.timeMs / 1000) + 60) * 1000)
      .toISOString()
      .slice(0, 19),
    ref_block_num: refBlockNum & 0xffff,
    ref_block_prefix: options.refBlockPrefix ?? Buffer.from(refId, "hex").readUInt32LE(8),
    max_net_usage_words: options.maxNetUsageWords ?? 0,
    max_cpu_usage_ms: options.maxCpuUsageMs ?? 0,
    delay_sec: 0,
    context_free_actions: [],
    actions: actions.map((action) => ({ ...action, data: engine.encodeActionData(action) })),
    transaction_extensions: [],
  });
  const digest = transaction.signingDigest(CHAIN_ID);
  const signed = SignedTransaction.from({
    ...transaction,
    signatures: signers.map((key) => key.signDigest(digest)),
  });
  const packed = PackedTransaction.fromSigned(signed, options.compression ?? 0);
  return {
    signatures: packed.signatures.map(String),
    compression: (options.compression ?? 0) as 0 | 1,
    packedContextFreeData: packed.packed_context_free_data.hexString,
    packedTrx: packed.packed_trx.hexString,
  };
}

/** The test chain with five more accounts (dave, erin, frank, gina, hank) holding 1.0000 UTX each. */
export function chainWithHolders() {
  const chain = createTestChain();
  const names = ["dave", "erin", "frank", "gina", "hank"];
  for (const name of names) addUnlimitedAccount(chain, name, testKey(name));
  chain.engine.pushActions(
    names.map((name) => chain.transfer("alice", name, "1.0000 UTX")),
    chain.blocks.context(),
  );
  return chain;
}

/** The chain error a call throws (fails the test if it does not throw one). */
export function chainErrorOf(run: () => unknown): {
  name: string;
  code: number;
  what: string;
  message: string;
} {
  try {
    run();
  } catch (error) {
    const e = error as {
      errorName?: string;
      errorCode?: number;
      what?: string;
      details?: { message: string }[];
    };
    if (!e.errorName) throw error;
    return {
      name: e.errorName,
      code: e.errorCode ?? 0,
      what: e.what ?? "",
      message: e.details?.[0]?.message ?? "",
    };
  }
  throw new Error("expected a chain error, but the call succeeded");
}
