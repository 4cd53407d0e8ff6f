export { bearer } from '../../lib/http-schemas.ts';

/** Shared bits of the /me routes. */
export const profileTags = ['Perfil'];
