CREATE TABLE "guest_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"guest_id" uuid,
	"message" text NOT NULL,
	"gateway" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"recipient" text DEFAULT '' NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"scheduled_for" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"subject" text,
	"body" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"resend_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_notifications_status_valid" CHECK ("guest_notifications"."status" in ('scheduled', 'sending', 'delivered', 'failed', 'unsent', 'canceled')),
	CONSTRAINT "guest_notifications_reason_valid" CHECK ("guest_notifications"."reason" is null or "guest_notifications"."reason" in ('disabled', 'no_email', 'no_mobile', 'invalid_email', 'invalid_mobile', 'mailbox_unavailable', 'domain_reputation', 'muted', 'reset_code_disabled', 'forbidden_country_code', 'invalid_sender_number', 'empty_message', 'technical', 'unclassified', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"to" text NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"guest_notification_id" uuid,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notification_reads" ADD CONSTRAINT "staff_notification_reads_notification_id_staff_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."staff_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notification_reads" ADD CONSTRAINT "staff_notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_guest_notification_id_guest_notifications_id_fk" FOREIGN KEY ("guest_notification_id") REFERENCES "public"."guest_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_notifications_automatic_unique" ON "guest_notifications" USING btree ("booking_id","message","gateway","scheduled_for") WHERE "guest_notifications"."created_by" is null and "guest_notifications"."resend_of" is null;--> statement-breakpoint
CREATE INDEX "guest_notifications_due_idx" ON "guest_notifications" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "guest_notifications_booking_idx" ON "guest_notifications" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_notifications_provider_idx" ON "guest_notifications" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_hotel_created_idx" ON "sms_outbox" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_notifications_hotel_created_idx" ON "staff_notifications" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notifications_delivery_unique" ON "staff_notifications" USING btree ("guest_notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notifications_received_unique" ON "staff_notifications" USING btree ("booking_id") WHERE "staff_notifications"."kind" = 'booking_received';