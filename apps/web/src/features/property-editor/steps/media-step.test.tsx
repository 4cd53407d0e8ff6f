import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/stub-api';
import { draftOf, existingPhoto, makeFile, megabytes, newPhoto } from '../media/testing/media-fixtures';
import { gallerySources, renderMediaStep, setUpMediaStep } from '../testing/media-step-harness';

const { fetchMock, objectUrls } = setUpMediaStep();

describe('MediaStep photos', () => {
  it('shows the hint and adds chosen photos with previews, the first as the main photo', async () => {
    const user = renderMediaStep();
    expect(screen.getByText(/PNG, JPG, GIF hasta 10MB/)).toBeInTheDocument();
    expect(screen.getByText('0 de 40 fotos')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Seleccionar fotos'), [
      makeFile('sala.jpg', 'image/jpeg'),
      makeFile('patio.png', 'image/png'),
    ]);

    expect(gallerySources()).toEqual(['blob:1', 'blob:2']);
    expect(screen.getByText('2 de 40 fotos')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Foto principal')).toBeInTheDocument();
    expect(within(second!).queryByText('Foto principal')).not.toBeInTheDocument();
  });

  it('refuses a photo over 10 MB and a file that is not an image, adding the rest', async () => {
    const user = renderMediaStep();
    await user.upload(screen.getByLabelText('Seleccionar fotos'), [
      makeFile('grande.jpg', 'image/jpeg', megabytes(12)),
      makeFile('contrato.pdf', 'application/pdf'),
      makeFile('ok.webp', 'image/webp'),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('La foto "grande.jpg" es demasiado grande. El tamaño máximo es 10MB.');
    expect(alert).toHaveTextContent(
      'El archivo "contrato.pdf" no es una imagen válida. Usa PNG, JPG, GIF o WebP.',
    );
    expect(gallerySources()).toEqual(['blob:1']);
  });

  it('adds photos dropped onto the zone', () => {
    renderMediaStep();
    const files = [makeFile('drop.gif', 'image/gif')];
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
    expect(gallerySources()).toEqual(['blob:1']);
  });

  it('reorders with the move buttons and makes another photo the main one', async () => {
    const user = renderMediaStep(draftOf([existingPhoto(1), existingPhoto(2), existingPhoto(3)]));
    await user.click(screen.getByRole('button', { name: 'Mover la foto 2 a la izquierda' }));
    expect(gallerySources()).toEqual([
      '/uploads/photos/2-thumb.webp',
      '/uploads/photos/1-thumb.webp',
      '/uploads/photos/3-thumb.webp',
    ]);
    await user.click(screen.getByRole('button', { name: 'Mover la foto 1 a la derecha' }));
    expect(gallerySources()).toEqual([
      '/uploads/photos/1-thumb.webp',
      '/uploads/photos/2-thumb.webp',
      '/uploads/photos/3-thumb.webp',
    ]);
    await user.click(screen.getByRole('button', { name: 'Hacer principal la foto 3' }));
    expect(gallerySources()).toEqual([
      '/uploads/photos/3-thumb.webp',
      '/uploads/photos/1-thumb.webp',
      '/uploads/photos/2-thumb.webp',
    ]);
    expect(screen.getByRole('button', { name: 'Mover la foto 1 a la izquierda' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover la foto 3 a la derecha' })).toBeDisabled();
  });

  it('removes a new photo at once and frees its preview', async () => {
    const user = renderMediaStep();
    await user.upload(screen.getByLabelText('Seleccionar fotos'), [
      makeFile('a.jpg', 'image/jpeg'),
      makeFile('b.jpg', 'image/jpeg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Eliminar la foto 1' }));
    expect(gallerySources()).toEqual(['blob:2']);
    expect(objectUrls().revoke).toHaveBeenCalledWith('blob:1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes a stored photo on the server after confirmation', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Foto eliminada' }));
    const user = renderMediaStep(draftOf([existingPhoto(5), existingPhoto(6)]));
    await user.click(screen.getByRole('button', { name: 'Eliminar la foto 1' }));
    const confirmation = screen.getByRole('group', { name: '¿Eliminar esta foto?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirmation).getByRole('button', { name: 'Eliminar' }));

    expect(gallerySources()).toEqual(['/uploads/photos/6-thumb.webp']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/v1/media_assets/5', 'DELETE']);
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe('tok');
  });

  it('keeps a stored photo and says so when the server cannot delete it', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'internal_error', message: 'Error interno' }, 500));
    const user = renderMediaStep(draftOf([existingPhoto(5), existingPhoto(6)]));
    await user.click(screen.getByRole('button', { name: 'Eliminar la foto 2' }));
    await user.click(
      within(screen.getByRole('group', { name: '¿Eliminar esta foto?' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al eliminar la foto. Por favor intenta de nuevo.',
    );
    expect(gallerySources()).toEqual(['/uploads/photos/5-thumb.webp', '/uploads/photos/6-thumb.webp']);
  });

  it('keeps a stored photo when the confirmation is cancelled', async () => {
    const user = renderMediaStep(draftOf([existingPhoto(5)]));
    await user.click(screen.getByRole('button', { name: 'Eliminar la foto 1' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group', { name: '¿Eliminar esta foto?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar la foto 1' })).toHaveFocus();
    expect(gallerySources()).toEqual(['/uploads/photos/5-thumb.webp']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows each new photo’s upload progress during the save and locks the controls', () => {
    const video = makeFile('recorrido.mp4', 'video/mp4', megabytes(20));
    renderMediaStep(draftOf([existingPhoto(5), newPhoto('a')], { videoFile: video }), {
      progress: { photos: { 'new-a': 40 }, video: 75 },
    });
    expect(screen.getByRole('progressbar', { name: 'Subiendo foto 2' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByRole('progressbar', { name: 'Subiendo foto 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Subiendo video' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(screen.getByRole('button', { name: 'Eliminar la foto 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hacer principal la foto 2' })).toBeDisabled();
    expect(screen.getByLabelText('Seleccionar fotos')).toBeDisabled();
  });
});
