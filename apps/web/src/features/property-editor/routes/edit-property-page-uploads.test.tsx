// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeXhr, type FakeXhrAnswer, type FakeXhrRequest } from '@/testing/fake-xhr';
import { makeFile } from '../media/testing/media-fixtures';
import { stepButton } from '../testing/editor-screen';
import {
  openEditPropertyPage,
  setUpEditPropertyPage,
  stubEditPageApi,
  topSave,
} from '../testing/edit-page-screen';

/* The photos and the video chosen while editing: uploaded after the save, and reported on the list. */

/** A stored photo answer for an upload request, ids from 500 up. */
function storedPhoto(request: FakeXhrRequest, id: number): FakeXhrAnswer {
  return {
    status: 201,
    body: {
      media_asset: {
        id,
        kind: 'photo',
        url: `/u/${id}.webp`,
        thumbnail_url: `/u/${id}-t.webp`,
        position: Number(request.field('position')),
        alt: null,
        description: null,
      },
    },
  };
}

setUpEditPropertyPage();

describe('EditPropertyPage: the uploads after the save', { timeout: 30_000 }, () => {
  it.each([
    {
      case: 'all photos stored',
      fail: [] as number[],
      message: '✅ Propiedad guardada con 2 fotos subidas exitosamente.',
    },
    {
      case: 'one photo refused',
      fail: [2],
      message: '⚠️ Propiedad guardada. 1 fotos subidas correctamente, 1 fallaron.',
    },
    {
      case: 'no photo stored',
      fail: [1, 2],
      message:
        '❌ Propiedad guardada pero no se pudieron subir las fotos. Puedes editarla después para agregar imágenes.',
    },
  ])('uploads the new photos after the save and reports it on the list: $case', async ({ fail, message }) => {
    const user = userEvent.setup({ applyAccept: false });
    stubEditPageApi();
    const { requests } = installFakeXhr((request) => {
      const position = Number(request.field('position'));
      return fail.includes(position - 2)
        ? { status: 500, body: { error: 'internal', message: 'Error' } }
        : storedPhoto(request, 500 + position);
    });
    const { router } = await openEditPropertyPage();
    await user.click(stepButton('Fotos'));
    await user.upload(screen.getByLabelText('Seleccionar fotos'), [
      makeFile('patio.jpg', 'image/jpeg'),
      makeFile('cocina.png', 'image/png'),
    ]);
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests.map((request) => [request.method, request.url, request.field('position')])).toEqual([
      ['POST', '/api/v1/properties/31/media_assets', '3'],
      ['POST', '/api/v1/properties/31/media_assets', '4'],
    ]);
  });

  it('reports a video that could not be uploaded and still returns to the list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubEditPageApi();
    installFakeXhr(() => ({
      status: 415,
      body: {
        error: 'unsupported_media_type',
        message: 'Por favor selecciona un archivo de video válido (MP4, WebM, etc.)',
      },
    }));
    const { router } = await openEditPropertyPage();
    await user.click(stepButton('Fotos'));
    await user.upload(screen.getByLabelText(/Seleccionar video/), makeFile('recorrido.mp4', 'video/mp4'));
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(
      await screen.findByText('Error al subir el video. La propiedad se guardó pero sin el video.'),
    ).toBeInTheDocument();
  });
});
