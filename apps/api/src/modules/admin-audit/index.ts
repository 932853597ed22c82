// The admin audit trail's public surface.
export {
  auditActorOf,
  recordAdminChange,
  type AdminChange,
  type AuditActor,
} from './admin-audit.recorder';
export { adminAuditRoutes } from './admin-audit.routes';
export { createAdminAuditService, type AdminAuditService } from './admin-audit.service';
