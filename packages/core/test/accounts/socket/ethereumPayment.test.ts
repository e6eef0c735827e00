import { describe, expect, it } from "vitest";
import {
  erc20PaymentData,
  ethPaymentData,
  paymentReference,
  readErc20PaymentData,
  readEthPaymentData,
} from "../../../src/accounts/socket/ethereumPayment";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const TO = "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199";

describe("Ethereum payments name their request", () => {
  it("ETH carries the id's 16 bytes as its data", () => {
    expect(paymentReference(ID)).toBe("0f8fad5bd9cb469fa16570867728950e");
    expect(ethPaymentData(ID)).toBe("0x0f8fad5bd9cb469fa16570867728950e");
    expect(readEthPaymentData(ethPaymentData(ID))).toBe(ID);
  });

  it("USDT appends them to transfer(address,uint256)", () => {
    const data = erc20PaymentData(TO, 2_500_000n, ID);
    expect(data).toBe(
      `0xa9059cbb${"0".repeat(24)}8626f6940e2eb28930efb4cef49b2d1f2c9c1199${(2_500_000).toString(16).padStart(64, "0")}0f8fad5bd9cb469fa16570867728950e`,
    );
    expect(readErc20PaymentData(data)).toEqual({
      to: "0x8626f6940e2eb28930efb4cef49b2d1f2c9c1199",
      units: 2_500_000n,
      id: ID,
    });
  });

  it.each([
    "0x",
    "0x0f8fad5bd9cb469fa16570867728950e00",
    "0x0f8fad5bd9cb469fa16570867728950",
    "0f8fad5bd9cb469fa16570867728950e",
  ])("reads no request from ETH data %j", (data) => {
    expect(readEthPaymentData(data)).toBeNull();
  });

  it.each([
    erc20PaymentData(TO, 1n, ID).slice(0, -2),
    erc20PaymentData(TO, 1n, ID).replace("a9059cbb", "23b872dd"),
    `0xa9059cbb${"1".repeat(64)}${"0".repeat(64)}${paymentReference(ID)}`,
  ])("reads no transfer from ERC-20 data %#", (data) => {
    expect(readErc20PaymentData(data)).toBeNull();
  });

  it("refuses ids that are not UUIDs and amounts that are not uint256", () => {
    expect(() => ethPaymentData("not-a-uuid")).toThrow(RangeError);
    expect(() => erc20PaymentData(TO, -1n, ID)).toThrow(RangeError);
    expect(() => erc20PaymentData("0x12", 1n, ID)).toThrow(RangeError);
  });
});
