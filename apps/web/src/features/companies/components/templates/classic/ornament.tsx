/** A centred rule with a small diamond: the classic template's divider. */
export function Ornament({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center gap-3 text-(--company-primary) ${className}`}
    >
      <span className="h-px w-16 bg-current/50 sm:w-24" />
      <span className="size-2 rotate-45 border border-current" />
      <span className="h-px w-16 bg-current/50 sm:w-24" />
    </div>
  );
}
