import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { PAGE_LOADERS } from "../../src/app/routes/pageLoaders";
import { ROUTE_PATHS } from "../../src/app/routes/routePaths";
import { APP_ROUTES, resolveRoute } from "../../src/app/routes/routeTable";
import {
  type BundleChunk,
  firstVisitFiles,
  LINK_SLICE_MS,
  matchRouteId,
  pageRouteId,
  preloadScript,
  queryRouteIds,
  routeFiles,
  withPreloadScript,
} from "../../vite.config.routePreloads";

// Marks the loaders that withQueryClient wraps, to check the plugin's reading of pageLoaders.ts against them.
vi.mock("../../src/app/query/withQueryClient", () => ({
  withQueryClient: (load: () => unknown) => Object.assign(() => load(), { withQueryClient: true }),
}));

const APP_DIR = fileURLToPath(new URL("../../", import.meta.url));
const PAGE_LOADERS_SOURCE = readFileSync(join(APP_DIR, "src/app/routes/pageLoaders.ts"), "utf8");
const WHERE = { base: "/", dir: "assets/" };

/** Local storage of a visitor who accepted the disclaimer (the default), of a first visit, or a blocked one. */
const ACCEPTED = { getItem: (key: string) => (key === "disclaimerAccepted" ? "true" : null) };
const FIRST_VISIT = { getItem: () => null };
const BLOCKED = {
  getItem: () => {
    throw new Error("SecurityError");
  },
};

/** Runs the inline script as a page at `pathname` would, its timers queued until `flush` runs them. */
function runScript(script: string, pathname: string, storage: object = ACCEPTED, now = () => 0) {
  const added: { rel: string; crossOrigin: string | null; href: string }[] = [];
  const document = {
    createElement: (tag: string) => {
      expect(tag).toBe("link");
      return { rel: "", crossOrigin: null, href: "" };
    },
    head: { append: (link: (typeof added)[number]) => added.push(link) },
  };
  const timers: (() => void)[] = [];
  const self: { uxPagePreloads?: () => Promise<void> } = {};
  new Function("location", "document", "localStorage", "self", "setTimeout", "performance", script)(
    { pathname },
    document,
    storage,
    self,
    (task: () => void) => timers.push(task),
    { now },
  );
  const hrefs = () => {
    for (const link of added) expect(link).toMatchObject({ rel: "modulepreload", crossOrigin: "" });
    return added.map((link) => link.href);
  };
  /** Runs the queued tasks (and those they queue); returns how many ran. */
  const flush = () => {
    let tasks = 0;
    for (let task = timers.shift(); task !== undefined; task = timers.shift()) {
      task();
      tasks += 1;
    }
    return tasks;
  };
  return { hrefs, flush, self };
}

/** The hrefs of the links the inline script adds at `pathname`, once all its slices have run. */
function linksAdded(script: string, pathname: string, storage: object = ACCEPTED): string[] {
  const run = runScript(script, pathname, storage);
  run.flush();
  return run.hrefs();
}

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): BundleChunk => ({
  fileName: `assets/${fileName}`,
  moduleIds,
  imports: imports.map((file) => `assets/${file}`),
});

describe("routeFiles", () => {
  const bundle = [
    chunk("index.js", ["/app/src/main.tsx", "/app/src/features/home/HomePage.tsx"], ["react.js"]),
    chunk("react.js", ["/node_modules/react/index.js"]),
    chunk("AmmSwapPage.js", ["/app/src/features/swap/AmmSwapPage.tsx"], ["pages.js", "react.js"]),
    chunk("pages.js", ["/node_modules/@mui/material/Button/index.mjs"], ["mui.js", "react.js"]),
    chunk("mui.js", ["/node_modules/@mui/material/utils/index.mjs"]),
    chunk("AppQueryProvider.js", ["/app/src/app/query/AppQueryProvider.tsx"], ["query.js", "pages.js"]),
    chunk("query.js", ["/node_modules/@tanstack/query-core/index.js"]),
    chunk("NotFoundPage.js", ["/app/src/features/not-found/NotFoundPage.tsx"], ["pages.js"]),
  ];
  const files = routeFiles(bundle, "assets/index.js", new Set(["ammSwap"]));
  const withDialog = [
    ...bundle,
    chunk("DisclaimerDialog.js", ["/app/src/app/shell/DisclaimerDialog.tsx"], ["mui.js"]),
  ];

  it("gives a page's chunk first, its static imports, and the query provider's for a query page", () => {
    expect(files.get("ammSwap")).toEqual(
      ["AmmSwapPage.js", "pages.js", "mui.js", "AppQueryProvider.js", "query.js"].map((f) => `assets/${f}`),
    );
  });

  it("leaves out what index.html loads, and the provider for pages without queries", () => {
    expect(files.get("home")).toEqual([]);
    expect(files.get("notFound")).toEqual(["assets/NotFoundPage.js", "assets/pages.js", "assets/mui.js"]);
  });

  it("gives the disclaimer dialog's chunk and its imports beyond index.html's", () => {
    expect(firstVisitFiles(withDialog, "assets/index.js")).toEqual([
      "assets/DisclaimerDialog.js",
      "assets/mui.js",
    ]);
    expect(firstVisitFiles(bundle, "assets/index.js")).toEqual([]);
  });

  it("names a page's route after its file: AmmSwapPage shows ammSwap", () => {
    expect(pageRouteId("/app/src/features/pools/PoolDetailPage.tsx")).toBe("poolDetail");
    expect(pageRouteId("C:\\app\\src\\features\\not-found\\NotFoundPage.tsx")).toBe("notFound");
    expect(pageRouteId("/app/src/features/pools/PoolsLoadError.tsx")).toBeNull();
  });
});

describe("the route matcher", () => {
  it.each([
    "/",
    "/home",
    "/amm/swap",
    "/amm/swap/",
    "/AMM/Swap",
    "/amm/liquidity",
    "/amm/liquidity/add",
    "/pools/standard",
    "/pools/standard/utxeos",
    "/pools/ufx/ufxutx/",
    "/unknown",
    "/home/extra",
    "/amm",
    "/pools/standard/utxeos/extra",
  ])("takes %s to the route the router shows", (path) => {
    expect(matchRouteId(path, ROUTE_PATHS)).toBe(resolveRoute(path).route.id);
  });

  it("matches a parameter's pattern even for a value the router refuses (it then shows notFound)", () => {
    expect(matchRouteId("/pools/nosuchtype", ROUTE_PATHS)).toBe("pools");
  });
});

describe("the preload script", () => {
  const files = new Map([
    ["ammSwap", ["assets/AmmSwapPage-1.js", "assets/pages-2.js"]],
    ["pools", ["assets/PoolsPage-3.js", "assets/pages-2.js"]],
    ["home", []],
    ["notFound", ["assets/NotFoundPage-4.js"]],
  ]);
  const script = preloadScript(ROUTE_PATHS, files, WHERE, ["assets/shell-5.js", "assets/pages-2.js"]);

  it("adds the matched route's links, and none for a route without files or one that redirects", () => {
    expect(linksAdded(script, "/amm/swap")).toEqual(["/assets/AmmSwapPage-1.js", "/assets/pages-2.js"]);
    expect(linksAdded(script, "/pools/ufx")).toEqual(["/assets/PoolsPage-3.js", "/assets/pages-2.js"]);
    expect(linksAdded(script, "/home")).toEqual([]);
    expect(linksAdded(script, "/amm/liquidity")).toEqual([]);
    expect(linksAdded(script, "/no/such/page")).toEqual(["/assets/NotFoundPage-4.js"]);
  });

  it("adds only the disclaimer dialog's files until it is accepted (the page waits for the dialog)", () => {
    const dialog = ["/assets/shell-5.js", "/assets/pages-2.js"];
    expect(linksAdded(script, "/amm/swap", FIRST_VISIT)).toEqual(dialog);
    expect(linksAdded(script, "/home", FIRST_VISIT)).toEqual(dialog);
    // Storage that refuses to be read: the dialog shows, so its files are the ones wanted.
    expect(linksAdded(script, "/amm/swap", BLOCKED)).toEqual(dialog);
  });

  it("adds links in slices of at most LINK_SLICE_MS, each slice a task of its own", () => {
    const many = new Map([["ammSwap", [1, 2, 3, 4, 5].map((n) => `assets/chunk-${n}.js`)]]);
    let clock = 0;
    // Each link takes 3 ms: a slice adds two (6 ms > the 4 ms budget), then lets the browser work.
    const run = runScript(preloadScript(ROUTE_PATHS, many, WHERE), "/amm/swap", ACCEPTED, () => {
      const at = clock;
      clock += 3;
      return at;
    });
    expect(LINK_SLICE_MS).toBe(4);
    expect(run.hrefs()).toEqual(["/assets/chunk-1.js", "/assets/chunk-2.js"]);
    expect(run.flush()).toBe(2);
    expect(run.hrefs()).toHaveLength(5);
  });

  it("gives the app the page's links once the disclaimer is shown, once, and says when all are in", async () => {
    const run = runScript(script, "/amm/swap", FIRST_VISIT);
    run.flush();
    expect(run.hrefs()).toEqual(["/assets/shell-5.js", "/assets/pages-2.js"]);
    const added = run.self.uxPagePreloads?.();
    expect(run.self.uxPagePreloads?.()).toBe(added);
    let done = false;
    void added?.then(() => {
      done = true;
    });
    run.flush();
    await added;
    expect(done).toBe(true);
    // pages-2.js again: the page's list is its own; Vite's helper and the browser skip a file linked twice.
    expect(run.hrefs().slice(2)).toEqual(["/assets/AmmSwapPage-1.js", "/assets/pages-2.js"]);
  });

  it("names each file once", () => {
    expect(script.split("pages-2.js")).toHaveLength(2);
  });

  it("goes just before the module script", () => {
    const html = '<head>\n    <title>x</title>\n    <script type="module" src="/a.js"></script>\n</head>';
    expect(withPreloadScript(html, "{}")).toBe(
      '<head>\n    <title>x</title>\n    <script>{}</script>\n    <script type="module" src="/a.js"></script>\n</head>',
    );
  });
});

describe("the page convention", () => {
  const pageFiles = readdirSync(join(APP_DIR, "src/features"), { recursive: true, encoding: "utf8" })
    .filter((file) => /^[^/\\]+[/\\][A-Za-z]+Page\.tsx$/.test(file))
    .map((file) => `/src/features/${file.replaceAll("\\", "/")}`);

  it("has exactly one features/*/<Name>Page.tsx for every route that shows a page, and no other", () => {
    const pageRoutes = APP_ROUTES.filter((route) => route.redirectTo === undefined).map((route) => route.id);
    const pagesOf = (id: string) => pageFiles.filter((file) => pageRouteId(file) === id);
    for (const id of pageRoutes) expect(pagesOf(id), id).toHaveLength(1);
    expect(pageFiles.map(pageRouteId).sort()).toEqual([...pageRoutes].sort());
  });

  it("reads from pageLoaders.ts the routes whose loader withQueryClient wraps", () => {
    const wrapped = Object.entries(PAGE_LOADERS)
      .filter(([, load]) => "withQueryClient" in load)
      .map(([id]) => id);
    expect(wrapped).toContain("ammSwap");
    expect([...queryRouteIds(PAGE_LOADERS_SOURCE)].sort()).toEqual(wrapped.sort());
  });
});

describe("a real build", () => {
  const outDir = mkdtempSync(join(tmpdir(), "route-preloads-"));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("preloads /amm/swap's page chunk, its imports and the query provider from index.html", async () => {
    // Vitest's NODE_ENV (test) would build React's development files, as the launcher notes.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    let output: Rolldown.RolldownOutput;
    try {
      output = (await build({
        root: APP_DIR,
        logLevel: "silent",
        build: { outDir, emptyOutDir: true },
      })) as Rolldown.RolldownOutput;
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const chunks = output.output.filter((file) => file.type === "chunk");
    const entry = chunks.find((file) => file.isEntry);
    const html = readFileSync(join(outDir, "index.html"), "utf8");
    const files = routeFiles(chunks, entry?.fileName ?? "", queryRouteIds(PAGE_LOADERS_SOURCE));
    const ammSwap = files.get("ammSwap") ?? [];
    expect(ammSwap[0]).toMatch(/^assets\/AmmSwapPage-[\w-]+\.js$/);
    expect(ammSwap.some((file) => /^assets\/AppQueryProvider-/.test(file))).toBe(true);
    // Nothing that index.html itself loads or preloads.
    for (const file of ammSwap) expect(html).not.toContain(`src="/${file}"`);
    for (const file of ammSwap) expect(html).not.toContain(`href="/${file}"`);

    const script = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(linksAdded(script, "/amm/swap")).toEqual(ammSwap.map((file) => `/${file}`));
    expect(linksAdded(script, "/home")).toEqual([]);
    const dialog = firstVisitFiles(chunks, entry?.fileName ?? "");
    expect(dialog[0]).toMatch(/^assets\/shell-[\w-]+\.js$/);
    expect(linksAdded(script, "/amm/swap", FIRST_VISIT)).toEqual(dialog.map((file) => `/${file}`));
  }, 180_000);
});
