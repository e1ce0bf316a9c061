import type { CarOption } from '@shared/cars/cars.contract';
import type { AppDeps } from '../app-deps';
import type { RequestContext } from '../auth/request-context';

/**
 * Records earlier steps made that a step builds on, read for it by the seed through their
 * features' services: a feature's seed reads no other feature's tables and no feature above its
 * own (the cars' service reads events, repairs, work orders and service items, so their seeds get
 * the cars from here; the drivers' service reads cars, so the cars' seed gets the drivers).
 */
export interface DemoRecords {
  /** The team's active cars by name, with their hours and miles. */
  cars(): Promise<CarOption[]>;
  /** The team's active drivers by name. */
  drivers(): Promise<{ id: string }[]>;
  /** The clients the clients' step added, in the order it added them. */
  readonly clientIds: string[];
}

export type DemoSeedStep = (deps: AppDeps, ctx: RequestContext, records: DemoRecords) => Promise<void>;
