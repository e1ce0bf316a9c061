import type { AppDeps } from '../app-deps';
import type { RequestContext } from '../auth/request-context';

export type DemoSeedStep = (deps: AppDeps, ctx: RequestContext) => Promise<void>;
