import type { CarOption } from '@shared/cars/cars.contract';
import type { AppDeps } from '../app-deps';
import type { RequestContext } from '../auth/request-context';

/**
 * Records earlier steps made that a step builds on, read for it by the seed through their
 * features' services: a feature's seed reads no feature above its own (the cars' service reads
 * events, repairs and work orders, so their seeds get the cars from here).
 */
export interface DemoRecords {
  cars(): Promise<CarOption[]>;
}

export type DemoSeedStep = (deps: AppDeps, ctx: RequestContext, records: DemoRecords) => Promise<void>;
