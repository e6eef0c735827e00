/** The data of a deposit into the AMM: a token transfer to amm.ux with the memo 'Transfer to AMM'. */
export const depositData = (quantity: string, from = "alice") => ({
  from,
  to: "amm.ux",
  quantity,
  memo: "Transfer to AMM",
});

/** One output of a placeorder: a share (in 1/10000) of the input paid out in `sym` of `contract`. */
export const orderOutput = (sym: string, contract: string, proportion: number) => ({
  ext_symbol: { sym, contract },
  proportion,
});

/** The data of a token `open` (symbol 'precision,CODE'), the owner paying its RAM. */
export const tokenOpenData = (symbol: string, owner = "alice") => ({ owner, symbol, ram_payer: owner });

/** The data of an AMM `open`: the owner's AMM balance row for `sym` of `contract`. */
export const ammOpenData = (sym: string, contract: string, owner = "alice") => ({
  owner,
  ext_symbol: { sym, contract },
  ram_payer: owner,
});

/** The data of a placeorder spending `quantity` of the `contract` token in pool `poolId`. */
export const placeorderData = (
  poolId: number,
  contract: string,
  quantity: string,
  outputs: ReturnType<typeof orderOutput>[],
  owner = "alice",
) => ({ contract, outputs, owner, pool_id: poolId, quantity });

/** placeorder data with its min_outputs: the least each output must pay ('9.9289 UTX'), in output order. */
export const withMinOutputs = <T extends object>(data: T, ...quantities: string[]) => ({
  ...data,
  min_outputs: { quantities },
});
