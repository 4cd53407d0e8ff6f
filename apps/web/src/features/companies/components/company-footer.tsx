import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import {
  companyDescription,
  excerpt,
  footerExcerptLength,
  placeholderEmail,
  telHref,
} from '../utils/company-content';
import { CompanyLogo } from './company-logo';
import { SocialLinks } from './social-links';
import type { Tone, ToneStyles } from './tone';

type Slot = 'footer' | 'inner' | 'logo' | 'name' | 'text' | 'heading' | 'link' | 'social' | 'bottom';

const styles: ToneStyles<Slot> = {
  modern: {
    footer: 'bg-slate-950 text-slate-400 border-t-4 border-(--company-primary)',
    inner: 'mx-auto max-w-7xl px-5 pt-14 pb-8 sm:px-8',
    logo: 'size-12 rounded-xl bg-white p-1',
    name: 'text-lg font-bold text-white',
    text: 'max-w-md text-sm leading-relaxed',
    heading: 'text-xs font-semibold tracking-wider text-white uppercase',
    link: 'text-sm hover:text-white',
    social:
      'size-10 rounded-full bg-white/10 text-white hover:bg-(--company-primary) hover:text-(--company-on-primary)',
    bottom: 'mt-12 border-t border-white/10 pt-6 text-sm',
  },
  classic: {
    footer: 'bg-(--company-primary) text-(--company-on-primary)',
    inner: 'mx-auto max-w-6xl px-5 pt-14 pb-8 sm:px-8',
    logo: 'size-14 rounded-full bg-white p-1 ring-2 ring-white/40',
    name: 'text-2xl tracking-wide',
    text: 'max-w-md leading-relaxed opacity-85 italic',
    heading: 'text-sm tracking-[0.2em] uppercase opacity-80',
    link: 'hover:underline underline-offset-4',
    social: 'size-10 rounded-full border border-current/40 hover:bg-white/15',
    bottom: 'mt-12 border-t border-current/25 pt-6 text-center text-sm tracking-wide opacity-85',
  },
  luxury: {
    footer: 'bg-(--lux-ink) text-stone-400 border-t border-(--lux-gold)/25',
    inner: 'mx-auto max-w-7xl px-6 pt-20 pb-10 sm:px-10',
    logo: 'size-14 rounded-full bg-stone-100 p-1 ring-1 ring-(--lux-gold)/50',
    name: 'text-2xl font-light tracking-[0.2em] text-stone-100 uppercase',
    text: 'max-w-md text-sm leading-loose',
    heading: 'text-[0.7rem] tracking-[0.3em] text-(--lux-gold) uppercase',
    link: 'text-sm hover:text-(--lux-gold)',
    social:
      'size-10 rounded-full border border-(--lux-gold)/40 text-(--lux-gold) hover:bg-(--lux-gold) hover:text-(--lux-ink)',
    bottom: 'mt-16 border-t border-(--lux-gold)/20 pt-8 text-xs tracking-[0.2em] uppercase',
  },
  minimal: {
    footer: 'border-t border-zinc-200 text-zinc-500',
    inner: 'mx-auto max-w-6xl px-5 pt-14 pb-10 sm:px-8',
    logo: 'size-9 rounded-md',
    name: 'text-sm font-medium tracking-[0.18em] text-zinc-900 uppercase',
    text: 'max-w-sm text-sm leading-relaxed',
    heading: 'text-[0.7rem] tracking-[0.2em] text-zinc-500 uppercase',
    link: 'text-sm text-zinc-700 hover:text-(--company-primary)',
    social: 'size-9 text-zinc-500 hover:text-(--company-primary)',
    bottom: 'mt-12 border-t border-zinc-200 pt-6 text-xs tracking-wide',
  },
};

/** The page's footer: brand, description excerpt, contact, networks and '© {year} {name}. Todos los derechos reservados.' */
export function CompanyFooter({ company, tone }: { company: PublicCompany; tone: Tone }) {
  const s = styles[tone];
  const description = companyDescription(company);
  const length = tone === 'minimal' ? footerExcerptLength.minimal : footerExcerptLength.standard;
  const tel = telHref(company.phone);
  const year = new Date().getFullYear();

  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <div className="grid gap-10 md:grid-cols-[1.6fr_1fr_auto] md:gap-16">
          <div>
            <div className="flex items-center gap-3">
              <CompanyLogo company={company} className={s.logo} tileClassName="text-xl" />
              <p className={s.name}>{company.name}</p>
            </div>
            {description && <p className={`mt-5 ${s.text}`}>{excerpt(description, length)}</p>}
          </div>
          <div>
            <p className={s.heading}>Contacto</p>
            <ul className="mt-4 space-y-2">
              {company.phone && tel && (
                <li>
                  <a href={tel} className={s.link}>
                    {company.phone}
                  </a>
                </li>
              )}
              <li>
                {company.email ? (
                  <a href={`mailto:${company.email}`} className={`${s.link} break-all`}>
                    {company.email}
                  </a>
                ) : (
                  <span className={s.link}>{placeholderEmail}</span>
                )}
              </li>
            </ul>
          </div>
          <SocialLinks
            links={company.social_links}
            companyName={company.name}
            linkClassName={s.social}
            className="md:justify-end md:self-start"
          />
        </div>
        <p className={s.bottom}>{`© ${year} ${company.name}. Todos los derechos reservados.`}</p>
      </div>
    </footer>
  );
}
