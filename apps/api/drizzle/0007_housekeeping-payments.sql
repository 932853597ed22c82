CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"grants_room_access" boolean DEFAULT false NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_hotel_number_unique" UNIQUE("hotel_id","number"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('new', 'pending', 'paid', 'expired', 'canceled')),
	CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('cash', 'card', 'bank_transfer', 'online')),
	CONSTRAINT "payments_paid_at_valid" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "room_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"booking_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_services_window_valid" CHECK ("room_services"."end" > "room_services"."start"),
	CONSTRAINT "room_services_status_valid" CHECK ("room_services"."status" in ('open', 'in_progress', 'done', 'canceled')),
	CONSTRAINT "room_services_kind_valid" CHECK ("room_services"."kind" in ('departure', 'stay_over', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "hotel_counters" ADD COLUMN "last_payment_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_hotel_created_idx" ON "payments" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "room_services_hotel_day_idx" ON "room_services" USING btree ("hotel_id","day");--> statement-breakpoint
CREATE INDEX "room_services_room_idx" ON "room_services" USING btree ("room_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "room_services_booking_kind_day_unique" ON "room_services" USING btree ("booking_id","kind","day") WHERE "room_services"."booking_id" is not null;