import type { ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import type { TestClient } from '../../../../test/http-client.ts';

/*
 * Bodies and calls the project tests share: a valid project of Miraflores and its unit types.
 */

/** A delivery two years ahead: never "in the past" whatever day the tests run. */
export const futureYear = new Date().getUTCFullYear() + 2;

export const projectBody = (overrides: Record<string, unknown> = {}) => ({
  project: {
    name: 'Residencial Los Pinos',
    description: 'Departamentos de 1 a 3 dormitorios a dos cuadras del malecón.',
    stage: 'en_planos',
    delivery_month: 12,
    delivery_year: futureYear,
    address_line: 'Av. José Pardo 620',
    region: '15',
    province: '1501',
    district: '150122',
    total_units: 60,
    amenities: ['gym', 'pool', 'bbq_area'],
    financing_banks: ['bcp', 'interbank'],
    latitude: -12.1195,
    longitude: -77.0365,
    ...overrides,
  },
});

export const unitTypeBody = (overrides: Record<string, unknown> = {}) => ({
  unit_type: {
    name: 'Flat 2D-A',
    bedrooms: 2,
    bathrooms: 2,
    area_min: 65,
    area_max: 72,
    price_from: 389000,
    currency: 'PEN',
    units_available: 12,
    ...overrides,
  },
});

/** Creates a project (draft) and returns it. */
export async function createProject(
  client: TestClient,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await client.post('/api/v1/projects', projectBody(overrides), { token });
  if (res.statusCode !== 201) throw new Error(`createProject: ${res.statusCode} ${res.body}`);
  return res.json<ProjectResponse>().project;
}

/** Adds a unit type and returns the project as answered. */
export async function addUnitType(
  client: TestClient,
  token: string,
  projectId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await client.post(`/api/v1/projects/${projectId}/unit_types`, unitTypeBody(overrides), {
    token,
  });
  if (res.statusCode !== 201) throw new Error(`addUnitType: ${res.statusCode} ${res.body}`);
  return res.json<ProjectResponse>().project;
}

/** Sets the project's status. */
export const setProjectStatus = (client: TestClient, token: string, projectId: number, status: string) =>
  client.patch(`/api/v1/projects/${projectId}`, { project: { status } }, { token });
