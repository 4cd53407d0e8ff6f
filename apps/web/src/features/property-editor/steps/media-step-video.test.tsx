import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/stub-api';
import { draftOf, makeFile, megabytes } from '../media/testing/media-fixtures';
import { renderMediaStep, setUpMediaStep } from '../testing/media-step-harness';

const { fetchMock } = setUpMediaStep();

describe('MediaStep video link', () => {
  it('names the platform of a valid YouTube or Vimeo link', async () => {
    const user = renderMediaStep();
    const input = screen.getByLabelText(/URL del video/);
    await user.type(input, 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByText('Video de YouTube')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'https://vimeo.com/76979871');
    expect(screen.getByText('Video de Vimeo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an invalid link once the field is left', async () => {
    const user = renderMediaStep();
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
    renderMediaStep(draftOf([]), { videoUrl: 'http://example.com/video' });
    expect(screen.getByRole('alert')).toHaveTextContent('URL no válida');
  });
});

describe('MediaStep video file', () => {
  it('refuses a file that is not a video and one over 100 MB', async () => {
    const user = renderMediaStep();
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
    const user = renderMediaStep();
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
    const user = renderMediaStep(
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
    const user = renderMediaStep(
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
