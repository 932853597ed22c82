CREATE TABLE "booking_access" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" uuid NOT NULL,
	"method" text DEFAULT 'code' NOT NULL,
	"entrance_code" text,
	"sync_status" text DEFAULT 'none' NOT NULL,
	"sync_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lock_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"lock_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"code" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_grants_booking_lock_unique" UNIQUE("booking_id","lock_id")
);
--> statement-breakpoint
CREATE TABLE "lock_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"lock_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"booking_id" uuid,
	"outcome" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hardware" text NOT NULL,
	"provider_id" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"room_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locks_hotel_provider_unique" UNIQUE("hotel_id","hardware","provider_id"),
	CONSTRAINT "locks_shared_has_no_room" CHECK (not ("locks"."shared" and "locks"."room_id" is not null)),
	CONSTRAINT "locks_hardware_valid" CHECK ("locks"."hardware" in ('bwOnline', 'nuki'))
);
--> statement-breakpoint
CREATE TABLE "simulated_lock_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"action" text NOT NULL,
	"ref" text,
	"code" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_locks" (
	"hotel_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"name" text NOT NULL,
	"failing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_locks_hotel_id_provider_id_pk" PRIMARY KEY("hotel_id","provider_id")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "lock_settings" jsonb DEFAULT '{"hardware":"bwOnline","bwOnlineEndpoint":"","bwOnlineUsername":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_access" ADD CONSTRAINT "booking_access_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_access" ADD CONSTRAINT "booking_access_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_grants" ADD CONSTRAINT "lock_grants_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_grants" ADD CONSTRAINT "lock_grants_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_grants" ADD CONSTRAINT "lock_grants_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_openings" ADD CONSTRAINT "lock_openings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_openings" ADD CONSTRAINT "lock_openings_lock_id_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."locks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_openings" ADD CONSTRAINT "lock_openings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locks" ADD CONSTRAINT "locks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_lock_events" ADD CONSTRAINT "simulated_lock_events_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_locks" ADD CONSTRAINT "simulated_locks_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lock_grants_lock_idx" ON "lock_grants" USING btree ("lock_id");--> statement-breakpoint
CREATE INDEX "lock_openings_hotel_created_idx" ON "lock_openings" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locks_room_unique" ON "locks" USING btree ("room_id") WHERE "locks"."room_id" is not null;--> statement-breakpoint
CREATE INDEX "simulated_lock_events_lock_idx" ON "simulated_lock_events" USING btree ("hotel_id","provider_id");