import { msg } from "./i18n/msg";

/** The legal disclaimer shown on the landing page and in the disclaimer dialog. */
export const LEGAL_DISCLAIMER = msg(
  "UX Network is decentralized finance software. Digital assets are volatile, and swapping, providing " +
    "liquidity, staking and moving tokens between chains carry risks, including the loss of the assets you " +
    "commit. Nothing in this app is financial, investment, legal or tax advice. Transactions you sign with " +
    "your wallet are final and cannot be reversed by anyone. You alone keep your keys, and you are responsible " +
    "for complying with the laws that apply to you.",
);
