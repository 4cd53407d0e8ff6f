import type { User } from '../../platform/db/schema/index.ts';

/** Only platform administrators set the exchange rate: it reprices every offer of every company. */
export const canSetExchangeRate = (user: Pick<User, 'role'> | null): boolean => user?.role === 'admin';
