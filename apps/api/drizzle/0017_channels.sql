CREATE TABLE "channel_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"external_id" text,
	"booking_id" uuid,
	"state" text NOT NULL,
	"channel_unit" text DEFAULT '' NOT NULL,
	"guest_name" text DEFAULT '' NOT NULL,
	"arrival" date,
	"departure" date,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_sync_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"message" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_sync_state" (
	"hotel_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"inbound_token" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"pulled_until" timestamp with time zone,
	"counts" jsonb DEFAULT '{"created":0,"updated":0,"canceled":0,"conflicts":0,"errors":0}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_sync_state_pkey" PRIMARY KEY("hotel_id","channel")
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD COLUMN "trigger" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD COLUMN "counts" jsonb DEFAULT '{"created":0,"updated":0,"canceled":0,"conflicts":0,"errors":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'stay' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel_conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_reservations" ADD CONSTRAINT "channel_reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reservations" ADD CONSTRAINT "channel_reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_sync_errors" ADD CONSTRAINT "channel_sync_errors_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_sync_state" ADD CONSTRAINT "channel_sync_state_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_reservations_external_unique" ON "channel_reservations" USING btree ("hotel_id","channel","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_reservations_booking_unique" ON "channel_reservations" USING btree ("hotel_id","channel","booking_id") WHERE "channel_reservations"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "channel_reservations_state_idx" ON "channel_reservations" USING btree ("hotel_id","channel","state");--> statement-breakpoint
CREATE INDEX "channel_sync_errors_hotel_idx" ON "channel_sync_errors" USING btree ("hotel_id","channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_sync_state_token_unique" ON "channel_sync_state" USING btree ("inbound_token");--> statement-breakpoint
CREATE UNIQUE INDEX "ical_feeds_token_unique" ON "ical_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "ical_feeds_room_active_unique" ON "ical_feeds" USING btree ("room_id") WHERE "ical_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notifications_channel_conflict_unique" ON "staff_notifications" USING btree ("booking_id") WHERE "staff_notifications"."kind" = 'channel_conflict';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_valid" CHECK ("bookings"."kind" in ('stay', 'block'));