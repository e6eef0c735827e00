import type { SignedTransaction } from "@ux/core/chainClient";
import type { CreationState } from "../../../../src/features/account-creation/flow/creationFlow";
import { initialCreationState } from "../../../../src/features/account-creation/flow/creationFlow";
import type { CreationPlan } from "../../../../src/features/account-creation/flow/creationPlan";
import type { CreationRunDeps } from "../../../../src/features/account-creation/flow/creationRunDeps";
import type {
  CreationJobEvent,
  ServiceAnswer,
} from "../../../../src/features/account-creation/flow/creationService";
import type { NewServiceOrder } from "../../../../src/features/orders";
import type { EthereumPayment } from "../../../../src/shared/ethereum/sendPayment";
import { FakeProvider } from "../../../shared/ethereum/fakeProvider";
import { LIVE_INFO, PAYMENT_HASH, REQUEST_ACCEPTED, REQUEST_ID } from "../../../shared/swapSocket/fixtures";
import { EOS_CHOICE, EOS_SESSION, NEW_NAME, OWNER_KEY } from "../fixtures";

export const SIGNED: SignedTransaction = {
  id: "aa".repeat(32),
  packedTrx: "00ff",
  signatures: ["SIG_K1_payer"],
};
export const NOW = Date.parse("2026-03-01T12:00:00Z");

export const EOS_PLAN: CreationPlan = {
  id: REQUEST_ID,
  name: NEW_NAME,
  choice: EOS_CHOICE,
  payer: EOS_SESSION,
  control: { kind: "keys", owner: OWNER_KEY, active: OWNER_KEY },
  referralCode: "abcdefghijkl",
  grants: LIVE_INFO.onboarding,
};

/**
 * A Create Account run's surroundings played by the test: the service answers and pushes news (`push`), the
 * wallets sign or refuse, and everything the run does is recorded (orders, notifications, state, holds).
 */
export function fakeCreationDeps() {
  const seen = {
    state: initialCreationState() as CreationState,
    orders: [] as NewServiceOrder[],
    completed: [] as [string, string, string][],
    failed: [] as [string, string][],
    errors: [] as string[],
    successes: [] as string[],
    signed: [] as unknown[],
    payments: [] as EthereumPayment[],
    sent: [] as [string, unknown][],
    holds: 0,
    logs: [] as string[],
  };
  const listeners = new Map<string, (event: CreationJobEvent) => void>();
  const reconnects = new Set<() => void>();
  const provider = new FakeProvider();
  const answers = {
    createAccount: { kind: "answered", answer: { ok: true } } as ServiceAnswer<unknown>,
    request: { kind: "answered", answer: REQUEST_ACCEPTED } as ServiceAnswer<typeof REQUEST_ACCEPTED>,
    transferOnEthereum: { kind: "answered", answer: { ok: true } } as ServiceAnswer<unknown>,
  };
  const control = {
    sign: async (): Promise<SignedTransaction> => SIGNED,
    wallet: async (): ReturnType<CreationRunDeps["ethereumWallet"]> => ({ ok: true, provider }),
    send: async (): Promise<string> => PAYMENT_HASH,
  };
  const deps: CreationRunDeps = {
    service: {
      createAccount: async (payload) => {
        seen.sent.push(["createAccount", payload]);
        return answers.createAccount;
      },
      request: async (payload) => {
        seen.sent.push(["request", payload]);
        return answers.request;
      },
      transferOnEthereum: async (payload) => {
        seen.sent.push(["transferOnEthereum", payload]);
        return answers.transferOnEthereum;
      },
      watchJob: (id, listener) => {
        listeners.set(id, listener);
        return () => listeners.delete(id);
      },
    },
    signPayment: async (session, build) => {
      seen.signed.push(build({ actor: session.actor, permission: session.permission }));
      return control.sign();
    },
    ethereumWallet: () => control.wallet(),
    sendPayment: async (_provider, payment) => {
      seen.payments.push(payment);
      return control.send();
    },
    orders: {
      record: (order) => seen.orders.push(order),
      complete: (...args) => seen.completed.push(args),
      fail: (...args) => seen.failed.push(args),
    },
    notify: { error: (text) => seen.errors.push(text), success: (text) => seen.successes.push(text) },
    update: (transition) => {
      seen.state = transition(seen.state);
    },
    onReconnect: (listener) => {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
    hold: () => {
      seen.holds += 1;
      return () => {
        seen.holds -= 1;
      };
    },
    uxLabel: "UX Network",
    now: () => NOW,
    log: (message) => seen.logs.push(message),
  };
  return {
    deps,
    seen,
    answers,
    control,
    provider,
    /** The service pushes news of a job. */
    push: (event: CreationJobEvent) => listeners.get(event.news.uuid)?.(event),
    watching: () => listeners.size,
    reconnect: () => {
      for (const listener of [...reconnects]) listener();
    },
    reconnectListeners: () => reconnects.size,
  };
}
