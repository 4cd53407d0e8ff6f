import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import { priceFromText } from '@inmuebles/shared/projects/card-text';
import { deliveryLabel, projectStageLabels } from '@inmuebles/shared/projects/enums';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, projects, savedSearchProjectAlerts } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import {
  findUnitTypesOf,
  projectCardsByIds,
  projectIsPublic,
  saleListingProjects,
} from '../projects/public.ts';
import type { AlertProject } from './alert-email.ts';

/*
 * The projects of an alert e-mail (docs/product/projects.md §2.7): claimed as the properties' rows are
 * (sent_at set under their row locks, in the e-mail's transaction), then shown as the project cards read.
 */

/** Claims the search's pending project alerts: the rows this e-mail carries. */
export function claimProjectAlerts(tx: DbOrTx, searchId: number) {
  return tx
    .update(savedSearchProjectAlerts)
    .set({ sentAt: now() })
    .where(and(eq(savedSearchProjectAlerts.savedSearchId, searchId), isNull(savedSearchProjectAlerts.sentAt)))
    .returning({
      projectId: savedSearchProjectAlerts.projectId,
      alertKey: savedSearchProjectAlerts.alertKey,
    });
}

/**
 * The claimed projects still public when the e-mail is written (an alert recorded days ago may name a
 * project archived since), at most `limit`, and how many there are in all; `filters` are the search's, for
 * the price of the unit types that match it. A project told for a new unit
 * type names it: "Nueva tipología: Flat 2D-B".
 */
export async function alertProjects(
  tx: DbOrTx,
  claimed: { projectId: number; alertKey: string }[],
  filters: PropertyListQuery | null,
  storage: Pick<FileStorage, 'publicUrl'>,
  base: string,
  limit: number,
): Promise<{ items: AlertProject[]; total: number }> {
  const ids = [...new Set(claimed.map((row) => row.projectId))];
  if (ids.length === 0) return { items: [], total: 0 };
  const side = filters && saleListingProjects(filters);
  const listed = await tx
    .select({ id: projects.id, matching: side ? sql<string | null>`${side.price}::text` : sql<null>`null` })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(inArray(projects.id, ids), projectIsPublic))
    .orderBy(asc(projects.id));
  const shown = listed.slice(0, limit).map((row) => row.id);
  const matchingPrices = new Map(listed.map((row) => [row.id, row.matching]));
  const [cards, unitTypes] = await Promise.all([
    projectCardsByIds(tx, storage, shown),
    findUnitTypesOf(tx, shown),
  ]);
  const newUnitIds = new Set(
    claimed.flatMap((row) => (row.alertKey.startsWith('unit:') ? [Number(row.alertKey.slice(5))] : [])),
  );
  const items = cards.map((card): AlertProject => {
    const added = unitTypes.filter((unit) => unit.projectId === card.id && newUnitIds.has(unit.id));
    const stage =
      card.stage === 'entrega_inmediata'
        ? projectStageLabels[card.stage]
        : `${projectStageLabels[card.stage]} · ${deliveryLabel(card.stage, card.delivery_month, card.delivery_year)}`;
    // As the "Comprar" card: from the cheapest unit type that matches, so "2 dormitorios" reads no 1-bedroom price.
    const matching = matchingPrices.get(card.id) ?? null;
    const price =
      matching && matching !== card.price_from_pen
        ? priceFromText(matching, 'PEN')
        : priceFromText(card.price_from, card.currency);
    return {
      name: card.name,
      url: absoluteUrl(base, publicPaths.project(card.slug)),
      lines: [
        `Proyecto · ${stage}`,
        ...(price ? [price] : []),
        ...added.map((unit) => `Nueva tipología: ${unit.name}`),
      ],
      photoUrl: card.main_photo_url ? absoluteUrl(base, card.main_photo_url) : null,
    };
  });
  return { items, total: listed.length };
}
