import { msg } from "../../shared/i18n/msg";
import { t } from "../../shared/i18n/translate";

/** The node settings panel's texts: catalogue ids (msg) shown through translate(), or filled at render (t). */
export const NODE_SETTINGS_TEXTS = {
  /** The entry in the wallet menus that opens the panel. */
  entry: msg("Nodes"),
  title: msg("Nodes"),
  intro: msg(
    "Choose the node each chain is read from and sends your transactions to. Your choice is remembered in this browser.",
  ),
  latencyNote: (probes: number, timeoutSeconds: number) =>
    t(
      "Latency: the median of {probes} requests from this browser; a node that has not answered within {seconds} s is unreachable.",
      { probes, seconds: timeoutSeconds },
    ),
  measureAgain: msg("Measure again"),
  close: msg("Close"),
  measuring: msg("Measuring…"),
  unreachable: msg("Unreachable"),
  wrongChain: msg("Wrong chain"),
  defaultNode: msg("default"),
  latency: (ms: number) => t("{ms} ms", { ms }),
  wrongChainHelp: msg("A node marked 'Wrong chain' serves another chain and cannot be chosen."),
} as const;
