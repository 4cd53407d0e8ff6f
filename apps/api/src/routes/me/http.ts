/** Shared bits of the /me routes. */
export const profileTags = ['Perfil'];
export const bearer = [{ bearerAuth: [] }];
