import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/use-logout';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * "Eliminar mi cuenta" (searchers only: the server refuses company accounts with 403). After the deletion the
 * server has ended every session, so the app only forgets its own and goes to the home page.
 */
export function DeleteAccountSection() {
  const [isOpen, setIsOpen] = useState(false);
  const logout = useLogout();

  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-base font-semibold text-red-700">Eliminar mi cuenta</h3>
        <p className="mt-1 text-sm text-slate-600">
          Borra tus datos personales, tus favoritos y tus búsquedas guardadas. Esta acción no se puede
          deshacer.
        </p>
      </div>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        Eliminar mi cuenta
      </Button>
      {isOpen && (
        <DeleteAccountDialog
          onCancel={() => setIsOpen(false)}
          onDeleted={() => void logout('/', { serverKnows: true })}
        />
      )}
    </div>
  );
}
