import { SWAP_FEE_BASIS_POINTS } from "@ux/core/amm";
import { formatUnits } from "@ux/core/money";

/** ours: labels and states the spec leaves unnamed. */
export const SWAP_TEXTS = {
  send: "Amount to send",
  receive: "Amount to receive",
  chooseToken: "Select token",
  /** The token buttons' names add the side to what they show: 'UTX, token to send'. */
  sendToken: "token to send",
  receiveToken: "token to receive",
  chooseFrom: "Select the token to send",
  chooseTo: "Select the token to receive",
  direction: "Swap direction",
  balance: "Balance",
  max: "MAX",
  route: "Route",
  pool: "Pool",
  unitPrice: "Unit price",
  estimate: "You receive (estimate)",
  /** Spec 2 §9: 0.20%, from the basis points. */
  swapFee: `Swap fee ${formatUnits(SWAP_FEE_BASIS_POINTS, 2)}%`,
  toBridge: "Go to Bridge",
  poolsNotLoaded: "The pools could not be loaded; retrying shortly.",
} as const;
