import { useState } from 'react';
import { Link } from '@/lib/router';
import {
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@inmuebles/shared/saved-searches/saved-search-schema';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField, SelectField } from '@/components/ui/text-fields';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { listingHref } from '../utils/listing-href';

const frequencyOptions = savedSearchFrequencies.map((f) => ({
  value: f,
  label: savedSearchFrequencyLabels[f],
}));

/** One saved search: name (renamable), new matches, frequency, pause, open and delete. */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [name, setName] = useState(search.name);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const change = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate({ id: search.id, changes });

  return (
    <li className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {renaming ? (
          <form
            className="flex w-full flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              change({ name });
              setRenaming(false);
            }}
          >
            <div className="min-w-0 flex-1">
              <InputField
                label="Nombre de la búsqueda"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <Button type="submit" size="sm">
              Guardar
            </Button>
          </form>
        ) : (
          <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">{search.name}</h2>
        )}
        {search.new_count > 0 && (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-medium text-green-800">
            {search.new_count === 1 ? '1 nueva' : `${search.new_count} nuevas`}
          </span>
        )}
        {search.paused && (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-medium text-slate-700">
            Pausada
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <SelectField
            label="Alertas por correo"
            value={search.frequency}
            onChange={(e) => change({ frequency: e.target.value as SavedSearchFrequency })}
            options={frequencyOptions}
          />
        </div>
        <Link
          to={listingHref(search)}
          onClick={() => change({ viewed: true })}
          className={buttonStyles('primary', 'sm')}
        >
          Ver resultados
        </Link>
        <Button variant="secondary" size="sm" onClick={() => setRenaming((v) => !v)}>
          Renombrar
        </Button>
        <Button variant="secondary" size="sm" onClick={() => change({ paused: !search.paused })}>
          {search.paused ? 'Reanudar alertas' : 'Pausar alertas'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Eliminar
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`¿Eliminar «${search.name}»?`}
          confirmLabel="Eliminar"
          isConfirming={remove.isPending}
          onConfirm={() => remove.mutate(search.id, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          Dejarás de recibir sus alertas.
        </ConfirmDialog>
      )}
    </li>
  );
}
