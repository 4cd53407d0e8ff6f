import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaDraft } from '../media/media-draft';
import {
  draftOf,
  existingPhoto,
  makeFile,
  megabytes,
  newPhoto,
  stubObjectUrls,
} from '../media/testing/media-fixtures';
import type { UploadProgress } from '../media/upload-media';
import { MediaStep } from './media-step';
import { jsonResponse } from '@/testing/stub-api';

const fetchMock = vi.fn<typeof fetch>();
let objectUrls: ReturnType<typeof stubObjectUrls>;

/** The step inside a parent that keeps the draft and the video link, as the wizard does. */
function Harness({
  initial,
  videoUrl = '',
  progress = null,
}: {
  initial: MediaDraft;
  videoUrl?: string;
  progress?: UploadProgress | null;
}) {
  const [draft, setDraft] = useState(initial);
  const [url, setUrl] = useState(videoUrl);
  return (
    <MediaStep
      draft={draft}
      onDraftChange={setDraft}
      propertyRef="casa-en-miraflores"
      videoUrl={url}
      onVideoUrlChange={setUrl}
      progress={progress}
    />
  );
}

function renderStep(
  initial: MediaDraft = draftOf([]),
  props: { videoUrl?: string; progress?: UploadProgress | null } = {},
) {
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness initial={initial} {...props} />);
  return user;
}

/** The image sources of the gallery, in order. */
function gallerySources(): (string | null)[] {
  const list = screen.queryByRole('list', { name: 'Fotos de la propiedad' });
  return list
    ? within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src'))
    : [];
}

beforeEach(() => {
  document.cookie = 'csrf_token=tok';
  objectUrls = stubObjectUrls();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  objectUrls.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MediaStep photos', () => {
  it('shows the hint and adds chosen photos with previews, the first as the main photo', async () => {
    const user = renderStep();
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
    const user = renderStep();
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
    renderStep();
    const files = [makeFile('drop.gif', 'image/gif')];
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
    expect(gallerySources()).toEqual(['blob:1']);
  });

  it('reorders with the move buttons and makes another photo the main one', async () => {
    const user = renderStep(draftOf([existingPhoto(1), existingPhoto(2), existingPhoto(3)]));
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
    const user = renderStep();
    await user.upload(screen.getByLabelText('Seleccionar fotos'), [
      makeFile('a.jpg', 'image/jpeg'),
      makeFile('b.jpg', 'image/jpeg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Eliminar la foto 1' }));
    expect(gallerySources()).toEqual(['blob:2']);
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes a stored photo on the server after confirmation', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Foto eliminada' }));
    const user = renderStep(draftOf([existingPhoto(5), existingPhoto(6)]));
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
    const user = renderStep(draftOf([existingPhoto(5), existingPhoto(6)]));
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
    const user = renderStep(draftOf([existingPhoto(5)]));
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
    renderStep(draftOf([existingPhoto(5), newPhoto('a')], { videoFile: video }), {
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

describe('MediaStep video link', () => {
  it('names the platform of a valid YouTube or Vimeo link', async () => {
    const user = renderStep();
    const input = screen.getByLabelText(/URL del video/);
    await user.type(input, 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByText('Video de YouTube')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'https://vimeo.com/76979871');
    expect(screen.getByText('Video de Vimeo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an invalid link once the field is left', async () => {
    const user = renderStep();
    const input = screen.getByLabelText(/URL del video/);
    await user.type(input, 'https://www.dailymotion.com/video/x7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('URL no válida');
    expect(alert).toHaveTextContent('Por favor ingresa una URL válida de YouTube o Vimeo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('flags a stored invalid link straight away', () => {
    renderStep(draftOf([]), { videoUrl: 'http://example.com/video' });
    expect(screen.getByRole('alert')).toHaveTextContent('URL no válida');
  });
});

describe('MediaStep video file', () => {
  it('refuses a file that is not a video and one over 100 MB', async () => {
    const user = renderStep();
    const input = screen.getByLabelText('Seleccionar video');
    await user.upload(input, makeFile('fotos.zip', 'application/zip'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor selecciona un archivo de video válido (MP4, WebM, etc.)',
    );
    await user.upload(input, makeFile('largo.mp4', 'video/mp4', megabytes(100) + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El video es demasiado grande. El tamaño máximo es 100MB.',
    );
    expect(screen.queryByText('largo.mp4')).not.toBeInTheDocument();
  });

  it('shows the chosen video with its size and lets it be removed', async () => {
    const user = renderStep();
    await user.upload(
      screen.getByLabelText('Seleccionar video'),
      makeFile('recorrido.mp4', 'video/mp4', megabytes(12.5)),
    );
    expect(screen.getByText('recorrido.mp4')).toBeInTheDocument();
    expect(screen.getByText(/12\.5 MB/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar el video recorrido.mp4' }));
    expect(screen.queryByText('recorrido.mp4')).not.toBeInTheDocument();
  });

  it('shows the stored video and deletes it on the server after confirmation', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ video: null }));
    const user = renderStep(
      draftOf([], { existingVideo: { file_url: '/uploads/videos/9/tour.mp4', filename: 'tour.mp4' } }),
    );
    expect(screen.getByText('tour.mp4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar video' }));
    await user.click(
      within(screen.getByRole('group', { name: '¿Eliminar el video de la propiedad?' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(screen.queryByText('tour.mp4')).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/v1/properties/casa-en-miraflores/native_video', 'DELETE']);
  });

  it('keeps the stored video when deleting it fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'internal_error', message: 'Error interno' }, 500));
    const user = renderStep(
      draftOf([], { existingVideo: { file_url: '/uploads/videos/9/tour.mp4', filename: 'tour.mp4' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar video' }));
    await user.click(
      within(screen.getByRole('group', { name: '¿Eliminar el video de la propiedad?' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al eliminar el video. Por favor intenta de nuevo.',
    );
    expect(screen.getByText('tour.mp4')).toBeInTheDocument();
  });
});
