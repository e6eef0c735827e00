import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Action } from "@wharfkit/antelope";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { etherAccountQuery, linkedAccountFromRows } from "../../src/ethereum/evmGateway/etherAccountLookup";
import { ethereumPayerActiveAuthority } from "../../src/ethereum/evmGateway/ethereumPayerAuthority";
import { decodePushCalldata, encodePushCalldata } from "../../src/ethereum/evmGateway/gatewayContract";
import { GatewayLedger, type GatewayRecord } from "../../src/ethereum/evmGateway/gatewayLedger";
import { packActions, unpackActions } from "../../src/ethereum/evmGateway/packedActions";
import { utxUnitsFromCurrencyBalance, utxUnitsToWei } from "../../src/ethereum/evmGateway/utxBalance";
import { personalMessageBytes } from "../../src/ethereum/injectedWallet/personalMessage";

const ADDRESS = "0xAbCdEf0123456789aBcDeF0123456789AbCdEf01";

describe("UTX balance scaling", () => {
  it("sums the UTX entries of a get_currency_balance answer", () => {
    expect(utxUnitsFromCurrencyBalance([])).toBe(0n);
    expect(utxUnitsFromCurrencyBalance(["12.3456 UTX"])).toBe(123_456n);
    expect(utxUnitsFromCurrencyBalance(["1.0000 UFX", "0.0007 UTX"])).toBe(7n);
  });

  it("refuses texts that are not exact assets, and UTX of another precision", () => {
    expect(() => utxUnitsFromCurrencyBalance(["12.3456"])).toThrow("unexpected balance '12.3456'");
    expect(() => utxUnitsFromCurrencyBalance(["1.23456 UTX"])).toThrow("unexpected UTX precision");
    expect(() => utxUnitsFromCurrencyBalance([" 1.0000 UTX"])).toThrow("unexpected balance");
  });

  it("multiplies by exactly 10^14 (4 -> 18 decimals) for every amount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 62n) - 1n }), (units) => {
        expect(utxUnitsToWei(units)).toBe(units * 100_000_000_000_000n);
      }),
      { numRuns: 200 },
    );
    expect(utxUnitsToWei(10_000n)).toBe(10n ** 18n);
  });
});

describe("etheraccount lookup", () => {
  it("queries the secondary sha256 index with the address left-padded to 32 bytes", () => {
    const query = etherAccountQuery(ADDRESS, "ethmap");
    expect(query).toMatchObject({
      code: "ethmap",
      scope: "ethmap",
      table: "etheraccount",
      index_position: "2",
      key_type: "sha256",
      limit: 1,
      json: true,
    });
    expect(query.lower_bound).toBe("000000000000000000000000abcdef0123456789abcdef0123456789abcdef01");
    expect(query.upper_bound).toBe(query.lower_bound);
    expect(query.lower_bound).toHaveLength(64);
  });

  it("accepts only a row naming this very address", () => {
    expect(
      linkedAccountFromRows(
        { rows: [{ eos_account: "alice", eth_address: ADDRESS.toLowerCase() }] },
        ADDRESS,
      ),
    ).toBe("alice");
    expect(linkedAccountFromRows({ rows: [] }, ADDRESS)).toBeNull();
    expect(
      linkedAccountFromRows({ rows: [{ eos_account: "bob", eth_address: `0x${"00".repeat(20)}` }] }, ADDRESS),
    ).toBeNull();
    expect(() =>
      linkedAccountFromRows({ rows: [{ eos_account: "Bad.Name", eth_address: ADDRESS }] }, ADDRESS),
    ).toThrow("invalid account name");
    expect(() => linkedAccountFromRows({ more: false }, ADDRESS)).toThrow();
  });
});

describe("packed actions and calldata", () => {
  const action = Action.from({
    account: "eosio.token",
    name: "transfer",
    authorization: [{ actor: "alice", permission: "active" }],
    data: "0a0b",
  });

  it("round-trips a vector<action> and refuses trailing or missing bytes", () => {
    const packed = packActions([action, action]);
    expect(unpackActions(packed).map((decoded) => decoded.toJSON())).toEqual([
      action.toJSON(),
      action.toJSON(),
    ]);
    expect(() => unpackActions(new Uint8Array([...packed, 1, 2]))).toThrow(
      "2 trailing bytes after the actions",
    );
    expect(() => unpackActions(packed.slice(0, -1))).toThrow();
  });

  it("round-trips pushEosTransaction calldata with any uint64 rp", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (rp) => {
        const decoded = decodePushCalldata(encodePushCalldata(rp, [action]));
        expect(decoded.rp).toBe(rp);
        expect(decoded.actions.map((one) => one.toJSON())).toEqual([action.toJSON()]);
      }),
      { numRuns: 50 },
    );
    // Upper-case hex is the same calldata.
    expect(decodePushCalldata(encodePushCalldata(1n, [action]).toUpperCase().replace("0X", "0x")).rp).toBe(
      1n,
    );
  });
});

describe("GatewayLedger", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  const record = (nonce: bigint, hash: string, status: 0 | 1 = 1): GatewayRecord => ({
    hash,
    raw: "0x00",
    from: ADDRESS,
    nonce,
    status,
    blockNumber: 7,
    uxTransactionId: status === 1 ? "ab".repeat(32) : null,
    uxError: status === 1 ? null : "refused",
  });

  it("tracks the next nonce per address (case-insensitive), never going back", () => {
    const ledger = new GatewayLedger();
    expect(ledger.nextNonce(ADDRESS)).toBe(0n);
    ledger.commit(record(4n, `0x${"01".repeat(32)}`));
    ledger.commit(record(2n, `0x${"02".repeat(32)}`, 0));
    expect(ledger.nextNonce(ADDRESS.toLowerCase())).toBe(5n);
    expect(ledger.find(`0x${"02".repeat(32)}`.toUpperCase().replace("0X", "0x"))?.status).toBe(0);
    expect(ledger.inBlock(7)).toHaveLength(2);
    expect(ledger.inBlock(8)).toEqual([]);
  });

  it("persists nonces and records to its state file and reloads them", () => {
    folder = mkdtempSync(join(tmpdir(), "ux-gateway-"));
    const file = join(folder, "gateway.json");
    const first = new GatewayLedger(file);
    first.commit(record(0n, `0x${"03".repeat(32)}`));
    first.commit(record(1n, `0x${"04".repeat(32)}`, 0));
    expect(JSON.parse(readFileSync(file, "utf8")).records).toHaveLength(2);
    const reloaded = new GatewayLedger(file);
    expect(reloaded.nextNonce(ADDRESS)).toBe(2n);
    expect(reloaded.find(`0x${"04".repeat(32)}`)).toEqual(record(1n, `0x${"04".repeat(32)}`, 0));
  });
});

describe("Ethereum payer authority", () => {
  it("lets evm.gateway@active satisfy the account's active permission alone", () => {
    expect(ethereumPayerActiveAuthority("PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63")).toEqual(
      {
        threshold: 1,
        keys: [{ key: "PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63", weight: 1 }],
        accounts: [{ permission: { actor: "evm.gateway", permission: "active" }, weight: 1 }],
        waits: [],
      },
    );
    expect(ethereumPayerActiveAuthority(null).keys).toEqual([]);
  });
});

describe("personal_sign message bytes", () => {
  it("reads 0x hex as bytes (odd length padded) and anything else as UTF-8", () => {
    expect([...personalMessageBytes("0x48656c6c6f")]).toEqual([0x48, 0x65, 0x6c, 0x6c, 0x6f]);
    expect([...personalMessageBytes("0xabc")]).toEqual([0x0a, 0xbc]);
    expect([...personalMessageBytes("0x")]).toEqual([]);
    expect([...personalMessageBytes("héllo")]).toEqual([0x68, 0xc3, 0xa9, 0x6c, 0x6c, 0x6f]);
    expect([...personalMessageBytes("0xzz")]).toEqual([0x30, 0x78, 0x7a, 0x7a]);
  });
});
