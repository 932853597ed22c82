CREATE TABLE "handled_events" (
	"handler" text NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_pkey" PRIMARY KEY("handler","event_id")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid,
	"name" text NOT NULL,
	"ciphertext" text NOT NULL,
	"last4" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_hotel_name_unique" UNIQUE NULLS NOT DISTINCT("hotel_id","name")
);
--> statement-breakpoint
CREATE TABLE "failed_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"job_id" text NOT NULL,
	"hotel_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "failed_jobs_attempts_valid" CHECK ("failed_jobs"."attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "booking_history" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_history" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "external_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_hotel_idx" ON "api_keys" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "failed_jobs_failed_at_idx" ON "failed_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_hotel_external_ref_unique" ON "bookings" USING btree ("hotel_id","external_source","external_id");--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("created_at") WHERE "domain_events"."processed_at" is null;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_actor_kind_valid" CHECK ("booking_history"."actor_kind" in ('staff', 'guest', 'api_key', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_external_ref_complete" CHECK (("bookings"."external_source" is null) = ("bookings"."external_id" is null));--> statement-breakpoint
-- Messages written before the queue existed: sent, failed, or (outbox transport) delivered locally.
UPDATE "email_outbox" SET "status" = CASE
	WHEN "sent_at" IS NOT NULL OR "transport" = 'outbox' THEN 'sent'
	WHEN "error" IS NOT NULL THEN 'failed'
	ELSE 'queued' END,
	"attempts" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN 1 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_valid" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed'));--> statement-breakpoint
-- Every UPDATE of a booking raises its version, whichever code path writes it (optimistic concurrency).
CREATE FUNCTION "bookings_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."version" := OLD."version" + 1;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_bump_version" BEFORE UPDATE ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION "bookings_bump_version"();
