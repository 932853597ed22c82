// The admin audit trail's public surface.
export {
  auditActorOf,
  recordAdminChange,
  type AdminChange,
  type AuditActor,
} from './admin-audit.recorder';
