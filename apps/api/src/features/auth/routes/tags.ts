/** The OpenAPI section of the authentication routes. */
export const authTags = ['Autenticación'];
