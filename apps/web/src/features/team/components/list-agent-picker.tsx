import { usePropertyAgents } from '../api/get-property-agents';
import { PropertyAgentPicker } from './property-agent-picker';

export interface ListAgentPickerProps {
  companyId: number;
  propertyId: number;
  currentUserId: number;
}

/** The management list's 'Agente a cargo' of one property (one request for the whole page's map). */
export function ListAgentPicker({ companyId, propertyId, currentUserId }: ListAgentPickerProps) {
  const agents = usePropertyAgents(companyId);
  if (!agents.data) return null;
  const agentId = agents.data.get(propertyId) ?? null;
  return (
    <PropertyAgentPicker
      // A new agent from elsewhere (a deactivation) starts the select afresh.
      key={`${propertyId}-${agentId}`}
      companyId={companyId}
      propertyId={propertyId}
      agentId={agentId}
      currentUserId={currentUserId}
      compact
    />
  );
}
