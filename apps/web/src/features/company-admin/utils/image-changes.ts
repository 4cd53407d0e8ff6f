/** What the form does with one image on save: upload a new file, remove the current one, or neither. */
export interface ImageChange {
  file: File | null;
  remove: boolean;
}

/** The logo and the cover (shown as 'Banner'). */
export interface ImageChanges {
  logo: ImageChange;
  cover: ImageChange;
}

const noImageChange: ImageChange = { file: null, remove: false };
export const noImageChanges: ImageChanges = { logo: noImageChange, cover: noImageChange };
