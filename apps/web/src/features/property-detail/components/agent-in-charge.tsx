import type { PropertyDetailAgent } from '@inmuebles/shared/properties/property-detail-schema';
import { registeredAgentLabel } from '@inmuebles/shared/owners/advertiser';
import { Avatar } from '@/components/ui/avatar';

/**
 * The agent in charge inside the company card (docs/product/teams.md): photo, name and, once an admin
 * verified it, their Registro del Agente Inmobiliario number. The call and
 * WhatsApp buttons below it then use the agent's phone (the server falls back to the company's).
 */
export function AgentInCharge({ agent }: { agent: PropertyDetailAgent }) {
  return (
    <div className="mt-3 flex items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <Avatar name={agent.name} imageUrl={agent.avatar_url} size="md" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Agente a cargo</p>
        <p className="truncate text-sm font-semibold text-slate-900">{agent.name}</p>
        {/* The server sends the number only once an admin checked it (docs/product/owners.md §5). */}
        {agent.registry_number && (
          <p className="text-xs font-medium text-emerald-700">
            {registeredAgentLabel(agent.registry_number)}
          </p>
        )}
      </div>
    </div>
  );
}
