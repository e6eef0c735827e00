import { STAKE_DEPOSIT_MEMO } from "../../../src/stake/contract/stakeNames";

/**
 * The split transaction as stake.ux expects it, written out rather than built by the code under test (core's
 * and the app's tests compare against it): `owner` deposits `quantity` UTX and splits it into `expiry`'s pair.
 */
export function splitActionsLiteral(owner: string, quantity: string, expiry: number) {
  const authorization = [{ actor: owner, permission: "active" }];
  return [
    {
      account: "eosio.token",
      name: "transfer",
      authorization,
      data: { from: owner, to: "stake.ux", quantity, memo: STAKE_DEPOSIT_MEMO },
    },
    { account: "stake.ux", name: "split", authorization, data: { owner, quantity, expiry } },
  ];
}
