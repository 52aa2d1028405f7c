import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string };
const METHODS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/**
 * The request logger of a route that writes warnings and errors only (`logLevel: 'warn'`): the
 * request's child logger (its request id among its bindings) is made on the first line the route
 * writes, not for every request. Making it serialises its bindings, a tenth of the tracking
 * redirect's own CPU in the gateway (docs/scaling.md, Tracking redirect), for lines that almost no
 * request writes. A line below the route's level is dropped as the child would drop it.
 */
export function quietRequestLogger(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= logger.child(bindings, options));
  const level = options.level ?? logger.level;
  const values = (logger as FastifyBaseLogger & { levels?: { values: Record<string, number> } }).levels
    ?.values;
  const least = values?.[level];
  const lazy = {
    get level() {
      return child?.level ?? level;
    },
    set level(value: string) {
      made().level = value;
    },
    child: (more: Bindings, moreOptions?: ChildOptions) => made().child(more, moreOptions),
    silent: () => undefined,
  } as unknown as FastifyBaseLogger;
  for (const method of METHODS) {
    const dropped = least !== undefined && values![method]! < least;
    (lazy as unknown as Record<string, unknown>)[method] = dropped
      ? () => undefined
      : (...args: unknown[]) => (made()[method] as (...a: unknown[]) => void)(...args);
  }
  return lazy;
}
