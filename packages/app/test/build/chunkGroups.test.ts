import { describe, expect, it } from "vitest";
import { lazyChunkSets } from "../../vite.config.chunkGroups";

interface Node {
  imports?: string[];
  dynamic?: string[];
  entry?: boolean;
}

function graphOf(nodes: Record<string, Node>) {
  return {
    ids: Object.keys(nodes),
    graph: (id: string) => {
      const node = nodes[id];
      if (node === undefined) return null;
      return {
        importedIds: node.imports ?? [],
        dynamicallyImportedIds: node.dynamic ?? [],
        isEntry: !!node.entry,
      };
    },
  };
}

const page = (name: string) => `/app/src/features/${name}/${name}Page.tsx`;
const mui = (name: string) => `/node_modules/@mui/material/${name}/index.mjs`;

describe("lazyChunkSets", () => {
  const { ids, graph } = graphOf({
    "/app/src/main.tsx": {
      entry: true,
      imports: [mui("Button")],
      dynamic: [page("a"), page("b"), page("c"), page("d"), "/app/src/app/shell/DisclaimerDialog.tsx"],
    },
    [mui("Button")]: {},
    "/app/src/app/shell/DisclaimerDialog.tsx": { imports: [mui("Dialog"), mui("Button")] },
    [mui("Dialog")]: {},
    [page("a")]: { imports: [mui("TextField"), "/app/src/shared/amm/quote.ts", mui("Dialog")] },
    [page("b")]: { imports: [mui("TextField"), "/app/src/shared/amm/quote.ts"] },
    [page("c")]: { imports: [mui("TextField"), "/app/src/shared/socket.ts"] },
    [page("d")]: { imports: ["/app/src/shared/socket.ts", "/app/src/shared/amm/quote.ts"] },
    [mui("TextField")]: { imports: [mui("Button")] },
    "/app/src/shared/amm/quote.ts": {},
    "/app/src/shared/socket.ts": { imports: ["/node_modules/socket.io-client/index.js"] },
    "/node_modules/socket.io-client/index.js": {},
  });
  const sets = lazyChunkSets(ids, graph);

  it("puts what the shell's first-visit parts need, less the landing modules, in the shell group", () => {
    expect([...sets.shell].sort()).toEqual(["/app/src/app/shell/DisclaimerDialog.tsx", mui("Dialog")]);
  });

  it("puts what three or more pages share in the pages group, and never a page itself", () => {
    expect([...sets.pages].sort()).toEqual(["/app/src/shared/amm/quote.ts", mui("TextField")]);
  });

  it("keeps out a module that needs a heavy package, so the package does not reach every page", () => {
    expect(sets.pages.has("/app/src/shared/socket.ts")).toBe(false);
  });
});
