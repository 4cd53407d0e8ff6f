import { projectStageLabels, projectStages } from '@inmuebles/shared/projects/enums';
import { InputField, SelectField, TextAreaField } from '@/components/ui/text-fields';
import type { ProjectValues } from '../model/project-values';
import type { FieldErrors } from '../model/validate-project';

const monthNames = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Setiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const monthOptions = monthNames.map((label, index) => ({ value: String(index + 1), label }));
const stageOptions = projectStages.map((stage) => ({ value: stage, label: projectStageLabels[stage] }));

export interface FieldBinding {
  values: ProjectValues;
  errors: FieldErrors;
  /** Sets one field and marks it touched. */
  set: <K extends keyof ProjectValues>(field: K, value: ProjectValues[K]) => void;
  /** Marks a field touched when the user leaves it. */
  touch: (field: string) => void;
}

/** "Datos del proyecto": name, stage, delivery, total units, description and video link. */
export function ProjectFields({ values, errors, set, touch }: FieldBinding) {
  const isReady = values.stage === 'entrega_inmediata';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        label="Nombre del proyecto"
        isRequired
        className="sm:col-span-2"
        placeholder="Ej.: Residencial Los Pinos"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        onBlur={() => touch('name')}
        error={errors.name}
      />
      <SelectField
        label="Etapa"
        isRequired
        value={values.stage}
        options={stageOptions}
        onChange={(event) => set('stage', event.target.value as ProjectValues['stage'])}
        error={errors.stage}
      />
      <InputField
        label="Total de unidades"
        isRequired
        inputMode="numeric"
        placeholder="Ej.: 60"
        value={values.total_units}
        onChange={(event) => set('total_units', event.target.value)}
        onBlur={() => touch('total_units')}
        error={errors.total_units}
      />
      <SelectField
        label="Mes de entrega"
        isRequired={!isReady}
        value={isReady ? '' : values.delivery_month}
        disabled={isReady}
        placeholder={isReady ? 'Entrega inmediata' : 'Selecciona el mes'}
        options={monthOptions}
        onChange={(event) => set('delivery_month', event.target.value)}
        error={isReady ? undefined : errors.delivery_month}
      />
      <InputField
        label="Año de entrega"
        isRequired={!isReady}
        inputMode="numeric"
        maxLength={4}
        disabled={isReady}
        placeholder={isReady ? 'Entrega inmediata' : 'Ej.: 2028'}
        value={isReady ? '' : values.delivery_year}
        onChange={(event) => set('delivery_year', event.target.value)}
        onBlur={() => touch('delivery_year')}
        error={isReady ? undefined : errors.delivery_year}
      />
      <TextAreaField
        label="Descripción"
        isRequired
        className="sm:col-span-2"
        rows={6}
        placeholder="El edificio, sus áreas comunes, acabados y entorno."
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        onBlur={() => touch('description')}
        error={errors.description}
      />
      <InputField
        label="Video (YouTube o Vimeo)"
        className="sm:col-span-2"
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        value={values.video_url}
        onChange={(event) => set('video_url', event.target.value)}
        onBlur={() => touch('video_url')}
        error={errors.video_url}
      />
    </div>
  );
}
