import { describe, expect, it } from "vitest";
import { paymentTransaction, sendEthereumPayment } from "../../../src/shared/ethereum/sendPayment";
import { FakeProvider, rpcError } from "./fakeProvider";

const FROM = `0x${"ab".repeat(20)}`;
const TO = `0x${"cd".repeat(20)}`;
const HASH = `0x${"12".repeat(32)}`;

describe("a payment the swap service asked for", () => {
  it("ETH carries the value; a token payment carries none (its data holds the amount)", () => {
    expect(paymentTransaction({ from: FROM, to: TO, units: 10n ** 15n, data: "0x01", native: true })).toEqual(
      {
        from: FROM,
        to: TO,
        value: "0x38d7ea4c68000",
        data: "0x01",
      },
    );
    expect(
      paymentTransaction({ from: FROM, to: TO, units: 5n, data: "0xa9059cbb", native: false }).value,
    ).toBe("0x0");
  });

  it("is sent with eth_sendTransaction and resolves with the hash, lowercase", async () => {
    const provider = new FakeProvider({ eth_sendTransaction: () => HASH.toUpperCase().replace("0X", "0x") });
    const payment = { from: FROM, to: TO, units: 1n, data: "0x", native: true };
    await expect(sendEthereumPayment(provider, payment)).resolves.toBe(HASH);
    expect(provider.calls).toEqual([
      { method: "eth_sendTransaction", params: [paymentTransaction(payment)] },
    ]);
  });

  it("passes the wallet's refusal on, and refuses an answer that is not a hash", async () => {
    const payment = { from: FROM, to: TO, units: 1n, data: "0x", native: true };
    const refusing = new FakeProvider({
      eth_sendTransaction: () => {
        throw rpcError(4001, "User denied transaction signature.");
      },
    });
    await expect(sendEthereumPayment(refusing, payment)).rejects.toMatchObject({ code: 4001 });
    const odd = new FakeProvider({ eth_sendTransaction: () => null });
    await expect(sendEthereumPayment(odd, payment)).rejects.toThrow(
      "The wallet returned no transaction hash",
    );
  });
});
