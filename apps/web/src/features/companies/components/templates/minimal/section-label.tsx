/** '01 — Nosotros': the minimal template's numbered section label, the number in the primary colour. */
export function SectionLabel({ number, children }: { number: string; children: string }) {
  return (
    <p className="flex items-center gap-3 self-start lg:pt-3 text-[0.7rem] tracking-[0.22em] text-zinc-500 uppercase">
      <span className="text-(--company-primary)">{number}</span>
      <span aria-hidden="true" className="h-px w-8 bg-zinc-300" />
      {children}
    </p>
  );
}
