// The admin audit trail's public surface.
export { auditActorOf, recordAdminChange, type AuditActor } from './admin-audit.recorder';
