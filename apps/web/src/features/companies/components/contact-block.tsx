import type { ReactNode } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyAddressLabel, placeholderEmail, telHref, websiteLabel } from '../utils/company-content';
import { GlobeIcon, MailIcon, PhoneIcon } from '@/components/icons/contact-icons';
import { MapPinIcon } from '@/components/icons/property-icons';
import type { Tone, ToneStyles } from './tone';

type Slot = 'list' | 'item' | 'icon' | 'label' | 'value' | 'link';

const styles: ToneStyles<Slot> = {
  modern: {
    list: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-1',
    item: 'flex items-start gap-3.5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70',
    icon: 'inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-(--company-primary)/10 text-(--company-primary)',
    label: 'text-xs font-semibold tracking-wide text-slate-500 uppercase',
    value: 'mt-0.5 block font-medium break-words text-slate-900',
    link: 'hover:text-(--company-primary) hover:underline',
  },
  classic: {
    list: 'divide-y divide-(--company-primary)/20 border-y border-(--company-primary)/30',
    item: 'flex items-start gap-4 py-4',
    icon: 'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-(--company-primary)/40 text-(--company-primary)',
    label: 'text-sm tracking-wide text-stone-500 italic',
    value: 'mt-0.5 block text-lg break-words text-stone-900',
    link: 'underline decoration-(--company-primary)/40 underline-offset-4 hover:decoration-(--company-primary)',
  },
  luxury: {
    list: 'grid gap-y-6',
    item: 'flex items-start gap-4 border-t border-(--lux-gold)/30 pt-5',
    icon: 'mt-0.5 inline-flex shrink-0 text-(--lux-gold)',
    label: 'text-[0.7rem] tracking-[0.3em] text-(--lux-gold) uppercase',
    value: 'mt-2 block text-lg font-light break-words text-stone-100',
    link: 'transition-colors hover:text-(--lux-gold)',
  },
  minimal: {
    list: 'border-t border-zinc-200',
    item: 'flex flex-col gap-1 border-b border-zinc-200 py-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6',
    icon: 'hidden',
    label: 'shrink-0 text-xs tracking-[0.18em] text-zinc-500 uppercase',
    value: 'min-w-0 text-[0.95rem] break-words text-zinc-900 sm:text-right',
    link: 'underline-offset-4 hover:text-(--company-primary) hover:underline',
  },
};

interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  value: string;
  href?: string;
  external?: boolean;
}

function entriesOf(company: PublicCompany, iconClass: string): Entry[] {
  const tel = telHref(company.phone);
  const entries: Entry[] = [];
  if (company.phone)
    entries.push({
      key: 'phone',
      label: 'Teléfono',
      icon: <PhoneIcon className={iconClass} strokeWidth={1.7} />,
      value: company.phone,
      href: tel ?? undefined,
    });
  entries.push({
    key: 'email',
    label: 'Correo electrónico',
    icon: <MailIcon className={iconClass} strokeWidth={1.7} />,
    value: company.email ?? placeholderEmail,
    // The placeholder is only text: it is nobody's mailbox.
    href: company.email ? `mailto:${company.email}` : undefined,
  });
  entries.push({
    key: 'address',
    label: 'Dirección',
    icon: <MapPinIcon className={iconClass} strokeWidth={1.7} />,
    value: companyAddressLabel(company),
  });
  if (company.website)
    entries.push({
      key: 'website',
      label: 'Sitio web',
      icon: <GlobeIcon className={iconClass} strokeWidth={1.7} />,
      value: websiteLabel(company.website),
      href: company.website,
      external: true,
    });
  return entries;
}

/** Phone, e-mail, the company's address and website (docs/product/public-and-auth.md §2.4), in the template's look. */
export function ContactBlock({
  company,
  tone,
  className = '',
}: {
  company: PublicCompany;
  tone: Tone;
  className?: string;
}) {
  const s = styles[tone];
  return (
    <ul className={`${s.list} ${className}`}>
      {entriesOf(company, tone === 'luxury' ? 'size-5' : 'size-[1.1rem]').map((entry) => (
        <li key={entry.key} className={s.item}>
          <span className={s.icon}>{entry.icon}</span>
          <span className={tone === 'minimal' ? 'contents' : 'min-w-0'}>
            <span className={`block ${s.label}`}>{entry.label}</span>
            {entry.href ? (
              <a
                href={entry.href}
                className={`${s.value} ${s.link}`}
                {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {entry.value}
              </a>
            ) : (
              <span className={s.value}>{entry.value}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
