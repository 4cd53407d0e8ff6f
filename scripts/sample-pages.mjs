/*
 * The public pages the measuring scripts (bench-bytes.mjs, lighthouse.mjs) visit: one of each kind, found
 * through the public API of a running server.
 */

/** A district landing page (operation/type/department/province/district): the deepest, most searched kind. */
async function districtLanding(base) {
  const sitemap = await (await fetch(`${base}/sitemaps/landing.xml`)).text();
  const landings = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return landings.find((p) => p.split('/').length === 6) ?? landings[0];
}

/** `[label, path]` of each page; with `landing`, a district landing found through the landing sitemap too. */
export async function samplePages(base, { landing = false } = {}) {
  const listing = await (await fetch(`${base}/api/v1/properties?per_page=1`)).json();
  const property = listing.properties[0];
  const projects = await (await fetch(`${base}/api/v1/projects?per_page=1`)).json();
  const project = projects.projects?.[0];
  return [
    ['Listado', '/propiedades'],
    ['Propiedad', `/propiedad/${property.slug}`],
    ['Empresa', `/empresa/${property.company.slug}`],
    ['Directorio', '/empresa'],
    ...(landing ? [['Landing', await districtLanding(base)]] : []),
    ['Proyectos', '/proyectos'],
    ...(project ? [['Proyecto', `/proyecto/${project.slug}`]] : []),
  ];
}
