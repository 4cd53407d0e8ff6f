import { useState } from 'react';
import type { AnalyticsPeriod } from '@inmuebles/shared/companies/management-schema';
import { formatCount } from '@inmuebles/shared/properties/format';
import { useAgentStats } from '../api/get-agent-stats';

const periods: { value: AnalyticsPeriod; label: string }[] = [
  { value: 'week', label: '7 días' },
  { value: 'month', label: '30 días' },
  { value: 'year', label: '12 meses' },
];

/** Per agent: properties in charge, and views, favourites and leads over the chosen period. */
export function AgentStatsPanel({ companyId }: { companyId: number }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>('month');
  const stats = useAgentStats(companyId, period, true);
  return (
    <section
      aria-labelledby="agent-stats-title"
      className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80"
    >
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="agent-stats-title" className="text-lg font-semibold text-slate-900">
          Rendimiento por agente
        </h2>
        <div
          role="group"
          aria-label="Periodo"
          className="inline-flex rounded-xl border border-slate-300 bg-white p-1"
        >
          {periods.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={period === option.value}
              onClick={() => setPeriod(option.value)}
              className={`rounded-lg px-3 py-1 text-sm font-medium ${period === option.value ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {stats.isPending ? (
        <p role="status" className="p-4 text-sm text-slate-600">
          Cargando estadísticas...
        </p>
      ) : stats.isError ? (
        <p role="alert" className="p-4 text-sm text-red-700">
          No se pudieron cargar las estadísticas por agente.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 md:hidden" aria-label="Rendimiento por agente">
            {stats.data.agents.map((agent) => (
              <li key={agent.id} className="p-4">
                <p className="font-medium text-slate-900">
                  {agent.name}
                  {!agent.active && (
                    <span className="ml-1 text-xs font-normal text-slate-500">(desactivado)</span>
                  )}
                </p>
                <dl className="mt-2 grid grid-cols-4 gap-2 text-center text-xs text-slate-500">
                  {(
                    [
                      ['Propiedades', agent.properties],
                      ['Vistas', agent.views],
                      ['Favoritos', agent.favorites],
                      ['Consultas', agent.leads],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label} className="flex flex-col-reverse rounded-lg bg-slate-50 px-1 py-2">
                      <dt>{label}</dt>
                      <dd className="text-base font-semibold text-slate-900">{formatCount(value)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm md:table">
            <caption className="sr-only">Propiedades, vistas, favoritos y consultas por agente</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Agente
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Propiedades
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Vistas
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Favoritos
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Consultas
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stats.data.agents.map((agent) => (
                <tr key={agent.id}>
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                    {agent.name}
                    {!agent.active && (
                      <span className="ml-1 text-xs font-normal text-slate-500">(desactivado)</span>
                    )}
                  </th>
                  <td className="px-4 py-2 text-right">{formatCount(agent.properties)}</td>
                  <td className="px-4 py-2 text-right">{formatCount(agent.views)}</td>
                  <td className="px-4 py-2 text-right">{formatCount(agent.favorites)}</td>
                  <td className="px-4 py-2 text-right">{formatCount(agent.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
