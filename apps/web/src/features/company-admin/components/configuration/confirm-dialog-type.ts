import type { ComponentType, ReactNode } from 'react';

/**
 * The confirmation dialog the preset buttons open. The screen's route module passes the app's dialog in
 * (features do not import each other; routes compose them), so this feature only states what it needs.
 */
export type ConfirmDialogComponent = ComponentType<{
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  isConfirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}>;
