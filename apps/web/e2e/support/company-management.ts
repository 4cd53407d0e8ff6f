import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { callApi, signInThroughApi, submitLoginForm, waitForAddress } from './accounts.ts';
import { expectAccessible } from './axe.ts';
import { getJson } from './companies.ts';

/*
 * Company management as Andes' staff use it. Andes is also the modern company that company-pages.spec.ts
 * checks, so what a journey changes is put back afterwards (keepAndesAsItWas).
 */
export const password = 'InmoPeru2026!';
export const manager = 'gerente@andesinmobiliaria.pe';
export const agent = 'agente@andesinmobiliaria.pe';
export const slug = 'andes-inmobiliaria';
const csrf = 'e2e-csrf-token';

/** Andes as the public API answers it now. */
export const company = () =>
  getJson<{ company: PublicCompany }>(`/companies/${slug}`).then((answer) => answer.company);

/** Signs in with the login form the screen sends a guest to, and waits for 'Gestión de Empresa'. */
export async function openCompanyScreen(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard/company');
  await waitForAddress(page, '/login');
  await submitLoginForm(page, email, password);
  await waitForAddress(page, '/dashboard/company');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Empresa' }).waitFor();
  await page.getByRole('region', { name: 'Información de la empresa' }).waitFor();
  await expectAccessible(page, 'gestión de empresa');
}

/** Uploads `bytes` as the company's logo through the API (to put the seeded logo back). */
async function uploadLogo(token: string, bytes: ArrayBuffer, type: string): Promise<number> {
  const form = new FormData();
  form.append('logo', new Blob([bytes], { type }), 'logo');
  const response = await fetch(`${inject('baseURL')}/api/v1/companies/${slug}/logo`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Cookie: `csrf_token=${csrf}`, 'X-CSRF-Token': csrf },
    body: form,
  });
  return response.status;
}

/** Puts back Andes' look: template, colours, font and custom CSS. */
function restoreLook(original: PublicCompany, token: string) {
  const { colors, templateType, fontFamily, customCss } = original.configuration;
  return callApi(`/companies/${slug}/configuration`, {
    method: 'PUT',
    token,
    body: {
      company_configuration: {
        template_type: templateType,
        primary_color: colors.primary,
        secondary_color: colors.secondary,
        accent_color: colors.accent,
        background_color: colors.background,
        font_family: fontFamily,
        custom_css: customCss,
      },
    },
  });
}

/** Puts back Andes' about text and social links. */
function restoreProfile(original: PublicCompany, token: string) {
  const links = original.social_links;
  return callApi(`/companies/${slug}`, {
    method: 'PATCH',
    token,
    body: {
      about: original.about ?? '',
      social_links: {
        facebook: links.facebook ?? '',
        instagram: links.instagram ?? '',
        twitter: links.twitter ?? '',
        linkedin: links.linkedin ?? '',
      },
    },
  });
}

/**
 * Reads Andes before a file's journeys and, after them, puts back what they change: its look, or its
 * profile (about text, social links and logo). Returns Andes as it was.
 */
export function keepAndesAsItWas(changed: 'look' | 'profile'): () => PublicCompany {
  let original: PublicCompany | undefined;
  let originalLogo: { bytes: ArrayBuffer; type: string } | null = null;
  let managerToken: string;

  beforeAll(async () => {
    original = await company();
    managerToken = await signInThroughApi(manager, password);
    if (changed === 'profile' && original.logo_url) {
      const response = await fetch(new URL(original.logo_url, inject('baseURL')));
      originalLogo = {
        bytes: await response.arrayBuffer(),
        type: response.headers.get('content-type') ?? 'image/webp',
      };
    }
  });

  afterAll(async () => {
    if (!original) return;
    const statuses =
      changed === 'look'
        ? [(await restoreLook(original, managerToken)).status]
        : [
            (await restoreProfile(original, managerToken)).status,
            originalLogo ? await uploadLogo(managerToken, originalLogo.bytes, originalLogo.type) : 200,
          ];
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  return () => {
    if (!original) throw new Error('Andes is read before the first journey');
    return original;
  };
}
