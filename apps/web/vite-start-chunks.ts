import type { Plugin } from 'vite';

/** Where the parts of a fresh tab on the overview start, relative to the app's root. */
const roots = {
  /** The entry: what a visitor loads, at once or later, must not load the dashboard's own chunks. */
  visitor: ['src/main.tsx'],
  /** What the auth screen loads as it opens: none of the start-up chunks. */
  authScreen: ['src/main.tsx', 'src/features/auth/AuthScreen.tsx'],
  /**
   * The preload chunk, with the start-up answers' schemas and what asks for the planner's events
   * before the planner's code is in: apart from the frame, so that it runs as soon as it is in,
   * not once the frame's thirty pieces are.
   */
  start: [
    'src/app/dash-preload.ts',
    'src/features/planner/api/preload-planner.ts',
    '../../packages/shared/src/me.ts',
    '../../packages/shared/src/page-list.ts',
  ],
  /** Every dash screen's frame. */
  layout: ['src/app/layout/DashboardLayout.tsx'],
  overview: ['src/features/overview/OverviewScreen.tsx', '../../packages/shared/src/overview.ts'],
  planner: ['src/features/planner/PlannerScreen.tsx'],
} as const;

/**
 * The chunks of a fresh tab's own code, in order: each takes what its roots reach that neither a
 * visitor's code nor an earlier one holds (a screen loads the earlier ones it shares code with).
 */
const kits = [
  { name: 'start-kit', roots: roots.start },
  { name: 'dash-kit', roots: roots.layout },
  { name: 'overview-kit', roots: roots.overview },
  { name: 'planner-kit', roots: roots.planner },
] as const;

/**
 * What the frame and the overview share with the auth screen's later parts (sign-up, a schema, a
 * notification): Mantine's overlays, zod's core… A visitor loads it only on opening such a part.
 * (The planner's own share of them is Mantine's pieces, which stay apart: see `reached`.)
 */
const uiKits = [{ name: 'dash-ui', kits: ['start-kit', 'dash-kit', 'overview-kit'] }] as const;

type Graph = { imported: (id: string) => readonly string[]; dynamic: (id: string) => readonly string[] };

/**
 * Where a visitor's dynamic imports stop: the routes' screens other than the auth screens, and the
 * dashboard's preload chunk. Everything else the entry may load later (schemas, catalogues,
 * notifications) counts as the visitor's.
 */
const visitorStops = [
  { importer: 'src/app/routes.tsx', keep: /[\\/]features[\\/]auth[\\/]/ },
  { importer: 'src/app/route-preload.ts', keep: /^$/ },
] as const;

/**
 * Modules reached from `starts` through static imports (and dynamic ones too, with `dynamic`).
 * A package's index counts as importing all it exports (`@mantine/core`: every component), of
 * which the build keeps only what is used: Mantine's pieces stay out of these chunks.
 */
function reached(
  graph: Graph,
  starts: string[],
  { dynamic, stops = new Set() }: { dynamic: boolean; stops?: Set<string> },
): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || stops.has(id)) continue;
    seen.add(id);
    queue.push(...graph.imported(id));
    if (dynamic) queue.push(...graph.dynamic(id));
  }
  return seen;
}

/**
 * A few chunks for a fresh tab on the overview or the planner, instead of some sixty small ones:
 * `start-kit`, what the preload chunk imports, `dash-kit`, what the dashboard's frame adds, then
 * what each screen adds (`overview-kit`, `planner-kit`), and `dash-ui`, what they share with the
 * auth screen's later parts.
 * A phone on a slow network pays a round trip for each few files (six connections at a time over
 * HTTP/1.1). Left out: whatever the auth screen loads (its entry, its chunks and what they load
 * later), so a visitor never downloads the dashboard. Other dash screens share the frame's chunk,
 * which they load anyway. The preload chunk's code is `start-kit` (see `resolveDependencies`).
 */
export function startChunks() {
  const members = new Map<string, Set<string>>();
  let root = '';
  const plugin: Plugin = {
    name: 'pagewise-start-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return; // the build's own error, not hidden behind one of this plugin's
      const info = (id: string) => this.getModuleInfo(id);
      const graph: Graph = {
        imported: (id) => info(id)?.importedIds ?? [],
        dynamic: (id) => info(id)?.dynamicallyImportedIds ?? [],
      };
      const idsOf = (paths: readonly string[]) =>
        paths.map((path) => {
          const id = new URL(path, `file://${root}/`).pathname;
          if (!info(id)) throw new Error(`start-chunks: ${path} is not in the build`);
          return id;
        });
      const stops = new Set(
        visitorStops.flatMap(({ importer, keep }) =>
          graph.dynamic(idsOf([importer])[0] as string).filter((id) => !keep.test(id)),
        ),
      );
      const visitor = reached(graph, idsOf(roots.visitor), { dynamic: true, stops });
      const authScreen = reached(graph, idsOf(roots.authScreen), { dynamic: false });
      const taken = new Set(visitor);
      const reachOf = new Map<string, Set<string>>();
      for (const kit of kits) {
        const reach = reached(graph, idsOf(kit.roots), { dynamic: false });
        reachOf.set(kit.name, reach);
        members.set(kit.name, new Set([...reach].filter((id) => !taken.has(id))));
        for (const id of reach) taken.add(id);
      }
      const shared = new Set<string>();
      for (const ui of uiKits) {
        const reach = ui.kits.flatMap((name) => [...(reachOf.get(name) ?? [])]);
        const own = reach.filter((id) => visitor.has(id) && !authScreen.has(id) && !shared.has(id));
        members.set(ui.name, new Set(own));
        for (const id of own) shared.add(id);
      }
    },
  };
  // Only the modules listed: by default a group takes its modules' imports too, and would take
  // what the auth screen shares with the dashboard.
  const group = (name: string) => ({
    name,
    test: (id: string) => members.get(name)?.has(id) ?? false,
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    groups: [...kits.map(({ name }) => group(name)), ...uiKits.map(({ name }) => group(name))],
  };
}
