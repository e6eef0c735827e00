import type { Plugin, Rolldown } from "vite";

/*
 * Chunk groups computed from the module graph, for the code that is loaded lazily. Left to automatic
 * splitting, every set of modules with its own set of lazy importers becomes a chunk: a trading route fetched
 * about 60 files (each a request on a phone's slow connection, six at a time over HTTP/1.1). Grouped, a page
 * loads the landing chunks, the 'shell' group (the first visit's disclaimer dialog and what only it needs),
 * the 'pages' group (the UI kit and the code most pages share) and its own chunk.
 *
 * The sets are computed once the graph is complete (buildEnd), before rolldown calls the groups' tests. Each is
 * closed under static imports (less the landing route's modules), so a group never imports a page's chunk and
 * dependencies need no recursive capture (which would pull landing modules out of the entry's chunks). The
 * graph over-approximates use (imports that tree-shaking drops still count), so only light, UI-kit packages
 * may join a group: a heavy library that one page really uses (the wallet's crypto, the swap socket) must not
 * ride along to every page that merely imports a module which mentions it.
 */

type ModuleId = string;
type Graph = (
  id: ModuleId,
) => Pick<Rolldown.ModuleInfo, "importedIds" | "dynamicallyImportedIds" | "isEntry"> | null;

/** A page: the module a feature's front door loads lazily ('features/<name>/<Name>Page.tsx'). */
const PAGE = /[\\/]features[\\/][^\\/]+[\\/][A-Za-z]+Page\.tsx$/;
/** The provider the query pages load alongside their page (app/query/withQueryClient). */
const QUERY_PROVIDER = /[\\/]app[\\/]query[\\/]AppQueryProvider\.tsx$/;
/** The shell's lazy part a first visit meets: the disclaimer dialog (a native <dialog>, a few kB). */
const SHELL_PART = /[\\/]src[\\/]app[\\/]shell[\\/]DisclaimerDialog\.tsx$/;
/** The landing page, which the entry's chunks carry (the 'home' group). */
const LANDING_PAGE = /[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
const PACKAGE = /[\\/]node_modules[\\/]/;
/** The packages a group may take: the UI kit and its small helpers. */
const GROUPABLE_PACKAGE =
  /[\\/]node_modules[\\/](@mui|@popperjs|@tanstack|react-transition-group|clsx|@babel[\\/]runtime|react-is|prop-types)[\\/]/;
/** A module goes to the 'pages' group when at least this many pages (or the query provider) import it. */
const SHARED_BY = 3;

export interface LazyChunkSets {
  shell: Set<ModuleId>;
  pages: Set<ModuleId>;
}

function staticClosure(graph: Graph, roots: Iterable<ModuleId>): Set<ModuleId> {
  const seen = new Set<ModuleId>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

/** The largest part of `candidates` whose imports all stay inside it or in `landing`. */
function closedPart(graph: Graph, candidates: Set<ModuleId>, landing: Set<ModuleId>): Set<ModuleId> {
  const kept = new Set(candidates);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of kept) {
      if ((graph(id)?.importedIds ?? []).every((dep) => kept.has(dep) || landing.has(dep))) continue;
      kept.delete(id);
      changed = true;
    }
  }
  return kept;
}

const groupable = (id: ModuleId) => !PACKAGE.test(id) || GROUPABLE_PACKAGE.test(id);

/** The groups' modules in one module graph (exported for its unit test). */
export function lazyChunkSets(ids: readonly ModuleId[], graph: Graph): LazyChunkSets {
  const entries = ids.filter((id) => graph(id)?.isEntry);
  const landing = staticClosure(graph, [...entries, ...ids.filter((id) => LANDING_PAGE.test(id))]);
  const lazyRoots = [...new Set(ids.flatMap((id) => graph(id)?.dynamicallyImportedIds ?? []))].filter(
    (id) => !landing.has(id),
  );
  const shellReach = staticClosure(
    graph,
    lazyRoots.filter((id) => SHELL_PART.test(id)),
  );
  const shell = closedPart(
    graph,
    new Set([...shellReach].filter((id) => !landing.has(id) && groupable(id))),
    landing,
  );
  const pagesReaching = new Map<ModuleId, number>();
  for (const page of lazyRoots.filter((id) => PAGE.test(id) || QUERY_PROVIDER.test(id)))
    for (const id of staticClosure(graph, [page])) pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1);
  const shared = [...pagesReaching]
    .filter(([id, pages]) => pages >= SHARED_BY && !landing.has(id) && !shell.has(id) && !PAGE.test(id))
    .map(([id]) => id)
    .filter(groupable);
  const pages = closedPart(graph, new Set(shared), new Set([...landing, ...shell]));
  return { shell, pages };
}

/** The plugin that computes the sets, and the two groups that read them (after the 'home' group). */
export function lazyChunkGroups(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let sets: LazyChunkSets = { shell: new Set(), pages: new Set() };
  const plugin: Plugin = {
    name: "ux:lazy-chunk-groups",
    apply: "build",
    buildEnd() {
      sets = lazyChunkSets([...this.getModuleIds()], (id) => this.getModuleInfo(id));
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: "shell", test: (id) => sets.shell.has(id), includeDependenciesRecursively: false },
    { name: "pages", test: (id) => sets.pages.has(id), includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
