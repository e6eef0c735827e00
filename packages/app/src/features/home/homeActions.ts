import { CREATE_ACCOUNT_PATH } from "../../shared/navigation";

/**
 * The landing page's buttons, in the spec's order (spec 1 §2 '/home'), with where each one leads. The test
 * ids tell 'Trade' here from the header's 'Trade' menu.
 */
export const HOME_ACTIONS = [
  { label: "Trade", to: "/amm/swap", testId: "home-trade" },
  { label: "Create account", to: CREATE_ACCOUNT_PATH, testId: "home-create-account" },
  { label: "Buy UTX", to: "/swap", testId: "home-buy-utx" },
  { label: "Stake UTX", to: "/stake", testId: "home-stake-utx" },
  { label: "Buy UFX", to: "/amm/swap?to=UFX", testId: "home-buy-ufx" },
  { label: "Add Liquidity", to: "/amm/liquidity/add", testId: "home-add-liquidity" },
] as const;
