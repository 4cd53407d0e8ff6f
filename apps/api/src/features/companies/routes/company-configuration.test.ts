import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ApplyPresetResponse,
  CompanyConfigurationResponse,
  CompanyResponse,
} from '@inmuebles/shared/companies/management-schema';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { companies } from '../../../platform/db/schema/index.ts';
import { createRoleSet, type RoleSet } from '../../../../test/factories/roles.ts';

const t = useTestApp();
const client = t.client;
let roles: RoleSet;

beforeAll(async () => {
  roles = await createRoleSet(t.app.db);
});

const valid = {
  template_type: 'classic',
  primary_color: '#1e3a5f',
  secondary_color: '#7F1D1D',
  accent_color: '#fc0',
  background_color: '#FFFFFF',
  font_family: 'Georgia, serif',
  custom_css: '.hero { color: #1e3a5f; }',
};

const put = (slug: string, body: unknown, token?: string) =>
  client.put(`/api/v1/companies/${slug}/configuration`, body, token ? { token } : {});
const preset = (slug: string, body: unknown, token?: string) =>
  client.post(`/api/v1/companies/${slug}/configuration/apply_preset`, body, token ? { token } : {});
const publicCompany = async (slug: string) =>
  (await client.get(`/api/v1/companies/${slug}`)).json<CompanyResponse>().company;

async function ownCompany() {
  const company = await createCompany(t.app.db);
  const { token } = await createSignedInUser(t.app.db, { role: 'company_admin', companyId: company.id });
  return { company, token };
}

describe('PUT /companies/{id}/configuration', () => {
  it('saves the look, answers it with the message, and the public page applies it', async () => {
    const { company, token } = await ownCompany();
    const res = await put(company.slug, { company_configuration: valid }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanyConfigurationResponse>()).toEqual({
      company_configuration: { ...valid, custom_css: '.company-page-root .hero{color:#1e3a5f}' },
      message: 'Configuración visual guardada exitosamente. Refresca la página pública para ver los cambios.',
    });
    expect((await publicCompany(company.slug)).configuration).toEqual({
      templateType: 'classic',
      colors: { primary: '#1e3a5f', secondary: '#7F1D1D', accent: '#fc0', background: '#FFFFFF' },
      fontFamily: 'Georgia, serif',
      customCss: '.company-page-root .hero{color:#1e3a5f}',
    });
  });

  it('sanitises hostile CSS before storing it', async () => {
    const { company, token } = await ownCompany();
    const hostile =
      '@import url(https://evil.example/x.css);\n' +
      'body { background: url(https://evil.example/track.png); color: red; }\n' +
      '.x { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x.xml#y); }\n' +
      '.y { color: blue; } </style><script>alert(1)</script>';
    const res = await put(company.slug, { company_configuration: { ...valid, custom_css: hostile } }, token);
    expect(res.statusCode).toBe(200);
    const css = res.json<CompanyConfigurationResponse>().company_configuration.custom_css;
    for (const banned of [
      '@import',
      'evil.example',
      'expression',
      'behavior',
      '-moz-binding',
      '</style',
      'script',
    ]) {
      expect(css).not.toContain(banned);
    }
    // `body` is the page root once scoped; the rule left empty (.x) is dropped.
    expect(css).toBe('.company-page-root{color:red}\n.company-page-root .y{color:blue}');
    const stored = (await t.app.db.select().from(companies).where(eq(companies.id, company.id)))[0];
    expect(stored?.configuration.customCss).toBe(css);
  });

  it('refuses each invalid value with its Spanish message (no field path) and stores nothing', async () => {
    const { company, token } = await ownCompany();
    const cases: [Record<string, unknown>, string[]][] = [
      [
        { primary_color: 'blue' },
        ['El color primario no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)'],
      ],
      [
        { secondary_color: '#12345' },
        ['El color secundario no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)'],
      ],
      [
        { accent_color: 'rgb(0,0,0)' },
        ['El color acento no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)'],
      ],
      [
        { background_color: '#fff;x' },
        ['El color fondo no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)'],
      ],
      [{ font_family: 'Comic Sans MS' }, ['Fuente no válida']],
      [{ template_type: 'fancy' }, ['Plantilla no válida']],
      [{ custom_css: '.a{color:red}'.repeat(2000) }, ['El CSS personalizado no puede superar los 20 KB']],
      [{ layout: 'wide' }, ['Campo no permitido: layout']],
    ];
    for (const [change, errors] of cases) {
      const res = await put(company.slug, { company_configuration: { ...valid, ...change } }, token);
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json()).toEqual({
        error: 'validation_failed',
        message: 'Datos inválidos. Por favor, revisa los campos.',
        errors,
      });
    }
    const missing = await put(company.slug, {}, token);
    expect(missing.json().errors).toEqual(['Faltan los datos de la configuración']);
    expect((await publicCompany(company.slug)).configuration.templateType).toBe('modern');
  });
});

describe('POST /companies/{id}/configuration/apply_preset', () => {
  it('answers the palette, saves it, and keeps the custom CSS', async () => {
    const { company, token } = await ownCompany();
    await put(company.slug, { company_configuration: valid }, token);
    const res = await preset(company.slug, { preset: 'luxury' }, token);
    expect(res.statusCode).toBe(200);
    const answer = res.json<ApplyPresetResponse>();
    expect(answer).toEqual({
      color_palette: { primary: '#111111', secondary: '#8A6A1F', accent: '#D4B978', background: '#FAF7F0' },
      font_family: "'Playfair Display', serif",
      template_type: 'luxury',
    });
    expect((await publicCompany(company.slug)).configuration).toEqual({
      templateType: 'luxury',
      colors: answer.color_palette,
      fontFamily: "'Playfair Display', serif",
      customCss: '.company-page-root .hero{color:#1e3a5f}',
    });
  });

  it('has four distinct presets, each matching its template', async () => {
    const { company, token } = await ownCompany();
    const palettes = new Set<string>();
    for (const name of ['modern', 'classic', 'luxury', 'minimal']) {
      const answer = (await preset(company.slug, { preset: name }, token)).json<ApplyPresetResponse>();
      expect(answer.template_type).toBe(name);
      palettes.add(JSON.stringify(answer.color_palette));
    }
    expect(palettes.size).toBe(4);
  });

  it('refuses an unknown preset', async () => {
    const { company, token } = await ownCompany();
    const res = await preset(company.slug, { preset: 'retro' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['Preset no válido (modern, classic, luxury o minimal)']);
  });
});

describe('configuration: who may change it', () => {
  it('the company admin and platform admins; not agents, other companies or guests', async () => {
    const slug = roles.company.slug;
    expect((await put(slug, { company_configuration: valid }, roles.owner)).statusCode).toBe(200);
    expect((await put(slug, { company_configuration: valid }, roles.admin)).statusCode).toBe(200);
    expect((await preset(slug, { preset: 'minimal' }, roles.owner)).statusCode).toBe(200);
    expect((await preset(slug, { preset: 'modern' }, roles.admin)).statusCode).toBe(200);
    for (const token of [roles.agent, roles.stranger]) {
      const saved = await put(slug, { company_configuration: valid }, token);
      expect(saved.statusCode).toBe(403);
      expect(saved.json().message).toBe('No tienes permiso para editar esta empresa');
      expect((await preset(slug, { preset: 'luxury' }, token)).statusCode).toBe(403);
    }
    expect((await put(slug, { company_configuration: valid })).statusCode).toBe(401);
    expect((await preset(slug, { preset: 'luxury' })).statusCode).toBe(401);
    expect((await put('no-existe', { company_configuration: valid }, roles.admin)).statusCode).toBe(404);
    expect((await publicCompany(slug)).configuration.templateType).toBe('modern');
  });
});
