/** A node's get_info answer on chain `chainId`: all a probe reads of it. */
export const nodeInfo = (chainId: string) => ({
  chain_id: chainId,
  head_block_num: 9,
  head_block_id: "cd".repeat(32),
  head_block_time: "2026-01-01T00:00:00.000",
  last_irreversible_block_num: 8,
});
