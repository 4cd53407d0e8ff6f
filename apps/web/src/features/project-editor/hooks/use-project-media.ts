import { useEffect, useRef, useState } from 'react';
import type { Project } from '@inmuebles/shared/projects/project-schema';
import {
  deleteFloorPlan,
  deleteProjectPhoto,
  orderProjectPhotos,
  uploadFloorPlan,
  uploadProjectPhoto,
} from '../api/project-media';
import {
  addFiles,
  galleryOf,
  imageFileError,
  moveItem,
  removedPhotoIds,
  type GalleryItem,
} from '../model/photo-draft';

/** A row's floor plan change waiting for the save: a new image, or the stored one removed. */
export type FloorPlanChange = { file: File; preview: string } | 'remove';

/** "1 foto", "3 fotos". */
const photos = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`);

/**
 * The gallery and the floor plans being edited, kept on screen until the save; then `saveMedia` removes,
 * uploads and orders them once the project and its unit types are stored, and says what failed.
 */
export function useProjectMedia(project: Project | null) {
  const [items, setItems] = useState<GalleryItem[]>(() => galleryOf(project?.photos ?? []));
  const [problems, setProblems] = useState<string[]>([]);
  const [floorPlans, setFloorPlans] = useState<ReadonlyMap<string, FloorPlanChange>>(new Map());
  const previews = useRef(new Set<string>());
  // The photos stored now: a save that fails later (the publication) must not upload or remove twice.
  const storedPhotos = useRef(project?.photos ?? []);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const preview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };

  const add = (files: readonly File[]) => {
    const result = addFiles(items, files, preview);
    setItems(result.items);
    setProblems(result.problems);
  };

  const setFloorPlan = (rowKey: string, change: File | 'remove' | null) => {
    if (change instanceof File) {
      const problem = imageFileError(change);
      setProblems(problem ? [problem] : []);
      if (problem) return;
    }
    setFloorPlans((current) => {
      const next = new Map(current);
      if (change === null) next.delete(rowKey);
      else next.set(rowKey, change === 'remove' ? 'remove' : { file: change, preview: preview(change) });
      return next;
    });
  };

  /** After the project and its unit types are stored: the gallery's and the plans' calls; what failed. */
  const saveMedia = async (stored: Project, rowIds: ReadonlyMap<string, number>): Promise<string[]> => {
    const failures: string[] = [];
    let failedRemovals = 0;
    for (const id of removedPhotoIds(storedPhotos.current, items)) {
      try {
        await deleteProjectPhoto(stored.id, id);
        storedPhotos.current = storedPhotos.current.filter((photo) => photo.id !== id);
      } catch (error) {
        console.error('No se pudo quitar la foto', error);
        failedRemovals += 1;
      }
    }
    const order: number[] = [];
    const nextItems: GalleryItem[] = [];
    let failedUploads = 0;
    for (const item of items) {
      if (item.kind === 'stored') {
        order.push(item.photo.id);
        nextItems.push(item);
        continue;
      }
      try {
        const photo = await uploadProjectPhoto(stored.id, item.file, stored.name);
        order.push(photo.id);
        storedPhotos.current = [...storedPhotos.current, photo];
        nextItems.push({ kind: 'stored', key: item.key, photo });
      } catch (error) {
        console.error('No se pudo subir la foto', error);
        failedUploads += 1;
        nextItems.push(item);
      }
    }
    setItems(nextItems);
    // Uploads land at the end: the order is sent only when the gallery shown differs from that.
    const stays = new Set(order);
    const natural = storedPhotos.current.map((photo) => photo.id).filter((id) => stays.has(id));
    if (order.length > 1 && order.some((id, index) => natural[index] !== id)) {
      try {
        const answer = await orderProjectPhotos(stored.id, order);
        storedPhotos.current = answer.photos;
      } catch (error) {
        console.error('No se pudo ordenar las fotos', error);
        failures.push('No se pudo guardar el orden de las fotos.');
      }
    }
    if (failedUploads > 0) failures.push(`No se pudieron subir ${photos(failedUploads)}.`);
    if (failedRemovals > 0) failures.push(`No se pudieron quitar ${photos(failedRemovals)}.`);

    let failedPlans = 0;
    const pendingPlans = new Map(floorPlans);
    for (const [rowKey, change] of floorPlans) {
      const unitTypeId = rowIds.get(rowKey);
      if (unitTypeId === undefined) continue;
      try {
        if (change === 'remove') await deleteFloorPlan(stored.id, unitTypeId);
        else await uploadFloorPlan(stored.id, unitTypeId, change.file);
        pendingPlans.delete(rowKey);
      } catch (error) {
        console.error('No se pudo guardar el plano', error);
        failedPlans += 1;
      }
    }
    setFloorPlans(pendingPlans);
    if (failedPlans > 0)
      failures.push(
        failedPlans === 1 ? 'No se pudo guardar 1 plano.' : `No se pudieron guardar ${failedPlans} planos.`,
      );
    return failures.length > 0 ? [`El proyecto se guardó, pero: ${failures.join(' ')}`] : [];
  };

  return {
    items,
    problems,
    add,
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    move: (key: string, step: -1 | 1) => setItems((current) => moveItem(current, key, step)),
    floorPlans,
    setFloorPlan,
    saveMedia,
  };
}

export type ProjectMediaState = ReturnType<typeof useProjectMedia>;
