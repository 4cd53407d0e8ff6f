import { useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import type { ScreenNotice } from '@/components/ui/notice';
import { isApiError } from '@/lib/api-error';
import { saveOffer } from '../api/save-offer';
import { createOwnerProperty, createProperty, updateProperty } from '../api/save-property';
import type { MediaDraft } from '../media/media-draft';
import type { EditorValues } from '../model/editor-values';
import { offerWrites } from '../model/offer-writes';
import type { OffersValues } from '../model/offer-values';
import { uploadMedia, type UploadProgress } from '../media/upload-media';
import {
  offerFailureNotice,
  saveMessages,
  saveNotices,
  type SaveNotice,
  type UploadOutcome,
} from '../model/save-messages';
import { bodyProblems, buildWriteBody, type EditorAudience, type EditorMode } from '../model/write-body';

/** Where the wizard returns after a save, carrying the notices for the list. */
export const propertyListPath = '/dashboard/properties';

/** An owner's list, "Mis inmuebles" (docs/product/owners.md §4). */
export const ownerListPath = '/mis-inmuebles';

/** The list each audience returns to. */
export const listPathOf = (audience: EditorAudience) =>
  audience === 'owner' ? ownerListPath : propertyListPath;

/** The router state the list reads its notices from. */
export interface SavedPropertyState {
  notices: SaveNotice[];
}

/** The saving property, then its offers, then its photos and video. */
export type SavePhase = 'idle' | 'saving' | 'offers' | 'uploading';

export interface SaveRequest {
  values: EditorValues;
  draft: MediaDraft;
  /** Steps 1 and 2 are valid. */
  isSavable: boolean;
  /** 'Guardar y publicar' saves with this status. */
  status?: PropertyStatus;
}

export interface UseSavePropertyOptions {
  mode: EditorMode;
  /** Who publishes: the owner's new listing goes through `POST /owner/properties`. */
  audience: EditorAudience;
  /** The id of the property being edited; null when creating. */
  propertyId: number | null;
  /** The offers as they were read (none when creating): what the save updates or deletes by id. */
  initialOffers: OffersValues;
  /** Refreshes cached answers once the property is saved (lists, counters, the property itself). */
  onSaved: () => Promise<void> | void;
}

/** The server's Spanish reasons (a 409 carries only its message). */
const reasonsOf = (error: unknown): string[] => {
  if (isApiError(error)) return error.errors.length > 0 ? error.errors : [error.message];
  return [saveMessages.failed];
};

/**
 * Why the property itself was refused: the validation messages, or a conflict's own message (an owner's
 * third active listing names the limit), so the user reads what to do.
 */
const saveFailureDetails = (error: unknown): string[] => {
  if (!isApiError(error)) return [];
  if (error.errors.length > 0) return error.errors;
  return error.status === 409 ? [error.message] : [];
};

function uploadFailure(draft: MediaDraft): UploadOutcome {
  return {
    uploaded: 0,
    failed: draft.items.filter((item) => item.kind === 'new').length,
    videoFailed: draft.videoFile !== null,
  };
}

/**
 * The save sequence (docs/product/signed-in-area.md §4 and 8): refuse while steps 1 or 2 are invalid; create or update the property
 * (a failure keeps the user on the wizard with the server's reasons); create, update or delete its offers
 * (a refusal is told on the list, the property being saved already); upload the new photos and the video;
 * then return to the property list in every case, with the outcome as notices.
 */
export function useSaveProperty({
  mode,
  audience,
  propertyId,
  initialOffers,
  onSaved,
}: UseSavePropertyOptions) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Why the last save did not happen: the message, and the server's (or the schema's) Spanish details.
  const [failure, setFailure] = useState<ScreenNotice | null>(null);
  const isRunning = useRef(false);

  const save = async ({ values, draft, isSavable, status }: SaveRequest) => {
    if (isRunning.current) return;
    setFailure(null);
    if (!isSavable) {
      setFailure({ tone: 'error', text: saveMessages.incomplete });
      return;
    }
    const body = buildWriteBody(values, mode, status);
    const problems = bodyProblems(body, mode);
    if (problems.length > 0) {
      setFailure({ tone: 'error', text: saveMessages.failed, details: problems });
      return;
    }

    isRunning.current = true;
    setPhase('saving');
    let savedId: number;
    try {
      const create = audience === 'owner' ? createOwnerProperty : createProperty;
      const answer =
        mode === 'create' || propertyId === null
          ? await create(body)
          : await updateProperty(propertyId, body);
      savedId = answer.property.id;
    } catch (error) {
      console.error('No se pudo guardar la propiedad', error);
      setFailure({
        tone: 'error',
        text: saveMessages.failed,
        details: saveFailureDetails(error),
      });
      setPhase('idle');
      isRunning.current = false;
      return;
    }

    // The offers of the 'Operación' block: each call on its own, so one refusal does not lose the others.
    setPhase('offers');
    const offerFailures: string[] = [];
    for (const write of offerWrites(initialOffers, values.offers)) {
      try {
        await saveOffer(savedId, write);
      } catch (error) {
        console.error('No se pudo guardar la oferta', error);
        offerFailures.push(...reasonsOf(error));
      }
    }

    setPhase('uploading');
    let outcome: UploadOutcome;
    try {
      outcome = await uploadMedia(savedId, draft, setProgress, { title: values.title });
    } catch (error) {
      console.error('No se pudieron subir las fotos o el video', error);
      outcome = uploadFailure(draft);
    }

    try {
      await onSaved();
    } catch (error) {
      console.error('No se pudieron refrescar las listas', error);
    }
    const newPhotos = draft.items.filter((item) => item.kind === 'new').length;
    const notices = saveNotices(outcome, newPhotos, values.title.trim());
    if (offerFailures.length > 0) notices.push(offerFailureNotice(offerFailures));
    const state: SavedPropertyState = { notices };
    isRunning.current = false;
    void navigate(listPathOf(audience), { state });
  };

  return {
    save,
    phase,
    isSaving: phase !== 'idle',
    progress,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
