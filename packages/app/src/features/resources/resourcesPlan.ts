import { type SwapRequestPayload, swapRequestPayloadSchema } from "@ux/core/accounts/socket";
import { DISPLAY_DECIMALS, formatDisplay, formatUnits, formatUnitsTrimmed } from "@ux/core/money";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import type { NewServiceOrder, OrderLeg } from "../orders";
import { RESOURCES_ORDER_TYPE } from "./resourcesTexts";
import type { ReceiveChoice, SendToken } from "./resourcesTokens";

/** One Resources swap, fixed when the user presses Submit (what the confirm dialog shows and Execute sends). */
export interface ResourcesSwapPlan {
  /** A fresh UUID: the service's job id and the order's uuid. */
  id: string;
  token: SendToken;
  choice: ReceiveChoice;
  sendUnits: bigint;
  receiveUnits: bigint;
  /** The Ethereum browser wallet's address. */
  sendingAddress: string;
  receivingAccount: string;
}

/** 'amount SYMBOL' of what is sent, exact ('0.1 ETH'). */
export function sendText(plan: ResourcesSwapPlan): string {
  return `${formatUnitsTrimmed(plan.sendUnits, plan.token.decimals)} ${plan.token.symbol}`;
}

/** 'amount SYMBOL' of what is received, to 4 decimals as the spec shows amounts ('250.0000 UTXRAM'). */
export function receiveText(plan: ResourcesSwapPlan): string {
  return `${formatDisplay(plan.receiveUnits, plan.choice.decimals, DISPLAY_DECIMALS)} ${plan.choice.symbol}`;
}

/** request's payload (spec 1 §3 'Swap request'): who sends what on Ethereum, who gets what on UX. */
export function swapRequest(plan: ResourcesSwapPlan): SwapRequestPayload {
  return swapRequestPayloadSchema.parse({
    id: plan.id,
    send: {
      account: plan.sendingAddress,
      asset: { symbol: plan.token.symbol, chain: plan.token.chain },
      amount: formatUnitsTrimmed(plan.sendUnits, plan.token.decimals),
    },
    receive: {
      account: plan.receivingAccount,
      asset: { symbol: plan.choice.symbol, chain: NATIVE_CHAIN },
      amount: formatUnits(plan.receiveUnits, plan.choice.decimals),
    },
  });
}

function leg(quantity: string, account: string, chainName: string, label: string): OrderLeg {
  const [amount = "", symbol = ""] = quantity.split(" ");
  return { name: symbol, quantity, amount, account_name: account, chainName, label };
}

/** The order the history shows from the payment on: the tokens sent on Ethereum, received on UX. */
export function resourcesOrder(plan: ResourcesSwapPlan, date: number, uxLabel: string): NewServiceOrder {
  return {
    type: RESOURCES_ORDER_TYPE,
    uuid: plan.id,
    send: [leg(sendText(plan), plan.sendingAddress, plan.token.chain, plan.token.chainLabel)],
    receive: [leg(receiveText(plan), plan.receivingAccount, NATIVE_CHAIN, uxLabel)],
    date,
  };
}
