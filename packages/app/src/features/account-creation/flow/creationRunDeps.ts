import type { ActionInput, PermissionLevel, SignedTransaction } from "@ux/core/chainClient";
import type { Eip1193Provider } from "../../../shared/ethereum/eip1193";
import type { EthereumPayment } from "../../../shared/ethereum/sendPayment";
import type { Notifier } from "../../../shared/notifications/notifier";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import type { NewServiceOrder } from "../../orders";
import type { CreationState } from "./creationFlow";
import type { CreationService } from "./creationService";

/** What a Create Account run reaches outside itself; live ones in liveCreationDeps, fakes in tests. */
export interface CreationRunDeps {
  service: CreationService;
  /** The EOSIO payer's wallet signs, 3 blocks behind and expiring in 360 s, without broadcasting. */
  signPayment(
    session: WalletSession,
    buildActions: (signer: PermissionLevel) => ActionInput[],
  ): Promise<SignedTransaction>;
  /** The browser wallet on the payment's Ethereum chain, or why not (the wrong-network text). */
  ethereumWallet(
    chain: string,
  ): Promise<{ ok: true; provider: Eip1193Provider } | { ok: false; error: string }>;
  sendPayment(provider: Eip1193Provider, payment: EthereumPayment): Promise<string>;
  orders: {
    record(order: NewServiceOrder): void;
    complete(uuid: string, orderTxId: string, resultTxId: string): void;
    fail(uuid: string, message: string): void;
  };
  notify: Pick<Notifier, "success" | "error">;
  /** Applies a transition to the flow's state (creationStore). */
  update(transition: (state: CreationState) => CreationState): void;
  /** Calls `listener` whenever the swap socket connects again; returns the unsubscribe. */
  onReconnect(listener: () => void): () => void;
  /** Keeps the swap socket open while the job runs; returns the release. */
  hold(): () => void;
  /** The native network's label, for the order's legs. */
  uxLabel: string;
  now(): number;
  log(message: string, detail?: unknown): void;
}
