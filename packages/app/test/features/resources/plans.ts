import type { ResourcesSwapPlan } from "../../../src/features/resources/resourcesPlan";
import { PAYER, REQUEST_ID } from "../../shared/swapSocket/fixtures";
import { ETH, TO_UTXRAM, USDT, USDT_TO_UTX_CHOICE, WEI } from "./fixtures";

/** 0.1 ETH for 250.0000 UTXRAM to alice (the swap socket fixtures' request). */
export const ETH_PLAN: ResourcesSwapPlan = {
  id: REQUEST_ID,
  token: ETH,
  choice: TO_UTXRAM,
  sendUnits: WEI / 10n,
  receiveUnits: 2_500_000n,
  sendingAddress: PAYER,
  receivingAccount: "alice",
};

/** 12.5 USDT for 125.0000 UTX to bob. */
export const USDT_PLAN: ResourcesSwapPlan = {
  ...ETH_PLAN,
  token: USDT,
  choice: USDT_TO_UTX_CHOICE,
  sendUnits: 12_500_000n,
  receiveUnits: 1_250_000n,
  receivingAccount: "bob",
};
