import type { ProjectListResponse } from '@inmuebles/shared/projects/project-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { statementsDuring } from '../../../../test/statements-during.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { addUnitType, createProject, setProjectStatus } from './test-support.ts';

/*
 * A project card's "Apto MiVivienda" (docs/product/projects.md §2.1): flagged by its builder and with a unit
 * type priced within the bands of the year in force (the 2025 bands loaded with the product: S/ 68,800 to
 * S/ 362,100); a flagged project has one to be published. The year is read once for the page, however many of
 * its cards are flagged.
 */
describe('GET /projects: the MiVivienda mark of each card', () => {
  const t = useTestApp();
  const client = t.client;
  let token = '';

  const publish = async (name: string, mivivienda: boolean, prices: number[]) => {
    const project = await createProject(client, token, { name, mivivienda });
    for (const price of prices) await addUnitType(client, token, project.id, { price_from: price });
    expect((await setProjectStatus(client, token, project.id, 'published')).statusCode).toBe(200);
  };

  /** The page's cards by name, and how many times it read the MiVivienda year in force. */
  const searchCountingYearReads = async () => {
    const { result: res, statements } = await statementsDuring(t.database, () =>
      client.get('/api/v1/projects', { query: { per_page: '50' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json<ProjectListResponse>().projects;
    return {
      marks: Object.fromEntries(cards.map((card) => [card.name, card.mivivienda])),
      yearReads: statements.filter((text) => text.includes('"mivivienda_years"')).length,
    };
  };

  beforeAll(async () => {
    token = (await createSignedInUser(t.database.db, { role: 'company_admin' })).token;
    await publish('Vivienda Social', true, [140000, 500000]);
    await publish('Sin Bono', false, [140000]);
  });

  it('marks the flagged projects with a unit type within the bands, reading the year once per page', async () => {
    const before = await searchCountingYearReads();
    expect(before.marks).toEqual({ 'Vivienda Social': true, 'Sin Bono': false });

    await publish('Bono Uno', true, [200000]);
    await publish('Bono Dos', true, [90000, 700000]);
    await publish('Bono Tres', true, [362100]);
    const after = await searchCountingYearReads();
    expect(after.marks).toEqual({
      'Vivienda Social': true,
      'Sin Bono': false,
      'Bono Uno': true,
      'Bono Dos': true,
      'Bono Tres': true,
    });
    expect([before.yearReads, after.yearReads]).toEqual([1, 1]);
  });

  it('refuses to publish a flagged project with no unit type within the bands, and lists no card of it', async () => {
    const project = await createProject(client, token, { name: 'Solo Caros', mivivienda: true });
    await addUnitType(client, token, project.id, { price_from: 500000 });
    const refused = await setProjectStatus(client, token, project.id, 'published');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'validation_failed',
      errors: [
        'project.mivivienda: Ningún tipo de unidad tiene un precio dentro de los tramos de Crédito MiVivienda vigentes',
      ],
    });
    expect(Object.keys((await searchCountingYearReads()).marks)).not.toContain('Solo Caros');
  });
});
