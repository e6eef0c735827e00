// Regenerates tetherUsdArtifact.json after TetherUsd.sol changes:
//   npx tsx packages/devnet/src/ethereum/usdt/writeTetherUsdArtifact.ts
import { writeFileSync } from "node:fs";
import { compileTetherUsd } from "./compileTetherUsd";

const artifact = compileTetherUsd();
const target = new URL("tetherUsdArtifact.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`);
console.log(
  `wrote ${target.pathname} (${artifact.compilerVersion}, ${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`,
);
