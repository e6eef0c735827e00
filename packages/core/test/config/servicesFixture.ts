/** A network config's `services` block with the devnet's ports: the config tests vary the other parts. */
export const DEVNET_SERVICES = {
  ammIndexer: "http://127.0.0.1:8700/summary",
  chartIndex: "http://127.0.0.1:8701",
  ammSocket: "http://127.0.0.1:8702",
  stakeSocket: "http://127.0.0.1:8703",
  swapSocket: "http://127.0.0.1:8704",
};
