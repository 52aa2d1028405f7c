import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * Three chunks for the code every signed-in screen runs, instead of the fifty-odd sub-kilobyte chunks the
 * bundler cut it into (issue 40): on a phone's connection each chunk is a request of its own, six at a
 * time, and the screen's data requests waited for the last of them.
 *
 * - `api`: the API client and what it needs (session, errors, the contract's shared parts): what the
 *   maintenance check (`maintenanceCheck`) loads on every page once the first screen shows. The login
 *   screen loads all of it today, one chunk instead of a dozen costs it nothing.
 * - `session`: what signing in and the route loaders need (the session, the query cache, the API
 *   client, the shared requests): the login screen loads it when the affiliate signs in, every
 *   signed-in screen with the page. It holds no component, so a loader can start the screen's requests
 *   as soon as it and the small loader chunk are there, before the screens' code (issue 40).
 * - `signed-in`: the signed-in layout and its loader, and every module two or more signed-in screens
 *   share (page header, cards, skeletons, formatting, icons). A screen's own modules stay in its chunk.
 *
 * Neither takes a module the entry or the login screen reaches (statically or on demand): the login
 * screen's download stays what it was.
 */
export function signedInChunks(options: {
  entry: string;
  login: string;
  maintenanceCheck: string;
  layout: string[];
  /** The route loaders (the layout's and the screens'): they start the screens' requests. */
  loaders: string[];
  /** The signed-in screens' route modules. */
  screens: string[];
  isLucideIndex: (id: string) => boolean;
  lucideIcons: (info: ChunkingContext, importer: string, index: string) => string[];
}): CodeSplittingGroup[] {
  let groups: { api: Set<string>; session: Set<string>; signedIn: Set<string> } | null = null;
  const isLibrary = (id: string) => id.includes('node_modules') && !id.includes('lucide-react');

  const collect = (info: ChunkingContext) => {
    /** Modules reached from `from` through static imports (and, with `dynamic`, lazy ones too). */
    const reach = (from: string, dynamic = false) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || isLibrary(id)) return;
        seen.add(id);
        const module = info.getModuleInfo(id);
        const imported = [
          ...(module?.importedIds ?? []),
          ...(dynamic ? (module?.dynamicallyImportedIds ?? []) : []),
        ];
        for (const next of imported)
          if (options.isLucideIndex(next))
            for (const icon of options.lucideIcons(info, id, next)) visit(icon);
          else visit(next);
      };
      visit(from);
      return seen;
    };
    const entry = reach(options.entry);
    const loginScreen = reach(options.login);
    const loginLater = reach(options.login, true);
    const api = new Set([...reach(options.maintenanceCheck)].filter((id) => !entry.has(id)));
    const taken = (id: string) => entry.has(id) || loginScreen.has(id) || api.has(id);

    const shared = new Set<string>();
    for (const root of options.layout) for (const id of reach(root)) shared.add(id);
    const data = new Set<string>();
    for (const root of options.loaders) for (const id of reach(root)) data.add(id);
    const screensReaching = new Map<string, number>();
    for (const screen of options.screens)
      for (const reached of reach(screen))
        if (reached !== screen) screensReaching.set(reached, (screensReaching.get(reached) ?? 0) + 1);
    // The libraries the layout loads anyway; a shared module needing another one (the form library, the
    // QR code's) stays with the screens that use it, so a screen without it does not download it.
    const packageOf = (id: string) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
    const librariesOf = (ids: Iterable<string>) => {
      const packages = new Set<string>();
      for (const id of ids)
        for (const imported of info.getModuleInfo(id)?.importedIds ?? []) {
          const name = isLibrary(imported) ? packageOf(imported) : undefined;
          if (name) packages.add(name);
        }
      return packages;
    };
    const layoutLibraries = librariesOf([...shared, ...entry]);
    for (const [id, count] of screensReaching)
      if (count >= 2 && [...librariesOf(reach(id))].every((name) => layoutLibraries.has(name)))
        shared.add(id);
    const session = new Set<string>();
    const signedIn = new Set<string>();
    for (const id of shared)
      if (!taken(id)) (loginLater.has(id) || data.has(id) ? session : signedIn).add(id);
    return { api, session, signedIn };
  };

  return [
    {
      name: (id, info) => ((groups ??= collect(info)).api.has(id) ? 'api' : null),
      includeDependenciesRecursively: false,
    },
    {
      name: (id, info) => ((groups ??= collect(info)).session.has(id) ? 'session' : null),
      includeDependenciesRecursively: false,
    },
    {
      name: (id, info) => ((groups ??= collect(info)).signedIn.has(id) ? 'signed-in' : null),
      includeDependenciesRecursively: false,
    },
  ];
}
