import type { TableRowsParams } from "../../../src/engine/queries/tableRowsQuery";

/** get_table_rows as a request without options asks it: no bounds, 10 rows, forward, primary index, JSON. */
export const BASE_PARAMS: TableRowsParams = {
  lowerBound: "",
  upperBound: "",
  limit: 10,
  reverse: false,
  indexPosition: "",
  keyType: "",
  json: true,
  showPayer: false,
};
