import type { Plugin } from 'vite';

/** Where the parts of a fresh tab on the overview start, relative to the app's root. */
const roots = {
  /** The entry: what a visitor loads, at once or later, must not load the dashboard's own chunks. */
  visitor: ['src/main.tsx'],
  /** What the auth screen loads as it opens: none of the start-up chunks. */
  authScreen: ['src/main.tsx', 'src/features/auth/AuthScreen.tsx'],
  /** Every dash screen's frame, and the preload chunk with the start-up answers' schemas. */
  layout: [
    'src/app/layout/DashboardLayout.tsx',
    'src/app/dash-preload.ts',
    '../../packages/shared/src/me.ts',
    '../../packages/shared/src/page-list.ts',
  ],
  overview: ['src/features/overview/OverviewScreen.tsx', '../../packages/shared/src/overview.ts'],
} as const;

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
 * Three chunks for a fresh tab on the overview, instead of some sixty small ones: `dash-kit`, what
 * the dashboard's frame and the preload chunk import, `overview-kit`, what the overview adds, and
 * `dash-ui`, what both share with the auth screen's later parts.
 * A phone on a slow network pays a round trip for each few files (six connections at a time over
 * HTTP/1.1). Left out: whatever the auth screen loads (its entry, its chunks and what they load
 * later), so a visitor never downloads the dashboard. Other dash screens share the frame's chunk,
 * which they load anyway. The preload chunk's code is in `dash-kit` (see `resolveDependencies`).
 */
export function startChunks() {
  const members = { layout: new Set<string>(), overview: new Set<string>(), shared: new Set<string>() };
  let root = '';
  const plugin: Plugin = {
    name: 'pagewise-start-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
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
      const layout = reached(graph, idsOf(roots.layout), { dynamic: false });
      const overview = reached(graph, idsOf(roots.overview), { dynamic: false });
      const authScreen = reached(graph, idsOf(roots.authScreen), { dynamic: false });
      for (const id of layout) if (!visitor.has(id)) members.layout.add(id);
      for (const id of overview) if (!visitor.has(id) && !layout.has(id)) members.overview.add(id);
      for (const id of [...layout, ...overview])
        if (visitor.has(id) && !authScreen.has(id)) members.shared.add(id);
    },
  };
  return {
    plugin,
    groups: [
      // Only the modules listed: by default a group takes its modules' imports too, and would
      // take what the auth screen shares with the dashboard.
      {
        name: 'dash-kit',
        test: (id: string) => members.layout.has(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'overview-kit',
        test: (id: string) => members.overview.has(id),
        includeDependenciesRecursively: false,
      },
      // What they share with the auth screen's later parts (sign-up, a schema, a notification):
      // Mantine's overlays, zod's core… A visitor loads it only on opening such a part.
      {
        name: 'dash-ui',
        test: (id: string) => members.shared.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };
}
