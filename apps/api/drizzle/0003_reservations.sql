CREATE TABLE "booking_guests" (
	"booking_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_guests_pkey" PRIMARY KEY("booking_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"booking_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "booking_services_pkey" PRIMARY KEY("booking_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"room_type_id" uuid NOT NULL,
	"room_id" uuid,
	"main_guest_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"kids" integer DEFAULT 0 NOT NULL,
	"extra_beds" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"computed_price" integer NOT NULL,
	"price_overridden" boolean DEFAULT false NOT NULL,
	"access_code" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"self_check_in_completed" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_hotel_number_unique" UNIQUE("hotel_id","number"),
	CONSTRAINT "bookings_stay_valid" CHECK ("bookings"."departure" > "bookings"."arrival"),
	CONSTRAINT "bookings_adults_valid" CHECK ("bookings"."adults" >= 1),
	CONSTRAINT "bookings_kids_valid" CHECK ("bookings"."kids" >= 0 and "bookings"."extra_beds" >= 0),
	CONSTRAINT "bookings_price_valid" CHECK ("bookings"."price" >= 0 and "bookings"."computed_price" >= 0),
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('new', 'pending', 'checked_in', 'completed', 'canceled')),
	CONSTRAINT "bookings_source_valid" CHECK ("bookings"."source" in ('manual', 'smoobu', 'public_page', 'api', 'csv', 'roomraccoon'))
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"gender" text,
	"country" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"passport_number" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_gender_valid" CHECK ("guests"."gender" is null or "guests"."gender" in ('mr', 'ms'))
);
--> statement-breakpoint
CREATE TABLE "hotel_counters" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"last_booking_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "kids_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_main_guest_id_guests_id_fk" FOREIGN KEY ("main_guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_counters" ADD CONSTRAINT "hotel_counters_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_guests_guest_idx" ON "booking_guests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hotel_arrival_idx" ON "bookings" USING btree ("hotel_id","arrival");--> statement-breakpoint
CREATE INDEX "bookings_hotel_departure_idx" ON "bookings" USING btree ("hotel_id","departure");--> statement-breakpoint
CREATE INDEX "bookings_room_type_idx" ON "bookings" USING btree ("room_type_id","arrival");--> statement-breakpoint
CREATE INDEX "bookings_main_guest_idx" ON "bookings" USING btree ("main_guest_id");--> statement-breakpoint
CREATE INDEX "domain_events_unprocessed_idx" ON "domain_events" USING btree ("type","processed_at");--> statement-breakpoint
CREATE INDEX "guests_hotel_name_idx" ON "guests" USING btree ("hotel_id","last_name","first_name");