import { useRef, useState, type ChangeEvent } from 'react';
import { getFullName } from '@inmuebles/shared/users/names';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { deleteAvatar, uploadAvatar } from '../api/me-api';
import { useApplyUser } from '../api/use-me';
import { Notice } from '@/components/ui/notice';

const maxAvatarBytes = 5 * 1024 * 1024;

/** Client-side check of an avatar file; null when acceptable. */
function avatarFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Solo se permiten archivos de imagen.';
  if (file.size > maxAvatarBytes) return 'El archivo es demasiado grande. Máximo 5MB.';
  return null;
}

/** Avatar with preview, upload (POST /me/avatar) and removal (DELETE /me/avatar). */
export function AvatarUploader({ user }: { user: PublicUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = getFullName(user);
  const applyUser = useApplyUser();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileError(file);
    setError(problem);
    if (problem) return;
    // A local preview while the upload runs (not every environment has object URLs).
    const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPreview(url);
    setBusy(true);
    try {
      const answer = await uploadAvatar(file);
      applyUser(answer.user);
    } catch {
      setError('No se pudo subir la foto. Intenta de nuevo.');
    } finally {
      setBusy(false);
      setPreview(null);
      if (url) URL.revokeObjectURL(url);
    }
  }

  async function onRemove() {
    setBusy(true);
    setError(null);
    try {
      const answer = await deleteAvatar();
      applyUser(answer?.user ?? { ...user, avatar_url: null });
    } catch {
      setError('No se pudo eliminar la foto. Intenta de nuevo.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} imageUrl={preview ?? user.avatar_url} size="lg" />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" isLoading={busy} onClick={() => input.current?.click()}>
            {user.avatar_url ? 'Cambiar foto' : 'Subir foto'}
          </Button>
          {user.avatar_url && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void onRemove()}>
              Eliminar foto
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Foto de perfil"
          tabIndex={-1}
          onChange={(event) => void onFile(event)}
        />
      </div>
      <p className="text-xs text-slate-500">Una imagen de hasta 5MB.</p>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
