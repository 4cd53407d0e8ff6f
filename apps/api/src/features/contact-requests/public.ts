// What other features may use of contact-requests: everything else in this folder is its own.
export { listOwnerContactRequests } from './owner-contact-requests.ts';
