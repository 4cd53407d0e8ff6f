// What other features may use of admin: the audit log's one writer (the partner keys are audited events).
export { recordAdminAction } from './audit-log.ts';
export type { AdminActor, AuditRecord } from './audit-log.ts';
