/**
 * A cookie the browser app sets while a session is stored (apps/web lib/session.ts) and clears when it
 * ends. It carries no credential (the token stays in storage and travels as a Bearer header): it only
 * tells the server not to send a guest's server-drawn page to someone the app will draw signed in, which
 * would show the guest's header and empty hearts until then (apps/api plugins/web-app.ts).
 */
export const SIGNED_IN_COOKIE = 'inmoperu_sesion';
