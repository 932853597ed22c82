CREATE TABLE "admin_audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"subject" text NOT NULL,
	"action" text NOT NULL,
	"hotel_id" uuid,
	"user_id" uuid,
	"label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_entries_subject_valid" CHECK ("admin_audit_entries"."subject" in ('user', 'hotel', 'configuration', 'credential', 'preset', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "error_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "error_groups_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "error_groups_kind_valid" CHECK ("error_groups"."kind" in ('server', 'job', 'client'))
);
--> statement-breakpoint
CREATE TABLE "error_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"request_id" text,
	"method" text,
	"route" text,
	"status_code" integer,
	"hotel_id" uuid,
	"user_id" uuid,
	"message" text NOT NULL,
	"stack" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"charge" text DEFAULT 'per_stay' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_presets_name_unique" UNIQUE("name"),
	CONSTRAINT "service_presets_charge_valid" CHECK ("service_presets"."charge" in ('per_stay', 'per_night', 'per_person_per_night')),
	CONSTRAINT "service_presets_price_not_negative" CHECK ("service_presets"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_entries" ADD CONSTRAINT "admin_audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_groups" ADD CONSTRAINT "error_groups_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_occurrences" ADD CONSTRAINT "error_occurrences_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_entries_hotel_idx" ON "admin_audit_entries" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_entries_user_idx" ON "admin_audit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_entries_created_at_idx" ON "admin_audit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "error_occurrences_group_idx" ON "error_occurrences" USING btree ("group_id","occurred_at");--> statement-breakpoint
CREATE INDEX "error_occurrences_occurred_at_idx" ON "error_occurrences" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "error_occurrences_hotel_idx" ON "error_occurrences" USING btree ("hotel_id","occurred_at");--> statement-breakpoint
CREATE INDEX "guest_notifications_hotel_scheduled_idx" ON "guest_notifications" USING btree ("hotel_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "guest_notifications_scheduled_idx" ON "guest_notifications" USING btree ("scheduled_for");