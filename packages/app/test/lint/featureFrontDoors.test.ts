import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/*
 * The front-door rule (biome.json overrides, noRestrictedImports) is only as good as its patterns, which match
 * import specifiers: this writes probe files where the rule applies, lints them with the repository's
 * config, and checks which lines fail. The probes are removed afterwards, failing or not.
 */

const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const src = `${repo}packages/app/src/`;
const RULE = "lint/style/noRestrictedImports";

interface Probe {
  /** Folder under packages/app/src. */
  folder: string;
  /** Import lines, each flagged by the rule or not. */
  imports: { line: string; flagged: boolean }[];
}

const PROBES: Probe[] = [
  {
    folder: "features/swap",
    imports: [
      { line: 'import "../auth/LoginPrompt";', flagged: true },
      { line: 'import "../orders/amm/ammOrderPipeline";', flagged: true },
      { line: 'import "../../features/auth/loginOptions";', flagged: true },
      { line: 'import "../../app/shell/Shell";', flagged: true },
      { line: 'const lazyPage = () => import("../pools/PoolsPage");', flagged: true },
      { line: 'import "../auth";', flagged: false },
      { line: 'import "../../shared/amm/ammTokens";', flagged: false },
      { line: 'import "./swapEstimate";', flagged: false },
    ],
  },
  {
    folder: "features/wallet/amm",
    imports: [
      { line: 'import "../../auth/loginOptions";', flagged: true },
      { line: 'const lazyStore = () => import("../../orders/store/ordersStore");', flagged: true },
      { line: 'import "../../auth";', flagged: false },
      { line: 'import "../../../shared/wallet/walletState";', flagged: false },
      { line: 'import "../walletBalances";', flagged: false },
    ],
  },
  {
    folder: "shared/amm",
    imports: [
      { line: 'import "../../features/auth/walletProofSigner";', flagged: true },
      { line: 'import "../../features/orders";', flagged: true },
      { line: 'import "./ammTokens";', flagged: false },
    ],
  },
  {
    folder: "app/shell",
    imports: [
      { line: 'import "../../features/auth/loginOptions";', flagged: true },
      { line: 'const lazyPage = () => import("../../features/pools/PoolsPage");', flagged: true },
      { line: 'import "../../features/orders";', flagged: false },
      { line: 'import "../../shared/wallet/walletState";', flagged: false },
    ],
  },
];

const probePath = (probe: Probe) => `${src}${probe.folder}/frontDoorProbe${process.pid}.ts`;

/** Lints the files with the repository's biome.json: the rule's findings as file -> flagged line numbers. */
function lint(files: string[]): Promise<{ code: number; flagged: Map<string, number[]> }> {
  return new Promise((resolve) => {
    execFile(
      `${repo}node_modules/.bin/biome`,
      ["lint", "--reporter=github", "--max-diagnostics=none", ...files],
      { cwd: repo },
      (error, stdout) => {
        const flagged = new Map<string, number[]>();
        for (const match of stdout.matchAll(/^::error title=([^,]+),file=([^,]+),line=(\d+)/gm)) {
          if (match[1] !== RULE) continue;
          const file = match[2] ?? "";
          flagged.set(file, [...(flagged.get(file) ?? []), Number(match[3])]);
        }
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), flagged });
      },
    );
  });
}

afterAll(() => {
  for (const probe of PROBES) rmSync(probePath(probe), { force: true });
});

describe("feature front doors (biome.json noRestrictedImports)", () => {
  it("fails lint on deep cross-feature imports and on shared/app importing past a front door", async () => {
    for (const probe of PROBES)
      writeFileSync(probePath(probe), `${probe.imports.map((i) => i.line).join("\n")}\nexport {};\n`);
    const result = await lint(PROBES.map(probePath));
    expect(result.code).not.toBe(0);
    for (const probe of PROBES) {
      const expected = probe.imports.flatMap((i, index) => (i.flagged ? [index + 1] : []));
      expect({ folder: probe.folder, lines: result.flagged.get(probePath(probe)) ?? [] }).toEqual({
        folder: probe.folder,
        lines: expected,
      });
    }
  });
});
