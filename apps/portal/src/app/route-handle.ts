import type { MessageDescriptor } from '@lingui/core';

/** What a route's match carries: its name, and its title as a catalog message (the root shows it). */
export interface RouteHandle {
  name: string;
  title: MessageDescriptor;
}
