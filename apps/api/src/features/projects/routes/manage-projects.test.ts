import type { ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { unitTypePriceChanges, type Company, type UserRole } from '../../../platform/db/schema/index.ts';
import { addUnitType, createProject, projectBody, setProjectStatus, unitTypeBody } from './test-support.ts';

describe('projects: the builder manages a project and its unit types', () => {
  const t = useTestApp();
  const client = t.client;
  let companyA: Company;
  let tokenA: string;
  const tokens = new Map<string, string | undefined>();

  beforeAll(async () => {
    const db = t.database.db;
    companyA = await createCompany(db, { name: 'Constructora Andina' });
    const companyB = await createCompany(db);
    const signIn = async (role: UserRole, companyId: number | null) =>
      (await createSignedInUser(db, { role, companyId })).token;
    tokenA = await signIn('company_admin', companyA.id);
    tokens.set('admin', await signIn('admin', null));
    tokens.set('company_admin A', tokenA);
    tokens.set('agent A', await signIn('agent', companyA.id));
    tokens.set('company_admin B', await signIn('company_admin', companyB.id));
    tokens.set('agent B', await signIn('agent', companyB.id));
    tokens.set('searcher', await signIn('user', null));
    tokens.set('guest', undefined);
  });

  it('creates a draft with its place resolved and shows it to its company only', async () => {
    const project = await createProject(client, tokenA);
    expect(project).toMatchObject({
      slug: 'residencial-los-pinos',
      status: 'draft',
      stage: 'en_planos',
      district: 'Miraflores',
      province: 'Lima',
      region: 'Lima',
      ubigeo_district: '150122',
      amenities: ['pool', 'gym', 'bbq_area'],
      financing_banks: ['bcp', 'interbank'],
      company: { id: companyA.id, name: 'Constructora Andina' },
      unit_types: [],
    });
    expect((await client.get(`/api/v1/projects/${project.slug}`, { token: tokenA })).statusCode).toBe(200);
    expect((await client.get(`/api/v1/projects/${project.slug}`)).statusCode).toBe(404);
    const other = await client.get(`/api/v1/projects/${project.slug}`, {
      token: tokens.get('company_admin B'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('a second project with the same name gets its own slug', async () => {
    await createProject(client, tokenA, { name: 'Torre Mar' });
    const second = await createProject(client, tokenA, { name: 'Torre Mar' });
    expect(second.slug).toBe('torre-mar-2');
  });

  it('role x company: edit, unit types, publish and delete', async () => {
    const expected: Record<string, number> = {
      admin: 200,
      'company_admin A': 200,
      'agent A': 200,
      'company_admin B': 404,
      'agent B': 404,
      searcher: 404,
      guest: 401,
    };
    for (const [actor, status] of Object.entries(expected)) {
      const project = await createProject(client, tokenA, { name: `Proyecto de ${actor}` });
      const token = tokens.get(actor);
      const renamed = await client.patch(
        `/api/v1/projects/${project.id}`,
        { project: { name: 'Otro' } },
        { token },
      );
      expect([actor, renamed.statusCode]).toEqual([actor, status]);
      const unit = await client.post(`/api/v1/projects/${project.id}/unit_types`, unitTypeBody(), { token });
      expect([actor, unit.statusCode]).toEqual([actor, status === 200 ? 201 : status]);
      const removed = await client.delete(`/api/v1/projects/${project.id}`, { token });
      expect([actor, removed.statusCode]).toEqual([actor, status]);
    }
  });

  it('another company is told 404 before its body is read', async () => {
    const project = await createProject(client, tokenA, { name: 'Sin mirar el cuerpo' });
    const res = await client.patch(
      `/api/v1/projects/${project.id}`,
      { project: { stage: 'nada' } },
      { token: tokens.get('company_admin B') },
    );
    expect(res.statusCode).toBe(404);
  });

  it('publishes only with unit types, then lists it publicly; archive and draft take it off', async () => {
    const project = await createProject(client, tokenA, { name: 'Edificio Alameda' });
    const early = await setProjectStatus(client, tokenA, project.id, 'published');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      error: 'validation_failed',
      errors: ['project.status: Agrega al menos un tipo de unidad antes de publicar el proyecto'],
    });

    await addUnitType(client, tokenA, project.id);
    const published = await setProjectStatus(client, tokenA, project.id, 'published');
    expect(published.statusCode).toBe(200);
    expect(published.json<ProjectResponse>().project.published_at).not.toBeNull();
    expect((await client.get(`/api/v1/projects/${project.slug}`)).statusCode).toBe(200);

    expect((await setProjectStatus(client, tokenA, project.id, 'archived')).statusCode).toBe(200);
    expect((await client.get(`/api/v1/projects/${project.slug}`)).statusCode).toBe(404);
    expect((await setProjectStatus(client, tokenA, project.id, 'draft')).statusCode).toBe(200);
    expect((await client.get(`/api/v1/projects/${project.slug}`)).statusCode).toBe(404);
  });

  it('the last unit type of a published project cannot be deleted', async () => {
    const project = await createProject(client, tokenA, { name: 'Edificio Único' });
    const withUnit = await addUnitType(client, tokenA, project.id);
    await setProjectStatus(client, tokenA, project.id, 'published');
    const unitId = withUnit.unit_types[0]?.id;
    const res = await client.delete(`/api/v1/projects/${project.id}/unit_types/${unitId}`, { token: tokenA });
    expect(res.statusCode).toBe(422);
    expect(
      (await client.get(`/api/v1/projects/${project.slug}`)).json<ProjectResponse>().project.unit_types,
    ).toHaveLength(1);
  });

  it('unit types show the price in soles too, and a price change is recorded', async () => {
    const project = await createProject(client, tokenA, { name: 'Torre Dólares' });
    const withUnit = await addUnitType(client, tokenA, project.id, { price_from: 100000, currency: 'USD' });
    const unit = withUnit.unit_types[0];
    expect(unit).toMatchObject({
      price_from: '100000.00',
      currency: 'USD',
      area_min: '65.00',
      area_max: '72.00',
    });
    expect(Number(unit?.price_from_pen)).toBeGreaterThan(100000);

    const changed = await client.patch(
      `/api/v1/projects/${project.id}/unit_types/${unit?.id}`,
      { unit_type: { price_from: 95000 } },
      { token: tokenA },
    );
    expect(changed.statusCode).toBe(200);
    const history = await t.database.db
      .select({ price: unitTypePriceChanges.price, change: unitTypePriceChanges.changePercent })
      .from(unitTypePriceChanges)
      .where(eq(unitTypePriceChanges.unitTypeId, unit?.id ?? 0))
      .orderBy(unitTypePriceChanges.id);
    expect(history).toEqual([
      { price: '100000.00', change: null },
      { price: '95000.00', change: '-5.00' },
    ]);
  });

  describe('bad input: 422 in Spanish naming the field, nothing written', () => {
    it('a delivery date in the past for a project "En planos"', async () => {
      const res = await client.post(
        '/api/v1/projects',
        projectBody({ name: 'Pasado', delivery_month: 1, delivery_year: 2020 }),
        { token: tokenA },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errors: [
          'project.delivery_year: La fecha de entrega de un proyecto en planos no puede estar en el pasado',
        ],
      });
    });

    it('no delivery date unless ready; a ready building needs none', async () => {
      const missing = await client.post(
        '/api/v1/projects',
        projectBody({ stage: 'en_construccion', delivery_month: null, delivery_year: null }),
        { token: tokenA },
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json<{ errors: string[] }>().errors).toEqual([
        'project.delivery_year: La fecha de entrega (mes y año) es requerida salvo en entrega inmediata',
      ]);
      const ready = await client.post(
        '/api/v1/projects',
        projectBody({ name: 'Listo', stage: 'entrega_inmediata', delivery_month: null, delivery_year: null }),
        { token: tokenA },
      );
      expect(ready.statusCode).toBe(201);
    });

    it('a place outside its parent, an unknown amenity or bank, unknown fields', async () => {
      const res = await client.post(
        '/api/v1/projects',
        projectBody({
          district: '040101',
          amenities: ['helipuerto'],
          financing_banks: ['banco_x'],
          colour: 'rojo',
        }),
        { token: tokenA },
      );
      expect(res.statusCode).toBe(422);
      const { errors } = res.json<{ errors: string[] }>();
      expect(errors).toContain('project: Campo no permitido: colour');
      expect(errors.some((e) => e.startsWith('project.amenities.0: Comodidad no válida'))).toBe(true);
      expect(errors.some((e) => e.startsWith('project.financing_banks.0: Banco no válido'))).toBe(true);
      const place = await client.post('/api/v1/projects', projectBody({ district: '040101' }), {
        token: tokenA,
      });
      expect(place.json<{ errors: string[] }>().errors).toEqual([
        'project.district: El distrito no pertenece a la provincia',
      ]);
    });

    it('a unit type without price, with more units than the project or an inverted area range', async () => {
      const project = await createProject(client, tokenA, { name: 'Validaciones', total_units: 10 });
      const noPrice = await client.post(
        `/api/v1/projects/${project.id}/unit_types`,
        { unit_type: { ...unitTypeBody().unit_type, price_from: undefined } },
        { token: tokenA },
      );
      expect(noPrice.statusCode).toBe(422);
      expect(noPrice.json<{ errors: string[] }>().errors).toEqual([
        'unit_type.price_from: El precio desde es requerido',
      ]);
      const tooMany = await client.post(
        `/api/v1/projects/${project.id}/unit_types`,
        unitTypeBody({ units_available: 11 }),
        { token: tokenA },
      );
      expect(tooMany.json<{ errors: string[] }>().errors).toEqual([
        'unit_type.units_available: Las unidades disponibles no pueden superar el total de unidades del proyecto (10)',
      ]);
      const inverted = await client.post(
        `/api/v1/projects/${project.id}/unit_types`,
        unitTypeBody({ area_min: 80, area_max: 60 }),
        { token: tokenA },
      );
      expect(inverted.json<{ errors: string[] }>().errors).toEqual([
        'unit_type.area_max: El área máxima no puede ser menor que el área mínima',
      ]);
      const reloaded = await client.get(`/api/v1/projects/${project.id}`, { token: tokenA });
      expect(reloaded.json<ProjectResponse>().project.unit_types).toEqual([]);
    });

    it("lowering the total below a unit type's units available", async () => {
      const project = await createProject(client, tokenA, { name: 'Total menor' });
      await addUnitType(client, tokenA, project.id, { units_available: 30 });
      const res = await client.patch(
        `/api/v1/projects/${project.id}`,
        { project: { total_units: 20 } },
        { token: tokenA },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: string[] }>().errors).toEqual([
        'project.total_units: Las unidades disponibles no pueden superar el total de unidades del proyecto (20)',
      ]);
    });
  });
});
