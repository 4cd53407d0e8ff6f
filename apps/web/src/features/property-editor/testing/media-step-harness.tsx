import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MediaDraft } from '../media/media-draft';
import { draftOf, stubObjectUrls } from '../media/testing/media-fixtures';
import type { UploadProgress } from '../media/upload-media';
import { MediaStep } from '../steps/media-step';

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

/** Renders the step on `initial` (no media by default); returns the user, who may pick any file type. */
export function renderMediaStep(
  initial: MediaDraft = draftOf([]),
  props: { videoUrl?: string; progress?: UploadProgress | null } = {},
) {
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness initial={initial} {...props} />);
  return user;
}

/** The image sources of the gallery, in order. */
export function gallerySources(): (string | null)[] {
  const list = screen.queryByRole('list', { name: 'Fotos de la propiedad' });
  return list
    ? within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src'))
    : [];
}

/**
 * Each test of the step gets a `fetch` mock (the deletions go straight to the server), stand-in object URLs
 * and the anti-forgery cookie, with the console's expected errors silenced; nothing is left behind.
 */
export function setUpMediaStep() {
  const fetchMock = vi.fn<typeof fetch>();
  let objectUrls: ReturnType<typeof stubObjectUrls> | undefined;
  beforeEach(() => {
    document.cookie = 'csrf_token=tok';
    objectUrls = stubObjectUrls();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    objectUrls?.restore();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { fetchMock, objectUrls: () => objectUrls! };
}
