import type { ComponentRebuild, RebuildComponent } from '@shared/components/components.contract';
import { transaction, type RequestContext } from '../auth/request-context';
import { recordComponentRebuild } from '../features/components/components.service';
import { resetServiceItemsOfComponent } from '../features/service-items/service-items.service';

/**
 * A component rebuilt: the rebuild is recorded in its life (when, at what meters, by whom) and
 * every one of its service items is reset at its meters then, each with a service in its
 * history, in one transaction.
 */
export async function rebuildComponent(
  ctx: RequestContext,
  id: string,
  input: RebuildComponent,
): Promise<ComponentRebuild> {
  return transaction(ctx, async (ctx) => {
    const at = new Date();
    const rebuild = await recordComponentRebuild(ctx, id, { at, note: input.note });
    const itemsReset = await resetServiceItemsOfComponent(ctx, id, at);
    return { ...rebuild, itemsReset };
  });
}
