import type { AppDeps } from '../app-deps';
import type { RequestContext } from '../auth/request-context';

export type DemoSeedStep = (deps: AppDeps, ctx: RequestContext) => Promise<void>;

/** Each feature adds the demo records it owns, in dependency order. */
export const demoSeedSteps: DemoSeedStep[] = [];
