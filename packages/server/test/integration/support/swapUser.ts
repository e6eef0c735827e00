import { buildAccountMemo } from "@ux/core/accounts/socket";
import type { EthereumDevnet } from "@ux/devnet/ethereum/hardhatNode";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { PrivateKey } from "@wharfkit/antelope";
import { Contract, JsonRpcProvider, Network, Wallet } from "ethers";
import type { Socket } from "socket.io-client";
import { AbiCache } from "../../../src/chain/abiCache";
import { AntelopeSender } from "../../../src/swap/antelopeSender";
import { openSocket, unopenedClient } from "../../support/socketClient";
import { walletBalance } from "./chainReads";
import { chainOf } from "./swapNetwork";

/*
 * A swap-page client against the real services: it records every event the service sends, signs EOSIO
 * payments the way a wallet does (never broadcasting them) and pays on Ethereum from a Hardhat test account.
 */

export const EOS = { contract: "eosio.token", symbol: "EOS", decimals: 4 };
export const UTX = { contract: "eosio.token", symbol: "UTX", decimals: 4 };
export const UTXRAM = { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 };

export class SwapUser {
  readonly events: { event: string; payload: unknown }[] = [];

  private constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => this.events.push({ event, payload }));
  }

  /** Listening before the connection opens, so pairs, rates and liveInfo (sent on connect) are recorded. */
  static async connect(url: string): Promise<SwapUser> {
    const socket = unopenedClient(url);
    const user = new SwapUser(socket);
    await openSocket(socket);
    return user;
  }

  /** Emits with an ack; resolves with the answer. */
  async ask<T = Record<string, unknown>>(event: string, payload?: unknown): Promise<T> {
    const answer =
      payload === undefined
        ? await this.socket.timeout(15_000).emitWithAck(event)
        : await this.socket.timeout(15_000).emitWithAck(event, payload);
    return answer as T;
  }

  named<T = Record<string, unknown>>(event: string): T[] {
    return this.events.filter((item) => item.event === event).map((item) => item.payload as T);
  }

  /** The first `event` whose payload matches, waiting up to `ms`. */
  async next<T = Record<string, unknown>>(
    event: string,
    match: (payload: T) => boolean = () => true,
    ms = 30_000,
  ) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.named<T>(event).find(match);
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`no ${event} within ${ms} ms; got ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** A transfer signed by a test account on an EOSIO chain, as the app's wallet does it, not broadcast. */
export async function signedTransfer(
  api: string,
  chainName: string,
  from: string,
  transfer: { to: string; quantity: string; memo: string; contract?: string },
  expireSeconds = 360,
): Promise<{ serializedTransaction: string; signatures: string[]; txId: string }> {
  const chain = chainOf(api);
  const sender = new AntelopeSender(chainName, chain, new AbiCache(chain));
  const signed = await sender.sign(
    [
      {
        account: transfer.contract ?? "eosio.token",
        name: "transfer",
        authorization: [{ actor: from, permission: "active" }],
        data: { from, to: transfer.to, quantity: transfer.quantity, memo: transfer.memo },
      },
    ],
    { account: from, permission: "active", privateKey: testAccountKey(from) },
    expireSeconds,
  );
  return { serializedTransaction: signed.packedTrx, signatures: signed.signatures, txId: signed.id };
}

/** Signs and pushes `actions` on an EOSIO chain as `actor` (a test account, or eosio with the system key). */
export async function pushAs(
  api: string,
  chainName: string,
  actor: string,
  privateKey: PrivateKey,
  actions: { account: string; name: string; data: Record<string, unknown> }[],
) {
  const chain = chainOf(api);
  const sender = new AntelopeSender(chainName, chain, new AbiCache(chain));
  const signed = await sender.sign(
    actions.map((action) => ({ ...action, authorization: [{ actor, permission: "active" }] })),
    { account: actor, permission: "active", privateKey },
    120,
  );
  return sender.push(signed);
}

/** A fresh key pair for a new account. */
export function newKeys() {
  const key = PrivateKey.generate("K1");
  return { privateKey: key, publicKey: key.toPublic().toLegacyString() };
}

export const accountMemo = (name: string, ownerKey: string, activeKey: string) =>
  buildAccountMemo({ name, ownerKey, activeKey });

/** A Hardhat test account as an Ethereum payer. */
export function ethereumPayer(ethereum: EthereumDevnet, index: number) {
  const account = ethereum.accounts[index];
  if (!account) throw new Error(`no Hardhat account ${index}`);
  const network = Network.from(ethereum.chainId);
  const provider = new JsonRpcProvider(ethereum.url, network, { staticNetwork: network });
  const wallet = new Wallet(account.privateKey, provider);
  const usdt = new Contract(
    ethereum.usdt.address,
    ["function balanceOf(address) view returns (uint256)"],
    provider,
  );
  return {
    address: account.address,
    provider,
    /** Sends what requestAccepted says: `units` to `to` with `data` (ETH carries the value, USDT the call). */
    async pay(accepted: { to: string; units: string; data: string }, eth: boolean): Promise<string> {
      const tx = await wallet.sendTransaction({
        to: accepted.to,
        value: eth ? BigInt(accepted.units) : 0n,
        data: accepted.data,
      });
      await tx.wait();
      return tx.hash;
    },
    ethBalance: () => provider.getBalance(account.address),
    usdtBalance: async () => (await usdt.getFunction("balanceOf")(account.address)) as bigint,
    close: () => provider.destroy(),
  };
}

export const uxBalance = (api: string, owner: string, token = UTX) => walletBalance(api, owner, token);
