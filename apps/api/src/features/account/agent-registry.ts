import { agentRegistryMessages } from '@inmuebles/shared/trust/agent-registry';
import type { AgentRegistryResponse } from '@inmuebles/shared/trust/agent-registry';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users, type User } from '../../platform/db/schema/index.ts';
import { forbidden } from '../../platform/http/errors.ts';

/*
 * A member's Registro del Agente Inmobiliario number (docs/product/owners.md §5). The member enters it; only an
 * admin's check (the console) lets the contact card show it, and a new number needs a new check.
 */

const present = (
  row: Pick<User, 'agentRegistryNumber' | 'agentRegistryVerifiedAt'>,
): AgentRegistryResponse => ({
  agent_registry: { number: row.agentRegistryNumber, verified: row.agentRegistryVerifiedAt !== null },
});

/** Company staff only: a searcher is no agent (an owner publishes as "dueño directo"). */
function assertMember(user: Pick<User, 'role'>) {
  if (user.role === 'user') throw forbidden(agentRegistryMessages.membersOnly);
}

export function readAgentRegistry(user: User): AgentRegistryResponse {
  assertMember(user);
  return present(user);
}

/** Saves the number; a different one (or none) clears the admin's check, the same one keeps it. */
export async function saveAgentRegistry(
  db: DbOrTx,
  user: User,
  number: string | null,
): Promise<AgentRegistryResponse> {
  assertMember(user);
  const unchanged = number === user.agentRegistryNumber;
  const [row] = await db
    .update(users)
    .set({
      agentRegistryNumber: number,
      agentRegistryVerifiedAt: unchanged ? user.agentRegistryVerifiedAt : null,
    })
    .where(eq(users.id, user.id))
    .returning({
      agentRegistryNumber: users.agentRegistryNumber,
      agentRegistryVerifiedAt: users.agentRegistryVerifiedAt,
    });
  return present(row ?? user);
}
