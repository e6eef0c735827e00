import { SWAP_FEE_BASIS_POINTS } from "@ux/core/amm";
import { formatUnits } from "@ux/core/money";
import { fillMessage } from "@ux/core/text";
import { msg } from "../../shared/i18n/msg";

/** ours: labels and states the spec leaves unnamed. */
export const SWAP_TEXTS = {
  send: msg("Amount to send"),
  receive: msg("Amount to receive"),
  chooseToken: msg("Select token"),
  /** The token buttons' names add the side to what they show: 'UTX, token to send'. */
  sendToken: msg("token to send"),
  receiveToken: msg("token to receive"),
  chooseFrom: msg("Select the token to send"),
  chooseTo: msg("Select the token to receive"),
  direction: msg("Swap direction"),
  balance: msg("Balance"),
  max: msg("MAX"),
  route: msg("Route"),
  pool: msg("Pool"),
  unitPrice: msg("Unit price"),
  estimate: msg("You receive (estimate)"),
  /** Spec 2 §9: 0.20%, from the basis points. */
  swapFee: fillMessage("Swap fee {percent}%", { percent: formatUnits(SWAP_FEE_BASIS_POINTS, 2) }),
  toBridge: msg("Go to Bridge"),
  poolsNotLoaded: msg("The pools could not be loaded; retrying shortly."),
} as const;
