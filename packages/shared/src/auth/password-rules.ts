/** Password limits shared by the forms and the server (docs/decisions.md: minimum 8 for every new password). */
export const PasswordLimits = {
  /** Every new password: registration, reset, change. */
  minLength: 8,
  /** Long passphrases are welcome; the cap only bounds the hashing work. */
  maxLength: 128,
  /** The login form keeps the spec's 6-character check (older passwords may be shorter than 8). */
  loginMinLength: 6,
} as const;

export const passwordMessages = {
  required: 'La contraseña es requerida',
  tooShort: 'Mínimo 8 caracteres',
  tooShortLogin: 'Mínimo 6 caracteres',
  tooLong: 'Máximo 128 caracteres',
  tooCommon: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  confirmationRequired: 'Confirma tu contraseña',
  mismatch: 'Las contraseñas no coinciden',
} as const;
