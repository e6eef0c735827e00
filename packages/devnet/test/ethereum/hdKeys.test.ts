import { getCreateAddress, HDNodeWallet, Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import { addressOfPrivateKey, checksumAddress, createAddress } from "../../src/ethereum/ethereumAddress";
import { hardhatAccounts } from "../../src/ethereum/hardhatAccounts";
import { derivePrivateKey, mnemonicSeed } from "../../src/ethereum/hdKeys";

// ethers is the reference here: the launcher derives the same keys without it.
const MNEMONIC = "test test test test test test test test test test test junk";

describe("HD keys and Ethereum addresses without ethers", () => {
  it("derives Hardhat's accounts 0..18 and the receiving account 19 exactly as ethers does", () => {
    const { testAccounts, receivingAccount } = hardhatAccounts(19);
    const root = HDNodeWallet.fromPhrase(MNEMONIC, undefined, "m/44'/60'/0'/0");
    for (const [index, account] of [...testAccounts, receivingAccount].entries()) {
      const expected = root.deriveChild(index === testAccounts.length ? 19 : index);
      expect(account).toEqual({ address: expected.address, privateKey: expected.privateKey });
    }
    // Hardhat's documented account 0.
    expect(testAccounts[0]?.address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
  });

  it("follows BIP-32 on hardened paths, a passphrase and a deep path", () => {
    const phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow";
    for (const path of ["m/0'/1'/2'", "m/44'/60'/1'/0/7", "m/1/2/3/4/5"]) {
      const key = derivePrivateKey(mnemonicSeed(phrase, "TREZOR"), path);
      const expected = HDNodeWallet.fromPhrase(phrase, "TREZOR", path);
      expect(`0x${key.toString("hex")}`).toBe(expected.privateKey);
    }
  });

  it("refuses paths that are not BIP-32", () => {
    const seed = mnemonicSeed(MNEMONIC);
    expect(() => derivePrivateKey(seed, "44'/60'")).toThrow("must start with m/");
    expect(() => derivePrivateKey(seed, "m/44x")).toThrow("bad BIP-32 path step '44x'");
    expect(() => derivePrivateKey(seed, "m/2147483648")).toThrow("bad BIP-32 path step");
  });

  it("gives the address and EIP-55 checksum of a key as ethers does", () => {
    for (const byte of [1, 0x42, 0xfe]) {
      const key = Buffer.alloc(32, byte);
      expect(addressOfPrivateKey(key)).toBe(new Wallet(`0x${key.toString("hex")}`).address);
    }
    expect(checksumAddress("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359")).toBe(
      "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    );
    expect(() => checksumAddress("0x1234")).toThrow("not a 20-byte address");
  });

  it("gives a deployment's CREATE address for every nonce width", () => {
    const from = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
    for (const nonce of [0, 1, 0x7f, 0x80, 0xff, 0x100, 0xffff, 0x1_0000, 2 ** 40]) {
      expect(createAddress(from, nonce)).toBe(getCreateAddress({ from, nonce }));
    }
    // Hardhat's first deployment from account 0.
    expect(createAddress(from, 0)).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
    expect(() => createAddress(from, -1)).toThrow("nonce must be a whole number");
  });
});
