import { msg } from "../../shared/i18n/msg";
import { CREATE_ACCOUNT_PATH } from "../../shared/navigation";

/**
 * The landing page's buttons, in the spec's order (spec 1 §2 '/home'), with where each one leads. The test
 * ids tell 'Trade' here from the header's 'Trade' menu.
 */
export const HOME_ACTIONS = [
  { label: msg("Trade"), to: "/amm/swap", testId: "home-trade" },
  { label: msg("Create account"), to: CREATE_ACCOUNT_PATH, testId: "home-create-account" },
  { label: msg("Buy UTX"), to: "/swap", testId: "home-buy-utx" },
  { label: msg("Stake UTX"), to: "/stake", testId: "home-stake-utx" },
  { label: msg("Buy UFX"), to: "/amm/swap?to=UFX", testId: "home-buy-ufx" },
  { label: msg("Add Liquidity"), to: "/amm/liquidity/add", testId: "home-add-liquidity" },
] as const;
