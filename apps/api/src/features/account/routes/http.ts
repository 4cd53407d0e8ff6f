export { bearer } from '../../../platform/http/http-schemas.ts';

/** Shared bits of the /me routes. */
export const profileTags = ['Perfil'];
