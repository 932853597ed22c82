CREATE TABLE "csv_import_rows" (
	"hotel_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"row_hash" text NOT NULL,
	"booking_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csv_import_rows_hotel_id_external_id_pk" PRIMARY KEY("hotel_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "csv_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text,
	"counts" jsonb DEFAULT '{"created":0,"updated":0,"unchanged":0,"skipped":0,"conflicts":0,"errors":0}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_code" text,
	"failure_params" jsonb,
	"smb_status" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"domain_event_id" uuid,
	"event" text NOT NULL,
	"booking_id" uuid,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"last_error" text,
	"resend_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "csv_import_rows" ADD CONSTRAINT "csv_import_rows_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_rows" ADD CONSTRAINT "csv_import_rows_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_runs" ADD CONSTRAINT "csv_import_runs_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_import_runs_hotel_idx" ON "csv_import_runs" USING btree ("hotel_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "csv_import_runs_one_running" ON "csv_import_runs" USING btree ("hotel_id") WHERE "csv_import_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_unique" ON "webhook_deliveries" USING btree ("endpoint_id","domain_event_id") WHERE "webhook_deliveries"."domain_event_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_hotel_idx" ON "webhook_endpoints" USING btree ("hotel_id");--> statement-breakpoint
-- Issue 17: API keys get their own permissions instead of the staff ones.
UPDATE "api_keys" SET "permissions" = (
  SELECT coalesce(jsonb_agg(DISTINCT p), '[]'::jsonb) FROM (
    SELECT 'bookings.read' AS p WHERE "permissions" ? 'viewBookings' OR "permissions" ? 'manageBookings'
    UNION SELECT 'availability' WHERE "permissions" ? 'viewBookings' OR "permissions" ? 'manageBookings'
    UNION SELECT 'bookings.write' WHERE "permissions" ? 'manageBookings'
    UNION SELECT 'guests' WHERE "permissions" ? 'manageBookings'
  ) AS mapped
);
