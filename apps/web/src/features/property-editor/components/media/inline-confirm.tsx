import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

export interface InlineConfirmProps {
  question: string;
  confirmLabel: string;
  isConfirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}

/**
 * A confirmation shown in place of the thing it would delete (a photo tile, the video card): lighter than
 * a modal in a grid of many photos. Focus starts on the safe choice; Escape cancels.
 */
export function InlineConfirm({
  question,
  confirmLabel,
  isConfirming,
  onConfirm,
  onCancel,
  className = '',
}: InlineConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);

  return (
    <div
      role="group"
      aria-label={question}
      className={`flex flex-col items-center justify-center gap-2 p-2 text-center ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isConfirming) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p className="text-sm font-medium leading-snug">{question}</p>
      {/* Stacked, full width: fits the narrowest tile (two columns on a phone) without wrapping oddly. */}
      <div className="flex w-full max-w-40 flex-col gap-1.5">
        <Button
          variant="danger"
          size="sm"
          className="h-8 w-full"
          isLoading={isConfirming}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
        <button
          ref={cancelRef}
          type="button"
          className={buttonStyles('secondary', 'sm', 'h-8 w-full')}
          disabled={isConfirming}
          onClick={onCancel}
        >
          Cancelar
        </button>
      </div>
    </div>
  );
}
