import { ConsoleLayout } from '../layouts/console-layout';

export function Component() {
  return <ConsoleLayout />;
}
