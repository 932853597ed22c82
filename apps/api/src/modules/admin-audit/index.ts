// The admin area's audit trail (issue 18): what every admin change records.
export {
  auditActorOf,
  recordAdminChange,
  type AdminChange,
  type AuditActor,
} from './admin-audit.recorder';
