import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { emailOutbox, properties } from '../../../platform/db/schema/index.ts';
import {
  apartmentForRent,
  confirmAndWait,
  house,
  jsonFile,
  preview,
  previewRows,
} from './import-test-support.ts';

/*
 * The JSON import end to end (docs/product/imports.md): the preview's four states with Spanish errors naming
 * row and column, nothing written before the confirm, the rows written by the worker through the editor's
 * rules, an identical re-import that changes nothing, a changed row that keeps the property's and the offer's
 * ids, and "archivar los avisos que no están en el archivo".
 */

describe('JSON import: preview, confirm, re-import', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;
  let companyId: number;
  let email: string;

  beforeAll(async () => {
    const signedIn = await createSignedInUser(t.database.db, { role: 'company_admin' });
    token = signedIn.token;
    companyId = signedIn.user.companyId ?? 0;
    email = signedIn.user.email;
  });

  const readProperty = async (id: number) => {
    const res = await client.get(`/api/v1/properties/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ property: PropertyDetail }>().property;
  };
  const byCode = async (code: string) =>
    (await t.database.db.select().from(properties).where(eq(properties.referenceCode, code)))[0];

  const misspelt = house('C-3', { City: 'Mirafloes' });
  const file = jsonFile([house('C-1'), apartmentForRent('D-2'), misspelt]);

  it('previews each row with its state and writes nothing', async () => {
    const run = await preview(client, token, file);
    expect(run).toMatchObject({
      state: 'preview',
      format: 'json',
      file_name: 'avisos.json',
      counts: { total: 3, new: 2, updated: 0, unchanged: 0, errors: 1 },
    });
    const rows = await previewRows(client, token, run.id);
    expect(rows.map((r) => [r.row_number, r.reference_code, r.outcome])).toEqual([
      [1, 'C-1', 'new'],
      [2, 'D-2', 'new'],
      [3, 'C-3', 'error'],
    ]);
    expect(rows[2]?.errors).toEqual([
      'Fila 3, Distrito: «Mirafloes» no existe en Lima › Lima. ¿Quisiste decir «Miraflores»?',
    ]);
    expect(await byCode('C-1')).toBeUndefined();
  });

  it('writes the rows without errors once confirmed, as the editor would', async () => {
    const run = await preview(client, token, file);
    const done = await confirmAndWait(t, client, token, run.id);
    expect(done).toMatchObject({
      state: 'done',
      progress: { to_write: 2, written: 2, failed: 0, archived: 0 },
    });

    const houseRow = await byCode('C-1');
    expect(houseRow?.companyId).toBe(companyId);
    const home = await readProperty(houseRow?.id ?? 0);
    expect(home).toMatchObject({ status: 'published', title: 'Casa C-1 en Miraflores' });
    expect(home.address).toMatchObject({ district: 'Miraflores', line: 'Av. Larco 123' });
    expect(home.listings).toEqual([
      expect.objectContaining({ operation: 'sale', price: '350000.00', currency: 'USD', status: 'active' }),
    ]);
    const rent = await readProperty((await byCode('D-2'))?.id ?? 0);
    expect(rent.address.district).toBe('San Isidro');
    expect(rent.listings).toEqual([
      expect.objectContaining({
        operation: 'rent',
        price: '4500.00',
        maintenance_fee: '600.00',
        min_term_months: 12,
      }),
    ]);
    expect(await byCode('C-3')).toBeUndefined();

    // Whoever started it is told, with the counts and the report's address.
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'import_finished'));
    expect(mail).toMatchObject({ toAddress: email, subject: 'Tu importación terminó: 2 avisos en InmoPerú' });
    expect(mail?.textBody).toContain('2 avisos escritos, 1 fila con errores.');
    expect(mail?.textBody).toContain(`http://localhost:3000/dashboard/import/${run.id}`);
  });

  it('re-importing the same file changes nothing', async () => {
    const before = await byCode('C-1');
    const run = await preview(client, token, file);
    expect(run.counts).toEqual({ total: 3, new: 0, updated: 0, unchanged: 2, errors: 1 });
    const done = await confirmAndWait(t, client, token, run.id);
    expect(done.progress).toMatchObject({ to_write: 0, written: 0, failed: 0, archived: 0 });
    expect((await byCode('C-1'))?.updatedAt).toEqual(before?.updatedAt);
  });

  it('a changed row updates its property and offer, keeping both ids', async () => {
    const before = await byCode('C-1');
    const offerBefore = (await readProperty(before?.id ?? 0)).listings[0];
    const run = await preview(
      client,
      token,
      jsonFile([house('C-1', { ListPrice: 329000 }), apartmentForRent('D-2')]),
    );
    expect(run.counts).toMatchObject({ new: 0, updated: 1, unchanged: 1, errors: 0 });
    await confirmAndWait(t, client, token, run.id);
    const after = await readProperty(before?.id ?? 0);
    expect(after.id).toBe(before?.id);
    expect(after.listings).toEqual([expect.objectContaining({ id: offerBefore?.id, price: '329000.00' })]);
    // The change goes through the offers' price history like an edit in the editor.
    expect(after.price_history.map((entry) => [entry.listing_id, entry.price])).toEqual([
      [offerBefore?.id, '329000.00'],
      [offerBefore?.id, '350000.00'],
    ]);
  });

  it('archives the properties missing from the file only when asked', async () => {
    const onlyHouse = jsonFile([house('C-1', { ListPrice: 329000 })]);
    const kept = await confirmAndWait(t, client, token, (await preview(client, token, onlyHouse)).id);
    expect(kept.progress.archived).toBe(0);
    expect((await byCode('D-2'))?.status).toBe('published');

    const archiving = await confirmAndWait(
      t,
      client,
      token,
      (await preview(client, token, onlyHouse)).id,
      true,
    );
    expect(archiving).toMatchObject({ archive_missing: true, progress: { archived: 1 } });
    expect((await byCode('D-2'))?.status).toBe('archived');
    expect((await byCode('C-1'))?.status).toBe('published');
  });

  it('lists the runs in the history, newest first', async () => {
    const res = await client.get('/api/v1/imports', { token });
    expect(res.statusCode).toBe(200);
    const runs = res.json<{ imports: { id: number; state: string; started_by: string }[] }>().imports;
    expect(runs.length).toBe(6);
    expect(runs[0]?.id).toBeGreaterThan(runs[1]?.id ?? Infinity);
    expect(runs.every((run) => run.started_by.length > 0)).toBe(true);
  });
});
