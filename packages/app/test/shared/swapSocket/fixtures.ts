import type {
  LiveInfo,
  ReferralCodeEntry,
  RequestAccepted,
  SwapPair,
  SwapRequestPayload,
} from "@ux/core/accounts/socket";
import { ethPaymentData } from "@ux/core/accounts/socket";

/** Swap socket payloads as the swap service sends them (devnet figures: 1 ETH = 2500 UTXRAM). */

export const REQUEST_ID = "0f8e9b2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b";
export const PAYER = `0x${"ab".repeat(20)}`;
export const OUR_ADDRESS = `0x${"cd".repeat(20)}`;
export const USDT_ADDRESS = `0x${"ef".repeat(20)}`;
export const PAYMENT_HASH = `0x${"12".repeat(32)}`;
export const UX_TX_ID = "34".repeat(32);

export const ETH_TO_UTXRAM: SwapPair = {
  send: { symbol: "ETH", chain: "eth" },
  receive: { symbol: "UTXRAM", chain: "ux" },
  rate: "2500",
  minTx: "0.001",
  maxTx: "1",
  maxTxKYC: "10",
};
export const ETH_TO_UTX: SwapPair = {
  ...ETH_TO_UTXRAM,
  receive: { symbol: "UTX", chain: "ux" },
  rate: "25000",
};
export const USDT_TO_UTX: SwapPair = {
  send: { symbol: "USDT", chain: "eth" },
  receive: { symbol: "UTX", chain: "ux" },
  rate: "10",
  minTx: "1",
  maxTx: "2500",
  maxTxKYC: "25000",
};
export const PAIRS: SwapPair[] = [ETH_TO_UTX, ETH_TO_UTXRAM, USDT_TO_UTX];

export const RATES = { ETH: "2500", USDT: "1", EOS: "0.8" };

export const LIVE_INFO: LiveInfo = {
  onboarding: { cost: "2.5", cpu: "100.0000 UTX", net: "25.0000 UTX", ram: "5.0000 UTXRAM" },
  assets: [
    {
      symbol: "ETH",
      chain: "eth",
      decimals: 18,
      tokenContract: null,
      swapFund: null,
      ourAddress: OUR_ADDRESS,
    },
    {
      symbol: "USDT",
      chain: "eth",
      decimals: 6,
      tokenContract: USDT_ADDRESS,
      swapFund: null,
      ourAddress: OUR_ADDRESS,
    },
  ],
  costs: [{ symbol: "ETH", chain: "eth", amount: "0.001" }],
  confirmationsRequired: 3,
};

/** A Resources request: 0.1 ETH for 250 UTXRAM to alice. */
export const SWAP_REQUEST: SwapRequestPayload = {
  id: REQUEST_ID,
  send: { account: PAYER, asset: { symbol: "ETH", chain: "eth" }, amount: "0.1" },
  receive: { account: "alice", asset: { symbol: "UTXRAM", chain: "ux" }, amount: "250.0000" },
};

export const REQUEST_ACCEPTED: RequestAccepted = {
  id: REQUEST_ID,
  send: SWAP_REQUEST.send,
  receive: SWAP_REQUEST.receive,
  to: OUR_ADDRESS,
  amount: "0.1",
  units: "100000000000000000",
  data: ethPaymentData(REQUEST_ID),
  accountCost: "0",
  expiresAt: Date.parse("2026-03-01T12:30:00Z"),
};

export const confirmationsNews = (confirmations: number) => ({
  uuid: REQUEST_ID,
  orderTxId: PAYMENT_HASH,
  confirmations,
  required: 3,
});

export const SWAP_COMPLETED = {
  uuid: REQUEST_ID,
  orderTxId: PAYMENT_HASH,
  clientClaim: { transaction_id: UX_TX_ID },
  receive: { account: "alice", quantity: "250.0000 UTXRAM" },
};

export const TX_ERROR = { uuid: REQUEST_ID, error: "The payment was not found", refund: null };

export const codeEntry = (code: string, users = 0): ReferralCodeEntry => ({
  code,
  link: `http://127.0.0.1:8080/?ref=${code}`,
  users,
  createdAt: Date.parse("2026-03-01T12:00:00Z"),
});
