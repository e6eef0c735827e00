import { msg } from "../../text/message";

/*
 * The swap socket (spec 1 §7 'Realtime sockets: swap backend'; ARCHITECTURE.md §8): account creation paid on
 * another chain, Resources swaps paid on Ethereum, and referral links. socket.io, websocket transport; each
 * client event may carry an ack callback as its last argument, which gets the same answer as the event
 * named beside it (or {error} for a refusal, also sent as `msg`). Amounts travel as decimal text.
 *
 * On connect the service sends `pairs`, `rates` and `liveInfo` (and again whenever they change).
 *
 * Account creation, EOSIO payer (eos, wax, telos): the app signs, WITHOUT broadcasting, a transfer to the
 * swap fund of at least the account cost with memo `name,ownerKey,activeKey` (buildAccountMemo), 3 blocks
 * behind, expiring in 360 s, and sends
 *   createAccount {id, chain, serializedTransaction, signatures, referralCode}
 * The service checks recipient, amount, memo, name and keys BEFORE broadcasting (a refusal is `msg` and no
 * money moves), broadcasts, waits for the payment to be irreversible, then creates the UX account with the
 * spec's resources: `accountCreated {uuid, orderTxId, transaction_id, account}`.
 *
 * Ethereum payer (ETH or USDT), account creation and Resources swaps alike:
 *   request {id, send, receive, newAccount?, referralCode?} -> requestAccepted {id, payTo, amount, data, ...}
 * checks everything that can be checked before paying (pair, rate, limits for the receiver, the new name and
 * keys, the account cost) and says what to send; the app then sends exactly `amount` to `payTo` with `data`
 * (ethPaymentData / erc20PaymentData: the payment names the request) and reports it:
 *   transferOnEthereum {id, send, receive, newAccount?, transactionHash}
 * The service watches the transaction and pushes `confirmations {uuid, orderTxId, confirmations, required}`
 * (n/3); at 3 it creates the account (`accountCreated`) or pays the receiver in UTX or UTXRAM
 * (`swapCompleted {uuid, orderTxId, clientClaim: {transaction_id}, receive}`).
 *
 * A job that fails after the payment reached the service is refunded to the payer: `txError {uuid, error,
 * refund}`. Sending createAccount or transferOnEthereum again with the same id and payload is harmless: it
 * re-attaches the connection to that job and repeats its latest news (after a reconnection, for instance).
 *
 * Referrals need a proven session (getNonce -> swapNonce, verifyAuth / verifyAuthMetamask -> verifyAuthRes,
 * setUser, loggedOut: the events every product socket shares, see core/auth):
 *   getNewCode -> codesList (the ack gets {code, codes});  getCodes -> codesList;
 *   getCodeUser {code} -> codeUser {code, account, users} (whose link a code is; any connection may ask).
 */

export const SWAP_SOCKET_EVENTS = {
  // Server -> client, on connect and on change.
  pairs: "pairs",
  rates: "rates",
  liveInfo: "liveInfo",
  // Account creation and swaps.
  createAccount: "createAccount",
  request: "request",
  requestAccepted: "requestAccepted",
  transferOnEthereum: "transferOnEthereum",
  confirmations: "confirmations",
  accountCreated: "accountCreated",
  swapCompleted: "swapCompleted",
  txError: "txError",
  /** A refusal: the text of the spec's 'Error' notification. */
  msg: "msg",
  // Proven sessions (core/auth; shared by every product socket).
  getNonce: "getNonce",
  swapNonce: "swapNonce",
  verifyAuth: "verifyAuth",
  verifyAuthMetamask: "verifyAuthMetamask",
  verifyAuthRes: "verifyAuthRes",
  setUser: "setUser",
  loggedOut: "loggedOut",
  // Referrals.
  getNewCode: "getNewCode",
  getCodes: "getCodes",
  codesList: "codesList",
  getCodeUser: "getCodeUser",
  codeUser: "codeUser",
} as const;

/** The spec's refusal when an account already holds 50 unused links (spec 1 §8, quoted exactly). */
export const MAX_REFERRAL_LINKS_REACHED = msg(
  "Max referral links reached – You can only have 50 unused links",
);
