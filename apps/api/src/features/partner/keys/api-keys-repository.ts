import type { ApiKeyScope } from '@inmuebles/shared/partner/api-key-schema';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { apiKeys, companies, users } from '../../../platform/db/schema/index.ts';

/** The creator as the page names them: their name, else their e-mail. */
const creatorName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

/** A key with its company's and creator's names, as the Integraciones page and the admin list show it. */
export async function listApiKeys(db: DbOrTx, companyId: number | null) {
  const where: SQL | undefined = companyId === null ? undefined : eq(apiKeys.companyId, companyId);
  return db
    .select({
      key: apiKeys,
      companyName: companies.name,
      creatorName,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(500);
}

export type ListedApiKey = Awaited<ReturnType<typeof listApiKeys>>[number];

export async function findListedApiKey(db: DbOrTx, id: number): Promise<ListedApiKey | undefined> {
  const [row] = await db
    .select({ key: apiKeys, companyName: companies.name, creatorName })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.id, id));
  return row;
}

export async function countActiveKeys(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertApiKey(
  db: DbOrTx,
  values: {
    companyId: number;
    createdById: number;
    name: string;
    prefix: string;
    tokenHash: string;
    scopes: ApiKeyScope[];
  },
) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  if (!row) throw new Error('api key insert returned nothing');
  return row.id;
}
