import { describe, expect, it } from "vitest";
import type { Order } from "../../../../src/features/orders/store/order";
import {
  csvField,
  guardFormula,
  isoTime,
  ORDERS_CSV_COLUMNS,
  orderCsvRecord,
  ordersCsv,
  ordersCsvFileName,
  splitQuantity,
  toCsv,
} from "../../../../src/features/orders/store/ordersCsv";
import { ammOrder, orderLeg, refundedLine } from "../orderFixtures";

const TX = "ab".repeat(32);
const AMM_TX = "cd".repeat(32);
const FORWARD_TX = "ef".repeat(32);

/** A record as an object by column, to read the expectations by name. */
const recordOf = (order: Order) =>
  Object.fromEntries(ORDERS_CSV_COLUMNS.map((column, i) => [column, orderCsvRecord(order)[i]]));

describe("CSV fields (RFC 4180)", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ["line\nbreak", '"line\nbreak"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    ["crlf\r\nend", '"crlf\r\nend"'],
    ["semi; colon", "semi; colon"],
    ["Ünïcødé → ✓", "Ünïcødé → ✓"],
  ])("csvField(%j) is %j", (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it("toCsv ends every record with CRLF", () => {
    expect(
      toCsv([
        ["a", "b,c"],
        ["1", ""],
      ]),
    ).toBe('a,"b,c"\r\n1,\r\n');
    expect(toCsv([])).toBe("");
  });
});

describe("formula injection guard", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1", "'+1"],
    ["-1+1", "'-1+1"],
    ["@cmd", "'@cmd"],
    ["\tlead", "'\tlead"],
    ["\rlead", "'\rlead"],
    ["a=b", "a=b"],
    ["1.0000 UTX", "1.0000 UTX"],
    ["", ""],
  ])("guardFormula(%j) is %j", (text, expected) => {
    expect(guardFormula(text)).toBe(expected);
  });

  it("guards the text fields and then quotes them", () => {
    const order = ammOrder({
      type: '=HYPERLINK("http://x","y")',
      completed: true,
      error: true,
      errorMessage: "-2+3, rejected",
    });
    const record = recordOf(order);
    expect(record.type).toBe('\'=HYPERLINK("http://x","y")');
    expect(record.error).toBe("'-2+3, rejected");
    expect(ordersCsv([order]).split("\r\n")[1]).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(ordersCsv([order]).split("\r\n")[1]?.endsWith(',"\'-2+3, rejected"')).toBe(true);
  });
});

describe("order fields", () => {
  it.each([
    ["12.3456 UTX", { amount: "12.3456", token: "UTX" }],
    ["0.00000001 BTC", { amount: "0.00000001", token: "BTC" }],
    ["4611686018427.3903 UTX", { amount: "4611686018427.3903", token: "UTX" }],
    ["100 EOS", { amount: "100", token: "EOS" }],
    ["12.3456", null],
    ["12.3456 utx", null],
    ["012.3 UTX", null],
    ["", null],
  ])("splitQuantity(%j)", (quantity, expected) => {
    expect(splitQuantity(quantity)).toEqual(expected);
  });

  it.each([
    [1_700_000_000_000, "2023-11-14T22:13:20.000Z"],
    [1_772_366_400_123, "2026-03-01T12:00:00.123Z"],
    [0, "1970-01-01T00:00:00.000Z"],
    [Number.NaN, ""],
    [1e20, ""],
  ])("isoTime(%d) is %j", (epochMs, expected) => {
    expect(isoTime(epochMs)).toBe(expected);
  });

  it("names the file by account and UTC day", () => {
    expect(ordersCsvFileName("alice1111111", new Date("2026-03-01T23:59:59.999Z"))).toBe(
      "ux-orders-alice1111111-20260301.csv",
    );
    expect(ordersCsvFileName("bob.x", new Date("2026-12-31T00:00:00.000Z"))).toBe(
      "ux-orders-bob.x-20261231.csv",
    );
  });
});

describe("order records", () => {
  const inProgress = ammOrder({ uuid: "running", ammOrderIds: ["42"], orderTxId: TX });
  const reported = ammOrder({
    uuid: "reported",
    completed: true,
    orderTxId: TX,
    ammTxIds: [TX, AMM_TX],
    forwardTxId: FORWARD_TX,
    ammOrderIds: ["1234567890123456789"],
    report: [{ input: { quantity: "1.2345 UTX" }, outputs: [{ quantity: "2.4601 UFX" }] }],
  });
  const failed = ammOrder({
    uuid: "failed",
    type: "Add Liquidity",
    send: [orderLeg("1.0000 UTX"), orderLeg("2.0000 UFX")],
    receive: [orderLeg("0.5000 LPT")],
    completed: true,
    error: true,
    errorMessage: "User rejected signature",
  });
  const multiSwap = ammOrder({
    uuid: "multi",
    type: "Multi Swap",
    send: [orderLeg("1.0000 UTX"), orderLeg("2.0000 EOS")],
    receive: [orderLeg("2.5000 UFX"), orderLeg("3.0000 UFX")],
    ammOrderIds: ["7", "8"],
    expectedReports: 2,
    completed: true,
    report: [
      { input: { quantity: "1.0000 UTX" }, outputs: [{ quantity: "2.4950 UFX" }], order_id: "7" },
      refundedLine("8", "2.0000 EOS", "pool is empty"),
    ],
  });

  it.each<[string, Order, Record<string, string>]>([
    [
      "in progress: the requested legs, the full order id and tx id",
      inProgress,
      {
        time: "2026-03-01T12:00:00.000Z",
        type: "AMM Swap",
        state: "Open",
        sent: "1.2345 UTX",
        received: "2.4678 UFX",
        "sent amount": "1.2345",
        "sent token": "UTX",
        "received amount": "2.4678",
        "received token": "UFX",
        "order ids": "42",
        report: "",
        "transaction ids": TX,
        error: "",
      },
    ],
    [
      "reported: what the report says came out, every tx id once and in full",
      reported,
      {
        state: "Completed",
        sent: "1.2345 UTX",
        received: "2.4601 UFX",
        "sent amount": "1.2345",
        "received amount": "2.4601",
        "received token": "UFX",
        "order ids": "1234567890123456789",
        report: "Sent 1.2345 UTX, received 2.4601 UFX",
        "transaction ids": `${TX}; ${AMM_TX}; ${FORWARD_TX}`,
        error: "",
      },
    ],
    [
      "failed multi-leg: the joined legs, no split sent amount, the error",
      failed,
      {
        type: "Add Liquidity",
        state: "Canceled",
        sent: "1.0000 UTX; 2.0000 UFX",
        received: "0.5000 LPT",
        "sent amount": "",
        "sent token": "",
        "received amount": "0.5000",
        "received token": "LPT",
        "order ids": "",
        report: "",
        "transaction ids": "",
        error: "User rejected signature",
      },
    ],
    [
      "multi swap partly refunded: outputs of the reports, the refund and why",
      multiSwap,
      {
        state: "Completed (remainder canceled)",
        sent: "1.0000 UTX; 2.0000 EOS",
        received: "2.4950 UFX",
        "sent amount": "",
        "sent token": "",
        "received amount": "2.4950",
        "received token": "UFX",
        "order ids": "7; 8",
        report: "Sent 1.0000 UTX, received 2.4950 UFX; Sent 2.0000 EOS, refunded 2.0000 EOS (pool is empty)",
      },
    ],
  ])("%s", (_name, order, expected) => {
    expect(recordOf(order)).toMatchObject(expected);
  });

  it("a multi-output report keeps the joined text and leaves the received split empty", () => {
    const order = ammOrder({
      type: "Remove Liquidity",
      completed: true,
      report: [
        {
          input: { quantity: "1.0000 LPT" },
          outputs: [{ quantity: "1.0000 UTX" }, { quantity: "2.0000 UFX" }],
        },
      ],
    });
    expect(recordOf(order)).toMatchObject({
      received: "1.0000 UTX; 2.0000 UFX",
      "received amount": "",
      "received token": "",
      report: "Sent 1.0000 LPT, received 1.0000 UTX, 2.0000 UFX",
    });
  });

  it("an error message of an order that settled after all is not exported", () => {
    expect(recordOf(ammOrder({ completed: true, errorMessage: "stale" })).error).toBe("");
  });

  it("writes the BOM, the header and one CRLF record per order, oldest first", () => {
    const older = ammOrder({ uuid: "older", date: 1_700_000_000_000, ammOrderIds: ["1"] });
    const csv = ordersCsv([reported, older]);
    expect(csv.startsWith("\uFEFFtime,type,state,sent,received,sent amount,sent token,")).toBe(true);
    expect(csv).toBe(
      [
        "\uFEFFtime,type,state,sent,received,sent amount,sent token,received amount,received token,order ids,report,transaction ids,error",
        "2023-11-14T22:13:20.000Z,AMM Swap,Open,1.2345 UTX,2.4678 UFX,1.2345,UTX,2.4678,UFX,1,,,",
        `2026-03-01T12:00:00.000Z,AMM Swap,Completed,1.2345 UTX,2.4601 UFX,1.2345,UTX,2.4601,UFX,1234567890123456789,"Sent 1.2345 UTX, received 2.4601 UFX",${TX}; ${AMM_TX}; ${FORWARD_TX},`,
        "",
      ].join("\r\n"),
    );
    expect(ordersCsv([])).toBe(`\uFEFF${ORDERS_CSV_COLUMNS.join(",")}\r\n`);
  });
});
