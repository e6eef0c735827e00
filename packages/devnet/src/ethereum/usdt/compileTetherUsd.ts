import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import solc from "solc";
import { z } from "zod";
import { TETHER_USD_CONTRACT_NAME, type TetherUsdArtifact } from "./tetherUsdArtifact";

const SOURCE_FILE = "TetherUsd.sol";
/**
 * Fixed compiler settings, so the artifact is reproducible byte for byte. Shanghai: an EVM version every
 * Ethereum node we target runs (Hardhat's default fork is newer), so no opcode is unknown anywhere.
 */
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "shanghai",
  outputSelection: { "*": { [TETHER_USD_CONTRACT_NAME]: ["abi", "evm.bytecode.object"] } },
} as const;

const compiledContractSchema = z.object({
  abi: z.array(z.record(z.string(), z.unknown())),
  evm: z.object({ bytecode: z.object({ object: z.string() }) }),
});
const compilerOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z.record(z.string(), z.record(z.string(), compiledContractSchema)).optional(),
});

export function readTetherUsdSource(): string {
  return readFileSync(new URL(SOURCE_FILE, import.meta.url), "utf8");
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Compiles TetherUsd.sol with solc-js: offline, the compiler ships inside the npm package. */
export function compileTetherUsd(source: string = readTetherUsdSource()): TetherUsdArtifact {
  const input = { language: "Solidity", sources: { [SOURCE_FILE]: { content: source } }, settings: SETTINGS };
  const output = compilerOutputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))));
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) {
    throw new Error(
      `${SOURCE_FILE} does not compile:\n${errors.map((error) => error.formattedMessage).join("\n")}`,
    );
  }
  const contract = output.contracts?.[SOURCE_FILE]?.[TETHER_USD_CONTRACT_NAME];
  if (contract === undefined) throw new Error(`solc produced no ${TETHER_USD_CONTRACT_NAME} contract`);
  return {
    contractName: TETHER_USD_CONTRACT_NAME,
    compilerVersion: solc.version(),
    sourceSha256: sha256Hex(source),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
}
