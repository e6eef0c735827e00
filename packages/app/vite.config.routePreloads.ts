import { readFileSync } from "node:fs";
import type { Plugin, Rolldown } from "vite";
import { ROUTE_PATHS } from "./src/app/routes/routePaths.ts";
import { DISCLAIMER_STORAGE_KEY } from "./src/app/shell/disclaimerStorage.ts";

/*
 * The current route's page chunks, preloaded from index.html. Left to the app, a first visit fetches them
 * only once the main chunk has downloaded and run (main.tsx's preloadPageOf: the page's lazy import, whose
 * preload helper then adds ~25 <link rel="modulepreload"> elements in a 50 ms task on a phone). A small
 * inline script before the module script matches location.pathname against the route table's patterns and
 * adds those links while the HTML is parsed; the helper skips hrefs already linked, so its work goes too.
 * A first visit (the disclaimer not yet accepted) gets the disclaimer dialog's files instead: its page waits
 * for the dialog (src/app/shell/disclaimerFirst.ts). The launcher's Content-Security-Policy allows the script
 * by its hash (launcher/src/contentSecurityPolicy.ts).
 */

/** The longest one task of the script spends adding links before it lets the browser do other work. */
export const LINK_SLICE_MS = 4;

/** A page: 'features/<feature>/<Name>Page.tsx' shows the route 'name' (AmmSwapPage: ammSwap). */
const PAGE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]([A-Za-z]+)Page\.tsx$/;
/** The provider that withQueryClient loads alongside a page (src/app/query/withQueryClient.tsx). */
const QUERY_PROVIDER = /[\\/]src[\\/]app[\\/]query[\\/]AppQueryProvider\.tsx$/;
/** The dialog a first visit shows over every route, before the page (src/app/shell/disclaimerFirst.ts). */
const FIRST_VISIT_DIALOG = /[\\/]src[\\/]app[\\/]shell[\\/]DisclaimerDialog\.tsx$/;
/** Where the routes whose pages come with the query provider are listed (`id: withQueryClient(...)`). */
const PAGE_LOADERS = new URL("./src/app/routes/pageLoaders.ts", import.meta.url);

/** The route a page module shows, or null for any other module. */
export function pageRouteId(moduleId: string): string | null {
  const name = PAGE.exec(moduleId)?.[1];
  return name === undefined ? null : name.charAt(0).toLowerCase() + name.slice(1);
}

/** The routes whose loader is wrapped in withQueryClient, read from pageLoaders.ts's source. */
export function queryRouteIds(pageLoadersSource: string): Set<string> {
  return new Set(
    [...pageLoadersSource.matchAll(/^\s*(\w+): withQueryClient\(/gm)].map((match) => match[1] ?? ""),
  );
}

export type BundleChunk = Pick<Rolldown.OutputChunk, "fileName" | "imports" | "moduleIds">;

/** A chunk's file and the files it imports statically, at any depth, the chunk's own first. */
function staticClosure(byFile: Map<string, BundleChunk>, root: string): string[] {
  const seen = new Set<string>();
  const queue = [root];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen];
}

/** The bundle seen from index.html: the files a module's chunk needs beyond those the page already loads. */
function bundleBeyondHtml(chunks: readonly BundleChunk[], entryFile: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const inHtml = new Set(staticClosure(byFile, entryFile));
  const beyondHtml = (file: string | undefined) =>
    file === undefined ? [] : staticClosure(byFile, file).filter((needed) => !inHtml.has(needed));
  const fileOf = (test: (id: string) => boolean) =>
    chunks.find((chunk) => chunk.moduleIds.some(test))?.fileName;
  return { beyondHtml, fileOf };
}

/**
 * Per route with a page, the files a visit needs beyond index.html's (the entry chunk and its static
 * imports): the page's chunk and its static imports, and the query provider's for `queryRoutes`.
 */
export function routeFiles(
  chunks: readonly BundleChunk[],
  entryFile: string,
  queryRoutes: ReadonlySet<string>,
): Map<string, string[]> {
  const { beyondHtml, fileOf } = bundleBeyondHtml(chunks, entryFile);
  const provider = beyondHtml(fileOf((id) => QUERY_PROVIDER.test(id)));
  const files = new Map<string, string[]>();
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) {
      const route = pageRouteId(id);
      if (route === null) continue;
      const page = beyondHtml(chunk.fileName);
      files.set(route, [...new Set([...page, ...(queryRoutes.has(route) ? provider : [])])]);
    }
  return files;
}

/** The disclaimer dialog's chunk and its imports beyond index.html's: a first visit's first files. */
export function firstVisitFiles(chunks: readonly BundleChunk[], entryFile: string): string[] {
  const { beyondHtml, fileOf } = bundleBeyondHtml(chunks, entryFile);
  return beyondHtml(fileOf((id) => FIRST_VISIT_DIALOG.test(id)));
}

/**
 * react-router's rank of a path pattern (its computeScore, for patterns without index routes): more segments
 * first, a static segment above a parameter, the splat last. The highest ranked match wins.
 */
export function patternRank(path: string): number {
  const segments = path.split("/");
  const splat = segments.includes("*") ? -2 : 0;
  return segments
    .filter((segment) => segment !== "*")
    .reduce(
      (score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10),
      segments.length + splat,
    );
}

/** A pattern as a regular expression, matched as react-router does: ignoring case, trailing slashes allowed. */
export function patternRegExp(path: string): RegExp {
  if (path === "*") return /^/;
  const segments = path.split("/").filter((segment) => segment !== "");
  const source = segments
    .map((segment) =>
      segment.startsWith(":") ? "\\/[^/]+" : `\\/${segment.replace(/[\\.*+?^${}|()[\]/]/g, "\\$&")}`,
    )
    .join("");
  return new RegExp(`^${source}\\/*$`, "i");
}

export interface RoutePath {
  id: string;
  path: string;
}

/** The patterns in the order they are tried: highest rank first, ties in the table's order. */
function ranked(routes: readonly RoutePath[]): RoutePath[] {
  return [...routes].sort((a, b) => patternRank(b.path) - patternRank(a.path));
}

/** The route pathname shows (the Node twin of the inline script's matching, for tests). */
export function matchRouteId(pathname: string, routes: readonly RoutePath[]): string | undefined {
  return ranked(routes).find((route) => patternRegExp(route.path).test(pathname))?.id;
}

/**
 * The inline script: the routes' patterns, each with indexes into one list of file names, tried in rank
 * order; the first match adds its links. Routes without files stay in the list so that their paths do not
 * fall through to a less specific pattern. `dir` is the files' folder in the build (named once), `base` the
 * site's base URL.
 */
export function preloadScript(
  routes: readonly RoutePath[],
  files: ReadonlyMap<string, readonly string[]>,
  { base, dir }: { base: string; dir: string },
  firstVisit: readonly string[] = [],
): string {
  const names = [...new Set([...firstVisit, ...routes.flatMap((route) => files.get(route.id) ?? [])])];
  for (const name of names)
    if (!name.startsWith(dir) || /[\s"\\]/.test(name)) throw new Error(`Cannot preload ${name} from ${dir}`);
  const indexes = (list: readonly string[]) => list.map((name) => names.indexOf(name)).join(",");
  const table = ranked(routes)
    .map((route) => `[${patternRegExp(route.path)},[${indexes(files.get(route.id) ?? [])}]]`)
    .join(",");
  const list = names.map((name) => name.slice(dir.length)).join(" ");
  // Links go in slices of at most ~4 ms, each slice its own task: appending a modulepreload link costs ~2 ms
  // of a phone's main thread (Chromium starts the module fetch in it), and a page has ~25. `uxPagePreloads`
  // adds the page's links once and says when they are all in; until the disclaimer is accepted its dialog's
  // files come first and the app asks for the page's once the dialog is shown (src/app/routes/pageLoads.ts).
  // Storage that cannot be read counts as not accepted, as the dialog itself decides.
  return (
    `{const n="${list}".split(" "),p=location.pathname,a=f=>new Promise(r=>{let i=0;const s=()=>{` +
    `const t=performance.now();while(i<f.length){const l=document.createElement("link");l.rel="modulepreload";` +
    `l.crossOrigin="";l.href="${base}${dir}"+n[f[i++]];document.head.append(l);if(performance.now()-t>${LINK_SLICE_MS})break}` +
    `i<f.length?setTimeout(s):r()};s()});let g=[],d,w;for(const[r,f]of[${table}])if(r.test(p)){g=f;break}` +
    `self.uxPagePreloads=()=>w??=a(g);try{d=localStorage.getItem("${DISCLAIMER_STORAGE_KEY}")}catch(e){}` +
    `d!=="true"?a([${indexes(firstVisit)}]):self.uxPagePreloads()}`
  );
}

/** index.html with the script just before its module script, so that it runs while the HTML is parsed. */
export function withPreloadScript(html: string, script: string): string {
  const at = html.search(/<script type="module"/);
  if (at < 0) throw new Error("index.html has no module script to preload the route's page before");
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

/** The build plugin: the route preload script in the built index.html. */
export function routePreloads(): Plugin {
  let where = { base: "/", dir: "assets/" };
  return {
    name: "ux:route-preloads",
    apply: "build",
    configResolved(config) {
      // Hrefs from the site's root (the app's base is "/"): a relative one would resolve against the route.
      where = { base: config.base, dir: `${config.build.assetsDir}/` };
    },
    transformIndexHtml: {
      // After Vite has added the module script and the entry's preloads.
      order: "post",
      handler(html, { bundle, chunk }) {
        if (bundle === undefined || chunk === undefined) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
        const queryRoutes = queryRouteIds(readFileSync(PAGE_LOADERS, "utf8"));
        const files = routeFiles(chunks, chunk.fileName, queryRoutes);
        const firstVisit = firstVisitFiles(chunks, chunk.fileName);
        return withPreloadScript(html, preloadScript(ROUTE_PATHS, files, where, firstVisit));
      },
    },
  };
}
