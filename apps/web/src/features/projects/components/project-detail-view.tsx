import { useState, type ReactNode } from 'react';
import type { Project, UnitType } from '@inmuebles/shared/projects/project-schema';
import { amenityLabels } from '@inmuebles/shared/properties/amenities';
import { financingBankLabels, orderedBanks } from '@inmuebles/shared/projects/banks';
import { deliveryLabel } from '@inmuebles/shared/projects/enums';
import { bedroomSpan, priceFromText } from '@inmuebles/shared/projects/card-text';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/icons/contact-icons';
import { MapPinIcon } from '@/components/icons/property-icons';
import { BuilderCard } from './builder-card';
import { ProjectGallery } from './project-gallery';
import { StageBadge } from './stage-badge';
import { UnitTypes } from './unit-types';
import { DetailSection } from '@/components/detail-section';

/** The anchor 'Consultar' scrolls to. */
export const projectContactId = 'contacto';

/** What the contact form needs: the unit type asked about (none for the project as a whole). */
export interface ContactFormSlot {
  unitType: UnitType | null;
  onCancel: () => void;
}

export interface ProjectDetailViewProps {
  project: Project;
  /** The location map (features/maps), composed in by the route module. */
  map: ReactNode;
  /** The contact form (lazily loaded by the route module: it brings react-hook-form and zod). */
  contactForm: (slot: ContactFormSlot) => ReactNode;
}

/** The cheapest unit type, compared in soles (as the card's "Desde"). */
function cheapest(unitTypes: readonly UnitType[]): UnitType | undefined {
  return unitTypes.reduce<UnitType | undefined>(
    (best, unit) => (!best || Number(unit.price_from_pen) < Number(best.price_from_pen) ? unit : best),
    undefined,
  );
}

/**
 * A project's page (docs/product/projects.md §2): gallery, stage and delivery, the unit types with
 * 'Consultar', description, amenities, map, financing; beside them on a desk the price, the contact card and
 * the builder.
 */
export function ProjectDetailView({ project, map, contactForm }: ProjectDetailViewProps) {
  // The form belongs to one project: moving to another closes it.
  const [contact, setContact] = useState<{ projectId: number; unitType: UnitType | null } | null>(null);
  const openContact = contact?.projectId === project.id ? contact : null;
  const ask = (unitType: UnitType | null) => {
    setContact({ projectId: project.id, unitType });
    // After the form is drawn: bring it into view (the phone's column puts it below the unit types).
    requestAnimationFrame(() =>
      document.getElementById(projectContactId)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
    );
  };
  const lowest = cheapest(project.unit_types);
  const bedrooms = project.unit_types.map((unit) => unit.bedrooms);
  const banks = orderedBanks(project.financing_banks);
  const delivery = deliveryLabel(project.stage, project.delivery_month, project.delivery_year);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-28 sm:px-6 sm:pt-6 lg:px-8 lg:pb-16">
      <nav aria-label="Ruta" className="mb-4 text-sm text-slate-600">
        <Link to={publicPaths.projects} className="font-medium text-blue-700 hover:underline">
          Proyectos
        </Link>{' '}
        / {project.district}
      </nav>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="min-w-0 space-y-8">
          <ProjectGallery photos={project.photos} name={project.name} />
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <StageBadge stage={project.stage} />
              <span className="text-sm font-medium text-slate-700">{delivery}</span>
              {project.mivivienda && (
                <span className="rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                  Apto Bono MiVivienda
                </span>
              )}
            </div>
            <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {project.name}
            </h1>
            <p className="mt-1 flex items-start gap-1 text-slate-600">
              <MapPinIcon className="mt-0.5 size-5 shrink-0" />
              {project.address_line}, {project.district}, {project.province}, {project.region}
            </p>
            <p className="mt-2 text-sm text-slate-700">
              {[
                bedroomSpan(Math.min(...bedrooms), Math.max(...bedrooms)),
                `${project.unit_types.length} ${project.unit_types.length === 1 ? 'tipo de unidad' : 'tipos de unidad'}`,
                `${project.total_units} unidades en total`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>

          <DetailSection id="tipologias" title="Tipos de unidad">
            <UnitTypes unitTypes={project.unit_types} onAsk={ask} />
          </DetailSection>

          {project.description && (
            <DetailSection id="descripcion" title="Descripción">
              <p className="whitespace-pre-line text-slate-700">{project.description}</p>
            </DetailSection>
          )}

          {project.amenities.length > 0 && (
            <DetailSection id="comodidades" title="Áreas comunes y comodidades">
              <ul className="grid grid-cols-2 gap-2 text-sm text-slate-700 sm:grid-cols-3">
                {project.amenities.map((amenity) => (
                  <li key={amenity} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-blue-600" />
                    {amenityLabels[amenity]}
                  </li>
                ))}
              </ul>
            </DetailSection>
          )}

          {(banks.length > 0 || project.mivivienda) && (
            <DetailSection id="financiamiento" title="Financiamiento">
              {banks.length > 0 && (
                <>
                  <p className="text-sm text-slate-600">Bancos que financian este proyecto:</p>
                  <ul aria-label="Bancos" className="mt-2 flex flex-wrap gap-2">
                    {banks.map((bank) => (
                      <li
                        key={bank}
                        className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800"
                      >
                        {financingBankLabels[bank]}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {project.mivivienda && (
                <p className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
                  <span className="font-semibold">Apto Bono MiVivienda.</span> Al menos un tipo de unidad está
                  dentro de los tramos del Nuevo Crédito MiVivienda. Recibir el crédito y el bono depende
                  también de ti y de la evaluación de la entidad financiera.
                </p>
              )}
            </DetailSection>
          )}

          <DetailSection id="ubicacion" title="Ubicación">
            {map}
          </DetailSection>
        </div>

        <aside className="mt-8 space-y-6 lg:sticky lg:top-20 lg:mt-0 lg:self-start">
          <section
            id={projectContactId}
            aria-labelledby="contacto-titulo"
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            {lowest && (
              <>
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Precio</p>
                <p className="mt-1 text-2xl font-bold text-slate-900">
                  {priceFromText(lowest.price_from, lowest.currency)}
                </p>
              </>
            )}
            <h2 id="contacto-titulo" className="mt-4 text-base font-semibold text-slate-900">
              {openContact?.unitType
                ? `Consulta por ${openContact.unitType.name}`
                : '¿Te interesa este proyecto?'}
            </h2>
            {openContact ? (
              <div className="mt-3">
                {contactForm({ unitType: openContact.unitType, onCancel: () => setContact(null) })}
              </div>
            ) : (
              <>
                <p className="mt-1 text-sm text-slate-600">
                  Escribe a la constructora; elige un tipo de unidad con «Consultar» para preguntar por él.
                </p>
                <Button size="lg" className="mt-4 w-full" onClick={() => ask(null)}>
                  <MailIcon className="size-5" />
                  Contactar
                </Button>
              </>
            )}
          </section>
          <BuilderCard company={project.company} />
        </aside>
      </div>
      {/* On a phone the contact card sits below everything: the price and 'Contactar' stay at hand. */}
      {!openContact && (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur lg:hidden">
          {lowest && (
            <p className="text-sm font-bold text-slate-900">
              {priceFromText(lowest.price_from, lowest.currency)}
            </p>
          )}
          <Button onClick={() => ask(null)} className="shrink-0">
            <MailIcon className="size-4" />
            Contactar
          </Button>
        </div>
      )}
    </div>
  );
}
