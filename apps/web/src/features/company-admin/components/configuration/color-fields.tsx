import { Controller, type Control } from 'react-hook-form';
import type {
  CompanyConfigurationInput,
  CompanyConfigurationValues,
} from '@inmuebles/shared/companies/configuration';
import { ColorField } from './color-field';

const colorFields = [
  { name: 'primary_color', label: 'Color primario' },
  { name: 'secondary_color', label: 'Color secundario' },
  { name: 'accent_color', label: 'Color de acento' },
  { name: 'background_color', label: 'Color de fondo' },
] as const;

/** The four colour pickers of the configuration form. */
export function ColorFields({
  control,
  disabled,
}: {
  control: Control<CompanyConfigurationInput, unknown, CompanyConfigurationValues>;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">Colores</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {colorFields.map(({ name, label }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <ColorField
                label={label}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                disabled={disabled}
              />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
