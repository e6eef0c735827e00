import type * as z from "zod/mini";
import { tableRowsPagingSchema } from "./nodeAnswers";
import { issueText, type NodeRequest, parseNodeAnswer } from "./nodeRequest";
import { MalformedAnswerError } from "./transportErrors";

export interface TableRowsQuery {
  code: string;
  scope: string;
  table: string;
  lower_bound?: string;
  upper_bound?: string;
  /** nodeos answers 10 rows without one. */
  limit?: number;
  index_position?: string;
  key_type?: string;
  reverse?: boolean;
}

export interface TableRows<Row> {
  rows: Row[];
  more: boolean;
  /** The lower bound of the next page; undefined when the node gave none. */
  nextKey: string | undefined;
}

export interface AllTableRowsOptions<Row> {
  /** Rows per request; default 500. */
  pageSize?: number;
  row?: z.ZodMiniType<Row>;
  signal?: AbortSignal;
}

const TABLE_ROWS = "/v1/chain/get_table_rows";
/** A table that pages on past this many pages is a node answering in circles, not a table. */
const MAX_PAGES = 10_000;

/** get_table_rows (json) with every row parsed by `row`; a row of another shape names its index. */
export async function readTableRows<Row>(
  request: NodeRequest,
  query: TableRowsQuery,
  row: z.ZodMiniType<Row> | undefined,
  signal: AbortSignal | undefined,
): Promise<TableRows<Row>> {
  const answer = parseNodeAnswer(
    TABLE_ROWS,
    tableRowsPagingSchema,
    await request(TABLE_ROWS, { json: true, ...query }, signal),
  );
  const rows = answer.rows.map((raw, index) => {
    if (row === undefined) return raw as Row;
    const parsed = row.safeParse(raw);
    if (!parsed.success)
      throw new MalformedAnswerError(TABLE_ROWS, `row ${index}: ${issueText(parsed.error)}`);
    return parsed.data;
  });
  const nextKey =
    answer.next_key === undefined || answer.next_key === "" ? undefined : String(answer.next_key);
  return {
    rows,
    // Older nodeos print the next lower bound in `more` instead of true.
    more: answer.more === true || (typeof answer.more === "string" && answer.more !== ""),
    nextKey,
  };
}

type PageReader = <Row>(
  query: TableRowsQuery,
  row: z.ZodMiniType<Row> | undefined,
  signal: AbortSignal | undefined,
) => Promise<TableRows<Row>>;

/** Every row from the query's lower bound on, page after page until the node says there are no more. */
export async function readAllTableRows<Row>(
  readPage: PageReader,
  query: TableRowsQuery,
  options: AllTableRowsOptions<Row> = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  let lower = query.lower_bound;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await readPage(
      { ...query, limit: options.pageSize ?? 500, ...(lower === undefined ? {} : { lower_bound: lower }) },
      options.row,
      options.signal,
    );
    rows.push(...answer.rows);
    // A next key equal to the bound just used would ask for the same page forever.
    if (!answer.more || answer.nextKey === undefined || answer.nextKey === lower) return rows;
    lower = answer.nextKey;
  }
  throw new MalformedAnswerError(
    TABLE_ROWS,
    `table ${query.code}/${query.table} did not end after ${MAX_PAGES} pages`,
  );
}
