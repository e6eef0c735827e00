import type { LiveInfo } from "@ux/core/accounts/socket";
import { formatDisplayWithSymbol } from "@ux/core/money";
import { msg } from "../../../shared/i18n/msg";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import type { NewServiceOrder, OrderLeg } from "../../orders";
import type { NewAccountControl } from "../payment/newAccountControl";
import { payerName } from "../payment/payerSession";
import type { PaymentChoice } from "../payment/paymentChoices";

/** Everything one Create Account run needs, fixed when the user presses Create Account. */
export interface CreationPlan {
  /** A fresh UUID: the service's job id and the order's uuid. */
  id: string;
  name: string;
  choice: PaymentChoice;
  payer: WalletSession;
  control: NewAccountControl;
  /** The stored refCode (spec 1 §4), or null. */
  referralCode: string | null;
  /** What the new account is granted (liveInfo's onboarding). */
  grants: LiveInfo["onboarding"];
}

/** The order's type in the history (spec 1 §4). */
export const ACCOUNT_CREATION_ORDER = msg("Account Creation");

function leg(quantity: string, account: string, chainName: string, label: string): OrderLeg {
  const [amount = "", symbol = ""] = quantity.split(" ");
  return { name: symbol, quantity, amount, account_name: account, chainName, label };
}

/**
 * The 'Account Creation' order: the payment sent (to 4 decimals, as the history shows every amount) and
 * the resources the new account receives.
 */
export function accountCreationOrder(plan: CreationPlan, date: number, uxLabel: string): NewServiceOrder {
  const { choice } = plan;
  const paid = formatDisplayWithSymbol(choice.total, choice.decimals, choice.symbol);
  return {
    type: ACCOUNT_CREATION_ORDER,
    uuid: plan.id,
    send: [leg(paid, payerName(plan.payer), choice.chain, choice.chainLabel)],
    receive: [plan.grants.cpu, plan.grants.net, plan.grants.ram].map((grant) =>
      leg(grant, plan.name, NATIVE_CHAIN, uxLabel),
    ),
    date,
  };
}
