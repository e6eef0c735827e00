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
